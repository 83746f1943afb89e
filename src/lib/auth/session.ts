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
import type { StorefrontResult } from '../storefront/client';
import { fail, ok } from '../result';
import type { CustomerUpdateInput } from '../storefront/generated/storefront-types';
import { identityFailure, type Identity, type IdentityFailure, type IdentityResult } from './identity';
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

/** The session's actions; none throws. */
export interface CustomerSession {
  /** Reads the stored session and settles it: authenticated, renewed, signed in from the shared account, or cleared. */
  restore(): Promise<SessionStatus>;
  /** Signs in to the shared account, then to this store through multipass. */
  signIn(email: string, password: string): Promise<IdentityResult<'done' | 'confirm'>>;
  /** Refreshes the Cognito id token when it expires within 600 s; null when signed out or when the account cannot say (logged). */
  idToken(): Promise<string | null>;
  /**
   * customerUpdate: replaces the saved customer and token and answers no user errors, or answers the
   * store's user errors; a failed request is the door's failure. The email changes through requestEmailChange only.
   */
  updateCustomer(changes: Omit<CustomerUpdateInput, 'email'>): Promise<StorefrontResult<CustomerUserError[]>>;
  /**
   * Starts moving the account to `email`: links this store's customer to the account first (a
   * multipass sign-in, so a customer from before identifiers is found by it later), then asks the
   * pool; 'confirm' when a code went to the new address, 'done' when the change is complete.
   */
  requestEmailChange(email: string): Promise<IdentityResult<'confirm' | 'done'>>;
  /**
   * Applies the mailed code, refreshes the id token and signs in to the store again: 'done' with the
   * same customer under the new email, 'sign-in-again' when the account changed but the store sign-in
   * failed (the next sign-in, with the new email, finishes it). A refused code is the identity failure.
   */
  confirmEmailChange(code: string): Promise<IdentityResult<'done' | 'sign-in-again'>>;
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

