// Cart actions for components: each loads the cart's code if needed, then runs.
import { useMemo } from 'react';
import type { CommerceContext } from '../content/site-context';
import type { CartController } from './cart-controller';
import { cartActions } from './cart-loader';

type Action<K extends keyof CartController> = (...args: Parameters<CartController[K]>) => void;

/** The cart's actions bound to the page's store (`useSite().commerce`); failures are logged by the controller. */
export function useCartActions(commerce: CommerceContext): { [K in keyof CartController]: Action<K> } {
  return useMemo(() => {
    const run =
      <K extends keyof CartController>(name: K): Action<K> =>
      (...args) => {
        void cartActions(commerce)
          .then((c) => (c[name] as (...a: unknown[]) => Promise<unknown>)(...args))
          .catch((error: unknown) => console.error(`Cart ${String(name)} failed`, error));
      };
    return {
      init: run('init'),
      add: run('add'),
      increment: run('increment'),
      decrement: run('decrement'),
      remove: run('remove'),
      empty: run('empty'),
      setDiscountCodes: run('setDiscountCodes'),
      applyDiscountCode: run('applyDiscountCode'),
      linkCustomer: run('linkCustomer'),
    };
  }, [commerce]);
}
