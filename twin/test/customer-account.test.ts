import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_HEADERS, assertValidDocument as v, startTestTwin } from './helpers.js';

// Documents in the style of Hydrogen's customer fragments; each is validated against the official schema.
const ADDRESS_FRAGMENT = `
fragment AddressFull on MailingAddress {
  id address1 address2 city company country countryCodeV2 firstName lastName name phone province provinceCode zip
  formatted formattedArea
}`;
const CUSTOMER_FRAGMENT = `
fragment CustomerDetails on Customer {
  id email firstName lastName displayName phone acceptsMarketing createdAt updatedAt tags
  defaultAddress { ...AddressFull }
  addresses(first: 250) { edges { cursor node { ...AddressFull } } pageInfo { hasNextPage hasPreviousPage } }
}
${ADDRESS_FRAGMENT}`;
const USER_ERRORS = `customerUserErrors { code field message }`;

const CUSTOMER_QUERY = v(`query CustomerDetails($customerAccessToken: String!) {
  customer(customerAccessToken: $customerAccessToken) { ...CustomerDetails }
}
${CUSTOMER_FRAGMENT}`);
const CUSTOMER_CREATE = v(`mutation customerCreate($input: CustomerCreateInput!) {
  customerCreate(input: $input) { customer { id email firstName } ${USER_ERRORS} }
}`);
const TOKEN_CREATE = v(`mutation customerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } ${USER_ERRORS} }
}`);
const TOKEN_RENEW = v(`mutation customerAccessTokenRenew($customerAccessToken: String!) {
  customerAccessTokenRenew(customerAccessToken: $customerAccessToken) {
    customerAccessToken { accessToken expiresAt } userErrors { field message }
  }
}`);
const TOKEN_DELETE = v(`mutation customerAccessTokenDelete($customerAccessToken: String!) {
  customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
    deletedAccessToken deletedCustomerAccessTokenId userErrors { field message }
  }
}`);
const ADDRESS_CREATE = v(`mutation customerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!) {
  customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {
    customerAddress { id } ${USER_ERRORS}
  }
}`);
const ADDRESS_UPDATE = v(`mutation customerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!) {
  customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {
    customerAddress { ...AddressFull } ${USER_ERRORS}
  }
}
${ADDRESS_FRAGMENT}`);
const ADDRESS_DELETE = v(`mutation customerAddressDelete($customerAccessToken: String!, $id: ID!) {
  customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) { deletedCustomerAddressId ${USER_ERRORS} }
}`);
const DEFAULT_ADDRESS_UPDATE = v(`mutation customerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!) {
  customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {
    customer { defaultAddress { id } } ${USER_ERRORS}
  }
}`);
const CUSTOMER_UPDATE = v(`mutation customerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!) {
  customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
    customer { ...CustomerDetails } customerAccessToken { accessToken expiresAt } ${USER_ERRORS}
  }
}
${CUSTOMER_FRAGMENT}`);
const RECOVER = v(`mutation customerRecover($email: String!) { customerRecover(email: $email) { ${USER_ERRORS} } }`);
const RESET_BY_URL = v(`mutation customerResetByUrl($resetUrl: URL!, $password: String!) {
  customerResetByUrl(resetUrl: $resetUrl, password: $password) { customerAccessToken { accessToken } ${USER_ERRORS} }
}`);
const ADDRESS_PAGE = v(`query Addresses($customerAccessToken: String!, $first: Int, $last: Int, $after: String, $before: String) {
  customer(customerAccessToken: $customerAccessToken) {
    addresses(first: $first, last: $last, after: $after, before: $before) {
      edges { cursor node { city } } pageInfo { hasNextPage hasPreviousPage }
    }
  }
}`);

type Json = any;
let twin: Awaited<ReturnType<typeof startTestTwin>>;
const gql = (doc: string, variables: Record<string, unknown>, store: 'trailmate-us' | 'trailmate-ca' = 'trailmate-us') =>
  twin.client(store).request<Json>(doc, variables);

beforeAll(async () => {
  twin = await startTestTwin();
});
afterAll(async () => {
  await twin?.stop();
});

async function newCustomer(email: string, password = 'hunter-22'): Promise<string> {
  const created = await gql(CUSTOMER_CREATE, { input: { email, password, firstName: 'Sam', lastName: 'Rivers' } });
  expect(created.customerCreate.customerUserErrors).toEqual([]);
  const token = await gql(TOKEN_CREATE, { input: { email, password } });
  return token.customerAccessTokenCreate.customerAccessToken.accessToken as string;
}

