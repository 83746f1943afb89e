import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as D from './documents.js';
import { ADMIN_HEADERS, assertValidDocument as v, completeCheckout, startTestTwin } from './helpers.js';

const CUSTOMER_CREATE = v(`mutation customerCreate($input: CustomerCreateInput!) {
  customerCreate(input: $input) { customer { id email } customerUserErrors { code field message } userErrors { field message } }
}`);
const ACTIVATE_BY_URL = v(`mutation customerActivateByUrl($activationUrl: URL!, $password: String!) {
  customerActivateByUrl(activationUrl: $activationUrl, password: $password) {
    customer { email } customerAccessToken { accessToken } customerUserErrors { code field message }
  }
}`);
const ACTIVATE = v(`mutation customerActivate($id: ID!, $input: CustomerActivateInput!) {
  customerActivate(id: $id, input: $input) { customer { email } customerAccessToken { accessToken } customerUserErrors { code field message } }
}`);
const TOKEN_CREATE = v(`mutation customerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } customerUserErrors { code message } }
}`);
const RECOVER = v(`mutation customerRecover($email: String!) { customerRecover(email: $email) { customerUserErrors { code message } } }`);
const CUSTOMER = v(`query ($token: String!) { customer(customerAccessToken: $token) { email orders(first: 5) { nodes { name } } } }`);

type Json = any;
let twin: Awaited<ReturnType<typeof startTestTwin>>;
beforeAll(async () => {
  twin = await startTestTwin();
});
afterAll(async () => {
  await twin?.stop();
});

/** A guest checkout: the store gets a customer for the email, without a password. */
async function guestOrder(email: string): Promise<void> {
  const created = await twin.client().request<Json>(D.CART_CREATE, {
    input: { buyerIdentity: { countryCode: 'US', email }, lines: [{ merchandiseId: 'gid://shopify/ProductVariant/2003', quantity: 1 }] },
  });
  const status = await completeCheckout(created.cartCreate.cart.checkoutUrl, { email, firstName: 'Ash', lastName: 'Brook', address1: '3 Elm Rd' });
  expect(status).toBe(303);
}

async function mailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  return (await (await fetch(`${twin.url}/outbox?to=${encodeURIComponent(email)}`, { headers: ADMIN_HEADERS })).json()).messages;
}

describe('customerCreate for an email the store already knows', () => {
  it('a customer without a password gets CUSTOMER_DISABLED and an activation mail; activating sets the password and keeps the orders', async () => {
    await guestOrder('guest.buyer@example.com');
    const c = twin.client();
    const res = await c.request<Json>(CUSTOMER_CREATE, { input: { email: 'Guest.Buyer@example.com', password: 'chosen-pass-1' } });
    expect(res.customerCreate.customer).toBeNull();
    expect(res.customerCreate.customerUserErrors).toEqual([
      {
        code: 'CUSTOMER_DISABLED',
        field: null,
        message: 'We have sent an email to guest.buyer@example.com, please click the link included to verify your email address.',
      },
    ]);
    expect(res.customerCreate.userErrors).toEqual([
      { field: null, message: 'We have sent an email to guest.buyer@example.com, please click the link included to verify your email address.' },
    ]);
    // The password given to customerCreate was not set.
    const refused = await c.request<Json>(TOKEN_CREATE, { input: { email: 'guest.buyer@example.com', password: 'chosen-pass-1' } });
    expect(refused.customerAccessTokenCreate.customerUserErrors[0].code).toBe('UNIDENTIFIED_CUSTOMER');

    const mail = (await mailsTo('guest.buyer@example.com')).find((m) => m.subject === 'Customer account activation');
    const link = /https?:\/\/\S+\/account\/activate\/\d+\/[0-9a-f]+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeTruthy();

    const short = await c.request<Json>(ACTIVATE_BY_URL, { activationUrl: link, password: 'abc' });
    expect(short.customerActivateByUrl.customerUserErrors[0]).toMatchObject({ code: 'TOO_SHORT', field: ['password'] });
    const activated = await c.request<Json>(ACTIVATE_BY_URL, { activationUrl: link, password: 'chosen-pass-1' });
    expect(activated.customerActivateByUrl.customerUserErrors).toEqual([]);
    expect(activated.customerActivateByUrl.customer.email).toBe('guest.buyer@example.com');
    const token = activated.customerActivateByUrl.customerAccessToken.accessToken;
    const { customer } = await c.request<Json>(CUSTOMER, { token });
    expect(customer.orders.nodes).toEqual([{ name: '#1001' }]);

    const signIn = await c.request<Json>(TOKEN_CREATE, { input: { email: 'guest.buyer@example.com', password: 'chosen-pass-1' } });
    expect(signIn.customerAccessTokenCreate.customerAccessToken.accessToken).toBeTruthy();
    const reused = await c.request<Json>(ACTIVATE_BY_URL, { activationUrl: link, password: 'another-pass-2' });
    expect(reused.customerActivateByUrl.customerUserErrors).toEqual([{ code: 'ALREADY_ENABLED', field: null, message: 'Customer already enabled' }]);

    // Now the email belongs to a customer with a password.
    const again = await c.request<Json>(CUSTOMER_CREATE, { input: { email: 'guest.buyer@example.com', password: 'chosen-pass-1' } });
    expect(again.customerCreate.customerUserErrors).toEqual([{ code: 'TAKEN', field: ['input', 'email'], message: 'Email has already been taken' }]);
  });

  it('customerActivate refuses a wrong token and a password-reset link does not activate', async () => {
    await guestOrder('second.guest@example.com');
    const c = twin.client();
    await c.request(CUSTOMER_CREATE, { input: { email: 'second.guest@example.com', password: 'chosen-pass-2' } });
    const link = /\/account\/activate\/(\d+)\/([0-9a-f]+)/.exec((await mailsTo('second.guest@example.com')).at(-1)!.text)!;
    const id = `gid://shopify/Customer/${link[1]}`;
    const wrong = await c.request<Json>(ACTIVATE, { id, input: { activationToken: 'ab'.repeat(20), password: 'chosen-pass-2' } });
    expect(wrong.customerActivate.customerUserErrors).toEqual([
      { code: 'TOKEN_INVALID', field: ['input', 'activationToken'], message: 'Activation token is invalid or has expired' },
    ]);
    await c.request(RECOVER, { email: 'second.guest@example.com' });
    const reset = /\/account\/reset\/\d+\/([0-9a-f]+)/.exec((await mailsTo('second.guest@example.com')).at(-1)!.text)!;
    const withResetToken = await c.request<Json>(ACTIVATE, { id, input: { activationToken: reset[1], password: 'chosen-pass-2' } });
    expect(withResetToken.customerActivate.customerUserErrors[0].code).toBe('TOKEN_INVALID');
    const resetUrl = await c.request<Json>(ACTIVATE_BY_URL, { activationUrl: `${twin.url}/shops/trailmate-us/account/reset/${link[1]}/${reset[1]}`, password: 'chosen-pass-2' });
    expect(resetUrl.customerActivateByUrl.customerUserErrors).toEqual([{ code: 'INVALID', field: ['activationUrl'], message: 'Activation url is invalid' }]);
    const ok = await c.request<Json>(ACTIVATE, { id, input: { activationToken: link[2], password: 'chosen-pass-2' } });
    expect(ok.customerActivate.customerUserErrors).toEqual([]);
    expect(ok.customerActivate.customerAccessToken.accessToken).toMatch(/^[0-9a-f]{32}$/);
  });
});
