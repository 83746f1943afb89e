// The referral reward's gift card is issued in Yardwise's store through the Admin API's giftCardCreate
// before it is mailed: the mailed code applies to a cart (Storefront cartGiftCardCodesUpdate) for its
// full amount; a store that is down holds the card back until it answers; a retried job issues one card.
import { assert, describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '../../wire/services.js';
import { twinSecret } from '../../twin/src/catalogue/store-secrets.js';
import { servicesEnvFor } from '../../scripts/services-env.js';
import { dealersPart } from '../src/dealers/part.js';
import { referralPart } from '../src/referral/part.js';
import { schedulerPart } from '../src/scheduler/part.js';
import { useStack } from './harness.js';
import { contentWithReferralStores, useStoreDoor, YARDWISE_TOKENS } from './referral-fixture.js';

const contentDir = contentWithReferralStores();
// The services reach the stores' Admin API through a door the tests can close; the sites reach the twin directly.
const door = useStoreDoor();
const stack = useStack(() => ({
  twin: { contentDir },
  now: '2026-11-23T15:00:00Z',
  parts: [dealersPart, schedulerPart, referralPart],
  env: { SHOPIFY_STORES: servicesEnvFor({ url: door.url, smtpUrl: 'smtp://127.0.0.1:1', secret: twinSecret(), contentDir }, {}).SHOPIFY_STORES ?? '' },
}));

const admin = () => ({ 'x-services-admin-key': stack.config.adminKey });
const CODE_LINE = /Gift card code: (\S+)/;

/** Enrols `email`, books a consultation a friend refers with its code, and reports it installed. */
async function referAndInstall(email: string, time: string, zip = '43017') {
  if (!door.target) door.target = stack.twin.url;
  const { body: enrolled } = await stack.call('POST', SERVICE_PATHS.enrolments, { company: 'Maple Lane Kennels', email, zip, mobilePhone: '614 555 0142' });
  const ca = /^[A-Z]/.test(zip);
  const booked = await stack.call('POST', SERVICE_PATHS.appointments, {
    type: ca ? 'In-Home' : 'Virtual', date: '2026-11-27', time, firstName: 'Dana', lastName: 'Reyes', email: `friend-of-${email}`,
    phone: ca ? '905-555-0150' : '614-555-0150', address: '3 Oak Ct', postalCode: ca ? 'L8P 4R5' : '43215',
    dealerId: ca ? 'golden-horseshoe-pet-fence' : 'buckeye-pet-fence', referralCode: enrolled.referralCode,
  });
  expect(booked.body).toMatchObject({ appointment: { referralCode: enrolled.referralCode } });
  const installed = await stack.call('POST', SERVICE_PATHS.installed(booked.body.appointment.id), undefined, admin());
  expect(installed.status).toBe(200);
  return { appointmentId: booked.body.appointment.id as string, giftCard: installed.body.giftCard as { code: string } };
}

/** The gift card mails of `to`, waiting up to `seconds` for at least `atLeast`. */
async function giftMails(to: string, atLeast: number, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const mails = (await stack.mails(to)).filter((m) => m.subject === 'Your Yardwise referral gift card');
    if (mails.length >= atLeast || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The store's cards of a code, as the twin keeps them (upper case, no dashes). */
const storeCards = (store: string, code: string) =>
  stack.twin.db.prepare('SELECT id, balance, currency FROM gift_cards WHERE store = ? AND code = ?').all(store, code.replace(/-/g, '')) as { id: number; balance: number; currency: string }[];

const rewardRow = (appointmentId: string) =>
  stack.services.services.db
    .selectFrom('referral_gift_cards')
    .select(['store', 'store_gift_card_id', 'last_characters', 'issued_at', 'mailed_at'])
    .where('appointment_id', '=', appointmentId)
    .executeTakeFirstOrThrow();

type Money = { amount: string; currencyCode: string };
const CART = `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id } userErrors { message } } }`;
const APPLY = `mutation ($cartId: ID!, $giftCardCodes: [String!]!) {
  cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: $giftCardCodes) {
    cart { appliedGiftCards { lastCharacters amountUsed { amount currencyCode } balance { amount currencyCode } } }
    userErrors { field message code }
  }
}`;

/** Applies `code` to a new empty cart of `store` through its Storefront API, as the site's cart drawer does. */
async function applyToCart(store: keyof typeof YARDWISE_TOKENS, code: string, countryCode: string) {
  const storefront = async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${stack.twin.url}/shops/${store}/api/2025-04/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': YARDWISE_TOKENS[store] },
      body: JSON.stringify({ query, variables }),
    });
    return ((await res.json()) as { data: Record<string, { cart: { id: string; appliedGiftCards: unknown[] }; userErrors: unknown[] }> }).data;
  };
  const cart = (await storefront(CART, { input: { buyerIdentity: { countryCode } } })).cartCreate?.cart;
  assert.isDefined(cart, 'cartCreate answered no cart');
  return (await storefront(APPLY, { cartId: cart.id, giftCardCodes: [code] })).cartGiftCardCodesUpdate as {
    cart: { appliedGiftCards: { lastCharacters: string; amountUsed: Money; balance: Money }[] };
    userErrors: unknown[];
  };
}

