import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContent } from '../src/catalogue/content.js';
import { findRule, putDiscountCode, RETIRED_DISCOUNT_CODES, seedDiscountCodes, SEEDED_DISCOUNT_CODES } from '../src/cart/discounts.js';
import * as D from './documents.js';
import { ADMIN_HEADERS, assertValidDocument as v, completeCheckout, FIXTURE_CONTENT, startTestTwin } from './helpers.js';

// Discount codes as Hydrogen's cart reads them: cart-level and line-level allocations, codes with `applicable`.
const DISCOUNT_CART = `
fragment Allocation on CartDiscountAllocation {
  __typename
  targetType
  discountedAmount { amount currencyCode }
  ... on CartCodeDiscountAllocation {
    code
    discountApplication { allocationMethod targetSelection targetType value { ... on PricingPercentageValue { percentage } } }
  }
}
fragment DiscountCart on Cart {
  id
  checkoutUrl
  discountCodes { code applicable }
  discountAllocations { ...Allocation }
  cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } checkoutChargeAmount { amount } }
  lines(first: 10) {
    nodes {
      merchandise { ... on ProductVariant { sku } }
      cost { subtotalAmount { amount } totalAmount { amount } }
      discountAllocations { ...Allocation }
    }
  }
}`;
const CREATE = v(`mutation cartCreate($input: CartInput!) {
  cartCreate(input: $input) { cart { ...DiscountCart } userErrors { field message code } }
}
${DISCOUNT_CART}`);
const UPDATE = v(`mutation cartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]) {
  cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
    cart { ...DiscountCart }
    userErrors { field message code }
    warnings { code message target }
  }
}
${DISCOUNT_CART}`);
const CUSTOMER_CREATE = v(`mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customerUserErrors { code message } } }`);
const TOKEN_CREATE = v(`mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`);
const ORDERS = v(`query ($token: String!) {
  customer(customerAccessToken: $token) {
    orders(first: 5, reverse: true) {
      nodes {
        name
        subtotalPrice { amount } totalShippingPrice { amount } totalTax { amount } totalPrice { amount }
        discountApplications(first: 10) {
          nodes {
            __typename allocationMethod targetSelection targetType
            value { ... on PricingPercentageValue { percentage } }
            ... on DiscountCodeApplication { code applicable }
          }
        }
        lineItems(first: 10) {
          nodes {
            title originalTotalPrice { amount } discountedTotalPrice { amount }
            discountAllocations {
              allocatedAmount { amount }
              discountApplication { ... on DiscountCodeApplication { code } }
            }
          }
        }
      }
    }
  }
}`);

type Json = any;
let twin: Awaited<ReturnType<typeof startTestTwin>>;
/** The tests' own first-order code (10% off the order, first order only), made in each store. */
const FIRST_ORDER_CODE = { code: 'FIRSTORDER10', title: 'First order: 10% off', kind: 'ORDER', percentage: 10, entitled_tag: null, first_order_only: 1, starts_at: '2024-01-01T00:00:00Z', ends_at: null } as const;
beforeAll(async () => {
  twin = await startTestTwin();
  for (const store of ['trailmate-us', 'trailmate-ca']) putDiscountCode(twin.db, { ...FIRST_ORDER_CODE, store });
});
afterAll(async () => {
  await twin?.stop();
});

const HAMMOCK = { merchandiseId: 'gid://shopify/ProductVariant/2001', quantity: 1 }; // 89.95, tagged "dog"
const BOWLS = { merchandiseId: 'gid://shopify/ProductVariant/2003', quantity: 2 }; // 2 × 24.50, not tagged "dog"

async function cart(buyerIdentity: Record<string, unknown> = { countryCode: 'US' }, discountCodes?: string[]) {
  const res = await twin.client().request<Json>(CREATE, { input: { buyerIdentity, lines: [HAMMOCK, BOWLS], discountCodes } });
  expect(res.cartCreate.userErrors).toEqual([]);
  return res.cartCreate.cart;
}

async function applyCodes(cartId: string, discountCodes: string[] | null) {
  const res = await twin.client().request<Json>(UPDATE, { cartId, discountCodes });
  expect(res.cartDiscountCodesUpdate.userErrors).toEqual([]);
  return res.cartDiscountCodesUpdate.cart;
}

async function checkout(c: { checkoutUrl: string }, email: string): Promise<void> {
  expect(await completeCheckout(c.checkoutUrl, { email })).toBe(303);
}

async function signedUp(email: string): Promise<string> {
  await twin.client().request(CUSTOMER_CREATE, { input: { email, password: 'discount-pass-1' } });
  const res = await twin.client().request<Json>(TOKEN_CREATE, { input: { email, password: 'discount-pass-1' } });
  return res.customerAccessTokenCreate.customerAccessToken.accessToken;
}

const amounts = (c: Json) => ({
  subtotal: c.cost.subtotalAmount.amount,
  total: c.cost.totalAmount.amount,
  lines: c.lines.nodes.map((l: Json) => [l.cost.subtotalAmount.amount, l.cost.totalAmount.amount]),
});

