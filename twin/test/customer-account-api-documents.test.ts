// The 7 Customer Account API documents of Hydrogen's skeleton template (2025.4), verbatim in
// fixtures/customer-account/, each valid against Shopify's Customer Account schema and answered by the
// twin for a customer the classic Storefront API made, with an address and an order placed at checkout.
import fs from 'node:fs';
import path from 'node:path';
import { parse, validate } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerAccountSchema } from '../src/customer-account/graphql.js';
import { useTestTwin } from './helpers.js';
import { classicCustomerWithOrder, customerApi, discover, signedInTokens, STORE, type Discovered } from './customer-account-fixture.js';

const DIR = path.join(__dirname, 'fixtures', 'customer-account');
const NAMES = ['CustomerDetails', 'CustomerOrders', 'Order', 'customerAddressCreate', 'customerAddressUpdate', 'customerAddressDelete', 'customerUpdate'] as const;
const DOCS = Object.fromEntries(NAMES.map((n) => [n, fs.readFileSync(path.join(DIR, `${n}.graphql`), 'utf8')])) as Record<(typeof NAMES)[number], string>;

const CLASSIC_CUSTOMER = `query Classic($t: String!) {
  customer(customerAccessToken: $t) { firstName defaultAddress { address1 city provinceCode zip } addresses(first: 10) { nodes { address1 } } }
}`;

const twin = useTestTwin();
let d: Discovered;
let access: string;
let classic: { id: string; storefrontToken: string };
let otherAccess: string;

beforeAll(async () => {
  classic = await classicCustomerWithOrder(twin, 'skeleton@example.com');
  await classicCustomerWithOrder(twin, 'someone-else@example.com');
  d = await discover(twin);
  access = (await signedInTokens(twin, d, 'skeleton@example.com')).access_token;
  otherAccess = (await signedInTokens(twin, d, 'someone-else@example.com')).access_token;
});

const run = async (name: (typeof NAMES)[number], variables: Record<string, unknown> = {}, token = access) => {
  const res = await customerApi(d, token, DOCS[name], variables);
  expect(res.status).toBe(200);
  expect(res.body.errors, name).toBeUndefined();
  return res.body.data;
};

