// Changing the account's email against a real twin and the services: the pool mails a code to the new
// address and keeps the old one as the sign-in until it comes back; a wrong code changes nothing; the
// right one moves the shared account and, through multipass again, the same store customer (its id and
// orders) to the new address. The old address then signs in nowhere.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IdentityResult } from '../../src/lib/auth/identity';
import { requestMultipass } from '../../src/lib/auth/multipass';
import { useCustomerSession } from '../../src/lib/auth/session';
import { CART_CREATE } from '../../twin/test/documents';
import { ADMIN_HEADERS, completeCheckout } from '../../twin/test/helpers';
import { confirmedAccount, customersFor, identityFor, memoryStorage, sessionFor, startTestTwin, type Twin } from './auth-fixture';
import { valueOf } from './answer';

let twin: Twin;
const PASSWORD = 'long-enough-1';

beforeAll(async () => {
  twin = await startTestTwin();
}, 60_000);
afterAll(async () => {
  await twin?.stop();
});
beforeEach(() => {
  useCustomerSession.setState({ status: 'unknown', customer: null, accessToken: null, expiresAt: null });
});
afterEach(async () => {
  await identityFor(twin).signOut();
});

/** The newest 6-digit code mailed to `email`, if any. */
async function latestCode(email: string): Promise<string | undefined> {
  const mail = (await (await fetch(`${twin.url}/outbox?to=${encodeURIComponent(email)}`, { headers: ADMIN_HEADERS })).json()) as { messages: { text: string }[] };
  return /\b(\d{6})\b/.exec(mail.messages.at(-1)?.text ?? '')?.[1];
}

/** The failure's code ('none' when the call went through); the door never throws. */
async function kindOf(run: () => Promise<IdentityResult<unknown>>): Promise<string> {
  const answer = await run();
  return answer.ok ? 'none' : answer.failure.code;
}

/** Buys one hammock through the twin's checkout as the signed-in customer. */
async function placeOrder(accessToken: string): Promise<void> {
  const created = (await twin.client().request(CART_CREATE, {
    input: { buyerIdentity: { countryCode: 'US', customerAccessToken: accessToken }, lines: [{ merchandiseId: 'gid://shopify/ProductVariant/2001', quantity: 1 }] },
  })) as { cartCreate: { cart: { checkoutUrl: string } } };
  expect(await completeCheckout(created.cartCreate.cart.checkoutUrl, { email: 'typed@example.com' })).toBe(303);
}

const wrongCode = (code: string | undefined) => (code === '000000' ? '111111' : '000000');

