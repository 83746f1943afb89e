import path from 'node:path';
import { GraphQLClient } from 'graphql-request';
import { cognitoConfigFromEnv } from '../src/cognito/config.js';
import { ADMIN_HEADERS, completeCheckout, startTestTwin } from './helpers.js';
import * as D from './documents.js';

/** The repository's content/ (it has Homing's collars and their service plans). */
export const REPO_CONTENT = path.join(__dirname, '..', '..', 'content');

/** Starts a test twin with the test clock on; `content: 'repo'` seeds from content/ instead of the small fixture. */
export async function startSubscriptionsTwin(opts: { content?: 'fixture' | 'repo' } = {}) {
  process.env.TWIN_TEST_CLOCK = '1';
  const twin = await startTestTwin(opts.content === 'repo' ? { contentDir: REPO_CONTENT } : {});
  const tokenOf = (store: string) => twin.runtime.stores.get(store)!.storefrontAccessToken;
  const clientOf = (store: string) =>
    new GraphQLClient(`${twin.url}/shops/${store}/api/2025-04/graphql.json`, { headers: { 'X-Shopify-Storefront-Access-Token': tokenOf(store) } });

  /** Signs a new Cognito user up, confirms and signs in; answers the id token. */
  async function idToken(email: string): Promise<string> {
    const ClientId = cognitoConfigFromEnv({}).clientId;
    const cognito = async (action: string, body: Record<string, unknown>) =>
      (await (
        await fetch(`${twin.url}/cognito/`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${action}` },
          body: JSON.stringify(body),
        })
      ).json()) as Record<string, any>;
    await cognito('SignUp', { ClientId, Username: email, Password: 'long-enough-1' });
    const code = /\b(\d{6})\b/.exec((await mails(email)).at(-1)!.text)![1];
    await cognito('ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: code });
    const auth = await cognito('InitiateAuth', { ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'long-enough-1' } });
    return auth.AuthenticationResult.IdToken as string;
  }

  /** The outbox mails to one address, oldest first. */
  async function mails(email: string): Promise<{ subject: string; text: string }[]> {
    return ((await (await fetch(`${twin.url}/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { subject: string; text: string }[] }).messages;
  }

  /** Buys lines through the real cart and checkout as `email`; answers nothing, the order is in the twin. */
  async function buy(store: string, email: string, lines: { merchandiseId: string; quantity: number; sellingPlanId?: string }[]): Promise<void> {
    const created = await clientOf(store).request<any>(D.CART_CREATE, { input: { buyerIdentity: { countryCode: 'US', email }, lines } });
    if (created.cartCreate.userErrors.length) throw new Error(JSON.stringify(created.cartCreate.userErrors));
    const status = await completeCheckout(created.cartCreate.cart.checkoutUrl, { email });
    if (status !== 303) throw new Error(`checkout answered ${status}`);
  }

  /** Calls the subscriptions API as the holder of `token` in `store`. */
  async function api(method: string, pathname: string, token: string | null, body?: unknown, store = 'trailmate-us') {
    const url = new URL(pathname, twin.url);
    if (store) url.searchParams.set('store', store);
    const res = await fetch(url, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        // The clock is a twin-only route; the subscriptions API ignores the header.
        ...(pathname.startsWith('/__') ? ADMIN_HEADERS : {}),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as any };
  }

  /** Moves the twin clock (and runs due renewals). */
  async function clock(body: { advanceDays: number } | { now: string }) {
    return api('POST', '/__clock', null, body, '');
  }

  return { ...twin, idToken, mails, buy, api, clock, clientOf };
}

/** A test twin with subscription helpers. */
export type SubscriptionsTwin = Awaited<ReturnType<typeof startSubscriptionsTwin>>;
