// The customer session's transitions against a real twin, with a fake clock: stored
// session, renewal of an expired token, a failed fetch clearing the state, the Cognito id token
// refreshed within 600 s of expiry, customerUpdate, per-currency keys, logout, the names of sign-up
// reaching the store, a tab without a session signing in from the shared account, and a browser
// that refuses storage told to allow third-party cookies.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCustomerSession } from '../../src/lib/auth/session';
import { identityMessageKey } from '../../src/features/account/identity-message';
import { DEV_STRINGS } from '../../src/components/site/dev-strings';
import { CUSTOMER_SESSION_EVENT } from '../../src/lib/auth/stored-customer';
import { requestMultipass } from '../../src/lib/auth/multipass';
import { confirmedAccount, customersFor, identityFor, memoryStorage, sessionFor, startTestTwin, type Twin } from './auth-fixture';
import { valueOf } from './answer';

let twin: Twin;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  twin = await startTestTwin();
}, 60_000);
afterAll(async () => {
  await twin?.stop();
});
beforeEach(() => {
  useCustomerSession.setState({ status: 'unknown', customer: null, accessToken: null, expiresAt: null });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now());
});
afterEach(async () => {
  vi.useRealTimers();
  await identityFor(twin).signOut();
});

describe('customer session', () => {
  it('is unauthenticated by default', async () => {
    const session = sessionFor(twin, memoryStorage());
    expect(useCustomerSession.getState().status).toBe('unknown');
    expect(await session.restore()).toBe('unauthenticated');
  });

  it('sign-in goes through Cognito and multipass and stores customer, token and expiry under the USD keys', async () => {
    await confirmedAccount(twin, 'usd.keys@example.com');
    const storage = memoryStorage();
    expect(valueOf(await sessionFor(twin, storage).signIn('usd.keys@example.com', 'long-enough-1'))).toBe('done');
    const state = useCustomerSession.getState();
    expect(state.status).toBe('authenticated');
    expect(state.customer?.email).toBe('usd.keys@example.com');
    const stored = storage.dump();
    expect(Object.keys(stored).sort()).toEqual(['customer', 'customer_access_token', 'customer_access_token_expires_at']);
    expect(JSON.parse(stored.customer!)).toMatchObject({ email: 'usd.keys@example.com', isAuthenticated: true });
    expect(Date.parse(stored.customer_access_token_expires_at!)).toBeGreaterThan(Date.now());
  }, 30_000);

  it('a CAD session keeps its own _cad keys and its own store customer', async () => {
    await confirmedAccount(twin, 'cad.keys@example.com');
    const storage = memoryStorage();
    valueOf(await sessionFor(twin, storage, 'trailmate-ca').signIn('cad.keys@example.com', 'long-enough-1'));
    expect(Object.keys(storage.dump()).sort()).toEqual(['customer_access_token_cad', 'customer_access_token_expires_at_cad', 'customer_cad']);
    const cadCustomer = useCustomerSession.getState().customer?.id;
    // The USD market of the same browser signs in from the shared account to its own store's customer.
    expect(await sessionFor(twin, storage, 'trailmate-us').restore()).toBe('authenticated');
    expect(Object.keys(storage.dump()).sort()).toEqual(
      ['customer', 'customer_access_token', 'customer_access_token_cad', 'customer_access_token_expires_at', 'customer_access_token_expires_at_cad', 'customer_cad'],
    );
    expect(JSON.parse(storage.getItem('customer')!).id).not.toBe(cadCustomer);
    valueOf(await identityFor(twin).signOut());
    useCustomerSession.setState({ status: 'unknown', customer: null, accessToken: null, expiresAt: null });
    expect(await sessionFor(twin, memoryStorage(), 'trailmate-us').restore()).toBe('unauthenticated');
  }, 30_000);

  it('the names given at sign-up reach the store customer through multipass', async () => {
    await confirmedAccount(twin, 'named@example.com', 'long-enough-1', { firstName: 'Kit', lastName: 'Fern' });
    const storage = memoryStorage();
    valueOf(await sessionFor(twin, storage).signIn('named@example.com', 'long-enough-1'));
    expect(useCustomerSession.getState().customer).toMatchObject({ firstName: 'Kit', lastName: 'Fern', displayName: 'Kit Fern' });
    expect(JSON.parse(storage.getItem('customer')!)).toMatchObject({ firstName: 'Kit', lastName: 'Fern' });
  }, 30_000);

  it('names saved in settings are kept by the shared account: the next sign-in brings them, not the ones of sign-up', async () => {
    await confirmedAccount(twin, 'renamed@example.com', 'long-enough-1', { firstName: 'Kit', lastName: 'Fern' });
    const session = sessionFor(twin, memoryStorage());
    valueOf(await session.signIn('renamed@example.com', 'long-enough-1'));
    expect(valueOf(await session.updateCustomer({ firstName: 'Robin', lastName: 'Vale' }))).toEqual([]);
    valueOf(await identityFor(twin).signOut());
    valueOf(await sessionFor(twin, memoryStorage()).signIn('renamed@example.com', 'long-enough-1'));
    expect(useCustomerSession.getState().customer).toMatchObject({ firstName: 'Robin', lastName: 'Vale' });
  }, 30_000);

  it('a tab with no session of its own (a new tab) signs in from the shared account, once for two callers', async () => {
    await confirmedAccount(twin, 'new.tab@example.com', 'long-enough-1', { firstName: 'Ada', lastName: 'Walker' });
    const first = memoryStorage();
    valueOf(await sessionFor(twin, first).signIn('new.tab@example.com', 'long-enough-1'));
    const customerId = useCustomerSession.getState().customer?.id;
    useCustomerSession.setState({ status: 'unknown', customer: null, accessToken: null, expiresAt: null });
    const tab = memoryStorage();
    let multipasses = 0;
    const session = sessionFor(twin, tab, 'trailmate-us', {
      multipass: (idToken) => {
        multipasses += 1;
        return requestMultipass(twin.servicesUrl, 'trailmate-us', idToken);
      },
    });
    expect(await Promise.all([session.restore(), session.restore()])).toEqual(['authenticated', 'authenticated']);
    expect(multipasses).toBe(1);
    expect(useCustomerSession.getState().customer).toMatchObject({ id: customerId, firstName: 'Ada' });
    expect(Object.keys(tab.dump()).sort()).toEqual(['customer', 'customer_access_token', 'customer_access_token_expires_at']);
  }, 30_000);

  it('a stored customer with a token expiring later than now is authenticated without a fetch', async () => {
    const storage = memoryStorage();
    storage.setItem('customer', JSON.stringify({ id: 'gid://shopify/Customer/1', email: 'kept@example.com', isAuthenticated: true }));
    storage.setItem('customer_access_token', 'no-server-call');
    storage.setItem('customer_access_token_expires_at', new Date(Date.now() + DAY).toISOString());
    expect(await sessionFor(twin, storage).restore()).toBe('authenticated');
    expect(useCustomerSession.getState().customer?.email).toBe('kept@example.com');
  });

  it('a stored token without a customer is authenticated once the fetch returns an email; a failed fetch clears it', async () => {
    await confirmedAccount(twin, 'fetch.me@example.com');
    const first = memoryStorage();
    valueOf(await sessionFor(twin, first).signIn('fetch.me@example.com', 'long-enough-1'));
    const storage = memoryStorage();
    storage.setItem('customer_access_token', first.getItem('customer_access_token')!);
    storage.setItem('customer_access_token_expires_at', first.getItem('customer_access_token_expires_at')!);
    expect(await sessionFor(twin, storage).restore()).toBe('authenticated');
    expect(JSON.parse(storage.getItem('customer')!).email).toBe('fetch.me@example.com');

    const bad = memoryStorage();
    bad.setItem('customer_access_token', 'unknown-token');
    bad.setItem('customer_access_token_expires_at', new Date(Date.now() + DAY).toISOString());
    expect(await sessionFor(twin, bad).restore()).toBe('unauthenticated');
    expect(bad.dump()).toEqual({});
    expect(useCustomerSession.getState().customer).toBeNull();
  }, 30_000);

  it('an expired token is renewed (customerAccessTokenRenew); a renewal refused signs in again from the shared account, or clears the session once that is signed out too', async () => {
    await confirmedAccount(twin, 'renew@example.com');
    const storage = memoryStorage();
    valueOf(await sessionFor(twin, storage).signIn('renew@example.com', 'long-enough-1'));
    const oldToken = storage.getItem('customer_access_token')!;
    storage.setItem('customer_access_token_expires_at', new Date(Date.now() - 1000).toISOString());
    expect(await sessionFor(twin, storage).restore()).toBe('authenticated');
    expect(Date.parse(storage.getItem('customer_access_token_expires_at')!)).toBeGreaterThan(Date.now());

    await customersFor(twin).deleteToken(storage.getItem('customer_access_token')!);
    storage.setItem('customer_access_token_expires_at', new Date(Date.now() - 1000).toISOString());
    expect(await sessionFor(twin, storage).restore()).toBe('authenticated');
    const again = storage.getItem('customer_access_token')!;
    expect(again).not.toBe(oldToken);
    expect(JSON.parse(storage.getItem('customer')!).email).toBe('renew@example.com');

    await customersFor(twin).deleteToken(again);
    storage.setItem('customer_access_token_expires_at', new Date(Date.now() - 1000).toISOString());
    valueOf(await identityFor(twin).signOut());
    expect(await sessionFor(twin, storage).restore()).toBe('unauthenticated');
    expect(storage.dump()).toEqual({});
  }, 30_000);

  it('the Cognito id token is refreshed when it expires within 600 s, not before', async () => {
    await confirmedAccount(twin, 'refresh@example.com');
    const session = sessionFor(twin, memoryStorage());
    valueOf(await session.signIn('refresh@example.com', 'long-enough-1'));
    const first = (await session.idToken())!;
    const [, payload = ''] = first.split('.');
    const exp = (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number }).exp * 1000;
    vi.setSystemTime(exp - 601_000);
    expect(await session.idToken()).toBe(first);
    vi.setSystemTime(exp - 599_000);
    const refreshed = (await session.idToken())!;
    expect(refreshed).not.toBe(first);
    // The services accept the refreshed token for multipass: the account still signs in to the store.
    const res = await fetch(`${twin.servicesUrl}/multipass/trailmate-us`, { method: 'POST', headers: { authorization: `Bearer ${refreshed}` } });
    expect(res.status).toBe(200);
  }, 30_000);

  it('customerUpdate replaces the saved customer and token; user errors come back as data', async () => {
    await confirmedAccount(twin, 'update@example.com');
    const storage = memoryStorage();
    const session = sessionFor(twin, storage);
    valueOf(await session.signIn('update@example.com', 'long-enough-1'));
    const before = storage.getItem('customer_access_token');
    expect(valueOf(await session.updateCustomer({ firstName: 'Robin', acceptsMarketing: true }))).toEqual([]);
    expect(JSON.parse(storage.getItem('customer')!)).toMatchObject({ firstName: 'Robin', acceptsMarketing: true });
    expect(storage.getItem('customer_access_token')).not.toBe(before);
    const errors = valueOf(await session.updateCustomer({ phone: 'not-a-phone' }));
    expect(errors.length).toBeGreaterThan(0);
    expect(JSON.parse(storage.getItem('customer')!)).toMatchObject({ email: 'update@example.com', phone: null });
  }, 30_000);

  it('saving and clearing the stored session announce it on window (the header listens)', async () => {
    await confirmedAccount(twin, 'announce@example.com');
    const storage = memoryStorage();
    const session = sessionFor(twin, storage);
    valueOf(await session.signIn('announce@example.com', 'long-enough-1'));
    const target = new EventTarget();
    const seen: string[] = [];
    target.addEventListener(CUSTOMER_SESSION_EVENT, () => seen.push(JSON.parse(storage.getItem('customer') ?? 'null')?.firstName ?? 'signed out'));
    vi.stubGlobal('window', target);
    try {
      expect(valueOf(await session.updateCustomer({ firstName: 'Ada' }))).toEqual([]);
      valueOf(await identityFor(twin).signOut());
      storage.removeItem('customer_access_token');
      useCustomerSession.setState({ status: 'unknown', customer: null, accessToken: null, expiresAt: null });
      expect(await session.restore()).toBe('unauthenticated');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(seen).toEqual(['Ada', 'signed out']);
  }, 30_000);

  it('a browser that refuses site storage (third-party cookies blocked) fails the sign-in, and the sign-in form asks to allow third-party cookies', async () => {
    await confirmedAccount(twin, 'blocked.storage@example.com');
    const refusing: Storage = Object.assign(memoryStorage(), {
      setItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const answer = await sessionFor(twin, refusing).signIn('blocked.storage@example.com', 'long-enough-1');
    if (answer.ok) throw new Error('The sign-in went through');
    expect(answer.failure.code).toBe('storage-blocked');
    expect(useCustomerSession.getState().status).not.toBe('authenticated');
    expect(DEV_STRINGS[identityMessageKey(answer.failure)]).toBe('Sign-in needs browser storage. Please allow third-party cookies and site data for this site, then try again.');
  }, 30_000);

  it('logout clears customer, tokens, Cognito tokens, checkout id and flag, and deletes the token on the server', async () => {
    await confirmedAccount(twin, 'logout@example.com');
    const storage = memoryStorage();
    let cartForgotten = false;
    const session = sessionFor(twin, storage, 'trailmate-us', { forgetCart: () => (cartForgotten = true) });
    valueOf(await session.signIn('logout@example.com', 'long-enough-1'));
    const token = storage.getItem('customer_access_token')!;
    storage.setItem('checkoutId', 'gid://shopify/Cart/x');
    storage.setItem('isCheckoutActive', 'true');
    storage.setItem('unrelated', 'kept');
    await session.logout();
    expect(storage.dump()).toEqual({ unrelated: 'kept' });
    expect(cartForgotten).toBe(true);
    expect(useCustomerSession.getState()).toMatchObject({ status: 'unauthenticated', customer: null, accessToken: null });
    expect(valueOf(await customersFor(twin).get(token))).toBeNull();
    expect(valueOf(await identityFor(twin).idToken())).toBeNull();
  }, 30_000);
});
