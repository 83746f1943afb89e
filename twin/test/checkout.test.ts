import { describe, expect, it } from 'vitest';
import { ADMIN_HEADERS, assertValidDocument, checkoutForm, TOKENS, useTestTwin } from './helpers.js';
import * as D from './documents.js';
import { registerOrdersCreate, webhookCatcher } from './admin-fixture.js';
import { storeSecret } from '../src/catalogue/store-secrets.js';
import { createHmac } from 'node:crypto';

const twin = useTestTwin();

const CUSTOMER_CREATE = assertValidDocument(`mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } customerUserErrors { code field message } } }`);
const TOKEN_CREATE = assertValidDocument(`mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } customerUserErrors { message } } }`);
const CUSTOMER_ORDERS = assertValidDocument(`query CustomerOrders($token: String!) {
  customer(customerAccessToken: $token) {
    orders(first: 10, reverse: true) {
      pageInfo { hasNextPage hasPreviousPage }
      edges {
        cursor
        node {
          id name processedAt financialStatus fulfillmentStatus
          customAttributes { key value }
          currentTotalPrice { amount currencyCode }
          totalPrice { amount currencyCode }
          totalShippingPrice { amount currencyCode }
          subtotalPrice { amount currencyCode }
          totalTax { amount currencyCode }
          shippingAddress { address1 city zip countryCodeV2 name }
          discountApplications(first: 10) {
            nodes {
              allocationMethod targetSelection targetType
              value { ... on MoneyV2 { amount currencyCode } ... on PricingPercentageValue { percentage } }
            }
          }
          successfulFulfillments(first: 5) { trackingCompany trackingInfo(first: 5) { number url } }
          lineItems(first: 250) {
            nodes {
              quantity title
              customAttributes { key value }
              originalTotalPrice { amount currencyCode }
              discountedTotalPrice { amount currencyCode }
              discountAllocations { allocatedAmount { amount currencyCode } }
              variant {
                requiresShipping sku
                image { altText url }
                selectedOptions { name value }
                metafield(namespace: "custom", key: "subscription_frequency") { value }
                product { tags }
              }
            }
          }
        }
      }
    }
  }
}`);

const form = (cartKey: string, extra: Record<string, string> = {}) =>
  checkoutForm(cartKey, { email: 'walker@example.com', firstName: 'Robin', lastName: 'Walker', address1: '1 Trail Way', ...extra });

async function cartWithLines(token?: string) {
  const c = twin.client();
  const created = await c.request<any>(D.CART_CREATE, {
    input: {
      attributes: [{ key: 'environment', value: 'twin' }],
      buyerIdentity: { countryCode: 'US', ...(token ? { customerAccessToken: token } : { email: 'guest@example.com' }) },
      lines: [
        { merchandiseId: 'gid://shopify/ProductVariant/2001', quantity: 1 },
        { merchandiseId: 'gid://shopify/ProductVariant/2003', quantity: 2, sellingPlanId: 'gid://shopify/SellingPlan/9001', attributes: [{ key: 'Auto-renews', value: 'Monthly' }] },
      ],
    },
  });
  expect(created.cartCreate.userErrors).toEqual([]);
  return created.cartCreate.cart;
}

async function post(url: string, body: URLSearchParams, type = 'application/x-www-form-urlencoded') {
  return fetch(url, { method: 'POST', body: body.toString(), headers: { 'content-type': type }, redirect: 'manual' });
}

