// Switching market (United States ↔ Canada) re-creates the cart in the other store: an autoship line stays
// an autoship line on the same plan there (Shopify's plan ids differ by store; the plan is found by its cadence), with
// its attributes naming that store's plan; a line whose plan the other store does not offer becomes a
// one-time line without the plan's attributes. Against a real twin.
import { assert, afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestTwin } from '../../twin/test/helpers';
import { createCartController } from '../../src/lib/cart/cart-controller';
import { cartView, useCartState } from '../../src/lib/cart/cart-state';
import { LINE_ATTRIBUTE, lineAttributes } from '../../src/lib/cart/line-attributes';
import type { CommerceContext } from '../../src/lib/content/site-context';
import { cartApi, type Cart } from '../../src/lib/storefront/cart';
import { createStorefrontClient } from '../../src/lib/storefront/client';
import { fetchSellingPlansByHandle, fetchVariantsBySku, findSameSellingPlan } from '../../src/lib/storefront/product-check';
import { TestCookieJar, testStorage } from './cookie-jar';
import { trailmateCommerce } from './cart-fixture';
import { valueOf } from '../lib/answer';

type Store = 'trailmate-us' | 'trailmate-ca';
let twin: Awaited<ReturnType<typeof startTestTwin>>;

const BOWL = 'gid://shopify/ProductVariant/2003'; // autoship plans
const HAMMOCK = 'gid://shopify/ProductVariant/2001';
const BOWL_HANDLE = 'trail-bowl';

const commerce = (store: Store): CommerceContext => trailmateCommerce(twin, store);

/** The controller as the browser's runtime makes it (cart-runtime.ts), on a shared cookie jar and storage. */
function controllerFor(store: Store, jar: TestCookieJar, storage: ReturnType<typeof testStorage>) {
  const c = commerce(store);
  const client = createStorefrontClient(c.storefront);
  return createCartController(c, {
    api: cartApi(client, c.country, c.language),
    findVariant: async (handle, sku) => {
      const variants = await fetchVariantsBySku(client, handle, c.country);
      return variants.ok ? (variants.value.get(sku)?.id ?? null) : null;
    },
    findSellingPlan: async (handle, cadence) => {
      const plan = await findSameSellingPlan(client, handle, c.country, cadence);
      return plan.ok ? plan.value : null;
    },
    jar,
    location: { hostname: '127.0.0.1', protocol: 'http:' },
    storage,
    log: () => undefined,
    sleep: async () => undefined,
  });
}

/** The plans of the bowls in a store. */
async function bowlPlans(store: Store) {
  return valueOf(await fetchSellingPlansByHandle(createStorefrontClient(commerce(store).storefront), BOWL_HANDLE, commerce(store).country));
}

const lineOf = (cart: Cart, sku: string) => cart.lines.find((l) => l.sku === sku)!;

beforeAll(async () => {
  twin = await startTestTwin();
}, 60_000);
afterAll(async () => {
  await twin?.stop();
});
beforeEach(() => cartView.reset());

describe('switching market keeps autoship', () => {
  it('an autoship line of the US cart is an autoship line on the same plan in the new Canadian cart, and back', async () => {
    const [usPlans, caPlans] = [await bowlPlans('trailmate-us'), await bowlPlans('trailmate-ca')];
    const plan = usPlans[0]!;
    const caPlan = caPlans.find((p) => p.cadence && plan.cadence && p.cadence.interval === plan.cadence.interval && p.cadence.count === plan.cadence.count && p.cadence.recurring === plan.cadence.recurring);
    expect(plan.cadence?.recurring).toBe(true);
    expect(caPlan, 'the Canadian store offers the same plan').toBeDefined();

    const jar = new TestCookieJar();
    const storage = testStorage();
    const us = controllerFor('trailmate-us', jar, storage);
    await us.init();
    const attributes = lineAttributes({ plan: { name: plan.name, percentageDiscount: 10 }, promotions: ['GOODDOG15'] });
    await us.add([{ variantId: BOWL, quantity: 2, sellingPlanId: plan.id, attributes }, { variantId: HAMMOCK, quantity: 1 }]);
    const usCart = useCartState.getState().cart!;
    const usBowl = lineOf(usCart, 'TM-BOWL');
    expect(usBowl.sellingPlan?.id).toBe(plan.id);

    cartView.reset();
    await controllerFor('trailmate-ca', jar, storage).init();
    const caCart = useCartState.getState().cart!;
    expect(caCart.currencyCode).toBe('CAD');
    const caBowl = lineOf(caCart, usBowl.sku);
    expect(caBowl.quantity).toBe(2);
    expect(caBowl.sellingPlan?.id).toBe(caPlan!.id);
    expect(caBowl.attributes).toEqual(
      lineAttributes({ plan: { name: caPlan!.name, percentageDiscount: 10 }, promotions: ['GOODDOG15'] }),
    );
    // The one-time line stays one-time.
    expect(caCart.lines.filter((l) => l.sku !== usBowl.sku).map((l) => l.sellingPlan)).toEqual([null]);

    // Back to the United States with the Canadian cart's lines: a new US cart (the old one is given up), same plan again.
    jar.values.delete('_cartId');
    cartView.reset();
    await controllerFor('trailmate-us', jar, storage).init();
    const again = useCartState.getState().cart!;
    expect(again.currencyCode).toBe('USD');
    expect(again.id).not.toBe(usCart.id);
    expect(lineOf(again, usBowl.sku).sellingPlan?.id).toBe(plan.id);
  });

  it('a plan the other store does not offer leaves a one-time line without the plan’s attributes', async () => {
    const jar = new TestCookieJar();
    const storage = testStorage();
    const plan = (await bowlPlans('trailmate-us'))[0]!;
    // The stored lines as a US cart on a plan no store offers would leave them (a weekly plan every 99 days).
    storage.setItem(
      'cartLines',
      JSON.stringify({
        currency: 'USD',
        lines: [
          {
            handle: BOWL_HANDLE,
            sku: 'TM-BOWL',
            quantity: 1,
            plan: { recurring: true, interval: 'DAY', count: 99 },
            attributes: lineAttributes({ plan: { name: plan.name, percentageDiscount: 10 }, promotions: ['GOODDOG15'] }),
          },
        ],
      }),
    );
    await controllerFor('trailmate-ca', jar, storage).init();
    const [line] = useCartState.getState().cart!.lines;
    assert.isDefined(line, 'line');
    expect(line.sellingPlan).toBeNull();
    expect(line.attributes).toEqual([{ key: LINE_ATTRIBUTE.promotions, value: 'GOODDOG15' }]);
  });
});
