// The cart store's states against a real twin: created on first load, a stale id
// replaced, init retried then the error flag, busy and active flags, the toast, warnings, a new
// cart carrying the lines over when the currency changes, and no doubled line after a timeout.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completeCheckout, startTestTwin } from '../../twin/test/helpers';
import { putDiscountCode } from '../../twin/src/cart/discounts';
import { createCartController, INIT_RETRIES, type CartControllerDeps } from '../../src/lib/cart/cart-controller';
import { cartView, onCartCompleted, useCartState, type CartCompleted } from '../../src/lib/cart/cart-state';
import { LINE_ATTRIBUTE, lineAttributes } from '../../src/lib/cart/line-attributes';
import type { CommerceContext } from '../../src/lib/content/site-context';
import { cartApi } from '../../src/lib/storefront/cart';
import { createStorefrontClient } from '../../src/lib/storefront/client';
import { fetchVariantsBySku } from '../../src/lib/storefront/product-check';
import { TestCookieJar, testStorage } from './cookie-jar';
import { trailmateCommerce } from './cart-fixture';
import { valueOf } from '../lib/answer';

type Twin = Awaited<ReturnType<typeof startTestTwin>>;
let twin: Twin;

const HAMMOCK = 'gid://shopify/ProductVariant/2001';
const HAMMOCK_XL = 'gid://shopify/ProductVariant/2002'; // 2 in stock
const BOWL = 'gid://shopify/ProductVariant/2003'; // autoship plans
const MONTHLY = 'gid://shopify/SellingPlan/9001';
const location = { hostname: '127.0.0.1', protocol: 'http:' };

const commerce = (store: 'trailmate-us' | 'trailmate-ca'): CommerceContext => trailmateCommerce(twin, store);

/** Checks a cart of another store of the brand, as the browser's runtime does. */
export function otherCartOpen(c: CommerceContext): NonNullable<CartControllerDeps['otherCartOpen']> {
  return async (storeUrl, cartId) => {
    const store = c.stores.find((s) => s.url === storeUrl);
    if (!store) return null;
    const cart = await cartApi(createStorefrontClient(store), c.country, c.language).get(cartId);
    return cart.ok ? cart.value !== null : null;
  };
}

