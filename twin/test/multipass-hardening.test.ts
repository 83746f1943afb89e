import { storeSecret } from '../src/catalogue/store-secrets.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoConfigFromEnv } from '../src/cognito/config.js';
import { sameOriginPath } from '../../wire/return-to.js';
import { encodeMultipass } from '../src/multipass/token.js';
import { assertValidDocument, startTestTwin, cognitoCall } from './helpers.js';

const ClientId = cognitoConfigFromEnv({}).clientId;
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

/** Calls a user-pool action the way the AWS SDK does; the answer's body. */
const cognito = async (action: string, body: Record<string, unknown>) => (await cognitoCall(twin.url, action, body)).body;

async function signedInIdToken(email: string): Promise<string> {
  await cognito('SignUp', { ClientId, Username: email, Password: 'long-enough-1' });
  const mail = (await (await fetch(`${twin.url}/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { text: string }[] };
  await cognito('ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: /\b(\d{6})\b/.exec(mail.messages.at(-1)!.text)![1] });
  const auth = await cognito('InitiateAuth', {
    ClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: 'long-enough-1' },
  });
  return auth.AuthenticationResult.IdToken as string;
}

const issue = (idToken: string, returnTo: unknown) =>
  fetch(`${twin.url}/multipass/trailmate-us`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ return_to: returnTo }),
  });

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

  it('POST /multipass/<store> refuses a tab-smuggled return_to and issues one for an encoded tab', async () => {
    const idToken = await signedInIdToken('return.path@example.com');
    expect((await issue(idToken, '/\t/evil.example')).status).toBe(400);
    expect((await issue(idToken, '\n//evil.example')).status).toBe(400);
    const ok = await issue(idToken, '/%09/evil.example');
    expect(ok.status).toBe(200);
    const { url } = (await ok.json()) as { url: string };
    const landing = await fetch(url, { redirect: 'manual' });
    expect(landing.status).toBe(302);
    expect(new URL(landing.headers.get('location')!, 'https://store.invalid').origin).toBe('https://store.invalid');
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
