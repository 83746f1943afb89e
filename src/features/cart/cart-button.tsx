// The header's cart button with the item count: the only cart UI in the first load. Clicking it
// opens the drawer and loads the cart's code if the idle start has not done so yet.
import React from 'react';
import { useSite, useT } from '../../components/site/site-provider';
import { CartIcon } from '../../components/ui/icons';
import { cartActions } from '../../lib/cart/cart-loader';
import { cartView, useCartState } from '../../lib/cart/cart-state';

/** Header cart button. */
export function CartButton() {
  const { commerce } = useSite();
  const t = useT();
  const count = useCartState((s) => s.cart?.totalQuantity ?? 0);
  const active = useCartState((s) => s.active);
  return (
    <button
      type="button"
      className="icon-button cart-button"
      aria-label={t('openCart', { count })}
      aria-haspopup="dialog"
      aria-expanded={active}
      onClick={() => {
        cartView.toggle();
        void cartActions(commerce)
          .then((c) => c.init())
          .catch((error: unknown) => console.error('Cart could not start', error));
      }}
    >
      <CartIcon />
      <span className="cart-button__count" aria-hidden="true" data-testid="cart-count">
        {count}
      </span>
    </button>
  );
}
