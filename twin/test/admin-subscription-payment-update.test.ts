// customerPaymentMethodSendUpdateEmail: the customer whose renewal was declined gets Shopify's mail with a
// link to update the card; the new card then pays the contract, and customer_payment_methods/update tells
// the subscription app. A used or unknown link, or an unknown payment method, does nothing.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSecret } from '../src/catalogue/store-secrets.js';
import { listMail } from '../src/outbox/index.js';
import { present, useTestTwin } from './helpers.js';
import { webhookCatcher } from './admin-fixture.js';
import { assertValidAdminDocument as v } from './admin-schema.js';
import { admin, decidedAttempt, BOWL, CONTRACT, contractsOf, MONTHLY, placeOrder, STORE } from './subscription-fixture.js';

const twin = useTestTwin();
let hooks: Awaited<ReturnType<typeof webhookCatcher>>;
beforeAll(async () => {
  hooks = await webhookCatcher();
  await admin(
    twin,
    v(`mutation { webhookSubscriptionCreate(topic: CUSTOMER_PAYMENT_METHODS_UPDATE, webhookSubscription: { callbackUrl: "${hooks.url}", format: JSON }) { userErrors { message } } }`),
  );
});
afterAll(() => hooks.close());

const SEND_UPDATE_EMAIL = v(`mutation SendUpdateEmail($id: ID!, $email: EmailInput) {
  customerPaymentMethodSendUpdateEmail(customerPaymentMethodId: $id, email: $email) { customer { id email } userErrors { field message } }
}`);
const attempt = (contractId: string, key: string) =>
  decidedAttempt(twin, contractId, { idempotencyKey: key }).then((d) => d.subscriptionBillingAttempt);
const post = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('customerPaymentMethodSendUpdateEmail', () => {
  it('mails a link whose page replaces the card; the next attempt is paid by the new card', async () => {
    const email = 'update-card@example.com';
    const [listed] = await contractsOf(twin, await placeOrder(twin, email, [{ merchandiseId: BOWL, quantity: 1, sellingPlanId: MONTHLY }], { cardNumber: '4000 0000 0000 0341' }));
    expect((await attempt(listed.id, 'p1')).errorCode).toBe('PAYMENT_METHOD_DECLINED');
    const contract = (await admin(twin, CONTRACT, { id: listed.id })).subscriptionContract;
    const pmId = contract.customerPaymentMethod.id;

    const sent = (await admin(twin, SEND_UPDATE_EMAIL, { id: pmId, email: { customMessage: 'Your Trailmate autoship could not be charged.' } })).customerPaymentMethodSendUpdateEmail;
    expect(sent).toEqual({ customer: { id: contract.customer.id, email }, userErrors: [] });
    const mail = listMail(twin.db, { to: email, limit: 10 }).messages.at(-1)!;
    expect(mail.subject).toBe('Update your payment method');
    expect(mail.text).toContain('Your Trailmate autoship could not be charged.');
    expect(mail.text).toContain('ending in 0341');
    const link = present(/(http\S+\/customer-payment-methods\/update\/\S+)/.exec(mail.text)?.[1], 'the update link');

    const form = await fetch(link);
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('<label for="cardNumber">Card number</label>');
    expect(html).toContain('<html lang="en">');

    const refused = await post(link, { cardNumber: '4111 1111 1111 1111', cardExpiry: '12/39', cardCvc: '123' });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('role="alert"');

    const done = await post(link, { cardNumber: '4242 4242 4242 4242', cardExpiry: '11/38', cardCvc: '123' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('card ending in 4242');
    expect((await admin(twin, CONTRACT, { id: contract.id })).subscriptionContract.customerPaymentMethod).toMatchObject({
      id: pmId,
      instrument: { lastDigits: '4242', expiryMonth: 11, expiryYear: 2038 },
    });
    const [hook] = await hooks.atLeast(1);
    expect(hook.headers['x-shopify-topic']).toBe('customer_payment_methods/update');
    expect(hook.headers['x-shopify-hmac-sha256']).toBe(createHmac('sha256', storeSecret(STORE, 'webhook')).update(hook.raw, 'utf8').digest('base64'));
    expect(hook.body).toMatchObject({ admin_graphql_api_id: pmId, instrument_type: 'CustomerCreditCard', payment_instrument: { last_digits: '4242', month: 11, year: 2038 } });

    const paid = await attempt(contract.id, 'p2');
    expect(paid).toMatchObject({ errorCode: null, order: { displayFinancialStatus: 'PAID' } });
    // A link works once.
    expect((await fetch(link)).status).toBe(410);
  });

  it('answers a userError for an unknown payment method and mails nothing', async () => {
    const mails = () => (twin.db.prepare('SELECT COUNT(*) AS n FROM outbox_mail').get() as { n: number }).n;
    const before = mails();
    const res = (await admin(twin, SEND_UPDATE_EMAIL, { id: 'gid://shopify/CustomerPaymentMethod/unknown' })).customerPaymentMethodSendUpdateEmail;
    expect(res).toEqual({ customer: null, userErrors: [{ field: ['customerPaymentMethodId'], message: expect.any(String) }] });
    expect(mails()).toBe(before);
    expect((await fetch(`${twin.url}/shops/${STORE}/customer-payment-methods/update/not-a-token`)).status).toBe(410);
  });
});