const HOME = { firstName: 'Sam', lastName: 'Rivers', address1: '1 Trail Way', city: 'Boulder', province: 'CO', country: 'US', zip: '80301' };

describe('customer access tokens', () => {
  it('customerCreate then customerAccessTokenCreate signs in; the customer query returns the details', async () => {
    const token = await newCustomer('sam.rivers@example.com');
    const { customer } = await gql(CUSTOMER_QUERY, { customerAccessToken: token });
    expect(customer).toMatchObject({
      email: 'sam.rivers@example.com',
      firstName: 'Sam',
      lastName: 'Rivers',
      displayName: 'Sam Rivers',
      acceptsMarketing: false,
      tags: [],
      defaultAddress: null,
    });
    expect(customer.id).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);
  });

  it('a wrong password is UNIDENTIFIED_CUSTOMER; an unknown token reads as no customer', async () => {
    await newCustomer('wrong.pass@example.com');
    const res = await gql(TOKEN_CREATE, { input: { email: 'wrong.pass@example.com', password: 'not-this-one' } });
    expect(res.customerAccessTokenCreate).toEqual({
      customerAccessToken: null,
      customerUserErrors: [{ code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer' }],
    });
    expect((await gql(CUSTOMER_QUERY, { customerAccessToken: 'f'.repeat(32) })).customer).toBeNull();
  });

  it('customerCreate reports TAKEN, INVALID and TOO_SHORT with their fields', async () => {
    await newCustomer('taken@example.com');
    const taken = await gql(CUSTOMER_CREATE, { input: { email: 'Taken@example.com', password: 'hunter-22' } });
    expect(taken.customerCreate.customerUserErrors).toEqual([
      { code: 'TAKEN', field: ['input', 'email'], message: 'Email has already been taken' },
    ]);
    const bad = await gql(CUSTOMER_CREATE, { input: { email: 'not-an-email', password: 'abc' } });
    expect(bad.customerCreate.customerUserErrors.map((e: Json) => [e.code, e.field])).toEqual([
      ['INVALID', ['input', 'email']],
      ['TOO_SHORT', ['input', 'password']],
    ]);
  });

  it('tokens are per store: a token of one store identifies nobody in the other', async () => {
    const token = await newCustomer('per.store@example.com');
    expect((await gql(CUSTOMER_QUERY, { customerAccessToken: token }, 'trailmate-ca')).customer).toBeNull();
  });

  it('renew extends a live token; delete ends it; renewing a deleted token is a user error', async () => {
    const token = await newCustomer('renew@example.com');
    const renewed = await gql(TOKEN_RENEW, { customerAccessToken: token });
    expect(renewed.customerAccessTokenRenew.customerAccessToken.accessToken).toBe(token);
    expect(Date.parse(renewed.customerAccessTokenRenew.customerAccessToken.expiresAt)).toBeGreaterThan(Date.now());
    const deleted = await gql(TOKEN_DELETE, { customerAccessToken: token });
    expect(deleted.customerAccessTokenDelete).toMatchObject({ deletedAccessToken: token, userErrors: [] });
    expect((await gql(CUSTOMER_QUERY, { customerAccessToken: token })).customer).toBeNull();
    const again = await gql(TOKEN_RENEW, { customerAccessToken: token });
    expect(again.customerAccessTokenRenew.customerAccessToken).toBeNull();
    expect(again.customerAccessTokenRenew.userErrors).toHaveLength(1);
  });
});

describe('customer addresses', () => {
  it('the first address becomes the default; default update, update and delete keep a default', async () => {
    const token = await newCustomer('addresses@example.com');
    const first = (await gql(ADDRESS_CREATE, { customerAccessToken: token, address: HOME })).customerAddressCreate;
    expect(first.customerUserErrors).toEqual([]);
    const second = (
      await gql(ADDRESS_CREATE, {
        customerAccessToken: token,
        address: { ...HOME, address1: '9 Lake Rd', city: 'Toronto', province: 'Ontario', country: 'Canada', zip: 'M5V 2T6' },
      })
    ).customerAddressCreate;
    let { customer } = await gql(CUSTOMER_QUERY, { customerAccessToken: token });
    expect(customer.defaultAddress.id).toBe(first.customerAddress.id);
    expect(customer.addresses.edges.map((e: Json) => e.node.city)).toEqual(['Boulder', 'Toronto']);
    expect(customer.addresses.edges[1].node).toMatchObject({
      country: 'Canada',
      countryCodeV2: 'CA',
      province: 'Ontario',
      provinceCode: 'ON',
      name: 'Sam Rivers',
      formatted: ['9 Lake Rd', 'Toronto ON M5V 2T6', 'Canada'],
    });

    const made = await gql(DEFAULT_ADDRESS_UPDATE, { customerAccessToken: token, addressId: second.customerAddress.id });
    expect(made.customerDefaultAddressUpdate.customer.defaultAddress.id).toBe(second.customerAddress.id);

    const updated = await gql(ADDRESS_UPDATE, {
      customerAccessToken: token,
      id: first.customerAddress.id,
      address: { address2: 'Unit 4', phone: '+1 303 555 0100' },
    });
    expect(updated.customerAddressUpdate.customerAddress).toMatchObject({
      address1: '1 Trail Way',
      address2: 'Unit 4',
      phone: '+1 303 555 0100',
      province: 'Colorado',
      provinceCode: 'CO',
    });

    const removed = await gql(ADDRESS_DELETE, { customerAccessToken: token, id: second.customerAddress.id });
    expect(removed.customerAddressDelete).toEqual({ deletedCustomerAddressId: second.customerAddress.id, customerUserErrors: [] });
    ({ customer } = await gql(CUSTOMER_QUERY, { customerAccessToken: token }));
    expect(customer.defaultAddress.id).toBe(first.customerAddress.id);
  });

  it('invalid country, province and zip, duplicates and unknown ids are customerUserErrors', async () => {
    const token = await newCustomer('address.errors@example.com');
    const bad = await gql(ADDRESS_CREATE, {
      customerAccessToken: token,
      address: { ...HOME, province: 'Nowhere', zip: '12' },
    });
    expect(bad.customerAddressCreate.customerUserErrors.map((e: Json) => [e.code, e.field])).toEqual([
      ['INVALID', ['address', 'province']],
      ['INVALID', ['address', 'zip']],
    ]);
    const country = await gql(ADDRESS_CREATE, { customerAccessToken: token, address: { ...HOME, country: 'Atlantis' } });
    expect(country.customerAddressCreate.customerUserErrors[0]).toMatchObject({ code: 'INVALID', field: ['address', 'country'] });
    await gql(ADDRESS_CREATE, { customerAccessToken: token, address: HOME });
    const dup = await gql(ADDRESS_CREATE, { customerAccessToken: token, address: HOME });
    expect(dup.customerAddressCreate.customerUserErrors[0].code).toBe('TAKEN');
    const missing = await gql(ADDRESS_DELETE, {
      customerAccessToken: token,
      id: 'gid://shopify/MailingAddress/1?model_name=CustomerAddress',
    });
    expect(missing.customerAddressDelete.customerUserErrors).toEqual([
      { code: 'NOT_FOUND', field: ['id'], message: 'Address does not exist' },
    ]);
    const anonymous = await gql(ADDRESS_CREATE, { customerAccessToken: 'nobody', address: HOME });
    expect(anonymous.customerAddressCreate.customerUserErrors[0].code).toBe('UNIDENTIFIED_CUSTOMER');
  });

  it('someone else’s address cannot be changed', async () => {
    const owner = await newCustomer('owner@example.com');
    const other = await newCustomer('other@example.com');
    const id = (await gql(ADDRESS_CREATE, { customerAccessToken: owner, address: HOME })).customerAddressCreate.customerAddress.id;
    const res = await gql(ADDRESS_DELETE, { customerAccessToken: other, id });
    expect(res.customerAddressDelete.customerUserErrors[0].code).toBe('NOT_FOUND');
  });

  it('addresses page with first/after and last/before cursors', async () => {
    const token = await newCustomer('pages@example.com');
    for (const city of ['Aspen', 'Boulder', 'Denver', 'Golden']) {
      await gql(ADDRESS_CREATE, { customerAccessToken: token, address: { ...HOME, city } });
    }
    const page1 = (await gql(ADDRESS_PAGE, { customerAccessToken: token, first: 2 })).customer.addresses;
    expect(page1.edges.map((e: Json) => e.node.city)).toEqual(['Aspen', 'Boulder']);
    expect(page1.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    const page2 = (await gql(ADDRESS_PAGE, { customerAccessToken: token, first: 2, after: page1.edges[1].cursor })).customer.addresses;
    expect(page2.edges.map((e: Json) => e.node.city)).toEqual(['Denver', 'Golden']);
    expect(page2.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
    const back = (await gql(ADDRESS_PAGE, { customerAccessToken: token, last: 1, before: page2.edges[0].cursor })).customer.addresses;
    expect(back.edges.map((e: Json) => e.node.city)).toEqual(['Boulder']);
  });
});

describe('customer updates and password reset', () => {
  it('customerUpdate returns the customer and a new token; a new password ends older tokens', async () => {
    const token = await newCustomer('update@example.com');
    const res = await gql(CUSTOMER_UPDATE, {
      customerAccessToken: token,
      customer: { firstName: 'Alex', acceptsMarketing: true, password: 'brand-new-9' },
    });
    const payload = res.customerUpdate;
    expect(payload.customerUserErrors).toEqual([]);
    expect(payload.customer).toMatchObject({ firstName: 'Alex', acceptsMarketing: true, displayName: 'Alex Rivers' });
    const fresh = payload.customerAccessToken.accessToken;
    expect(fresh).not.toBe(token);
    expect((await gql(CUSTOMER_QUERY, { customerAccessToken: token })).customer).toBeNull();
    expect((await gql(CUSTOMER_QUERY, { customerAccessToken: fresh })).customer.firstName).toBe('Alex');
  });

  it('customerUpdate refuses an email another customer has and an invalid phone', async () => {
    await newCustomer('first.owner@example.com');
    const token = await newCustomer('second.owner@example.com');
    const res = await gql(CUSTOMER_UPDATE, {
      customerAccessToken: token,
      customer: { email: 'first.owner@example.com', phone: 'call me' },
    });
    expect(res.customerUpdate.customer).toBeNull();
    expect(res.customerUpdate.customerUserErrors.map((e: Json) => [e.code, e.field])).toEqual([
      ['TAKEN', ['customer', 'email']],
      ['INVALID', ['customer', 'phone']],
    ]);
  });

  it('customerRecover mails a reset link; customerResetByUrl sets the password once', async () => {
    await newCustomer('recover@example.com');
    expect((await gql(RECOVER, { email: 'recover@example.com' })).customerRecover.customerUserErrors).toEqual([]);
    const mail = (await (await fetch(`${twin.url}/outbox?to=recover@example.com`, { headers: ADMIN_HEADERS })).json()) as { messages: { text: string }[] };
    const resetUrl = /(http\S+\/account\/reset\/\S+)/.exec(mail.messages.at(-1)!.text)![1];
    const reset = await gql(RESET_BY_URL, { resetUrl, password: 'after-reset-1' });
    expect(reset.customerResetByUrl.customerUserErrors).toEqual([]);
    expect(reset.customerResetByUrl.customerAccessToken.accessToken).toMatch(/^[0-9a-f]{32}$/);
    const signIn = await gql(TOKEN_CREATE, { input: { email: 'recover@example.com', password: 'after-reset-1' } });
    expect(signIn.customerAccessTokenCreate.customerUserErrors).toEqual([]);
    const reused = await gql(RESET_BY_URL, { resetUrl, password: 'another-one-2' });
    expect(reused.customerResetByUrl.customerUserErrors[0].code).toBe('TOKEN_INVALID');
  });
});

describe('customer tags (pro program)', () => {
  it('the twin-only admin call tags a customer; the customer query shows the tag', async () => {
    const token = await newCustomer('pro.staff@example.com');
    const call = (headers: Record<string, string>, body: unknown) =>
      fetch(`${twin.url}/shops/trailmate-us/admin/customers/tags`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    expect((await call({}, { email: 'pro.staff@example.com', tags: ['pro program'] })).status).toBe(401);
    const storeToken = { 'X-Shopify-Storefront-Access-Token': 'test-token-trailmate-us' };
    // The Storefront token is public: alone it is refused.
    expect((await call(storeToken, { email: 'pro.staff@example.com', tags: ['pro program'] })).status).toBe(401);
    const auth = { ...storeToken, ...ADMIN_HEADERS };
    expect((await call(auth, { email: 'pro.staff@example.com', tags: 'pro program' })).status).toBe(422);
    expect((await call(auth, { email: 'pro.staff@example.com', tags: ['pro program', ' pro program '] })).status).toBe(200);
    expect((await gql(CUSTOMER_QUERY, { customerAccessToken: token })).customer.tags).toEqual(['pro program']);
  });
});