  /** Stores the signed-in customer; a storage the browser refuses is the failure (nothing is kept then). */
  function save(customer: Customer, token: CustomerAccessToken): IdentityFailure | null {
    try {
      deps.storage.setItem(keys.customer, JSON.stringify({ ...customer, isAuthenticated: true }));
      deps.storage.setItem(keys.accessToken, token.accessToken);
      deps.storage.setItem(keys.expiresAt, token.expiresAt);
    } catch (error) {
      return identityFailure('storage-blocked', error instanceof Error ? error.message : String(error));
    }
    set({ status: 'authenticated', customer, accessToken: token.accessToken, expiresAt: token.expiresAt });
    announceSessionChange();
    return null;
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

  /**
   * Reads the token's customer and saves the session: 'authenticated', or the failure (the session
   * cleared). A sign-in the browser's storage refuses says so: its form asks to allow third-party
   * cookies and site data.
   */
  async function fetchInto(token: CustomerAccessToken): Promise<IdentityResult<'authenticated'>> {
    const answer = await deps.customers.get(token.accessToken);
    let failure: IdentityFailure;
    if (!answer.ok) {
      log('Customer could not be fetched', answer.failure);
      failure = identityFailure('unknown', `The customer could not be read (${answer.failure.code})`);
    } else if (!answer.value?.email) failure = identityFailure('unknown', 'The customer could not be read');
    else {
      const refused = save(answer.value, token);
      if (!refused) return ok('authenticated');
      log('Customer could not be stored', refused.detail);
      failure = refused;
    }
    clear();
    return fail(failure);
  }

  const statusOf = (answer: IdentityResult<'authenticated'>): SessionStatus => (answer.ok ? 'authenticated' : 'unauthenticated');

  async function renew(accessToken: string): Promise<CustomerAccessToken | null> {
    const answer = await deps.customers.renew(accessToken);
    if (answer.ok) return answer.value;
    log('Customer access token could not be renewed', answer.failure);
    return null;
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
    if (live(expiresAt)) return statusOf(await fetchInto({ accessToken, expiresAt: expiresAt! }));
    const renewed = await renew(accessToken);
    if (!renewed) {
      // The store's session is over; while the browser is still signed in to the shared account, that
      // signs in to the store again (as a new tab does), rather than sending the customer to a login
      // page the header would then sign in behind. It clears the session only if that fails, so no
      // screen sees "signed out" in between.
      return fromSharedAccount();
    }
    return statusOf(await fetchInto(renewed));
  }

  /**
   * A tab without this store's session (a new tab, another market of the brand) signs in through the
   * shared account when the browser is still signed in to it: multipass brings this store's customer.
   */
  async function fromSharedAccount(): Promise<SessionStatus> {
    const idToken = await deps.identity.idToken(now());
    if (idToken.ok && idToken.value) {
      const signedIn = await storeSignIn(idToken.value);
      if (signedIn.ok) return 'authenticated';
      log('The shared account could not sign in to this store', signedIn.failure.detail);
    } else if (!idToken.ok) log('The shared account could not sign in to this store', idToken.failure.detail);
    clear();
    return 'unauthenticated';
  }

  /** The signed-in account's id token; no token (signed out) is the failure `missing`. */
  async function signedInToken(missing: string, options?: { forceRefresh?: boolean }): Promise<IdentityResult<string>> {
    const idToken = await deps.identity.idToken(now(), options);
    if (!idToken.ok) return idToken;
    return idToken.value ? ok(idToken.value) : fail(identityFailure('unknown', missing));
  }

  async function signIn(email: string, password: string): Promise<IdentityResult<'done' | 'confirm'>> {
    const step = await deps.identity.signIn(email, password);
    if (!step.ok || step.value === 'confirm') return step;
    const idToken = await signedInToken('Signed in without an id token');
    if (!idToken.ok) return idToken;
    const signedIn = await storeSignIn(idToken.value);
    return signedIn.ok ? ok('done') : signedIn;
  }

  /** Exchanges a Cognito id token for this store's customer through multipass and saves the session. */
  async function storeSignIn(idToken: string): Promise<IdentityResult<'authenticated'>> {
    const multipass = await deps.multipass(idToken);
    if (!multipass.ok) {
      const offline = multipass.failure.code === 'NETWORK' || multipass.failure.code === 'TIMEOUT';
      return fail(identityFailure(offline ? 'network' : 'unknown', `Multipass refused (${multipass.failure.status ?? multipass.failure.code})`));
    }
    const created = await deps.customers.createWithMultipass(multipass.value);
    if (!created.ok) {
      return fail(identityFailure('unknown', `The store sign-in failed (${created.failure.code})`));
    }
    if (!created.value.token) {
      log('Store sign-in refused', created.value.errors);
      return fail(identityFailure('unknown', 'The store refused the sign-in'));
    }
    return fetchInto(created.value.token);
  }

  async function requestEmailChange(email: string): Promise<IdentityResult<'confirm' | 'done'>> {
    const idToken = await signedInToken('Not signed in to the account');
    if (!idToken.ok) return idToken;
    const signedIn = await storeSignIn(idToken.value);
    if (!signedIn.ok) return signedIn;
    const step = await deps.identity.changeEmail(email);
    if (step.ok && step.value === 'done') await refreshStoreSignIn();
    return step;
  }

  async function confirmEmailChange(code: string): Promise<IdentityResult<'done' | 'sign-in-again'>> {
    const confirmed = await deps.identity.confirmEmail(code);
    return confirmed.ok ? ok(await refreshStoreSignIn()) : confirmed;
  }

  /** After the account's email changed: a fresh id token (it carries the new email) signs in to the store again. */
  async function refreshStoreSignIn(): Promise<'done' | 'sign-in-again'> {
    const idToken = await signedInToken('No id token after the email change', { forceRefresh: true });
    const signedIn = idToken.ok ? await storeSignIn(idToken.value) : idToken;
    if (signedIn.ok) return 'done';
    log('The store sign-in after an email change failed', signedIn.failure.detail);
    return 'sign-in-again';
  }

  async function accessToken(): Promise<string | null> {
    const state = get();
    if (state.accessToken && live(state.expiresAt)) return state.accessToken;
    if (state.status === 'unknown' || state.accessToken) await restore();
    return get().accessToken;
  }

  async function updateCustomer(changes: Omit<CustomerUpdateInput, 'email'>): Promise<StorefrontResult<CustomerUserError[]>> {
    const token = await accessToken();
    if (!token) return ok([{ code: 'UNAUTHENTICATED', field: null, message: 'Not signed in' }]);
    const answer = await deps.customers.update(token, changes);
    if (!answer.ok) return answer;
    const result = answer.value;
    if (result.errors.length || !result.customer || !result.accessToken) {
      return ok(result.errors.length ? result.errors : [{ code: null, field: null, message: 'No customer in the answer' }]);
    }
    const refused = save(result.customer, result.accessToken);
    if (refused) log('Customer could not be stored', refused.detail);
    // The shared account keeps the names too: the next multipass sign-in brings them to every store
    // (and would otherwise bring back the old ones).
    if (changes.firstName || changes.lastName) {
      const names = await deps.identity.changeNames({ firstName: changes.firstName ?? undefined, lastName: changes.lastName ?? undefined });
      if (!names.ok) log('The account names could not be saved in the shared account', names.failure.detail);
    }
    return ok([]);
  }

  async function logout(): Promise<void> {
    const token = get().accessToken ?? read(keys.accessToken);
    if (token) {
      const deleted = await deps.customers.deleteToken(token);
      if (!deleted.ok) log('Access token could not be deleted', deleted.failure);
    }
    const signedOut = await deps.identity.signOut();
    if (!signedOut.ok) log('Cognito sign-out failed', signedOut.failure.detail);
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
    idToken: async () => {
      const idToken = await deps.identity.idToken(now());
      if (idToken.ok) return idToken.value;
      log('The id token could not be read', idToken.failure.detail);
      return null;
    },
    updateCustomer,
    requestEmailChange,
    confirmEmailChange,
    accessToken,
    logout,
  };
}
