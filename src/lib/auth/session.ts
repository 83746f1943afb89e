// The customer session: unauthenticated by default; authenticated when
// a stored customer has a token expiring later than now, or a customer fetch returns an email, or
// (in a tab that holds no session yet) when the browser is still signed in to the shared account. An
// expired token is renewed; a failed fetch clears the state. Logout clears stored customer, tokens,
// Cognito tokens, checkout id and flag, and deletes the access token on the server. An email change
// goes through the shared account (a code mailed to the new address) and then multipass again, so the
// store's customer (found by the Cognito subject) takes the new email: one person, one customer.
import { create } from 'zustand';
import type { Currency } from '../content/site-context';
import type { Customer, CustomerAccessToken, CustomerApi, CustomerUserError } from '../storefront/customer';
import type { CustomerUpdateInput } from '../storefront/generated/storefront-types';
import { IdentityError, identityError, type Identity } from './identity';
import type { MultipassResult } from './multipass';
import { CHECKOUT_KEYS, sessionKeys } from './keys';
import { announceSessionChange } from './stored-customer';

/** Where the session stands. */
export type SessionStatus = 'unknown' | 'unauthenticated' | 'authenticated';

/** The customer session's state. */
export interface SessionState {
  status: SessionStatus;
  customer: Customer | null;
  accessToken: string | null;
  expiresAt: string | null;
}

/** The session store; one per page (a page has one currency). */
export const useCustomerSession = create<SessionState>(() => ({ status: 'unknown', customer: null, accessToken: null, expiresAt: null }));

/** What the session works with; the browser passes sessionStorage, the Storefront door and Amplify. */
export interface SessionDeps {
  currency: Currency | string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  customers: CustomerApi;
  identity: Identity;
  /** Issues a multipass token for this store from a Cognito id token. */
  multipass: (idToken: string) => Promise<MultipassResult>;
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
  /** Called at logout to forget the signed-in customer's cart. */
  forgetCart?: () => void;
}

/** The session's actions. */
export interface CustomerSession {
  /** Reads the stored session and settles it: authenticated, renewed, signed in from the shared account, or cleared. */
  restore(): Promise<SessionStatus>;
  /** Signs in to the shared account, then to this store through multipass. */
  signIn(email: string, password: string): Promise<'done' | 'confirm'>;
  /** Refreshes the Cognito id token when it expires within 600 s; null when signed out. */
  idToken(): Promise<string | null>;
  /** customerUpdate: replaces the saved customer and token, or answers the user errors. The email changes through requestEmailChange only. */
  updateCustomer(changes: Omit<CustomerUpdateInput, 'email'>): Promise<CustomerUserError[]>;
  /**
   * Starts moving the account to `email`: links this store's customer to the account first (a
   * multipass sign-in, so a customer from before identifiers is found by it later), then asks the
   * pool; 'confirm' when a code went to the new address, 'done' when the change is complete.
   */
  requestEmailChange(email: string): Promise<'confirm' | 'done'>;
  /**
   * Applies the mailed code, refreshes the id token and signs in to the store again: 'done' with the
   * same customer under the new email, 'sign-in-again' when the account changed but the store sign-in
   * failed (the next sign-in, with the new email, finishes it). A refused code throws IdentityError.
   */
  confirmEmailChange(code: string): Promise<'done' | 'sign-in-again'>;
  /** The live access token (renewed if expired), or null when signed out. */
  accessToken(): Promise<string | null>;
  logout(): Promise<void>;
}