describe('identity: the email changes only with the code mailed to the new address', () => {
  it('changeEmail mails a code to the new address and keeps the old sign-in; a wrong code is invalid-code; the right one moves the sign-in and the id token', async () => {
    await confirmedAccount(twin, 'door.old@example.com', PASSWORD);
    const identity = identityFor(twin);
    valueOf(await identity.signIn('door.old@example.com', PASSWORD));
    expect(valueOf(await identity.changeEmail('door.new@example.com'))).toBe('confirm');
    const code = await latestCode('door.new@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const claims = (token: string | null) => JSON.parse(Buffer.from(token!.split('.')[1] ?? '', 'base64url').toString()) as { email: string };
    expect(claims(valueOf(await identity.idToken(Date.now(), { forceRefresh: true }))).email).toBe('door.old@example.com');

    expect(await kindOf(() => identity.confirmEmail(wrongCode(code)))).toBe('invalid-code');
    expect(claims(valueOf(await identity.idToken(Date.now(), { forceRefresh: true }))).email).toBe('door.old@example.com');

    valueOf(await identity.confirmEmail(` ${code} `));
    expect(claims(valueOf(await identity.idToken(Date.now(), { forceRefresh: true }))).email).toBe('door.new@example.com');
    valueOf(await identity.signOut());
    expect(await kindOf(() => identity.signIn('door.old@example.com', PASSWORD))).toBe('wrong-password');
    expect(await kindOf(() => identity.signIn('door.new@example.com', PASSWORD))).toBe('none');
  }, 30_000);

  it('an email another account has is user-exists, and the account keeps its own', async () => {
    await confirmedAccount(twin, 'door.taken@example.com', PASSWORD);
    await confirmedAccount(twin, 'door.mover@example.com', PASSWORD);
    const identity = identityFor(twin);
    valueOf(await identity.signIn('door.mover@example.com', PASSWORD));
    // The pool may refuse at once (AliasExistsException) or, as the twin does, when the code comes back.
    const asked = await kindOf(() => identity.changeEmail('door.taken@example.com'));
    if (asked === 'none') expect(await kindOf(async () => identity.confirmEmail((await latestCode('door.taken@example.com'))!))).toBe('user-exists');
    else expect(asked).toBe('user-exists');
    valueOf(await identity.signOut());
    expect(await kindOf(() => identity.signIn('door.mover@example.com', PASSWORD))).toBe('none');
  }, 30_000);
});

describe('session: one customer across the account and the store', () => {
  it('after the code the same store customer, with its order, has the new email; the old email signs in nowhere', async () => {
    await confirmedAccount(twin, 'session.old@example.com', PASSWORD);
    const storage = memoryStorage();
    const session = sessionFor(twin, storage);
    valueOf(await session.signIn('session.old@example.com', PASSWORD));
    expect(valueOf(await session.updateCustomer({ firstName: 'Juniper', lastName: 'Ashdown' }))).toEqual([]);
    const before = useCustomerSession.getState().customer!;
    await placeOrder((await session.accessToken())!);

    expect(valueOf(await session.requestEmailChange('session.new@example.com'))).toBe('confirm');
    // Nothing has moved yet: the store customer and the sign-in keep the old email.
    expect(useCustomerSession.getState().customer).toMatchObject({ id: before.id, email: 'session.old@example.com' });
    const code = await latestCode('session.new@example.com');

    expect(await kindOf(() => session.confirmEmailChange(wrongCode(code)))).toBe('invalid-code');
    expect(useCustomerSession.getState().customer).toMatchObject({ id: before.id, email: 'session.old@example.com' });

    expect(valueOf(await session.confirmEmailChange(code!))).toBe('done');
    expect(useCustomerSession.getState().customer).toMatchObject({ id: before.id, email: 'session.new@example.com', firstName: 'Juniper', lastName: 'Ashdown' });
    expect(JSON.parse(storage.getItem('customer')!)).toMatchObject({ id: before.id, email: 'session.new@example.com' });

    await session.logout();
    const again = sessionFor(twin, memoryStorage());
    expect(await kindOf(() => again.signIn('session.old@example.com', PASSWORD))).toBe('wrong-password');
    valueOf(await again.signIn('session.new@example.com', PASSWORD));
    expect(useCustomerSession.getState().customer).toMatchObject({ id: before.id, email: 'session.new@example.com', firstName: 'Juniper' });
    const orders = valueOf(await customersFor(twin).orders((await again.accessToken())!, { size: 10 }));
    expect(orders?.orders).toHaveLength(1);
  }, 60_000);

  it('a store customer from before identifiers is linked before the change, so it is the one that moves', async () => {
    await confirmedAccount(twin, 'legacy.old@example.com', PASSWORD);
    const session = sessionFor(twin, memoryStorage());
    valueOf(await session.signIn('legacy.old@example.com', PASSWORD));
    const before = useCustomerSession.getState().customer!;
    // As a customer made by an older multipass, a checkout or a password sign-up: known by email alone.
    twin.db.prepare("UPDATE customers SET identifier = NULL WHERE email = 'legacy.old@example.com'").run();
    expect(valueOf(await session.requestEmailChange('legacy.new@example.com'))).toBe('confirm');
    expect(valueOf(await session.confirmEmailChange((await latestCode('legacy.new@example.com'))!))).toBe('done');
    expect(useCustomerSession.getState().customer).toMatchObject({ id: before.id, email: 'legacy.new@example.com' });
  }, 60_000);

  it('when the store sign-in fails after the code, the account has moved and the session says to sign in again', async () => {
    await confirmedAccount(twin, 'offline.old@example.com', PASSWORD);
    let storeReachable = true;
    const session = sessionFor(twin, memoryStorage(), 'trailmate-us', {
      multipass: async (idToken) => (storeReachable ? requestMultipass(twin.servicesUrl, 'trailmate-us', idToken) : { ok: false, failure: { code: 'NETWORK', retryable: true } }),
    });
    valueOf(await session.signIn('offline.old@example.com', PASSWORD));
    valueOf(await session.requestEmailChange('offline.new@example.com'));
    storeReachable = false;
    expect(valueOf(await session.confirmEmailChange((await latestCode('offline.new@example.com'))!))).toBe('sign-in-again');
    storeReachable = true;
    const again = sessionFor(twin, memoryStorage());
    valueOf(await again.signIn('offline.new@example.com', PASSWORD));
    expect(useCustomerSession.getState().customer?.email).toBe('offline.new@example.com');
  }, 60_000);
});
