// What the header knows of the session without the account code: the signed-in customer read from
// the session keys of the page's currency, and the event the session fires when it saves or clears.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceSessionChange, CUSTOMER_SESSION_EVENT, forgetStoredSession, readStoredCustomer, sharedAccountSignedIn } from '../../src/lib/auth/stored-customer';
import { memoryStorage } from './auth-fixture';

function storageWith(values: Record<string, string>): Storage {
  const storage = memoryStorage();
  for (const [key, value] of Object.entries(values)) storage.setItem(key, value);
  return storage;
}

const ada = JSON.stringify({ firstName: 'Ada', lastName: 'Walker', email: 'ada@example.com', isAuthenticated: true });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('stored customer', () => {
  it('is the customer of the currency with an access token', () => {
    const storage = storageWith({ customer: ada, customer_access_token: 'token' });
    expect(readStoredCustomer(storage, 'USD')).toEqual({ firstName: 'Ada', email: 'ada@example.com' });
    expect(readStoredCustomer(storage, 'CAD')).toBeNull();
    expect(readStoredCustomer(storageWith({ customer_cad: ada, customer_access_token_cad: 'token' }), 'CAD')).toMatchObject({ firstName: 'Ada' });
  });

  it('is nobody without a token, unmarked, unreadable or blocked storage', () => {
    expect(readStoredCustomer(storageWith({ customer: ada }), 'USD')).toBeNull();
    expect(readStoredCustomer(storageWith({ customer: JSON.stringify({ firstName: 'Ada' }), customer_access_token: 't' }), 'USD')).toBeNull();
    expect(readStoredCustomer(storageWith({ customer: '{not json', customer_access_token: 't' }), 'USD')).toBeNull();
    expect(readStoredCustomer({ getItem: () => { throw new DOMException('blocked', 'SecurityError'); } }, 'USD')).toBeNull();
    expect(readStoredCustomer(null, 'USD')).toBeNull();
  });

  it('a customer without a first name is still signed in', () => {
    const storage = storageWith({ customer: JSON.stringify({ firstName: ' ', email: 'kit@example.com', isAuthenticated: true }), customer_access_token: 't' });
    expect(readStoredCustomer(storage, 'USD')).toEqual({ firstName: null, email: 'kit@example.com' });
  });

  it('announces a change on window', () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    const seen: string[] = [];
    target.addEventListener(CUSTOMER_SESSION_EVENT, (event) => seen.push(event.type));
    announceSessionChange();
    expect(seen).toEqual([CUSTOMER_SESSION_EVENT]);
  });

  it('the browser is signed in to the shared account while aws-amplify keeps its last user for the pool\'s app client', () => {
    const client = 'twinappclient0000000000001';
    expect(sharedAccountSignedIn(storageWith({ [`CognitoIdentityServiceProvider.${client}.LastAuthUser`]: 'sub-1' }), client)).toBe(true);
    expect(sharedAccountSignedIn(storageWith({ [`CognitoIdentityServiceProvider.other.LastAuthUser`]: 'sub-1' }), client)).toBe(false);
    expect(sharedAccountSignedIn(null, client)).toBe(false);
  });

  it('forgetting a tab\'s session (signed out in another tab) removes its currency\'s keys only and announces it', () => {
    const storage = storageWith({ customer: ada, customer_access_token: 't', customer_access_token_expires_at: 'x', customer_cad: ada, unrelated: 'kept' });
    const target = new EventTarget();
    let announced = 0;
    target.addEventListener(CUSTOMER_SESSION_EVENT, () => (announced += 1));
    vi.stubGlobal('window', target);
    forgetStoredSession(storage, 'USD');
    expect(Object.keys((storage as ReturnType<typeof memoryStorage>).dump()).sort()).toEqual(['customer_cad', 'unrelated']);
    expect(announced).toBe(1);
  });
});
