// The cart's page-level island: starts the cart when the browser is idle, renders the drawer and
// the toast (their code loads only when first needed) and announces cart changes.
import React, { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useSite, useT } from '../../components/site/site-provider';
import { onIdle } from '../../lib/timing/idle';
import { cartActions } from '../../lib/cart/cart-loader';
import { useCartState } from '../../lib/cart/cart-state';

const CartDrawer = lazy(() => import(/* webpackChunkName: "cart-drawer" */ './cart-drawer'));
const CartToast = lazy(() => import(/* webpackChunkName: "cart-drawer" */ './cart-toast'));

/** Drawer, toast and the cart's live region. */
export function CartIsland() {
  const { commerce } = useSite();
  const t = useT();
  const active = useCartState((s) => s.active);
  const toast = useCartState((s) => s.toast);
  const count = useCartState((s) => s.cart?.totalQuantity);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const lastCount = useRef<number | undefined>(undefined);

  useEffect(
    // Reads or creates the cart when the browser is idle (created on first load).
    () => onIdle(() => void cartActions(commerce).then((c) => c.init()).catch((error: unknown) => console.error('Cart could not start', error))),
    [commerce],
  );
  useEffect(() => {
    if (active) setDrawerLoaded(true);
  }, [active]);
  useEffect(() => {
    // Announce changes, not the first read of the cart.
    if (count !== undefined && lastCount.current !== undefined && count !== lastCount.current) {
      setAnnouncement(t('cartUpdated', { count }));
    }
    lastCount.current = count;
  }, [count, t]);

  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {drawerLoaded ? (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      ) : null}
      {toast ? (
        <Suspense fallback={null}>
          <CartToast />
        </Suspense>
      ) : null}
    </>
  );
}
