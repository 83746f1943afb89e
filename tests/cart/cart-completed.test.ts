// A shopper back from the checkout: the stored cart id of a checked-out
// cart reads as no cart, so the controller tells the listeners the products of its last known lines
// (for the purchase conversion), starts a new empty cart, and tells them only once. The purchase event
// names the order the checkout's "Continue shopping" link carries, with its total.
import { assert, afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completeCheckout, continueLink, startTestTwin, TOKENS } from '../../twin/test/helpers';
import { createCartController, type CartControllerDeps } from '../../src/lib/cart/cart-controller';
import { readLanding } from '../../src/lib/analytics/landing';
import { cartView, onCartCompleted, useCartState, type CartCompleted } from '../../src/lib/cart/cart-state';
import type { CommerceContext } from '../../src/lib/content/site-context';
import { cartApi } from '../../src/lib/storefront/cart';
import { createStorefrontClient } from '../../src/lib/storefront/client';
import { TestCookieJar, testStorage } from './cookie-jar';

let twin: Awaited<ReturnType<typeof startTestTwin>>;
const HAMMOCK = 'gid://shopify/ProductVariant/2001';

function controller(jar: TestCookieJar, storage: ReturnType<typeof testStorage>, returnedOrder?: CartControllerDeps['returnedOrder']) {
  const commerce: CommerceContext = {
    storefront: { url: twin.endpoint('trailmate-us'), token: TOKENS['trailmate-us'] },
    cartCookie: '_cartId',
    cookieDomain: null,
    stores: [],
    country: 'US',
    language: 'EN',
    currency: 'USD',
    shipping: null,
  };
  return createCartController(commerce, {
    api: cartApi(createStorefrontClient(commerce.storefront), commerce.country, commerce.language),
    findVariant: async () => null,
    jar,
    location: { hostname: '127.0.0.1', protocol: 'http:' },
    storage,
    log: () => undefined,
    sleep: async () => undefined,
    returnedOrder,
  });
}

beforeAll(async () => {
  twin = await startTestTwin();
}, 60_000);
afterAll(async () => {
  await twin?.stop();
});
beforeEach(() => cartView.reset());

describe('a checked-out cart', () => {
  it('tells the products of its last lines once, and the shopper gets a new empty cart', async () => {
    const jar = new TestCookieJar();
    const storage = testStorage();
    const first = controller(jar, storage);
    await first.init();
    expect(await first.add([{ variantId: HAMMOCK, quantity: 1 }])).toBe(true);
    const cart = useCartState.getState().cart!;
    const productId = cart.lines[0]!.product.id;
    expect(await completeCheckout(cart.checkoutUrl)).toBeLessThan(400);

    const told: CartCompleted[] = [];
    const stop = onCartCompleted((event) => told.push(event));
    try {
      // The shopper comes back: a new page, a new controller, the same cookie and storage.
      cartView.reset();
      await controller(jar, storage).init();
      expect(told).toEqual([{ productIds: [productId] }]);
      const fresh = useCartState.getState().cart!;
      expect(fresh.id).not.toBe(cart.id);
      expect(fresh.lines).toEqual([]);

      cartView.reset();
      await controller(jar, storage).init();
      expect(told).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('a live cart tells nothing', async () => {
    const jar = new TestCookieJar();
    const storage = testStorage();
    const first = controller(jar, storage);
    await first.init();
    await first.add([{ variantId: HAMMOCK, quantity: 1 }]);
    const told: CartCompleted[] = [];
    const stop = onCartCompleted((event) => told.push(event));
    cartView.reset();
    await controller(jar, storage).init();
    stop();
    expect(told).toEqual([]);
    expect(useCartState.getState().cart?.lines).toHaveLength(1);
  });

  it('the purchase names the order the checkout returned with and its total; without it, the cart', async () => {
    const win = globalThis as unknown as { window?: { dataLayer?: Record<string, unknown>[]; setTimeout: () => number } };
    // A page's data layer (Klaviyo's delayed Added to Cart is not part of this test).
    win.window = { setTimeout: () => 0 };
    try {
      const purchase = () => win.window?.dataLayer?.filter((e) => e.event === 'purchase').at(-1)?.ecommerce as Record<string, unknown> | undefined;
      for (const returned of [true, false]) {
        const jar = new TestCookieJar();
        const storage = testStorage();
        const first = controller(jar, storage);
        await first.init();
        expect(await first.add([{ variantId: HAMMOCK, quantity: 2 }])).toBe(true);
        const cart = useCartState.getState().cart!;
        expect(await completeCheckout(cart.checkoutUrl)).toBeLessThan(400);
        const token = /Cart\/([^?]+)/.exec(cart.id)![1];
        assert.isDefined(token, 'token');
        const row = twin.db.prepare('SELECT doc FROM orders WHERE cart_token = ?').get(token) as { doc: string };
        const order = JSON.parse(row.doc) as { name: string; statusUrl: string; totalPrice: { amount: string } };
        // Where the order page's "Continue shopping" leads.
        const link = continueLink(await (await fetch(order.statusUrl)).text());
        const landing = readLanding(`${link!.to}?${new URLSearchParams(link!.query).toString()}`);

        cartView.reset();
        await controller(jar, storage, returned ? () => landing.landing.order : undefined).init();
        if (returned) {
          expect(landing.clean).toBe(link!.to);
          expect(purchase()).toMatchObject({ currency: 'USD', transaction_id: order.name, value: Number(order.totalPrice.amount) });
        } else {
          expect(purchase()).toMatchObject({ currency: 'USD', transaction_id: token.split('?')[0] });
        }
        expect(purchase()?.items).toEqual([expect.objectContaining({ quantity: 2 })]);
      }
    } finally {
      delete win.window;
    }
  });
});