describe('checkout', () => {
  it('shows the cart on the checkout page and refuses a wrong key', async () => {
    const cart = await cartWithLines();
    const page = await fetch(cart.checkoutUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Rover Hammock Extended Width');
    expect(html).toContain('Autoship: Monthly');
    const wrong = await fetch(cart.checkoutUrl.replace(/key=.*/, 'key=nope'));
    expect(wrong.status).toBe(404);
  });

  it('rejects invalid form input with the spec messages and a declined card', async () => {
    const cart = await cartWithLines();
    const key = new URL(cart.checkoutUrl).searchParams.get('key')!;
    const action = cart.checkoutUrl.split('?')[0];
    const bad = await post(action, form(key, { email: 'nope', zip: '12' }));
    expect(bad.status).toBe(422);
    const html = await bad.text();
    expect(html).toContain('Please re-check your email address.');
    expect(html).toContain('Entered value does not match US zip code format');
    const declined = await post(action, form(key, { cardNumber: '4000000000000002' }));
    expect(await declined.text()).toContain('Your card was declined.');
    const json = await post(action, form(key), 'application/json');
    expect(json.status).toBe(415);
  });

  it('places an order for the signed-in customer with totals, tax, shipping, discounts and statuses; tells the orders/create webhook; completes the cart; mails a confirmation; admin fulfils it', async () => {
    const hooks = await webhookCatcher();
    expect((await registerOrdersCreate(twin.url, 'trailmate-us', hooks.url)).body.data.webhookSubscriptionCreate.userErrors).toEqual([]);
    const c = twin.client();
    await c.request(CUSTOMER_CREATE, { input: { email: 'member@example.com', password: 'long-enough-pw', firstName: 'Mo', lastName: 'Member' } });
    const tok = await c.request<any>(TOKEN_CREATE, { input: { email: 'member@example.com', password: 'long-enough-pw' } });
    const accessToken = tok.customerAccessTokenCreate.customerAccessToken.accessToken;
    const cart = await cartWithLines(accessToken);
    const key = new URL(cart.checkoutUrl).searchParams.get('key')!;
    const res = await post(cart.checkoutUrl.split('?')[0], form(key, { email: 'typed@example.com' }));
    expect(res.status).toBe(303);
    const status = await fetch(new URL(res.headers.get('location')!, twin.url));
    expect(await status.text()).toContain('#1001');

    // The cart is completed: Shopify answers null for it and refuses changes.
    expect((await c.request<any>(D.CART_QUERY, { cartId: cart.id })).cart).toBeNull();
    const add = await c.request<any>(D.CART_LINES_ADD, { cartId: cart.id, lines: [{ merchandiseId: 'gid://shopify/ProductVariant/2001' }] });
    expect(add.cartLinesAdd.userErrors[0].message).toBe('The specified cart does not exist.');

    const { customer } = await c.request<any>(CUSTOMER_ORDERS, { token: accessToken });
    const order = customer.orders.edges[0].node;
    expect(order).toMatchObject({
      name: '#1001',
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      customAttributes: [{ key: 'environment', value: 'twin' }],
      subtotalPrice: { amount: '134.05', currencyCode: 'USD' },
      totalShippingPrice: { amount: '0.0', currencyCode: 'USD' },
      totalTax: { amount: '9.38', currencyCode: 'USD' },
      totalPrice: { amount: '143.43', currencyCode: 'USD' },
      currentTotalPrice: { amount: '143.43', currencyCode: 'USD' },
      shippingAddress: { address1: '1 Trail Way', city: 'Boulder', zip: '80301', countryCodeV2: 'US', name: 'Robin Walker' },
      successfulFulfillments: [],
    });
    expect(Date.parse(order.processedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(order.discountApplications.nodes).toEqual([
      { allocationMethod: 'EACH', targetSelection: 'ENTITLED', targetType: 'LINE_ITEM', value: { percentage: 10 } },
    ]);
    const [hammock, bowl] = order.lineItems.nodes;
    expect(hammock).toMatchObject({ quantity: 1, title: 'Rover Hammock Extended Width', discountedTotalPrice: { amount: '89.95' }, discountAllocations: [] });
    expect(hammock.variant).toMatchObject({ requiresShipping: true, sku: 'TM-HAM-STD-BLK', selectedOptions: [{ name: 'Size', value: 'Standard' }] });
    expect(bowl).toMatchObject({
      quantity: 2,
      customAttributes: [{ key: 'Auto-renews', value: 'Monthly' }],
      originalTotalPrice: { amount: '49.0' },
      discountedTotalPrice: { amount: '44.1' },
      discountAllocations: [{ allocatedAmount: { amount: '4.9', currencyCode: 'USD' } }],
    });
    expect(bowl.variant.metafield).toEqual({ value: 'Monthly' });

    // The store's subscriptions hear of the order through Shopify's orders/create webhook, signed with the store's secret.
    const [hook] = await hooks.atLeast(1);
    await hooks.close();
    expect(hook.headers).toMatchObject({ 'x-shopify-topic': 'orders/create', 'x-shopify-shop-domain': 'trailmate-us.myshopify.com', 'x-shopify-api-version': '2025-04' });
    expect(hook.headers['x-shopify-hmac-sha256']).toBe(createHmac('sha256', storeSecret('trailmate-us', 'webhook')).update(hook.raw).digest('base64'));
    expect(hook.body).toMatchObject({ admin_graphql_api_id: order.id, name: '#1001', email: 'member@example.com', currency: 'USD', financial_status: 'paid', total_price: '143.43' });
    expect(hook.body.tax_lines).toEqual([{ title: 'Tax', rate: 0.07, price: '9.38' }]);
    expect(hook.body.payment_details).toMatchObject({ credit_card_company: 'Visa', credit_card_number: '•••• •••• •••• 4242', credit_card_expiration_month: 12, credit_card_expiration_year: 2039 });
    const [hammockLine, bowlLine] = hook.body.line_items;
    expect(hammockLine).toMatchObject({ sku: 'TM-HAM-STD-BLK', quantity: 1, selling_plan_id: null });
    // The bowl at its plan's price, the plan named on the line.
    expect(bowlLine).toMatchObject({ variant_id: 2003, sku: 'TM-BOWL', quantity: 2, price: '22.05', selling_plan_id: 9001, properties: [{ name: 'Auto-renews', value: 'Monthly' }] });

    const mails = await (await fetch(`${twin.url}/outbox`, { headers: ADMIN_HEADERS })).json();
    const list = Array.isArray(mails) ? mails : (mails.mails ?? mails.messages ?? []);
    expect(JSON.stringify(list)).toContain('Order #1001 confirmed');

    // Stock was taken.
    const qty = twin.db.prepare("SELECT inventory_quantity AS q FROM variants WHERE store = 'trailmate-us' AND id = 2001").get() as { q: number };
    expect(qty.q).toBe(39);

    const orderId = order.id.split('/').pop();
    const denied = await fetch(`${twin.url}/shops/trailmate-us/admin/orders/${orderId}/fulfill`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(denied.status).toBe(401);
    const tokenOnly = await fetch(`${twin.url}/shops/trailmate-us/admin/orders/${orderId}/fulfill`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': TOKENS['trailmate-us'] },
      body: JSON.stringify({ trackingCompany: 'Parcel Co', trackingNumber: 'PC123', trackingUrl: 'https://track.example.com/PC123' }),
    });
    expect(tokenOnly.status).toBe(401);
    const ful = await fetch(`${twin.url}/shops/trailmate-us/admin/orders/${orderId}/fulfill`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': TOKENS['trailmate-us'], ...ADMIN_HEADERS },
      body: JSON.stringify({ trackingCompany: 'Parcel Co', trackingNumber: 'PC123', trackingUrl: 'https://track.example.com/PC123' }),
    });
    expect(ful.status).toBe(200);
    const after = (await c.request<any>(CUSTOMER_ORDERS, { token: accessToken })).customer.orders.edges[0].node;
    expect(after.fulfillmentStatus).toBe('FULFILLED');
    expect(after.successfulFulfillments).toEqual([{ trackingCompany: 'Parcel Co', trackingInfo: [{ number: 'PC123', url: 'https://track.example.com/PC123' }] }]);
  });

  it('a guest order belongs to the buyer identity email and ships for a flat fee under the threshold', async () => {
    const c = twin.client();
    const created = await c.request<any>(D.CART_CREATE, { input: { buyerIdentity: { countryCode: 'US', email: 'guest2@example.com' }, lines: [{ merchandiseId: 'gid://shopify/ProductVariant/2003' }] } });
    const cart = created.cartCreate.cart;
    const res = await post(cart.checkoutUrl.split('?')[0], form(new URL(cart.checkoutUrl).searchParams.get('key')!));
    expect(res.status).toBe(303);
    const row = twin.db.prepare('SELECT * FROM orders WHERE customer_email = ?').get('guest2@example.com') as any;
    const doc = JSON.parse(row.doc);
    expect(doc.totalShippingPrice.amount).toBe('7.95');
    expect(doc.subtotalPrice.amount).toBe('24.5');
  });
});
