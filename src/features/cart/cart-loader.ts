// Loads the cart's code after first paint: on the first interaction that needs it, or when the
// browser is idle. Only this module and cart-state ship with the page.
import type { CommerceContext } from '../../lib/content/site-context';
import type { CartController } from './cart-controller';

let runtime: Promise<typeof import('./cart-runtime')> | null = null;

/** The cart controller of a locale, loading its code once. */
export async function cartActions(commerce: CommerceContext): Promise<CartController> {
  runtime ??= import(/* webpackChunkName: "cart-runtime" */ './cart-runtime').catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return (await runtime).controllerFor(commerce);
}

/** Reads or creates the cart when the browser is idle (created on first load). */
export function scheduleCartInit(commerce: CommerceContext): () => void {
  let cancelled = false;
  const start = () => {
    if (!cancelled) void cartActions(commerce).then((c) => c.init()).catch((error: unknown) => console.error('Cart could not start', error));
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: 3000 });
    return () => {
      cancelled = true;
      window.cancelIdleCallback(handle);
    };
  }
  const timer = window.setTimeout(start, 1500);
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
  };
}