/** Creates the session of one currency's store. */
export function createCustomerSession(deps: SessionDeps): CustomerSession {
  const keys = sessionKeys(deps.currency);
  const now = deps.now ?? (() => Date.now());
  const log = deps.log ?? ((message: string, error?: unknown) => console.error(message, error));
  const set = useCustomerSession.setState;
  const get = useCustomerSession.getState;

  function read(key: string): string | null {
    try {
      return deps.storage.getItem(key);
    } catch {
      return null;
    }
  }

  function save(customer: Customer, token: CustomerAccessToken): void {
    try {
      deps.storage.setItem(keys.customer, JSON.stringify({ ...customer, isAuthenticated: true }));
      deps.storage.setItem(keys.accessToken, token.accessToken);
      deps.storage.setItem(keys.expiresAt, token.expiresAt);
    } catch (error) {
      throw new IdentityError('storage-blocked', (error as Error).message);
    }
    set({ status: 'authenticated', customer, accessToken: token.accessToken, expiresAt: token.expiresAt });
    announceSessionChange();
  }

  function clear(): void {
    for (const key of [keys.customer, keys.accessToken, keys.expiresAt]) {
      try {
        deps.storage.removeItem(key);
      } catch {
        // Blocked storage holds nothing to clear.
      }
    }
    set({ status: 'unauthenticated', customer: null, accessToken: null, expiresAt: null });
    announceSessionChange();
  }

  const live = (expiresAt: string | null) => Boolean(expiresAt && Date.parse(expiresAt) > now());

  async function fetchInto(token: CustomerAccessToken, { storageRefusalThrows = false } = {}): Promise<SessionStatus> {
    try {
      const customer = await deps.customers.get(token.accessToken);
      if (customer?.email) {
        save(customer, token);
        return 'authenticated';
      }
    } catch (error) {
      // A sign-in the browser's storage refuses says so: its form asks to allow third-party cookies and site data.
      if (storageRefusalThrows && error instanceof IdentityError && error.kind === 'storage-blocked') throw error;
      log('Customer could not be fetched', error);
    }
    clear();
    return 'unauthenticated';
  }

  async function renew(accessToken: string): Promise<CustomerAccessToken | null> {
    try {
      return await deps.customers.renew(accessToken);
    } catch (error) {
      log('Customer access token could not be renewed', error);
      return null;
    }
  }

  // One restore at a time: the header and an account screen may both ask on the same page.
  let restoring: Promise<SessionStatus> | null = null;
  function restore(): Promise<SessionStatus> {
    restoring ??= settle().finally(() => {
      restoring = null;
    });
    return restoring;
  }

  async function settle(): Promise<SessionStatus> {
    const accessToken = read(keys.accessToken);
    const expiresAt = read(keys.expiresAt);
    let stored: Customer | null = null;
    try {
      stored = JSON.parse(read(keys.customer) ?? 'null') as Customer | null;
    } catch {
      stored = null;
    }
    if (!accessToken) return fromSharedAccount();
    if (stored && live(expiresAt)) {
      set({ status: 'authenticated', customer: stored, accessToken, expiresAt });
      return 'authenticated';
    }
    if (live(expiresAt)) return fetchInto({ accessToken, expiresAt: expiresAt! });
    const renewed = await renew(accessToken);
    if (!renewed) {
      // The store's session is over; while the browser is still signed in to the shared account, that
      // signs in to the store again (as a new tab does), rather than sending the customer to a login
      // page the header would then sign in behind. It clears the session only if that fails, so no
      // screen sees "signed out" in between.
      return fromSharedAccount();
    }
    return fetchInto(renewed);
  }

  /**
   * A tab without this store's session (a new tab, another market of the brand) signs in through the
   * shared account when the browser is still signed in to it: multipass brings this store's customer.
   */
  async function fromSharedAccount(): Promise<SessionStatus> {
    try {
      const idToken = await deps.identity.idToken(now());
      if (idToken) {
        await storeSignIn(idToken);
        return 'authenticated';
      }
    } catch (error) {
      log('The shared account could not sign in to this store', error instanceof Error ? error.message : 'unknown');
    }
    clear();
    return 'unauthenticated';
  }

  async function signIn(email: string, password: string): Promise<'done' | 'confirm'> {
    const step = await deps.identity.signIn(email, password);
    if (step === 'confirm') return step;
    const idToken = await deps.identity.idToken(now());
    if (!idToken) throw new IdentityError('unknown', 'Signed in without an id token');
    await storeSignIn(idToken);
    return 'done';
  }

  /** Exchanges a Cognito id token for this store's customer through multipass and saves the session. */
  async function storeSignIn(idToken: string): Promise<void> {
    let token: CustomerAccessToken | null;
    try {
      const multipass = await deps.multipass(idToken);
      if (!multipass.ok) {
        const offline = multipass.failure.code === 'NETWORK' || multipass.failure.code === 'TIMEOUT';
        throw new IdentityError(offline ? 'network' : 'unknown', `Multipass refused (${multipass.failure.status ?? multipass.failure.code})`);
      }
      const created = await deps.customers.createWithMultipass(multipass.value);
      if (!created.token) log('Store sign-in refused', created.errors);
      token = created.token;
    } catch (error) {
      throw identityError(error);
    }
    if (!token) throw new IdentityError('unknown', 'The store refused the sign-in');
    if ((await fetchInto(token, { storageRefusalThrows: true })) !== 'authenticated') throw new IdentityError('unknown', 'The customer could not be read');
  }

  async function requestEmailChange(email: string): Promise<'confirm' | 'done'> {
    const idToken = await deps.identity.idToken(now());
    if (!idToken) throw new IdentityError('unknown', 'Not signed in to the account');
    await storeSignIn(idToken);
    const step = await deps.identity.changeEmail(email);
    if (step === 'done') await refreshStoreSignIn();
    return step;
  }

  async function confirmEmailChange(code: string): Promise<'done' | 'sign-in-again'> {
    await deps.identity.confirmEmail(code);
    return refreshStoreSignIn();
  }

  /** After the account's email changed: a fresh id token (it carries the new email) signs in to the store again. */
  async function refreshStoreSignIn(): Promise<'done' | 'sign-in-again'> {
    try {
      const idToken = await deps.identity.idToken(now(), { forceRefresh: true });
      if (!idToken) throw new IdentityError('unknown', 'No id token after the email change');
      await storeSignIn(idToken);
      return 'done';
    } catch (error) {
      log('The store sign-in after an email change failed', error);
      return 'sign-in-again';
    }
  }

  async function accessToken(): Promise<string | null> {
    const state = get();
    if (state.accessToken && live(state.expiresAt)) return state.accessToken;
    if (state.status === 'unknown' || state.accessToken) await restore();
    return get().accessToken;
  }

  async function updateCustomer(changes: Omit<CustomerUpdateInput, 'email'>): Promise<CustomerUserError[]> {
    const token = await accessToken();
    if (!token) return [{ code: 'UNAUTHENTICATED', field: null, message: 'Not signed in' }];
    const result = await deps.customers.update(token, changes);
    if (result.errors.length || !result.customer || !result.accessToken) {
      return result.errors.length ? result.errors : [{ code: null, field: null, message: 'No customer in the answer' }];
    }
    save(result.customer, result.accessToken);
    // The shared account keeps the names too: the next multipass sign-in brings them to every store
    // (and would otherwise bring back the old ones).
    if (changes.firstName || changes.lastName) {
      await deps.identity
        .changeNames({ firstName: changes.firstName ?? undefined, lastName: changes.lastName ?? undefined })
        .catch((error: unknown) => log('The account names could not be saved in the shared account', error instanceof Error ? error.message : 'unknown'));
    }
    return [];
  }

  async function logout(): Promise<void> {
    const token = get().accessToken ?? read(keys.accessToken);
    if (token) {
      await deps.customers.deleteToken(token).catch((error: unknown) => log('Access token could not be deleted', error));
    }
    await deps.identity.signOut().catch((error: unknown) => log('Cognito sign-out failed', error));
    for (const key of CHECKOUT_KEYS) {
      try {
        deps.storage.removeItem(key);
      } catch {
        // Nothing stored.
      }
    }
    deps.forgetCart?.();
    clear();
  }

  return {
    restore,
    signIn,
    idToken: () => deps.identity.idToken(now()),
    updateCustomer,
    requestEmailChange,
    confirmEmailChange,
    accessToken,
    logout,
  };
}
