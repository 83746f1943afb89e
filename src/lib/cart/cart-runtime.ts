// The browser side of the cart controller: the Storefront client of the locale's store, the
// document's cookies, the location and localStorage. Loaded on interaction or when idle.
import { pageLanding } from '../analytics/landing';
import type { CommerceContext } from '../content/site-context';
import { cartApi } from '../storefront/cart';
import { createStorefrontClient } from '../storefront/client';
import { fetchVariantsBySku, findSameSellingPlan } from '../storefront/product-check';
import { createCartController, READ_TIMEOUT_MS, type CartController } from './cart-controller';

const controllers = new Map<string, CartController>();

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage (privacy settings): carts still work through the cookie.
    return null;
  }
}

/** The cart controller of a locale's store (one per store, country and language). */
export function controllerFor(commerce: CommerceContext): CartController {
  const key = `${commerce.storefront.url}|${commerce.country}|${commerce.language}`;
  let controller = controllers.get(key);
  if (!controller) {
    const client = createStorefrontClient(commerce.storefront);
    controller = createCartController(commerce, {
      api: cartApi(client, commerce.country, commerce.language),
      findVariant: async (handle, sku) => {
        const variants = await fetchVariantsBySku(client, handle, commerce.country);
        return variants.ok ? (variants.value.get(sku)?.id ?? null) : null;
      },
      findSellingPlan: async (handle, cadence) => {
        const plan = await findSameSellingPlan(client, handle, commerce.country, cadence);
        return plan.ok ? plan.value : null;
      },
      otherCartOpen: async (storeUrl, cartId) => {
        const store = commerce.stores.find((s) => s.url === storeUrl);
        if (!store) return null;
        const cart = await cartApi(createStorefrontClient(store), commerce.country, commerce.language).get(cartId, { timeoutMs: READ_TIMEOUT_MS });
        // A store that did not answer cannot tell whether its cart is still open.
        return cart.ok ? cart.value !== null : null;
      },
      jar: document,
      location: window.location,
      storage: localStorageOrNull(),
      returnedOrder: () => pageLanding().order,
    });
    controllers.set(key, controller);
  }
  return controller;
}
