// A real twin and the services beside it, and the account door wired to them, for the auth tests:
// Amplify against the twin's Cognito, the services' multipass and the Storefront API of the fixture stores.
import { ADMIN_HEADERS, TOKENS, type TestTwin } from '../../twin/test/helpers';
import type { TwinOptions } from '../../twin/src/app';
import { startStack } from '../../services/test/harness';
import { accountPart } from '../../services/src/account/part';
import { multipassPart } from '../../services/src/multipass/part';
import { amplifyIdentity, type AccountNames } from '../../src/lib/auth/identity';
import { requestMultipass } from '../../src/lib/auth/multipass';
import { createCustomerSession, type SessionDeps } from '../../src/lib/auth/session';
import { createStorefrontClient } from '../../src/lib/storefront/client';
import { customerApi } from '../../src/lib/storefront/customer';
import { valueOf } from './answer';

/** A test twin with the services (multipass, the account's videos) listening beside it. */
export type Twin = TestTwin & { servicesUrl: string; servicesPublicUrl: string };

/** Starts a test twin (`opts`) and the services on it (`env` added to theirs); `stop` ends both. */
export async function startTestTwin(opts: TwinOptions = {}, env: Record<string, string> = {}): Promise<Twin> {
  const stack = await startStack({ twin: opts, parts: [multipassPart, accountPart], env });
  return { ...stack.twin, servicesUrl: stack.url, servicesPublicUrl: stack.config.publicUrl, stop: stack.stop };
}

/** A Storage held in memory. */
export function memoryStorage(): Storage & { dump(): Record<string, string> } {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, String(v)),
    removeItem: (k: string) => void map.delete(k),
    dump: () => Object.fromEntries(map),
  };
}

export const POOL = { userPoolId: 'us-east-1_TwinPool1', clientId: 'twinappclient0000000000001' };

export function identityFor(twin: Twin) {
  return amplifyIdentity({ ...POOL, endpoint: `${twin.url}/cognito/` });
}

export function customersFor(twin: Twin, store: 'trailmate-us' | 'trailmate-ca' = 'trailmate-us') {
  return customerApi(createStorefrontClient({ url: twin.endpoint(store), token: TOKENS[store] }));
}

/** A session of one store against the twin. */
export function sessionFor(twin: Twin, storage: Storage, store: 'trailmate-us' | 'trailmate-ca' = 'trailmate-us', extra: Partial<SessionDeps> = {}) {
  return createCustomerSession({
    currency: store === 'trailmate-ca' ? 'CAD' : 'USD',
    storage,
    customers: customersFor(twin, store),
    identity: identityFor(twin),
    multipass: (idToken) => requestMultipass(twin.servicesUrl, store, idToken),
    log: () => undefined,
    ...extra,
  });
}

/** Signs up and confirms an account with the code from the twin's outbox. */
export async function confirmedAccount(twin: Twin, email: string, password = 'long-enough-1', names?: AccountNames): Promise<void> {
  const identity = identityFor(twin);
  valueOf(await identity.signUp(email, password, names));
  const mail = (await (await fetch(`${twin.url}/outbox?to=${encodeURIComponent(email)}`, { headers: ADMIN_HEADERS })).json()) as { messages: { text: string }[] };
  const code = /\b(\d{6})\b/.exec(mail.messages.at(-1)!.text)?.[1];
  if (!code) throw new Error(`No confirmation code mailed to ${email}`);
  valueOf(await identity.confirmSignUp(email, code));
}
