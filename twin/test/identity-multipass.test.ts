import { storeSecret } from '../src/catalogue/store-secrets.js';
import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMultipass, encodeMultipass, MultipassError } from '../src/multipass/token.js';
import { assertValidDocument, startTestTwin } from './helpers.js';

let twin: Awaited<ReturnType<typeof startTestTwin>>;

beforeAll(async () => {
  twin = await startTestTwin();
});
afterAll(async () => {
  await twin?.stop();
});

/** Shopify's documented recipe, written independently of the twin's encoder. */
function shopifyReferenceToken(secret: string, data: object): string {
  const key = createHash('sha256').update(secret).digest();
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', key.subarray(0, 16), iv);
  const cipherText = Buffer.concat([iv, cipher.update(JSON.stringify(data)), cipher.final()]);
  const sig = createHmac('sha256', key.subarray(16, 32)).update(cipherText).digest();
  return Buffer.concat([cipherText, sig]).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}

const MULTIPASS_LOGIN = assertValidDocument(`
  mutation customerAccessTokenCreateWithMultipass($multipassToken: String!) {
    customerAccessTokenCreateWithMultipass(multipassToken: $multipassToken) {
      customerAccessToken { accessToken expiresAt }
      customerUserErrors { code field message }
    }
  }
`);
const CUSTOMER = assertValidDocument(`
  query Customer($customerAccessToken: String!) { customer(customerAccessToken: $customerAccessToken) { id email firstName } }
`);

type Login = {
  customerAccessTokenCreateWithMultipass: {
    customerAccessToken: { accessToken: string } | null;
    customerUserErrors: { code: string; field: string[] | null; message: string }[];
  };
};
const login = (token: string, store: 'trailmate-us' | 'trailmate-ca' = 'trailmate-us') =>
  twin.client(store).request<Login>(MULTIPASS_LOGIN, { multipassToken: token });

describe('multipass token format', () => {
  it('decodes tokens made with Shopify’s documented recipe and round-trips its own', () => {
    const now = new Date().toISOString();
    expect(decodeMultipass('s3cret', shopifyReferenceToken('s3cret', { email: 'a@example.com', created_at: now })).email).toBe(
      'a@example.com',
    );
    const own = encodeMultipass('s3cret', { email: 'b@example.com', created_at: now, return_to: '/account/' });
    expect(own).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeMultipass('s3cret', own)).toMatchObject({ email: 'b@example.com', return_to: '/account/' });
  });

  it('refuses another secret, a tampered token and a created_at older than 15 minutes', () => {
    const now = Date.now();
    const token = encodeMultipass('s3cret', { email: 'a@example.com', created_at: new Date(now).toISOString() });
    expect(() => decodeMultipass('other', token)).toThrow(MultipassError);
    expect(() => decodeMultipass('s3cret', token.slice(0, 10) + (token[10] === 'A' ? 'B' : 'A') + token.slice(11))).toThrow(
      MultipassError,
    );
    expect(() => decodeMultipass('s3cret', token, now + 14 * 60_000)).not.toThrow();
    expect(() => decodeMultipass('s3cret', token, now + 16 * 60_000)).toThrow(MultipassError);
  });
});

describe('customerAccessTokenCreateWithMultipass', () => {
  it('first use creates the customer; the token is single use', async () => {
    const token = encodeMultipass(storeSecret('trailmate-us', 'multipass'), {
      email: 'first.use@example.com',
      created_at: new Date().toISOString(),
      first_name: 'Jo',
    });
    const first = await login(token);
    expect(first.customerAccessTokenCreateWithMultipass.customerUserErrors).toEqual([]);
    const accessToken = first.customerAccessTokenCreateWithMultipass.customerAccessToken!.accessToken;
    const me = await twin.client().request<{ customer: { email: string; firstName: string } }>(CUSTOMER, { customerAccessToken: accessToken });
    expect(me.customer).toMatchObject({ email: 'first.use@example.com', firstName: 'Jo' });

    const again = await login(token);
    expect(again.customerAccessTokenCreateWithMultipass).toEqual({
      customerAccessToken: null,
      customerUserErrors: [{ code: 'INVALID_MULTIPASS_REQUEST', field: ['multipassToken'], message: 'Invalid multipass request' }],
    });
  });

  it('tag_string replaces the customer’s tags', async () => {
    const token = encodeMultipass(storeSecret('trailmate-us', 'multipass'), {
      email: 'tagged@example.com',
      created_at: new Date().toISOString(),
      tag_string: 'pro program, newsletter',
    });
    const accessToken = (await login(token)).customerAccessTokenCreateWithMultipass.customerAccessToken!.accessToken;
    const doc = assertValidDocument(`query ($t: String!) { customer(customerAccessToken: $t) { tags } }`);
    const me = await twin.client().request<{ customer: { tags: string[] } }>(doc, { t: accessToken });
    expect(me.customer.tags).toEqual(['pro program', 'newsletter']);
  });

  it('each store has its own secret; a token of one store is refused by the other', async () => {
    const token = encodeMultipass(storeSecret('trailmate-us', 'multipass'), { email: 'wrong.store@example.com', created_at: new Date().toISOString() });
    const res = await login(token, 'trailmate-ca');
    expect(res.customerAccessTokenCreateWithMultipass.customerUserErrors[0]?.code).toBe('INVALID_MULTIPASS_REQUEST');
  });

  it('an expired token is refused', async () => {
    const token = encodeMultipass(storeSecret('trailmate-us', 'multipass'), {
      email: 'late@example.com',
      created_at: new Date(Date.now() - 16 * 60_000).toISOString(),
    });
    expect((await login(token)).customerAccessTokenCreateWithMultipass.customerUserErrors[0]?.code).toBe('INVALID_MULTIPASS_REQUEST');
  });
});

describe('the store login path GET /shops/<store>/account/login/multipass/<token>', () => {
  it('signs the customer in once and lands on the token’s return_to', async () => {
    const token = encodeMultipass(storeSecret('trailmate-us', 'multipass'), { email: 'login.path@example.com', created_at: new Date().toISOString(), return_to: '/account/orders/' });
    const url = `${twin.url}/shops/trailmate-us/account/login/multipass/${token}`;
    const visit = await fetch(url, { redirect: 'manual' });
    expect(visit.status).toBe(302);
    expect(visit.headers.get('location')).toBe('/account/orders/');
    expect((await fetch(url, { redirect: 'manual' })).status).toBe(401);
    expect((await fetch(`${twin.url}/shops/no-such-store/account/login/multipass/${token}`, { redirect: 'manual' })).status).toBe(404);
  });
});
