import { storeSecret } from '../src/catalogue/store-secrets.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMultipass } from '../src/multipass/token.js';
import { assertValidDocument, startTestTwin } from './helpers.js';

let twin: Awaited<ReturnType<typeof startTestTwin>>;

beforeAll(async () => {
  twin = await startTestTwin();
});
afterAll(async () => {
  await twin?.stop();
});

const MULTIPASS_LOGIN = assertValidDocument(`
  mutation customerAccessTokenCreateWithMultipass($multipassToken: String!) {
    customerAccessTokenCreateWithMultipass(multipassToken: $multipassToken) {
      customerAccessToken { accessToken }
      customerUserErrors { code field message }
    }
  }
`);
const ADDRESSES = assertValidDocument(`
  query Addresses($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      defaultAddress { id }
      addresses(first: 20) {
        edges { node { id firstName lastName company address1 address2 city province provinceCode country countryCodeV2 zip phone } }
      }
    }
  }
`);

type Address = Record<string, string | null> & { id: string };
type Book = { defaultAddress: { id: string } | null; addresses: { edges: { node: Address }[] } };

async function signIn(email: string, addresses?: unknown): Promise<Book> {
  const token = encodeMultipass(storeSecret('trailmate-us', 'multipass'), { email, created_at: new Date().toISOString(), ...(addresses !== undefined ? { addresses } : {}) });
  const res = await twin.client().request<{
    customerAccessTokenCreateWithMultipass: { customerAccessToken: { accessToken: string } | null; customerUserErrors: unknown[] };
  }>(MULTIPASS_LOGIN, { multipassToken: token });
  expect(res.customerAccessTokenCreateWithMultipass.customerUserErrors).toEqual([]);
  const access = res.customerAccessTokenCreateWithMultipass.customerAccessToken!.accessToken;
  return (await twin.client().request<{ customer: Book }>(ADDRESSES, { customerAccessToken: access })).customer;
}

const home = {
  first_name: 'Robin', last_name: 'Vale', company: 'Vale Kennels', address1: '12 Aspen Way', address2: 'Unit 3',
  city: 'Boulder', province: 'Colorado', province_code: 'CO', country: 'United States', country_code: 'US', zip: '80301', phone: '+1 303 555 0101',
};
const cabin = {
  first_name: 'Robin', last_name: 'Vale', address1: '4 Lakeshore Rd', city: 'Kelowna', province_code: 'BC', country_code: 'CA', zip: 'V1Y 2B3', default: true,
};
const street = (book: Book) => book.addresses.edges.map((e) => e.node.address1);
const defaultStreet = (book: Book) => book.addresses.edges.find((e) => e.node.id === book.defaultAddress?.id)?.node.address1;

describe('multipass sign-in carries the payload’s addresses into the store’s customer', () => {
  it('on first creation: valid addresses are added with their fields, the default: true one becomes the default', async () => {
    const book = await signIn('addresses.first@example.com', [
      home,
      cabin,
      { address1: '1 Nowhere', city: 'Denver', country_code: 'US', province_code: 'CO', zip: 'not-a-zip' },
      { address1: 42, city: ['Denver'] },
      { address1: '<b>5 Bold St</b>', city: 'Denver', country_code: 'US', province_code: 'CO', zip: '80202' },
      { address1: '9 Elsewhere', country: 'Atlantis' },
      'not an address',
      { ...home, address1: ' 12 ASPEN WAY ', province: 'colorado', province_code: undefined, country: 'united states', country_code: undefined },
    ]);
    expect(street(book)).toEqual(['12 Aspen Way', '4 Lakeshore Rd']);
    expect(defaultStreet(book)).toBe('4 Lakeshore Rd');
    expect(book.addresses.edges[0]?.node).toMatchObject({
      firstName: 'Robin', lastName: 'Vale', company: 'Vale Kennels', address2: 'Unit 3', city: 'Boulder', province: 'Colorado',
      provinceCode: 'CO', country: 'United States', countryCodeV2: 'US', zip: '80301', phone: '+1 303 555 0101',
    });
    expect(book.addresses.edges[1]?.node).toMatchObject({ province: 'British Columbia', provinceCode: 'BC', country: 'Canada', countryCodeV2: 'CA' });
  });

  it('on later sign-ins: only addresses not yet present are added, and a new default: true takes over', async () => {
    const email = 'addresses.later@example.com';
    expect(street(await signIn(email, [home]))).toEqual(['12 Aspen Way']);
    const office = { address1: '7 Harbour St', city: 'London', country: 'United Kingdom', zip: 'EC1A 1BB', default: true };
    const book = await signIn(email, [{ ...home, province: 'CO', country: 'US' }, { ...cabin, default: false }, office]);
    expect(street(book)).toEqual(['12 Aspen Way', '4 Lakeshore Rd', '7 Harbour St']);
    expect(defaultStreet(book)).toBe('7 Harbour St');

    const again = await signIn(email);
    expect(street(again)).toEqual(['12 Aspen Way', '4 Lakeshore Rd', '7 Harbour St']);
    expect(defaultStreet(again)).toBe('7 Harbour St');
    const back = await signIn(email, [{ ...home, default: true }]);
    expect(street(back)).toHaveLength(3);
    expect(defaultStreet(back)).toBe('12 Aspen Way');
  });

  it('addresses that are not a list are ignored; sign-in still succeeds', async () => {
    expect(street(await signIn('addresses.odd@example.com', { address1: '1 Object Rd' }))).toEqual([]);
    expect(street(await signIn('addresses.odd@example.com', 'nope'))).toEqual([]);
  });
});
