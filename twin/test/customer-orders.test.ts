import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as D from './documents.js';
import { assertValidDocument as v, startTestTwin } from './helpers.js';

// Order history documents in the style of Hydrogen's OrderCard and order fragments.
const ORDER_CARD = `
fragment OrderCard on Order {
  id orderNumber name processedAt financialStatus fulfillmentStatus
  currentTotalPrice { amount currencyCode }
  shippingAddress { name address1 city provinceCode zip country countryCode countryCodeV2 formatted formattedArea }
  lineItems(first: 2) { edges { node { title quantity variant { image { url altText } } } } }
}`;
const ORDERS = v(`query CustomerOrders($customerAccessToken: String!, $first: Int, $last: Int, $after: String, $before: String) {
  customer(customerAccessToken: $customerAccessToken) {
    numberOfOrders
    orders(first: $first, last: $last, after: $after, before: $before, reverse: true, sortKey: PROCESSED_AT) {
      edges { cursor node { ...OrderCard } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      totalCount
    }
  }
}
${ORDER_CARD}`);
const CUSTOMER_CREATE = v(`mutation customerCreate($input: CustomerCreateInput!) {
  customerCreate(input: $input) { customerUserErrors { code field message } }
}`);
const TOKEN_CREATE = v(`mutation customerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } customerUserErrors { code field message } }
}`);

type Json = any;
let twin: Awaited<ReturnType<typeof startTestTwin>>;

beforeAll(async () => {
  twin = await startTestTwin();
});
afterAll(async () => {
  await twin?.stop();
});

async function signedUp(email: string): Promise<string> {
  const c = twin.client();
  await c.request(CUSTOMER_CREATE, { input: { email, password: 'orders-pass-1', firstName: 'Lee', lastName: 'Hart' } });
  const res = await c.request<Json>(TOKEN_CREATE, { input: { email, password: 'orders-pass-1' } });
  return res.customerAccessTokenCreate.customerAccessToken.accessToken;
}

/** Buys one hammock through the twin's checkout as the signed-in customer. */
async function placeOrder(customerAccessToken: string, city: string): Promise<void> {
  const created = await twin.client().request<Json>(D.CART_CREATE, {
    input: {
      buyerIdentity: { countryCode: 'US', customerAccessToken },
      lines: [{ merchandiseId: 'gid://shopify/ProductVariant/2001', quantity: 1 }],
    },
  });
  const checkoutUrl: string = created.cartCreate.cart.checkoutUrl;
  const body = new URLSearchParams({
    key: new URL(checkoutUrl).searchParams.get('key')!,
    email: 'typed@example.com',
    firstName: 'Lee',
    lastName: 'Hart',
    address1: '5 Ridge Rd',
    city,
    province: 'CO',
    zip: '80301',
    country: 'US',
    cardNumber: '4242 4242 4242 4242',
    cardExpiry: '12/39',
    cardCvc: '123',
  });
  const res = await fetch(checkoutUrl.split('?')[0], {
    method: 'POST',
    body: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
}

describe('Customer.orders', () => {
  it('lists only the customer’s orders, newest first with reverse, paged by cursors', async () => {
    const token = await signedUp('history@example.com');
    const other = await signedUp('someone.else@example.com');
    for (const city of ['Aspen', 'Boulder', 'Denver']) await placeOrder(token, city);
    await placeOrder(other, 'Golden');

    const gql = (variables: Record<string, unknown>) => twin.client().request<Json>(ORDERS, { customerAccessToken: token, ...variables });

    const page1 = (await gql({ first: 2 })).customer;
    expect(page1.numberOfOrders).toBe('3');
    expect(page1.orders.totalCount).toBe('3');
    expect(page1.orders.edges.map((e: Json) => e.node.shippingAddress.city)).toEqual(['Denver', 'Boulder']);
    expect(page1.orders.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(page1.orders.pageInfo.endCursor).toBe(page1.orders.edges[1].cursor);

    const page2 = (await gql({ first: 2, after: page1.orders.pageInfo.endCursor })).customer.orders;
    expect(page2.edges.map((e: Json) => e.node.shippingAddress.city)).toEqual(['Aspen']);
    expect(page2.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

    const back = (await gql({ last: 1, before: page2.edges[0].cursor })).customer.orders;
    expect(back.edges.map((e: Json) => e.node.shippingAddress.city)).toEqual(['Boulder']);

    const newest = page1.orders.edges[0].node;
    expect(newest).toMatchObject({
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      currentTotalPrice: { currencyCode: 'USD' },
      shippingAddress: {
        name: 'Lee Hart',
        provinceCode: 'CO',
        country: 'United States',
        countryCode: 'US',
        countryCodeV2: 'US',
        formatted: ['5 Ridge Rd', 'Denver CO 80301', 'United States'],
      },
      lineItems: { edges: [{ node: { title: 'Rover Hammock Extended Width', quantity: 1 } }] },
    });
    expect(newest.id).toMatch(/^gid:\/\/shopify\/Order\/\d+$/);

    const theirs = (await twin.client().request<Json>(ORDERS, { customerAccessToken: other, first: 10 })).customer;
    expect(theirs.orders.edges.map((e: Json) => e.node.shippingAddress.city)).toEqual(['Golden']);
  });

  it('a customer without orders has an empty connection', async () => {
    const token = await signedUp('no.orders@example.com');
    const { customer } = await twin.client().request<Json>(ORDERS, { customerAccessToken: token, first: 5 });
    expect(customer.numberOfOrders).toBe('0');
    expect(customer.orders.edges).toEqual([]);
    expect(customer.orders.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false, startCursor: null });
  });
});