describe('discount codes', () => {
  it('seeds the same codes in every store, and seeding again changes nothing', () => {
    const count = () => twin.db.prepare('SELECT store, COUNT(*) AS n FROM discount_codes GROUP BY store ORDER BY store').all();
    const before = count();
    // The seeded codes and the tests' own first-order code.
    expect(before).toEqual([
      { store: 'trailmate-ca', n: SEEDED_DISCOUNT_CODES.length + 1 },
      { store: 'trailmate-us', n: SEEDED_DISCOUNT_CODES.length + 1 },
    ]);
    seedDiscountCodes(twin.db, readContent(FIXTURE_CONTENT));
    expect(count()).toEqual(before);
  });

  it('no store is seeded with a generic welcome code: WELCOME10 is refused, and a database seeded with it earlier loses it', async () => {
    expect(SEEDED_DISCOUNT_CODES.map((c) => c.code)).not.toContain('WELCOME10');
    expect(SEEDED_DISCOUNT_CODES.every((c) => !/welcome/i.test(c.code) && !/welcome/i.test(c.title))).toBe(true);
    const c = await cart({ countryCode: 'US' }, ['WELCOME10']);
    expect(c.discountCodes).toEqual([{ code: 'WELCOME10', applicable: false }]);
    expect(amounts(c).total).toBe('138.95');

    // A database an older seed gave the code: the next seed deletes it; a subscriber's own code is kept.
    putDiscountCode(twin.db, { ...FIRST_ORDER_CODE, store: 'trailmate-us', code: 'WELCOME10', title: 'Newsletter welcome: 10% off your first order' });
    putDiscountCode(twin.db, { ...FIRST_ORDER_CODE, store: 'trailmate-us', code: 'WELCOME-7KQ2MZ9H', customer_email: 'subscriber@example.com' });
    expect(findRule(twin.db, 'trailmate-us', 'WELCOME10')).toBeDefined();
    seedDiscountCodes(twin.db, readContent(FIXTURE_CONTENT));
    expect(RETIRED_DISCOUNT_CODES).toContain('WELCOME10');
    expect(findRule(twin.db, 'trailmate-us', 'WELCOME10')).toBeUndefined();
    expect(findRule(twin.db, 'trailmate-us', 'WELCOME-7KQ2MZ9H')?.customer_email).toBe('subscriber@example.com');
    twin.db.prepare('DELETE FROM discount_codes WHERE code = ?').run('WELCOME-7KQ2MZ9H');
  });

  it('an order code (FIRSTORDER10, any case) is a cart-level allocation; an unknown code stays with applicable false', async () => {
    const c = await cart();
    expect(c.discountCodes).toEqual([]);
    const applied = await applyCodes(c.id, ['firstorder10', 'NOSUCHCODE', ' FIRSTORDER10 ']);
    expect(applied.discountCodes).toEqual([
      { code: 'firstorder10', applicable: true },
      { code: 'NOSUCHCODE', applicable: false },
    ]);
    expect(applied.discountAllocations).toEqual([
      {
        __typename: 'CartCodeDiscountAllocation',
        targetType: 'LINE_ITEM',
        discountedAmount: { amount: '13.9', currencyCode: 'USD' },
        code: 'firstorder10',
        discountApplication: { allocationMethod: 'ACROSS', targetSelection: 'ALL', targetType: 'LINE_ITEM', value: { percentage: 10 } },
      },
    ]);
    // Order-level discounts leave lines and the subtotal alone and lower the total.
    expect(amounts(applied)).toEqual({ subtotal: '138.95', total: '125.05', lines: [['89.95', '89.95'], ['49.0', '49.0']] });
    expect(applied.lines.nodes.every((l: Json) => l.discountAllocations.length === 0)).toBe(true);
    expect(applied.cost.checkoutChargeAmount.amount).toBe('125.05');

    // The codes are kept on the cart: a read shows the same.
    const read = await twin.client().request<Json>(D.CART_QUERY, { cartId: c.id });
    expect(read.cart.cost.totalAmount.amount).toBe('125.05');

    const cleared = await applyCodes(c.id, []);
    expect(cleared.discountCodes).toEqual([]);
    expect(amounts(cleared).total).toBe('138.95');
  });

  it('a product code (GOODDOG15) is a line-level allocation on entitled lines only, and combines with an order code', async () => {
    const c = await cart({ countryCode: 'US' }, ['GOODDOG15']);
    expect(c.discountCodes).toEqual([{ code: 'GOODDOG15', applicable: true }]);
    const [hammock, bowls] = c.lines.nodes;
    expect(hammock.discountAllocations).toEqual([
      {
        __typename: 'CartCodeDiscountAllocation',
        targetType: 'LINE_ITEM',
        discountedAmount: { amount: '13.49', currencyCode: 'USD' },
        code: 'GOODDOG15',
        discountApplication: { allocationMethod: 'EACH', targetSelection: 'ENTITLED', targetType: 'LINE_ITEM', value: { percentage: 15 } },
      },
    ]);
    expect(bowls.discountAllocations).toEqual([]);
    expect(c.discountAllocations).toEqual([]);
    expect(amounts(c)).toEqual({ subtotal: '125.46', total: '125.46', lines: [['89.95', '76.46'], ['49.0', '49.0']] });

    const both = await applyCodes(c.id, ['GOODDOG15', 'FIRSTORDER10']);
    expect(both.discountCodes).toEqual([{ code: 'GOODDOG15', applicable: true }, { code: 'FIRSTORDER10', applicable: true }]);
    expect(both.discountAllocations.map((a: Json) => [a.code, a.discountedAmount.amount])).toEqual([['FIRSTORDER10', '12.55']]);
    expect(amounts(both)).toEqual({ subtotal: '125.46', total: '112.91', lines: [['89.95', '76.46'], ['49.0', '49.0']] });
  });

  it('an expired code and a second order code do not apply; a product code without entitled lines does not either', async () => {
    const c = await cart({ countryCode: 'US' }, ['SPRINGFETCH20', 'FIRSTORDER10']);
    expect(c.discountCodes).toEqual([{ code: 'SPRINGFETCH20', applicable: false }, { code: 'FIRSTORDER10', applicable: true }]);
    const res = await twin.client().request<Json>(CREATE, { input: { lines: [BOWLS], discountCodes: ['GOODDOG15'] } });
    expect(res.cartCreate.cart.discountCodes).toEqual([{ code: 'GOODDOG15', applicable: false }]);
    expect(amounts(res.cartCreate.cart).total).toBe('49.0');
  });

  it('an unknown cart answers the cart error', async () => {
    const res = await twin.client().request<Json>(UPDATE, { cartId: 'gid://shopify/Cart/nope?key=nope', discountCodes: ['FIRSTORDER10'] });
    expect(res.cartDiscountCodesUpdate).toMatchObject({ cart: null, userErrors: [{ field: ['cartId'], message: 'The specified cart does not exist.' }] });
  });

  it('checkout carries the codes into the order’s discountApplications and totals; FIRSTORDER10 is for a first order only', async () => {
    const token = await signedUp('first.order@example.com');
    const c = await cart({ countryCode: 'US', customerAccessToken: token }, ['GOODDOG15', 'firstorder10']);
    const page = await (await fetch(c.checkoutUrl)).text();
    expect(page).toContain('Discount firstorder10');
    expect(page).toContain('112.91');
    await checkout(c, 'first.order@example.com');

    const order = (await twin.client().request<Json>(ORDERS, { token })).customer.orders.nodes[0];
    expect(order).toMatchObject({
      subtotalPrice: { amount: '112.91' },
      totalShippingPrice: { amount: '0.0' },
      totalTax: { amount: '7.9' },
      totalPrice: { amount: '120.81' },
    });
    expect(order.discountApplications.nodes).toEqual([
      { __typename: 'DiscountCodeApplication', code: 'GOODDOG15', applicable: true, allocationMethod: 'EACH', targetSelection: 'ENTITLED', targetType: 'LINE_ITEM', value: { percentage: 15 } },
      { __typename: 'DiscountCodeApplication', code: 'firstorder10', applicable: true, allocationMethod: 'ACROSS', targetSelection: 'ALL', targetType: 'LINE_ITEM', value: { percentage: 10 } },
    ]);
    const [hammock, bowls] = order.lineItems.nodes;
    expect(hammock).toMatchObject({ originalTotalPrice: { amount: '89.95' }, discountedTotalPrice: { amount: '76.46' } });
    expect(hammock.discountAllocations).toEqual([
      { allocatedAmount: { amount: '13.49' }, discountApplication: { code: 'GOODDOG15' } },
      { allocatedAmount: { amount: '7.65' }, discountApplication: { code: 'firstorder10' } },
    ]);
    expect(bowls.discountAllocations).toEqual([{ allocatedAmount: { amount: '4.9' }, discountApplication: { code: 'firstorder10' } }]);
    const mails = (await (await fetch(`${twin.url}/outbox?to=first.order@example.com`, { headers: ADMIN_HEADERS })).json()).messages;
    expect(mails.at(-1).text).toContain('Discount firstorder10: -12.55 USD');

    // The same customer's next cart: FIRSTORDER10 no longer applies.
    const next = await cart({ countryCode: 'US', customerAccessToken: token }, ['FIRSTORDER10']);
    expect(next.discountCodes).toEqual([{ code: 'FIRSTORDER10', applicable: false }]);
    expect(amounts(next).total).toBe('138.95');
    // Checked against the order's email at checkout too: a guest cart with that email gets no discount.
    const guest = await cart({ countryCode: 'US' }, ['FIRSTORDER10']);
    expect(guest.discountCodes).toEqual([{ code: 'FIRSTORDER10', applicable: true }]);
    await checkout(guest, 'first.order@example.com');
    const again = (await twin.client().request<Json>(ORDERS, { token })).customer.orders.nodes[0];
    expect(again.discountApplications.nodes).toEqual([]);
    expect(again.subtotalPrice.amount).toBe('138.95');
  });
});
