import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as D from './documents.js';
import { ADMIN_HEADERS, assertValidDocument as v, completeCheckout, startTestTwin } from './helpers.js';

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
const ORDERS_SORTED = v(`query SortedOrders($customerAccessToken: String!, $first: Int, $after: String, $sortKey: OrderSortKeys, $reverse: Boolean, $query: String) {
  customer(customerAccessToken: $customerAccessToken) {
    orders(first: $first, after: $after, sortKey: $sortKey, reverse: $reverse, query: $query) {
      nodes { name fulfillmentStatus totalPrice { amount } shippingAddress { city } }
      pageInfo { hasNextPage hasPreviousPage endCursor }
      totalCount
    }
  }
}`);
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
async function placeOrder(customerAccessToken: string, city: string, quantity = 1, variant = 2001): Promise<void> {
  const created = await twin.client().request<Json>(D.CART_CREATE, {
    input: {
      buyerIdentity: { countryCode: 'US', customerAccessToken },
      lines: [{ merchandiseId: `gid://shopify/ProductVariant/${variant}`, quantity }],
    },
  });
  const fields = { email: 'typed@example.com', firstName: 'Lee', lastName: 'Hart', address1: '5 Ridge Rd', city };
  expect(await completeCheckout(created.cartCreate.cart.checkoutUrl, fields)).toBe(303);
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

  it('sorts by OrderSortKeys (ID by default, PROCESSED_AT, TOTAL_PRICE), reverses, and pages in the chosen order', async () => {
    const token = await signedUp('sorted@example.com');
    // Placed Fox (2 hammocks), Elk (1), Owl (3): by total Elk < Fox < Owl. Owl is dated back, as an imported order would be.
    for (const [city, qty] of [['Fox', 2], ['Elk', 1], ['Owl', 3]] as const) await placeOrder(token, city, qty);
    twin.db.prepare("UPDATE orders SET processed_at = '2020-01-01T00:00:00.000Z' WHERE customer_email = ? AND id = (SELECT MAX(id) FROM orders)").run('sorted@example.com');
    const cities = async (variables: Record<string, unknown>) => {
      const res = await twin.client().request<Json>(ORDERS_SORTED, { customerAccessToken: token, first: 10, ...variables });
      return res.customer.orders.nodes.map((o: Json) => o.shippingAddress.city);
    };
    expect(await cities({})).toEqual(['Fox', 'Elk', 'Owl']);
    expect(await cities({ sortKey: 'ID', reverse: true })).toEqual(['Owl', 'Elk', 'Fox']);
    expect(await cities({ sortKey: 'PROCESSED_AT' })).toEqual(['Owl', 'Fox', 'Elk']);
    expect(await cities({ sortKey: 'PROCESSED_AT', reverse: true })).toEqual(['Elk', 'Fox', 'Owl']);
    expect(await cities({ sortKey: 'TOTAL_PRICE' })).toEqual(['Elk', 'Fox', 'Owl']);
    expect(await cities({ sortKey: 'TOTAL_PRICE', reverse: true })).toEqual(['Owl', 'Fox', 'Elk']);
    expect(await cities({ sortKey: 'RELEVANCE' })).toEqual(['Fox', 'Elk', 'Owl']);

    const gql = (variables: Record<string, unknown>) =>
      twin.client().request<Json>(ORDERS_SORTED, { customerAccessToken: token, sortKey: 'TOTAL_PRICE', reverse: true, ...variables });
    const page1 = (await gql({ first: 2 })).customer.orders;
    expect(page1.nodes.map((o: Json) => o.shippingAddress.city)).toEqual(['Owl', 'Fox']);
    expect(page1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const page2 = (await gql({ first: 2, after: page1.pageInfo.endCursor })).customer.orders;
    expect(page2.nodes.map((o: Json) => o.shippingAddress.city)).toEqual(['Elk']);
    expect(page2.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('filters with a minimal search query (name, financial and fulfillment status); unknown terms are ignored', async () => {
    const token = await signedUp('filtered@example.com');
    for (const city of ['Ash', 'Bay', 'Cove']) await placeOrder(token, city);
    const all = (await twin.client().request<Json>(ORDERS_SORTED, { customerAccessToken: token, first: 10 })).customer.orders.nodes;
    const [ash, bay] = all;
    const orderId = (await twin.client().request<Json>(ORDERS, { customerAccessToken: token, first: 10 })).customer.orders.edges
      .find((e: Json) => e.node.name === bay.name).node.id.split('/').pop();
    const fulfil = await fetch(`${twin.url}/shops/trailmate-us/admin/orders/${orderId}/fulfill`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'test-token-trailmate-us', ...ADMIN_HEADERS },
      body: JSON.stringify({ trackingCompany: 'Parcel Co', trackingNumber: 'PC9', trackingUrl: 'https://track.example.com/PC9' }),
    });
    expect(fulfil.status).toBe(200);

    const found = async (query: string) => {
      const res = await twin.client().request<Json>(ORDERS_SORTED, { customerAccessToken: token, first: 10, query });
      expect(res.customer.orders.totalCount).toBe(String(res.customer.orders.nodes.length));
      return res.customer.orders.nodes.map((o: Json) => o.shippingAddress.city);
    };
    expect(await found(`name:${ash.name}`)).toEqual(['Ash']);
    expect(await found(`name:${ash.name.slice(1)}`)).toEqual(['Ash']);
    expect(await found('financial_status:paid')).toEqual(['Ash', 'Bay', 'Cove']);
    expect(await found('financial_status:refunded')).toEqual([]);
    expect(await found('fulfillment_status:fulfilled')).toEqual(['Bay']);
    expect(await found('fulfillment_status:unshipped')).toEqual(['Ash', 'Cove']);
    expect(await found('-fulfillment_status:fulfilled financial_status:paid')).toEqual(['Ash', 'Cove']);
    expect(await found('processed_at:>=2000-01-01')).toEqual(['Ash', 'Bay', 'Cove']);
    expect(await found('processed_at:<2000-01-01')).toEqual([]);
    expect(await found('tag:gift some words')).toEqual(['Ash', 'Bay', 'Cove']);

    const { customer } = await twin.client().request<Json>(ORDERS_SORTED, {
      customerAccessToken: token, first: 1, query: 'fulfillment_status:unfulfilled', reverse: true,
    });
    expect(customer.orders.nodes.map((o: Json) => o.shippingAddress.city)).toEqual(['Cove']);
    expect(customer.orders).toMatchObject({ totalCount: '2', pageInfo: { hasNextPage: true } });
  });
});

const ORDER_SHIPPING = v(`query OrderShipping($customerAccessToken: String!) {
  customer(customerAccessToken: $customerAccessToken) {
    orders(first: 10) {
      nodes {
        totalShippingPrice { amount }
        shippingMethod: metafield(namespace: "custom", key: "shipping_method") { namespace key type value parentResource { ... on Order { id } } }
        other: metafield(namespace: "custom", key: "gift_note") { value }
        metafields(identifiers: [{ namespace: "custom", key: "shipping_method" }, { namespace: "custom", key: "nope" }]) { value }
        id
      }
    }
  }
}`);

describe('Order shipping method', () => {
  it('answers the title of the rate the checkout picked as the order metafield custom.shipping_method', async () => {
    const token = await signedUp('shipping.method@example.com');
    // 24.50 is under the free-shipping threshold (75.00): the flat rate; the hammock (89.95) ships free.
    await placeOrder(token, 'Vail', 1, 2003);
    await placeOrder(token, 'Lyons', 1, 2001);
    const { customer } = await twin.client().request<Json>(ORDER_SHIPPING, { customerAccessToken: token });
    const [small, large] = customer.orders.nodes;
    expect(Number(small.totalShippingPrice.amount)).toBeGreaterThan(0);
    expect(small.shippingMethod).toEqual({ namespace: 'custom', key: 'shipping_method', type: 'single_line_text_field', value: 'Standard Shipping', parentResource: { id: small.id } });
    expect(Number(large.totalShippingPrice.amount)).toBe(0);
    expect(large.shippingMethod.value).toBe('Free Shipping');
    expect(small.other).toBeNull();
    expect(small.metafields).toEqual([{ value: 'Standard Shipping' }, null]);
  });
});
