// The customer door against a real twin (orders and addresses): orders newest first with
// cursors, an order's detail with autoship lines and discounts, addresses with user errors as data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeCheckout, startTestTwin, TOKENS } from '../../twin/test/helpers';
import { cartApi } from '../../src/lib/storefront/cart';
import { createStorefrontClient } from '../../src/lib/storefront/client';
import { customerApi } from '../../src/lib/storefront/customer';
import { valueOf } from './answer';

let twin: Awaited<ReturnType<typeof startTestTwin>>;
const BOWL = 'gid://shopify/ProductVariant/2003';
const MONTHLY = 'gid://shopify/SellingPlan/9001';
const HAMMOCK = 'gid://shopify/ProductVariant/2001';

beforeAll(async () => {
  twin = await startTestTwin();
}, 60_000);
afterAll(async () => {
  await twin?.stop();
});

const client = () => createStorefrontClient({ url: twin.endpoint('trailmate-us'), token: TOKENS['trailmate-us'] });

async function signedUp(email: string): Promise<string> {
  const c = twin.client();
  await c.request(`mutation C($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`, {
    input: { email, password: 'long-enough-1', firstName: 'Lee', lastName: 'Hart' },
  });
  const res = await c.request<{ customerAccessTokenCreate: { customerAccessToken: { accessToken: string } } }>(
    `mutation T($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
    { input: { email, password: 'long-enough-1' } },
  );
  return res.customerAccessTokenCreate.customerAccessToken.accessToken;
}

async function order(token: string, city: string, autoship = false): Promise<void> {
  const carts = cartApi(client(), 'US', 'EN');
  const created = valueOf(
    await carts.create({
      country: 'US',
      customerAccessToken: token,
      lines: autoship ? [{ variantId: BOWL, quantity: 2, sellingPlanId: MONTHLY, attributes: [{ key: 'Auto-renews', value: 'Monthly' }] }, { variantId: HAMMOCK, quantity: 1 }] : [{ variantId: HAMMOCK, quantity: 1 }],
    }),
  );
  expect(await completeCheckout(created.cart!.checkoutUrl, { city, email: 'x@example.com' })).toBe(303);
}

describe('customer orders', () => {
  it('are listed newest first and paged with cursors both ways; the detail has lines, modes and discounts', async () => {
    const token = await signedUp('orders.door@example.com');
    await order(token, 'Aspen', true);
    await order(token, 'Boulder');
    await order(token, 'Denver');
    const api = customerApi(client());
    const first = valueOf(await api.orders(token, { size: 2 }))!;
    expect(first.orders.map((o) => o.shippingAddress?.city)).toEqual(['Denver', 'Boulder']);
    expect(first).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = valueOf(await api.orders(token, { size: 2, after: first.endCursor }))!;
    expect(second.orders.map((o) => o.shippingAddress?.city)).toEqual(['Aspen']);
    expect(second).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const back = valueOf(await api.orders(token, { size: 2, before: second.startCursor }))!;
    expect(back.orders.map((o) => o.shippingAddress?.city)).toEqual(['Denver', 'Boulder']);

    const detail = valueOf(await api.order(token, second.orders[0]!.id))!;
    const aspen = detail.order!;
    expect(aspen.financialStatus).toBe('PAID');
    expect(aspen.fulfillmentStatus).toBe('UNFULFILLED');
    expect(aspen.lines.map((l) => [l.shippingMode, l.quantity])).toEqual(expect.arrayContaining([['autoship', 2], ['one-time', 1]]));
    expect(aspen.lines.find((l) => l.shippingMode === 'autoship')?.interval).toBe('Monthly');
    expect(aspen.discounts.length).toBeGreaterThan(0);
    expect(aspen.productCount).toBe(3);
    // Autoship ships free: the order's shipping method is the free rate's title.
    expect(aspen.shippingMethod).toBe('Free Shipping');
    expect(valueOf(await api.order('not-a-token', aspen.id))).toBeNull();
  }, 60_000);
});

describe('customer addresses', () => {
  it('add, update, make default and delete; refused input answers user errors', async () => {
    const token = await signedUp('addresses.door@example.com');
    const api = customerApi(client());
    const address = { firstName: 'Lee', lastName: 'Hart', address1: '5 Ridge Rd', city: 'Boulder', province: 'Colorado', country: 'United States', zip: '80301', phone: '303-555-0100' };
    expect(valueOf(await api.createAddress(token, address))).toEqual([]);
    expect(valueOf(await api.createAddress(token, { ...address, address1: '9 Elm St', city: 'Toronto', province: 'Ontario', country: 'Canada', zip: 'M5V 2T6' }))).toEqual([]);
    let list = valueOf(await api.addresses(token))!;
    expect(list.addresses).toHaveLength(2);
    const toronto = list.addresses.find((a) => a.city === 'Toronto')!;
    expect(valueOf(await api.setDefaultAddress(token, toronto.id))).toEqual([]);
    expect(valueOf(await api.updateAddress(token, toronto.id, { ...address, address1: '10 Elm St', city: 'Toronto', province: 'Ontario', country: 'Canada', zip: 'M5V 2T6' }))).toEqual([]);
    list = valueOf(await api.addresses(token))!;
    expect(list.defaultId).toBe(list.addresses.find((a) => a.city === 'Toronto')!.id);
    expect(list.addresses.find((a) => a.city === 'Toronto')?.address1).toBe('10 Elm St');
    expect(valueOf(await api.deleteAddress(token, list.addresses.find((a) => a.city === 'Boulder')!.id))).toEqual([]);
    expect(valueOf(await api.addresses(token))!.addresses).toHaveLength(1);
    expect(valueOf(await api.deleteAddress(token, 'gid://shopify/MailingAddress/999999')).length).toBeGreaterThan(0);
  }, 30_000);
});