/** A fetch that lets `fail(request body)` decide to fail a request before it reaches the twin. */
function faultyFetch(fail: (body: string) => 'network' | 'slow-answer' | null, calls: string[]): typeof fetch {
  return async (input, init) => {
    const body = String(init?.body ?? '');
    calls.push(body);
    const fault = fail(body);
    if (fault === 'network') throw new TypeError('fetch failed');
    const response = await fetch(input, init);
    if (fault === 'slow-answer') {
      // The twin has applied the request; its answer is held until the client gives up.
      await new Promise<void>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    return response;
  };
}

function controllerFor(store: 'trailmate-us' | 'trailmate-ca', deps: Partial<CartControllerDeps> & { fetch?: typeof fetch; environment?: string } = {}) {
  const c = { ...commerce(store), ...(deps.environment ? { environment: deps.environment } : {}) };
  const client = createStorefrontClient(c.storefront, deps.fetch);
  return createCartController(c, {
    api: cartApi(client, c.country, c.language),
    findVariant: async (handle, sku) => {
      const variants = await fetchVariantsBySku(client, handle, c.country);
      return variants.ok ? (variants.value.get(sku)?.id ?? null) : null;
    },
    otherCartOpen: otherCartOpen(c),
    jar: deps.jar ?? new TestCookieJar(),
    location,
    storage: deps.storage ?? testStorage(),
    log: () => undefined,
    sleep: deps.sleep ?? (async () => undefined),
    timeouts: deps.timeouts,
  });
}

beforeAll(async () => {
  twin = await startTestTwin();
}, 60_000);
afterAll(async () => {
  await twin?.stop();
});
beforeEach(() => cartView.reset());

describe('cart init', () => {
  it('creates a cart on first load (buyer country US) and stores its id in _cartId', async () => {
    const jar = new TestCookieJar();
    await controllerFor('trailmate-us', { jar }).init();
    const state = useCartState.getState();
    expect(state.status).toBe('ready');
    expect(state.cart?.buyer.countryCode).toBe('US');
    expect(jar.values.get('_cartId')).toBe(encodeURIComponent(state.cart!.id));
  });

  it('a new cart carries the environment marker of the build as its _environment attribute, and none without one', async () => {
    await controllerFor('trailmate-us', { environment: 'staging' }).init();
    const marked = useCartState.getState().cart!;
    const c = commerce('trailmate-us');
    const stored = valueOf(await cartApi(createStorefrontClient(c.storefront), c.country, c.language).get(marked.id));
    expect(stored?.attributes).toEqual([{ key: '_environment', value: 'staging' }]);
    await controllerFor('trailmate-us').init();
    const plain = valueOf(await cartApi(createStorefrontClient(c.storefront), c.country, c.language).get(useCartState.getState().cart!.id));
    expect(plain?.attributes).toEqual([]);
  });

  it('a stored cart without the build\'s environment marker takes it (cartAttributesUpdate), its other attributes kept', async () => {
    const jar = new TestCookieJar();
    await controllerFor('trailmate-us', { jar }).init();
    const first = useCartState.getState().cart!;
    const c = commerce('trailmate-us');
    const api = cartApi(createStorefrontClient(c.storefront), c.country, c.language);
    await api.setAttributes(first.id, [{ key: 'gift', value: 'yes' }]);
    cartView.reset();
    await controllerFor('trailmate-us', { jar, environment: 'staging' }).init();
    expect(useCartState.getState().cart!.id).toBe(first.id);
    expect(valueOf(await api.get(first.id))?.attributes).toEqual([{ key: 'gift', value: 'yes' }, { key: '_environment', value: 'staging' }]);
    // Already marked: read as it is.
    cartView.reset();
    await controllerFor('trailmate-us', { jar, environment: 'staging' }).init();
    expect(valueOf(await api.get(first.id))?.attributes).toEqual([{ key: 'gift', value: 'yes' }, { key: '_environment', value: 'staging' }]);
  });

  it('reads the stored cart instead of creating one', async () => {
    const jar = new TestCookieJar();
    await controllerFor('trailmate-us', { jar }).init();
    const first = useCartState.getState().cart!.id;
    cartView.reset();
    await controllerFor('trailmate-us', { jar }).init();
    expect(useCartState.getState().cart!.id).toBe(first);
  });

  it('replaces a stale stored id with a new cart', async () => {
    const jar = new TestCookieJar();
    jar.cookie = '_cartId=gid%3A%2F%2Fshopify%2FCart%2Fgone%3Fkey%3Dnope';
    await controllerFor('trailmate-us', { jar }).init();
    const { cart } = useCartState.getState();
    expect(cart?.id).not.toContain('gone');
    expect(jar.values.get('_cartId')).toBe(encodeURIComponent(cart!.id));
  });

  it(`retries creation up to ${INIT_RETRIES} times, then succeeds`, async () => {
    const calls: string[] = [];
    let failures = 2;
    const fetch = faultyFetch((body) => (body.includes('cartCreate') && failures-- > 0 ? 'network' : null), calls);
    await controllerFor('trailmate-us', { fetch }).init();
    expect(calls.filter((b) => b.includes('cartCreate'))).toHaveLength(3);
    expect(useCartState.getState()).toMatchObject({ status: 'ready', error: false });
  });

  it('init retries up to 3 times after the first attempt, never waiting more than 1000 ms between them (spec §7)', async () => {
    const calls: string[] = [];
    const waits: number[] = [];
    const fetch = faultyFetch((body) => (body.includes('cartCreate') ? 'network' : null), calls);
    await controllerFor('trailmate-us', { fetch, sleep: async (ms) => void waits.push(ms) }).init();
    expect(calls.filter((b) => b.includes('cartCreate'))).toHaveLength(4);
    expect(waits).toHaveLength(3);
    for (const ms of waits) {
      expect(ms).toBeGreaterThan(0);
      expect(ms).toBeLessThanOrEqual(1000);
    }
    expect(useCartState.getState()).toMatchObject({ status: 'error', error: true });
  });

  it('sets the error flag after the retries fail, and a later init recovers', async () => {
    const calls: string[] = [];
    let down = true;
    const fetch = faultyFetch(() => (down ? 'network' : null), calls);
    const controller = controllerFor('trailmate-us', { fetch });
    await controller.init();
    expect(calls.filter((b) => b.includes('cartCreate'))).toHaveLength(INIT_RETRIES + 1);
    expect(useCartState.getState()).toMatchObject({ status: 'error', error: true, busy: false, cart: null });
    expect(useCartState.getState().notice?.key).toBe('cartLoadFailed');
    down = false;
    await controller.init();
    expect(useCartState.getState()).toMatchObject({ status: 'ready', error: false });
  });
});

describe('changing the cart', () => {
  it('is busy while adding, then shows the toast with the added line and its add-on', async () => {
    const controller = controllerFor('trailmate-us');
    await controller.init();
    const seen: boolean[] = [];
    const unsubscribe = useCartState.subscribe((s) => seen.push(s.busy));
    const ok = await controller.add([
      { variantId: BOWL, quantity: 2, sellingPlanId: MONTHLY, attributes: lineAttributes({ plan: { name: 'Monthly', percentageDiscount: 10 } }) },
      { variantId: HAMMOCK, quantity: 1 },
    ]);
    unsubscribe();
    expect(ok).toBe(true);
    expect(seen).toContain(true);
    const state = useCartState.getState();
    expect(state.busy).toBe(false);
    expect(state.toast?.lineIds).toHaveLength(2);
    const bowl = state.cart!.lines.find((l) => l.variantId === BOWL)!;
    expect(bowl.sellingPlan?.id).toBe(MONTHLY);
    expect(bowl.attributes).toContainEqual({ key: LINE_ATTRIBUTE.autoRenews, value: 'Monthly' });
    expect(bowl.attributes).toContainEqual({ key: LINE_ATTRIBUTE.subscriptionDiscount, value: '10%' });
    cartView.toggle();
    expect(useCartState.getState()).toMatchObject({ active: true, toast: null });
    cartView.close();
    expect(useCartState.getState().active).toBe(false);
  });

  it('increments and decrements by one, removes a line and empties the cart', async () => {
    const controller = controllerFor('trailmate-us');
    await controller.init();
    await controller.add([{ variantId: HAMMOCK, quantity: 1 }, { variantId: BOWL, quantity: 1 }]);
    const lineId = useCartState.getState().cart!.lines.find((l) => l.variantId === HAMMOCK)!.id;
    await controller.increment(lineId);
    expect(useCartState.getState().cart!.lines.find((l) => l.id === lineId)!.quantity).toBe(2);
    await controller.decrement(lineId);
    expect(useCartState.getState().cart!.lines.find((l) => l.id === lineId)!.quantity).toBe(1);
    await controller.decrement(lineId);
    expect(useCartState.getState().cart!.lines.some((l) => l.id === lineId)).toBe(false);
    await controller.empty();
    expect(useCartState.getState().cart!.lines).toEqual([]);
    expect(useCartState.getState().cart!.totalQuantity).toBe(0);
  });

  it('a refused discount code is said once and not kept on the cart; a good one stays', async () => {
    const controller = controllerFor('trailmate-us');
    await controller.init();
    await controller.add([{ variantId: HAMMOCK, quantity: 1 }]);
    await controller.applyDiscountCode(' NOPE42 ');
    expect(useCartState.getState()).toMatchObject({ rejectedCode: 'NOPE42', busy: false, notice: null });
    expect(useCartState.getState().cart!.discountCodes).toEqual([]);
    // The test's own code (no store is seeded with a generic one).
    putDiscountCode(twin.db, { store: 'trailmate-us', code: 'CARTTEST10', title: '10% off', kind: 'ORDER', percentage: 10, entitled_tag: null, first_order_only: 0, starts_at: '2024-01-01T00:00:00Z', ends_at: null });
    await controller.applyDiscountCode('CARTTEST10');
    expect(useCartState.getState().rejectedCode).toBeNull();
    expect(useCartState.getState().cart!.discountCodes).toEqual([{ code: 'CARTTEST10', applicable: true }]);
    // Refused codes do not pile up beside the good one, however many are tried.
    await controller.applyDiscountCode('NOPE42');
    await controller.applyDiscountCode('ALSONOPE');
    expect(useCartState.getState().rejectedCode).toBe('ALSONOPE');
    expect(useCartState.getState().cart!.discountCodes).toEqual([{ code: 'CARTTEST10', applicable: true }]);
  });

  it('codes added or taken off set each line\'s Promotions Applied (cartLinesUpdate with attributes); plan attributes stay', async () => {
    const controller = controllerFor('trailmate-us');
    await controller.init();
    await controller.add([
      { variantId: BOWL, quantity: 1, sellingPlanId: MONTHLY, attributes: lineAttributes({ plan: { name: 'Monthly', percentageDiscount: 10 } }) },
      { variantId: HAMMOCK, quantity: 1 },
    ]);
    putDiscountCode(twin.db, { store: 'trailmate-us', code: 'PROMOLINE5', title: '5% off', kind: 'ORDER', percentage: 5, entitled_tag: null, first_order_only: 0, starts_at: '2024-01-01T00:00:00Z', ends_at: null });
    await controller.applyDiscountCode('PROMOLINE5');
    const c = commerce('trailmate-us');
    const api = cartApi(createStorefrontClient(c.storefront), c.country, c.language);
    const stored = valueOf(await api.get(useCartState.getState().cart!.id))!;
    const byVariant = (cart: typeof stored, id: string) => cart.lines.find((l) => l.variantId === id)!.attributes;
    expect(byVariant(stored, HAMMOCK)).toEqual([{ key: LINE_ATTRIBUTE.promotions, value: 'PROMOLINE5' }]);
    expect(byVariant(stored, BOWL)).toEqual([
      { key: LINE_ATTRIBUTE.autoRenews, value: 'Monthly' },
      { key: LINE_ATTRIBUTE.subscriptionDiscount, value: '10%' },
      { key: LINE_ATTRIBUTE.promotions, value: 'PROMOLINE5' },
    ]);
    // A refused code changes nothing on the lines.
    await controller.applyDiscountCode('NOPE42');
    expect(byVariant(valueOf(await api.get(stored.id))!, HAMMOCK)).toEqual([{ key: LINE_ATTRIBUTE.promotions, value: 'PROMOLINE5' }]);
    await controller.setDiscountCodes([]);
    const cleared = valueOf(await api.get(stored.id))!;
    expect(byVariant(cleared, HAMMOCK)).toEqual([]);
    expect(byVariant(cleared, BOWL)).toEqual([{ key: LINE_ATTRIBUTE.autoRenews, value: 'Monthly' }, { key: LINE_ATTRIBUTE.subscriptionDiscount, value: '10%' }]);
    expect(useCartState.getState().cart!.lines.find((l) => l.variantId === HAMMOCK)!.attributes).toEqual([]);
  });

  it('tells the shopper when stock warnings adjusted the quantity', async () => {
    const controller = controllerFor('trailmate-us');
    await controller.init();
    await controller.add([{ variantId: HAMMOCK_XL, quantity: 5 }]);
    const state = useCartState.getState();
    expect(state.cart!.lines.find((l) => l.variantId === HAMMOCK_XL)!.quantity).toBe(2);
    expect(state.notice).toMatchObject({ key: 'stockPartlyAdded', values: { added: 2, stock: 2 } });
    expect(state.toast).toBeNull();
  });

  it('adding more when the cart has all the stock says so, with no "Added … × n" toast', async () => {
    const controller = controllerFor('trailmate-us');
    await controller.init();
    await controller.add([{ variantId: HAMMOCK_XL, quantity: 2 }]);
    expect(useCartState.getState().toast).not.toBeNull();
    cartView.hideToast();
    await controller.add([{ variantId: HAMMOCK_XL, quantity: 3 }]);
    const state = useCartState.getState();
    expect(state.cart!.lines.find((l) => l.variantId === HAMMOCK_XL)!.quantity).toBe(2);
    expect(state.notice).toMatchObject({ key: 'stockAllInCart', values: { stock: 2 } });
    expect(state.toast).toBeNull();
  });

  it('adding more than the stock left says how many more could be added', async () => {
    const controller = controllerFor('trailmate-us');
    await controller.init();
    await controller.add([{ variantId: HAMMOCK_XL, quantity: 1 }]);
    cartView.hideToast();
    await controller.add([{ variantId: HAMMOCK_XL, quantity: 3 }]);
    const state = useCartState.getState();
    expect(state.cart!.lines.find((l) => l.variantId === HAMMOCK_XL)!.quantity).toBe(2);
    expect(state.notice).toMatchObject({ key: 'stockPartlyAdded', values: { added: 1, stock: 2 } });
    expect(state.toast).toBeNull();
  });

  it('a stale cart during a change is replaced and the change made once on the new cart', async () => {
    const jar = new TestCookieJar();
    const controller = controllerFor('trailmate-us', { jar });
    await controller.init();
    const stale = useCartState.getState().cart!;
    useCartState.setState({ cart: { ...stale, id: 'gid://shopify/Cart/gone?key=nope' } });
    expect(await controller.add([{ variantId: HAMMOCK, quantity: 1 }])).toBe(true);
    const { cart } = useCartState.getState();
    expect(cart!.id).not.toContain('gone');
    expect(cart!.lines).toHaveLength(1);
    expect(jar.values.get('_cartId')).toBe(encodeURIComponent(cart!.id));
  });

  it('a change that times out is not sent again: the cart is re-read and the line is there once', async () => {
    const calls: string[] = [];
    let slow = 1;
    const fetch = faultyFetch((body) => (body.includes('cartLinesAdd') && slow-- > 0 ? 'slow-answer' : null), calls);
    const controller = controllerFor('trailmate-us', { fetch, timeouts: { mutation: 300 } });
    await controller.init();
    expect(await controller.add([{ variantId: HAMMOCK, quantity: 1 }])).toBe(true);
    expect(calls.filter((b) => b.includes('cartLinesAdd'))).toHaveLength(1);
    const state = useCartState.getState();
    expect(state.cart!.lines.map((l) => [l.variantId, l.quantity])).toEqual([[HAMMOCK, 1]]);
    expect(state.busy).toBe(false);
    expect(state.notice).toBeNull();
  });

  it('a failed change clears the busy flag and leaves a retry message', async () => {
    const calls: string[] = [];
    let down = false;
    const fetch = faultyFetch(() => (down ? 'network' : null), calls);
    const controller = controllerFor('trailmate-us', { fetch });
    await controller.init();
    down = true;
    expect(await controller.add([{ variantId: HAMMOCK, quantity: 1 }])).toBe(false);
    expect(useCartState.getState()).toMatchObject({ busy: false, notice: { key: 'cartUpdateFailed', tone: 'error' } });
  });
});

describe('currency change', () => {
  it('a new CAD cart carries over the lines the CAD store sells; the USD cart keeps its cookie', async () => {
    const jar = new TestCookieJar();
    const storage = testStorage();
    const us = controllerFor('trailmate-us', { jar, storage });
    await us.init();
    await us.add([{ variantId: HAMMOCK, quantity: 2 }]);
    const usdCart = useCartState.getState().cart!;
    cartView.reset();
    await controllerFor('trailmate-ca', { jar, storage }).init();
    const cadCart = useCartState.getState().cart!;
    expect(cadCart.currencyCode).toBe('CAD');
    expect(cadCart.id).not.toBe(usdCart.id);
    expect(cadCart.lines.map((l) => [l.sku, l.quantity])).toEqual([['TM-HAM-STD-BLK', 2]]);
    expect(jar.values.get('_cadCartId')).toBe(encodeURIComponent(cadCart.id));
    expect(jar.values.get('_cartId')).toBe(encodeURIComponent(usdCart.id));
  });

  it('lines of a cart checked out in the CAD store are not carried into a new USD cart, and are told as bought once', async () => {
    const jar = new TestCookieJar();
    const storage = testStorage();
    const ca = controllerFor('trailmate-ca', { jar, storage });
    await ca.init();
    await ca.add([{ variantId: HAMMOCK, quantity: 1 }]);
    const paid = useCartState.getState().cart!;
    expect(await completeCheckout(paid.checkoutUrl, { country: 'CA', zip: 'M5V 2T6', province: 'ON' })).toBe(303);
    const told: CartCompleted[] = [];
    const stop = onCartCompleted((event) => told.push(event));
    try {
      // Straight to a US page after paying: the paid lines do not come back in dollars.
      cartView.reset();
      await controllerFor('trailmate-us', { jar, storage }).init();
      const usd = useCartState.getState().cart!;
      expect(usd.currencyCode).toBe('USD');
      expect(usd.lines).toEqual([]);
      expect(told).toEqual([{ productIds: [paid.lines[0]!.product.id] }]);
      // Back on a CAD page: a new empty CAD cart, nothing told twice.
      cartView.reset();
      await controllerFor('trailmate-ca', { jar, storage }).init();
      const cad = useCartState.getState().cart!;
      expect(cad.id).not.toBe(paid.id);
      expect(cad.lines).toEqual([]);
      expect(told).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('a CAD cart checked out clears only itself: the USD cart, its cookie and its lines stay, and are not told as bought', async () => {
    const jar = new TestCookieJar();
    const storage = testStorage();
    const us = controllerFor('trailmate-us', { jar, storage });
    await us.init();
    await us.add([{ variantId: HAMMOCK, quantity: 1 }]);
    const usdCart = useCartState.getState().cart!;
    cartView.reset();
    const ca = controllerFor('trailmate-ca', { jar, storage });
    await ca.init();
    await ca.add([{ variantId: BOWL, quantity: 1 }]);
    const paid = useCartState.getState().cart!;
    expect(await completeCheckout(paid.checkoutUrl, { country: 'CA', zip: 'M5V 2T6', province: 'ON' })).toBe(303);
    // The shopper shops on in the US store before coming back to a CAD page.
    cartView.reset();
    await controllerFor('trailmate-us', { jar, storage }).init();
    expect(useCartState.getState().cart!.id).toBe(usdCart.id);
    const told: CartCompleted[] = [];
    const stop = onCartCompleted((event) => told.push(event));
    try {
      cartView.reset();
      await controllerFor('trailmate-ca', { jar, storage }).init();
      expect(useCartState.getState().cart!.id).not.toBe(paid.id);
      expect(told).toEqual([]);
    } finally {
      stop();
    }
    cartView.reset();
    await controllerFor('trailmate-us', { jar, storage }).init();
    const usd = useCartState.getState().cart!;
    expect(usd.id).toBe(usdCart.id);
    expect(usd.lines.map((l) => [l.sku, l.quantity])).toEqual([['TM-HAM-STD-BLK', 1]]);
    expect(jar.values.get('_cartId')).toBe(encodeURIComponent(usdCart.id));
  });
});
