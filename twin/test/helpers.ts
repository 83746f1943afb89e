import { afterAll, beforeAll, expect } from 'vitest';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GraphQLClient } from 'graphql-request';
import { parse, validate } from 'graphql';
import { startTwin, type TwinOptions } from '../src/app.js';
import { storefrontSchema } from '../src/storefront/schema.js';

/** `value`, failing the test with `what` when it is missing (an element a test expects to be there). */
export function present<T>(value: T | null | undefined, what: string): T {
  expect(value, `${what} is missing`).toBeDefined();
  expect(value, `${what} is missing`).not.toBeNull();
  return value as T;
}

/** A list of at least N elements (N a literal; a plain number gives T[]), as a wait for N arrivals answers. */
export type AtLeast<N extends number, T, Found extends T[] = []> = Found['length'] extends N ? [...Found, ...T[]] : AtLeast<N, T, [...Found, T]>;

/** The small catalogue the twin's tests seed from. */
export const FIXTURE_CONTENT = path.join(__dirname, 'fixtures', 'content');
/** Storefront tokens of the fixture stores. */
export const TOKENS = { 'trailmate-us': 'test-token-trailmate-us', 'trailmate-ca': 'test-token-trailmate-ca' } as const;

/** The admin key test twins run with (a fresh random one per test process). */
export const TEST_ADMIN_KEY = crypto.randomBytes(24).toString('hex');
/** Headers of a call to a twin-only route (forms submissions, store admin, faults, clock, ...). */
export const ADMIN_HEADERS = { 'x-twin-admin-key': TEST_ADMIN_KEY } as const;

/**
 * Signs in to the developer pages of the twin at `twinUrl` as a browser does (the sign-in form, from the twin's
 * own origin, with TEST_ADMIN_KEY); answers the session cookie to send with later requests.
 */
export async function developerCookie(twinUrl: string, key: string = TEST_ADMIN_KEY): Promise<string> {
  const res = await fetch(`${twinUrl}/__sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: twinUrl },
    body: new URLSearchParams({ key, next: '/flags' }).toString(),
    redirect: 'manual',
  });
  const cookie = /^(twin_developer=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (res.status !== 303 || !cookie) throw new Error(`Signing in to the twin's developer pages answered ${res.status}`);
  return cookie;
}

/** Starts a twin on an ephemeral port with a fresh database in a temp directory, with TEST_ADMIN_KEY as its admin key. */
export async function startTestTwin(opts: TwinOptions = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twin-test-'));
  const dbPath = path.join(dir, 'twin.sqlite');
  const twin = await startTwin({ port: 0, dbPath, contentDir: FIXTURE_CONTENT, reset: true, rateLimit: { perSecond: 0, burst: 0 }, adminKey: TEST_ADMIN_KEY, ...opts });
  return {
    ...twin,
    dbPath,
    endpoint: (store: keyof typeof TOKENS = 'trailmate-us') => `${twin.url}/shops/${store}/api/2025-04/graphql.json`,
    client: (store: keyof typeof TOKENS = 'trailmate-us') =>
      new GraphQLClient(`${twin.url}/shops/${store}/api/2025-04/graphql.json`, {
        headers: { 'X-Shopify-Storefront-Access-Token': TOKENS[store] },
      }),
    stop: async () => {
      await twin.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A test twin as startTestTwin answers it. */
export type TestTwin = Awaited<ReturnType<typeof startTestTwin>>;

/**
 * The twin of one test file: started before its tests (with `opts`, or what `opts()` answers then) and
 * stopped after them. Its fields are there once the tests run.
 */
export function useTestTwin(opts: TwinOptions | (() => TwinOptions) = {}): TestTwin {
  const twin = {} as TestTwin;
  beforeAll(async () => {
    Object.assign(twin, await startTestTwin(typeof opts === 'function' ? opts() : opts));
  });
  afterAll(async () => {
    await twin.stop?.();
  });
  return twin;
}

/** Throws unless the document is valid against the official 2025-04 Storefront schema. */
export function assertValidDocument(doc: string): string {
  const errors = validate(storefrontSchema(), parse(doc));
  if (errors.length) throw new Error(`Document invalid against the 2025-04 schema: ${errors.map((e) => e.message).join('; ')}`);
  return doc;
}

/** What the checkout form asks for, filled in for a test buyer; `fields` overrides any of it. */
export function checkoutForm(cartKey: string, fields: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    key: cartKey,
    email: 'buyer@example.com',
    firstName: 'Kit',
    lastName: 'Fern',
    address1: '2 Pine St',
    city: 'Boulder',
    province: 'CO',
    zip: '80301',
    country: 'US',
    cardNumber: '4242 4242 4242 4242',
    cardExpiry: '12/39',
    cardCvc: '123',
    ...fields,
  });
}

/** Places the order of a cart through the twin's checkout form; answers the form's HTTP status. */
export async function completeCheckout(checkoutUrl: string, fields: Record<string, string> = {}): Promise<number> {
  const url = new URL(checkoutUrl);
  const res = await fetch(url.origin + url.pathname, {
    method: 'POST',
    body: checkoutForm(url.searchParams.get('key') ?? '', fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  await res.body?.cancel();
  return res.status;
}

/** Calls a user-pool action of the twin at `twinUrl` the way the AWS SDK does (AWS JSON 1.1, X-Amz-Target). */
export async function cognitoCall(twinUrl: string, action: string, body: Record<string, unknown>): Promise<{ status: number; body: Record<string, any> }> {
  const res = await fetch(`${twinUrl}/cognito/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${action}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}


/** The "Continue shopping" link of an order or confirmation page: where it leads (without its query) and its query. */
export function continueLink(html: string, text = 'Continue shopping'): { to: string; query: Record<string, string> } | null {
  const href = new RegExp(`<a href="([^"]*)">${text}</a>`).exec(html)?.[1];
  if (!href) return null;
  const url = new URL(href.replace(/&amp;/g, '&'));
  const query = Object.fromEntries(url.searchParams);
  url.search = '';
  return { to: url.toString(), query };
}
