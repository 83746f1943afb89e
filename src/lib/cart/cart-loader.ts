// Loads the cart's code after first paint: on the first interaction that needs it, or when the
// browser is idle (the cart island's start). Only this module and cart-state ship with the page.
import type { CommerceContext } from '../content/site-context';
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
