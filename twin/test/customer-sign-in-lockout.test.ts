import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_FAILURES_ALLOWED, SIGN_IN_WINDOW_MS } from '../src/customer/lockout.js';
import { assertValidDocument, startTestTwin, TOKENS } from './helpers.js';

let twin: Awaited<ReturnType<typeof startTestTwin>>;

beforeAll(async () => {
  twin = await startTestTwin();
});
afterAll(async () => {
  await twin?.stop();
});
afterEach(() => {
  vi.useRealTimers();
});

const CREATE = assertValidDocument(`
  mutation customerCreate($input: CustomerCreateInput!) {
    customerCreate(input: $input) { customer { id } customerUserErrors { code field message } }
  }
`);
const SIGN_IN = assertValidDocument(`
  mutation customerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
    customerAccessTokenCreate(input: $input) {
      customerAccessToken { accessToken }
      customerUserErrors { code field message }
    }
  }
`);

type SignIn = {
  customerAccessTokenCreate: {
    customerAccessToken: { accessToken: string } | null;
    customerUserErrors: { code: string | null; field: string[] | null; message: string }[];
  };
};

/** Signs in over a connection from the given loopback address, as a client elsewhere would. */
function signIn(email: string, password: string, from = '127.0.0.1'): Promise<SignIn['customerAccessTokenCreate']> {
  const body = JSON.stringify({ query: SIGN_IN, variables: { input: { email, password } } });
  const url = new URL(twin.endpoint());
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKENS['trailmate-us'] },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => resolve((JSON.parse(text) as { data: SignIn }).data.customerAccessTokenCreate));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const customer = async (email: string) => {
  const res = await twin.client().request<{ customerCreate: { customerUserErrors: unknown[] } }>(CREATE, {
    input: { email, password: 'right-password' },
  });
  expect(res.customerCreate.customerUserErrors).toEqual([]);
};

const throttled = { code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Login attempt limit exceeded. Please try again later.' };

describe('customerAccessTokenCreate locks an account after repeated wrong passwords', () => {
  it(`after ${SIGN_IN_FAILURES_ALLOWED} wrong passwords even the right one is refused, from any client address`, async () => {
    await customer('guessed@example.com');
    const addresses = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6'];
    for (const from of addresses.slice(0, SIGN_IN_FAILURES_ALLOWED)) {
      const wrong = await signIn('guessed@example.com', 'wrong-password', from);
      expect(wrong.customerUserErrors[0]?.message).toBe('Unidentified customer');
    }
    for (const from of ['127.0.0.1', '127.0.0.9']) {
      const right = await signIn('Guessed@Example.com ', 'right-password', from);
      expect(right).toEqual({ customerAccessToken: null, customerUserErrors: [throttled] });
    }
  });

  it('the lock lifts after the window; wrong passwords older than the window no longer count', async () => {
    await customer('patient@example.com');
    for (let i = 0; i < SIGN_IN_FAILURES_ALLOWED; i++) await signIn('patient@example.com', 'wrong-password');
    expect((await signIn('patient@example.com', 'right-password')).customerUserErrors).toEqual([throttled]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SIGN_IN_WINDOW_MS + 1000);
    expect((await signIn('patient@example.com', 'right-password')).customerAccessToken).not.toBeNull();

    for (let i = 0; i < SIGN_IN_FAILURES_ALLOWED - 1; i++) await signIn('patient@example.com', 'wrong-password');
    vi.setSystemTime(Date.now() + SIGN_IN_WINDOW_MS + 1000);
    await signIn('patient@example.com', 'wrong-password');
    expect((await signIn('patient@example.com', 'right-password')).customerAccessToken).not.toBeNull();
  });

  it('a lock on one email leaves other accounts alone; unknown emails lock the same way', async () => {
    await customer('bystander@example.com');
    for (let i = 0; i < SIGN_IN_FAILURES_ALLOWED; i++) await signIn('nobody.here@example.com', 'wrong-password');
    expect((await signIn('nobody.here@example.com', 'any-password')).customerUserErrors).toEqual([throttled]);
    expect((await signIn('bystander@example.com', 'right-password')).customerAccessToken).not.toBeNull();
  });

  it('a successful sign-in clears earlier wrong passwords', async () => {
    await customer('forgetful@example.com');
    for (let i = 0; i < SIGN_IN_FAILURES_ALLOWED - 1; i++) await signIn('forgetful@example.com', 'wrong-password');
    expect((await signIn('forgetful@example.com', 'right-password')).customerAccessToken).not.toBeNull();
    for (let i = 0; i < SIGN_IN_FAILURES_ALLOWED - 1; i++) await signIn('forgetful@example.com', 'wrong-password');
    expect((await signIn('forgetful@example.com', 'right-password')).customerAccessToken).not.toBeNull();
  });
});
