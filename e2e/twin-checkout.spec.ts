// A shopper's cart with a one-time and an autoship line goes through the twin's checkout in
// Chromium; the order then appears in customer.orders with the spec's fields, and the autoship
// line has become a subscription record.
import type { APIRequestContext } from '@playwright/test';
import { awaitSubscriptions } from './support/subscriptions-page';
import { expect, storeToken, test } from './support/twin';

const STORE = 'trailmate-us';
const TOKEN = storeToken(STORE);
let endpoint = '';

async function gql<T = any>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await request.post(endpoint, {
    headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': TOKEN },
    data: { query, variables },
  });
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

const ORDERS = `query ($token: String!) {
  customer(customerAccessToken: $token) {
    orders(first: 5, reverse: true) {
      edges { node {
        id name processedAt financialStatus fulfillmentStatus
        customAttributes { key value }
        currentTotalPrice { amount currencyCode } totalPrice { amount currencyCode }
        totalShippingPrice { amount currencyCode } subtotalPrice { amount currencyCode } totalTax { amount currencyCode }
        shippingAddress { address1 city zip countryCodeV2 }
        discountApplications(first: 5) { nodes { allocationMethod targetSelection targetType value { ... on PricingPercentageValue { percentage } ... on MoneyV2 { amount } } } }
        successfulFulfillments(first: 5) { trackingCompany trackingInfo(first: 5) { number url } }
        lineItems(first: 10) { nodes {
          quantity title originalTotalPrice { amount } discountedTotalPrice { amount }
          discountAllocations { allocatedAmount { amount currencyCode } }
          customAttributes { key value }
          variant { requiresShipping image { altText url } selectedOptions { name value }
            metafield(namespace: "custom", key: "subscription_frequency") { value } product { tags } }
        } }
      } }
    }
  }
}`;

test('a cart with a one-time and an autoship line checks out into an order and a subscription', async ({ page, request, twin, services }) => {
  endpoint = `${twin.url}/shops/${STORE}/api/2025-04/graphql.json`;
  const email = `shopper-${Date.now()}@example.com`;
  const password = 'trail-walks-42';
  await gql(request, `mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customerUserErrors { message } } }`, {
    input: { email, password, firstName: 'Robin', lastName: 'Walker' },
  });
  const tok = await gql(request, `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } customerUserErrors { message } } }`, {
    input: { email, password },
  });
  const accessToken: string = tok.customerAccessTokenCreate.customerAccessToken.accessToken;

  // One product sold once, one with an autoship selling plan.
  const catalogue = await gql(request, `{ products(first: 60) { nodes { title requiresSellingPlan
      variants(first: 5) { nodes { id availableForSale quantityAvailable } }
      sellingPlanGroups(first: 1) { nodes { name sellingPlans(first: 1) { nodes { id name } } } } } } }`);
  const inStock = (p: any) => p.variants.nodes.find((v: any) => v.availableForSale && v.quantityAvailable > 2);
  const oneTime = catalogue.products.nodes.find((p: any) => !p.requiresSellingPlan && p.sellingPlanGroups.nodes.length === 0 && inStock(p));
  const autoship = catalogue.products.nodes.find((p: any) => !p.requiresSellingPlan && p.sellingPlanGroups.nodes[0]?.name === 'Autoship' && inStock(p));
  expect(oneTime, 'a one-time product in stock').toBeTruthy();
  expect(autoship, 'an autoship product in stock').toBeTruthy();
  const plan = autoship.sellingPlanGroups.nodes[0].sellingPlans.nodes[0];

  const created = await gql(request, `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id checkoutUrl totalQuantity } userErrors { message } } }`, {
    input: {
      buyerIdentity: { countryCode: 'US', customerAccessToken: accessToken },
      attributes: [{ key: 'environment', value: 'twin' }],
      lines: [
        { merchandiseId: inStock(oneTime).id, quantity: 1 },
        { merchandiseId: Buffer.from(inStock(autoship).id).toString('base64'), quantity: 2, sellingPlanId: plan.id, attributes: [{ key: 'Auto-renews', value: plan.name }] },
      ],
    },
  });
  expect(created.cartCreate.userErrors).toEqual([]);
  expect(created.cartCreate.cart.totalQuantity).toBe(3);

  await page.goto(created.cartCreate.cart.checkoutUrl);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Order summary' })).toContainText(oneTime.title);
  await expect(page.getByRole('table', { name: 'Order summary' })).toContainText(`Autoship: ${plan.name}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Walker');
  await page.getByLabel('Address', { exact: true }).fill('1 Trail Way');
  await page.getByLabel('City').fill('Boulder');
  await page.getByLabel('State / Province').fill('CO');
  await page.getByLabel('ZIP / Postal code').fill('80301');
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  // Amounts read as money on the page (no "0.0" or "-1.5 USD").
  const summary = page.getByRole('table', { name: 'Order summary' });
  await expect(summary.getByTestId('total')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(summary.getByTestId('shipping')).toHaveText(/^(Free|\$\d+\.\d{2})$/);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  const orderName = (await page.getByTestId('order-name').textContent())!.trim();
  expect(orderName).toMatch(/^#\d+$/);
  await expect(page.getByTestId('order-total')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(page.getByTestId('order-shipping')).toHaveText(/^(Free|\$\d+\.\d{2})$/);
  await expect(page.getByRole('main')).not.toContainText(/\d\.\d USD|shipping 0\.0/);
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();

  const { customer } = await gql(request, ORDERS, { token: accessToken });
  const order = customer.orders.edges[0].node;
  expect(order).toMatchObject({
    name: orderName,
    financialStatus: 'PAID',
    fulfillmentStatus: 'UNFULFILLED',
    customAttributes: [{ key: 'environment', value: 'twin' }],
    shippingAddress: { address1: '1 Trail Way', city: 'Boulder', zip: '80301', countryCodeV2: 'US' },
    successfulFulfillments: [],
  });
  expect(Date.parse(order.processedAt)).toBeGreaterThan(Date.now() - 5 * 60_000);
  const n = (m: { amount: string }) => Number(m.amount);
  expect(n(order.totalPrice)).toBeCloseTo(n(order.subtotalPrice) + n(order.totalShippingPrice) + n(order.totalTax), 2);
  expect(order.currentTotalPrice).toEqual(order.totalPrice);
  expect(order.discountApplications.nodes[0]).toMatchObject({ allocationMethod: 'EACH', targetSelection: 'ENTITLED', targetType: 'LINE_ITEM' });
  expect(order.lineItems.nodes).toHaveLength(2);
  const sub = order.lineItems.nodes.find((li: any) => li.customAttributes.some((a: any) => a.key === 'Auto-renews'));
  expect(sub.quantity).toBe(2);
  expect(n(sub.discountedTotalPrice)).toBeLessThan(n(sub.originalTotalPrice));
  expect(sub.discountAllocations[0].allocatedAmount.currencyCode).toBe('USD');
  expect(sub.variant.requiresShipping).toBe(true);
  expect(sub.variant.image.url).toMatch(/^http/);

  // The order reaches the services as Shopify's orders/create webhook, which makes the subscription.
  const subscriptions = await awaitSubscriptions(services, STORE, email, 1);
  expect(subscriptions[0]).toMatchObject({ quantity: 2, sellingPlanName: plan.name, status: 'ACTIVE', pricePerItem: { currencyCode: 'USD' } });
  expect(Date.parse(subscriptions[0]!.nextBillingDate)).toBeGreaterThan(Date.now());
});
