import { storeSecret } from '../src/catalogue/store-secrets.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOriginPath } from '../../wire/return-to.js';
import { encodeMultipass } from '../src/multipass/token.js';
import { assertValidDocument, startTestTwin } from './helpers.js';

const SECRET = storeSecret('trailmate-us', 'multipass');
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
type Login = {
  customerAccessTokenCreateWithMultipass: {
    customerAccessToken: { accessToken: string } | null;
    customerUserErrors: { code: string }[];
  };
};
const login = async (token: string) =>
  (await twin.client().request<Login>(MULTIPASS_LOGIN, { multipassToken: token })).customerAccessTokenCreateWithMultipass;
const visit = (token: string) => fetch(`${twin.url}/shops/trailmate-us/account/login/multipass/${token}`, { redirect: 'manual' });

describe('return_to stays a same-origin path after the browser’s URL clean-up', () => {
  it('refuses what a browser would resolve to another origin', () => {
    for (const offsite of ['//evil.example', 'https://evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)', '\n//evil.example', '/./\\evil.example', '/.//evil.example', '/a/..//evil.example/x', '/%2e//evil.example', '/./\t/evil.example', '']) {
      expect(sameOriginPath(offsite), JSON.stringify(offsite)).toBeNull();
    }
  });

  it('keeps same-origin paths, serialised as the browser reads them', () => {
    expect(sameOriginPath('/account/orders?x=1')).toBe('/account/orders?x=1');
    expect(sameOriginPath('/%09/evil.example')).toBe('/%09/evil.example');
  });

  it('the store login path refuses an off-site return_to without spending the token', async () => {
    for (const returnTo of ['/\t/evil.example', '/\\evil.example', 'https://evil.example/']) {
      const token = encodeMultipass(SECRET, { email: 'not.spent@example.com', created_at: new Date().toISOString(), return_to: returnTo });
      const res = await visit(token);
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect((await login(token)).customerUserErrors).toEqual([]);
    }
  });
});

/** Every spelling of the same token bytes: padding, either alphabet, any value of the unused trailing bits. */
function spellings(token: string): string[] {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const bytes = Buffer.from(token, 'base64url').length;
  const unusedBits = bytes % 3 === 1 ? 4 : bytes % 3 === 2 ? 2 : 0;
  const last = alphabet.indexOf(token.at(-1)!);
  const out = new Set<string>();
  for (let bits = 0; bits < 2 ** unusedBits; bits++) {
    const body = token.slice(0, -1) + alphabet[last | bits];
    const padded = body + '='.repeat((4 - (body.length % 4)) % 4);
    for (const text of [body, padded]) {
      out.add(text);
      out.add(text.replace(/-/g, '+').replace(/_/g, '/'));
    }
  }
  return [...out];
}

describe('a multipass token is usable once however its base64 is spelled', () => {
  const freshToken = () => {
    // A payload whose byte length leaves unused bits in the last base64 character.
    for (let pad = 0; ; pad++) {
      const token = encodeMultipass(SECRET, { email: 'once@example.com', created_at: new Date().toISOString(), note: 'x'.repeat(pad) });
      if (Buffer.from(token, 'base64url').length % 3 === 1 && /[-_]/.test(token)) return token;
    }
  };

  it('through customerAccessTokenCreateWithMultipass', async () => {
    const variants = spellings(freshToken());
    expect(variants.length).toBeGreaterThanOrEqual(16);
    const results = [];
    for (const variant of variants) results.push((await login(variant)).customerAccessToken !== null);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('through the store login path', async () => {
    const variants = spellings(freshToken());
    const statuses = [];
    for (const variant of variants) statuses.push((await visit(encodeURIComponent(variant))).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 401)).toBe(true);
  });
});