describe("Hydrogen skeleton's Customer Account documents", () => {
  it('are all valid against the Customer Account API 2025-04 schema', () => {
    for (const name of NAMES) expect(validate(customerAccountSchema(), parse(DOCS[name])).map((e) => e.message), name).toEqual([]);
  });

  it('CustomerDetails answers the customer of the classic API with their address', async () => {
    const { customer } = await run('CustomerDetails');
    expect(customer).toMatchObject({ id: classic.id, firstName: 'Rowan', lastName: 'Vale' });
    expect(customer.defaultAddress).toMatchObject({
      firstName: 'Rowan', lastName: 'Vale', address1: '12 Cedar Ln', address2: null, company: null,
      city: 'Boulder', territoryCode: 'US', zoneCode: 'CO', zip: '80302', phoneNumber: '+1 303 555 0101',
      formatted: ['12 Cedar Ln', 'Boulder CO 80302', 'United States'],
    });
    expect(customer.defaultAddress.id).toMatch(/^gid:\/\/shopify\/CustomerAddress\/\d+$/);
    expect(customer.addresses.nodes).toEqual([customer.defaultAddress]);
  });

  it('CustomerOrders and Order answer the order placed at checkout, and no one else’s', async () => {
    const { customer } = await run('CustomerOrders', { first: 20 });
    expect(customer.orders.nodes).toHaveLength(1);
    const [order] = customer.orders.nodes;
    expect(order).toMatchObject({ financialStatus: 'PAID', fulfillments: { nodes: [] }, totalPrice: { currencyCode: 'USD' } });
    expect(order.id).toMatch(/^gid:\/\/shopify\/Order\/\d+$/);
    expect(order.processedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(customer.orders.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });

    const { order: full } = await run('Order', { orderId: order.id });
    expect(full).toMatchObject({ id: order.id, name: `#${order.number}`, totalPrice: order.totalPrice, fulfillments: { nodes: [] } });
    expect(full.statusPageUrl).toMatch(/^http:\/\//);
    expect(Number(full.subtotal.amount)).toBeGreaterThan(0);
    expect(full.shippingAddress).toMatchObject({ name: 'Rowan Vale', formattedArea: 'Boulder CO, United States' });
    expect(full.shippingAddress.formatted[0]).toBe('Rowan Vale');
    expect(full.lineItems.nodes).toHaveLength(1);
    const [line] = full.lineItems.nodes;
    expect(line).toMatchObject({ quantity: 2, price: { currencyCode: 'USD' }, totalDiscount: { currencyCode: 'USD' }, discountAllocations: [] });
    expect(line.id).toMatch(/^gid:\/\/shopify\/LineItem\/\d+$/);
    expect(Number(line.price.amount) * 2).toBeCloseTo(Number(full.subtotal.amount), 2);
    expect(typeof line.title).toBe('string');

    // Another customer's token does not reach this order.
    expect((await run('Order', { orderId: order.id }, otherAccess)).order).toBeNull();
  });

  it('customerAddressCreate, customerAddressUpdate and customerAddressDelete change the addresses the classic API reads', async () => {
    // As the skeleton's address form sends it: every field a string, the empty ones too.
    const created = (await run('customerAddressCreate', {
      address: { firstName: 'Rowan', lastName: 'Vale', company: '', address1: '9 Elm St', address2: '', city: 'Denver', territoryCode: 'US', zoneCode: 'CO', zip: '80202', phoneNumber: '+1 720 555 0199' },
      defaultAddress: true,
    })).customerAddressCreate;
    expect(created.userErrors).toEqual([]);
    expect(created.customerAddress.id).toMatch(/^gid:\/\/shopify\/CustomerAddress\/\d+$/);
    let seen = (await twin.client(STORE).request<any>(CLASSIC_CUSTOMER, { t: classic.storefrontToken })).customer;
    expect(seen.defaultAddress).toEqual({ address1: '9 Elm St', city: 'Denver', provinceCode: 'CO', zip: '80202' });

    const details = (await run('CustomerDetails')).customer;
    const old = details.addresses.nodes.find((a: { address1: string }) => a.address1 === '12 Cedar Ln');
    const updated = (await run('customerAddressUpdate', { addressId: old.id, address: { city: 'Golden', zip: '80401' }, defaultAddress: false })).customerAddressUpdate;
    expect(updated).toEqual({ customerAddress: { id: old.id }, userErrors: [] });
    const wrongZone = (await run('customerAddressUpdate', { addressId: old.id, address: { zoneCode: 'ZZ' } })).customerAddressUpdate;
    expect(wrongZone).toEqual({ customerAddress: null, userErrors: [{ code: 'INVALID_FOR_COUNTRY', field: ['address', 'zoneCode'], message: 'Zone code is invalid for the territory' }] });

    const deleted = (await run('customerAddressDelete', { addressId: old.id })).customerAddressDelete;
    expect(deleted).toEqual({ deletedAddressId: old.id, userErrors: [] });
    const missing = (await run('customerAddressDelete', { addressId: old.id })).customerAddressDelete;
    expect(missing).toEqual({ deletedAddressId: null, userErrors: [{ code: 'ADDRESS_ID_DOES_NOT_EXIST', field: ['addressId'], message: 'Address does not exist' }] });
    seen = (await twin.client(STORE).request<any>(CLASSIC_CUSTOMER, { t: classic.storefrontToken })).customer;
    expect(seen.addresses.nodes).toEqual([{ address1: '9 Elm St' }]);
  });

  it('customerUpdate changes the name the classic API reads', async () => {
    const { customerUpdate } = await run('customerUpdate', { customer: { firstName: 'Ro', lastName: 'Vale-Hart' } });
    expect(customerUpdate).toEqual({
      customer: { firstName: 'Ro', lastName: 'Vale-Hart', emailAddress: { emailAddress: 'skeleton@example.com' }, phoneNumber: null },
      userErrors: [],
    });
    const seen = (await twin.client(STORE).request<any>(CLASSIC_CUSTOMER, { t: classic.storefrontToken })).customer;
    expect(seen.firstName).toBe('Ro');
    const refused = (await run('customerUpdate', { customer: { firstName: '<b>Ro</b>' } })).customerUpdate;
    expect(refused).toEqual({ customer: null, userErrors: [{ code: 'INVALID', field: ['input', 'firstName'], message: 'First name cannot contain HTML tags' }] });
  });
});