describe('the referral reward in the store', () => {
  it('the mailed code is a card of the Yardwise store: it applies to a cart with its full balance', async () => {
    const { appointmentId, giftCard } = await referAndInstall('store-card@example.com', '09:00');
    const [mail] = await giftMails('store-card@example.com', 1, 10);
    assert.isDefined(mail, 'mail');
    const code = CODE_LINE.exec(mail.text)?.[1];
    assert.isDefined(code, 'the mail has no gift card code');
    expect(code).toBe(giftCard.code);
    const row = await rewardRow(appointmentId);
    expect(row).toMatchObject({ store: 'yardwise-us', store_gift_card_id: expect.stringMatching(/^gid:\/\/shopify\/GiftCard\/\d+$/), last_characters: code.slice(-4) });
    expect(row.issued_at).not.toBeNull();
    expect(storeCards('yardwise-us', code)).toEqual([{ id: Number(row.store_gift_card_id!.split('/').pop()), balance: 50, currency: 'USD' }]);
    // The code as mailed, dashes and all, is what the shopper types into the cart.
    const applied = await applyToCart('yardwise-us', code, 'US');
    expect(applied.userErrors).toEqual([]);
    expect(applied.cart.appliedGiftCards).toEqual([{ lastCharacters: code.slice(-4), amountUsed: { amount: '0.0', currencyCode: 'USD' }, balance: { amount: '50.0', currencyCode: 'USD' } }]);
  });

  it('a Canadian referrer’s card is issued in the Canadian store, in CAD', async () => {
    const { appointmentId } = await referAndInstall('store-card-ca@example.com', '09:00', 'L8P 4R5');
    const [mail] = await giftMails('store-card-ca@example.com', 1, 10);
    assert.isDefined(mail, 'mail');
    const code = CODE_LINE.exec(mail.text)?.[1];
    assert.isDefined(code, 'the mail has no gift card code');
    expect((await rewardRow(appointmentId)).store).toBe('yardwise-ca');
    expect(storeCards('yardwise-ca', code)).toEqual([expect.objectContaining({ balance: 65, currency: 'CAD' })]);
    const applied = await applyToCart('yardwise-ca', code, 'CA');
    expect(applied.cart.appliedGiftCards[0]?.balance).toEqual({ amount: '65.0', currencyCode: 'CAD' });
  });

  it('a store outage delays the card, mails nothing meanwhile, and the card is issued and mailed once the store answers', async () => {
    door.target ||= stack.twin.url;
    door.mode = 'down';
    const refused = door.seen.down;
    const { appointmentId, giftCard } = await referAndInstall('outage@example.com', '11:00');
    // The job tried and failed: no card in the store, none mailed (a mail must carry a card the store takes).
    for (let i = 0; i < 40 && door.seen.down === refused; i++) await new Promise((r) => setTimeout(r, 250));
    expect(door.seen.down).toBeGreaterThan(refused);
    await new Promise((r) => setTimeout(r, 500));
    expect(await giftMails('outage@example.com', 1, 0)).toEqual([]);
    expect(storeCards('yardwise-us', giftCard.code)).toEqual([]);
    expect(await rewardRow(appointmentId)).toMatchObject({ issued_at: null, mailed_at: null });
    door.mode = 'up';
    // The retry (5-10 s after the first try) issues it.
    const mails = await giftMails('outage@example.com', 1, 40);
    expect(mails).toHaveLength(1);
    expect(CODE_LINE.exec(mails[0]!.text)![1]).toBe(giftCard.code);
    expect(storeCards('yardwise-us', giftCard.code)).toHaveLength(1);
    expect((await rewardRow(appointmentId)).issued_at).not.toBeNull();
  }, 60_000);

  it('a job retried after the store issued the card but its answer was lost issues no second card', async () => {
    door.target ||= stack.twin.url;
    door.mode = 'lose-answer';
    const lost = door.seen['lose-answer'];
    const { appointmentId, giftCard } = await referAndInstall('lost-answer@example.com', '13:00');
    for (let i = 0; i < 40 && door.seen['lose-answer'] === lost; i++) await new Promise((r) => setTimeout(r, 250));
    expect(door.seen['lose-answer']).toBeGreaterThan(lost);
    await new Promise((r) => setTimeout(r, 500));
    // The store has the card; the services did not hear it, so they neither record nor mail it yet.
    expect(storeCards('yardwise-us', giftCard.code)).toHaveLength(1);
    expect(await giftMails('lost-answer@example.com', 1, 0)).toEqual([]);
    door.mode = 'up';
    const mails = await giftMails('lost-answer@example.com', 1, 40);
    expect(mails).toHaveLength(1);
    expect(storeCards('yardwise-us', giftCard.code)).toHaveLength(1);
    // The store's TAKEN answer to the retry: recorded as issued, by its last characters.
    expect(await rewardRow(appointmentId)).toMatchObject({ store: 'yardwise-us', store_gift_card_id: null, last_characters: giftCard.code.slice(-4) });
    const code = CODE_LINE.exec(mails[0]!.text)?.[1];
    assert.isDefined(code, 'the mail has no gift card code');
    const applied = await applyToCart('yardwise-us', code, 'US');
    expect(applied.cart.appliedGiftCards[0]?.balance).toEqual({ amount: '50.0', currencyCode: 'USD' });
  }, 60_000);

  it('the job run twice at once, and again after, issues one card and mails it once', async () => {
    door.target ||= stack.twin.url;
    door.mode = 'down';
    const refused = door.seen.down;
    const { appointmentId, giftCard } = await referAndInstall('twice@example.com', '15:00');
    for (let i = 0; i < 40 && door.seen.down === refused; i++) await new Promise((r) => setTimeout(r, 250));
    await new Promise((r) => setTimeout(r, 500));
    door.mode = 'up';
    // Two runs at once before the queued retry: one holds the card, the other leaves it to a retry.
    const { deliverGiftCard } = await import('../src/referral/store.js');
    const runs = await Promise.allSettled([deliverGiftCard(stack.services.services, giftCard.code), deliverGiftCard(stack.services.services, giftCard.code)]);
    expect(runs.map((r) => (r.status === 'fulfilled' ? 'delivered' : String(r.reason))).sort()).toEqual(['Error: another referral-reward job is delivering this gift card', 'delivered']);
    expect(await giftMails('twice@example.com', 1, 10)).toHaveLength(1);
    await deliverGiftCard(stack.services.services, giftCard.code);
    // Reporting the installation again answers the same card and enqueues nothing once it is mailed.
    expect((await stack.call('POST', SERVICE_PATHS.installed(appointmentId), undefined, admin())).body.giftCard).toEqual(giftCard);
    await new Promise((r) => setTimeout(r, 12_000));
    expect(await giftMails('twice@example.com', 2, 0)).toHaveLength(1);
    expect(storeCards('yardwise-us', giftCard.code)).toHaveLength(1);
    expect((await rewardRow(appointmentId)).mailed_at).not.toBeNull();
  }, 60_000);
});
