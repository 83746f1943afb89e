// Gift cards as a store issues and a cart spends them: giftCardCreate (Admin API), cartGiftCardCodesUpdate
// and cartGiftCardCodesRemove (2025-04) with the applied cards' last characters, amount used and balance left,
// and the checkout that takes them off what is due and debits each card once when the order is placed.
import { describe, expect, it } from 'vitest';
import { debitGiftCards } from '../src/gift-cards/store.js';
import { adminCall } from './admin-fixture.js';
import { assertValidDocument as v, completeCheckout, present, useTestTwin } from './helpers.js';

const twin = useTestTwin();
const STORE = 'trailmate-us';

const CARD_FIELDS = `appliedGiftCards { id lastCharacters amountUsed { amount currencyCode } balance { amount currencyCode } } cost { totalAmount { amount } }`;
const CREATE = v(`mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id checkoutUrl ${CARD_FIELDS} } userErrors { field message code } } }`);
const UPDATE = v(`mutation ($cartId: ID!, $giftCardCodes: [String!]!) {
  cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: $giftCardCodes) { cart { ${CARD_FIELDS} } userErrors { field message code } }
}`);
const REMOVE = v(`mutation ($cartId: ID!, $appliedGiftCardIds: [ID!]!) {
  cartGiftCardCodesRemove(cartId: $cartId, appliedGiftCardIds: $appliedGiftCardIds) { cart { ${CARD_FIELDS} } userErrors { field message code } }
}`);
const ISSUE = `mutation ($input: GiftCardCreateInput!) {
  giftCardCreate(input: $input) { giftCard { id lastCharacters maskedCode balance { amount currencyCode } initialValue { amount } } giftCardCode userErrors { field message code } }
}`;

const usd = (amount: string) => ({ amount, currencyCode: 'USD' });
const issue = async (input: Record<string, unknown>) => (await adminCall(twin.url, STORE, ISSUE, { input })).body.data.giftCardCreate;
const newCart = async () =>
  (await twin.client().request<any>(CREATE, { input: { buyerIdentity: { countryCode: 'US' }, lines: [{ merchandiseId: 'gid://shopify/ProductVariant/2001', quantity: 1 }] } })).cartCreate.cart;
const apply = async (cartId: string, giftCardCodes: string[]) => (await twin.client().request<any>(UPDATE, { cartId, giftCardCodes })).cartGiftCardCodesUpdate;
const remove = async (cartId: string, ids: string[]) => (await twin.client().request<any>(REMOVE, { cartId, appliedGiftCardIds: ids })).cartGiftCardCodesRemove;
const balanceOf = (code: string) => (twin.db.prepare('SELECT balance FROM gift_cards WHERE store = ? AND code = ?').get(STORE, code) as { balance: number }).balance;

describe('giftCardCreate', () => {
  it('issues a card in the store’s currency and answers its code once, its last characters after', async () => {
    const made = await issue({ initialValue: '10.00', code: 'tendollars01', note: 'Referral reward' });
    expect(made.userErrors).toEqual([]);
    expect(made.giftCardCode).toBe('TENDOLLARS01');
    expect(made.giftCard).toMatchObject({ lastCharacters: 'RS01', balance: usd('10.00'), initialValue: { amount: '10.00' } });
    const drawn = await issue({ initialValue: '500' });
    expect(drawn.giftCardCode).toMatch(/^[A-Z2-9]{16}$/);
  });

  it('refuses a taken or malformed code and a value that is not above zero', async () => {
    expect((await issue({ initialValue: '5', code: 'TENDOLLARS01' })).userErrors).toEqual([{ field: ['input', 'code'], message: 'Code has already been taken', code: 'TAKEN' }]);
    expect((await issue({ initialValue: '5', code: 'SHORT' })).userErrors[0].code).toBe('TOO_SHORT');
    expect((await issue({ initialValue: '5', code: 'HAS_UNDERSCORE1' })).userErrors[0].code).toBe('INVALID');
    expect((await issue({ initialValue: '0' })).userErrors[0].code).toBe('GREATER_THAN');
  });
});

describe('a cart’s gift cards', () => {
  it('an unknown code is refused and leaves the cart as it was', async () => {
    const cart = await newCart();
    const res = await apply(cart.id, ['NOPE-NOPE-NOPE']);
    expect(res.userErrors).toEqual([{ field: ['giftCardCodes', '0'], message: 'Gift card code is invalid', code: 'INVALID' }]);
    expect(res.cart.appliedGiftCards).toEqual([]);
  });

  it('a card takes its balance off the total, up to what is due; the codes given replace the cart’s; a card comes off by its id', async () => {
    const big = (await issue({ initialValue: '500.00', code: 'BIGCARD-5000-0001' })).giftCard;
    const cart = await newCart();
    const total = Number(cart.cost.totalAmount.amount);
    // Codes are read without case, spaces or dashes, as printed on a card.
    const one = await apply(cart.id, [' tendollars 01 ']);
    expect(one.userErrors).toEqual([]);
    // Amounts as the Storefront API writes decimals ("10.0").
    expect(one.cart.appliedGiftCards).toEqual([{ id: expect.stringMatching(/^gid:\/\/shopify\/AppliedGiftCard\/\d+$/), lastCharacters: 'RS01', amountUsed: usd('10.0'), balance: usd('0.0') }]);
    const two = await apply(cart.id, ['TENDOLLARS01', 'BIGCARD50000001']);
    expect(two.cart.appliedGiftCards.map((c: any) => [c.lastCharacters, Number(c.amountUsed.amount), Number(c.balance.amount)])).toEqual([
      ['RS01', 10, 0],
      ['0001', Math.round((total - 10) * 100) / 100, Math.round((500 - (total - 10)) * 100) / 100],
    ]);
    const bigApplied = two.cart.appliedGiftCards[1].id;
    expect(bigApplied).not.toBe(big.id);
    const removed = await remove(cart.id, [bigApplied]);
    expect(removed.userErrors).toEqual([]);
    expect(removed.cart.appliedGiftCards.map((c: any) => c.lastCharacters)).toEqual(['RS01']);
    const again = await remove(cart.id, [bigApplied]);
    expect(again.userErrors).toEqual([{ field: ['appliedGiftCardIds', '0'], message: `The gift card with id ${bigApplied} is not applied to this cart.`, code: 'INVALID' }]);
    // Replacing with none takes every card off.
    expect((await apply(cart.id, [])).cart.appliedGiftCards).toEqual([]);
  });
});

describe('checkout with a gift card', () => {
  it('shows the card and what is left to pay, keeps the order’s total, and debits the card once when the order is placed', async () => {
    const cart = await newCart();
    await apply(cart.id, ['TENDOLLARS01']);
    const page = await (await fetch(cart.checkoutUrl)).text();
    expect(page).toContain('Gift card ending in RS01');
    const total = Number(present(/data-testid="total">\$([\d.,]+)</.exec(page)?.[1], 'the total').replace(',', ''));
    expect(page).toContain('<td data-testid="gift-card">−$10.00</td>');
    expect(page).toContain(`<td data-testid="due">$${(total - 10).toFixed(2)}</td>`);

    expect(await completeCheckout(cart.checkoutUrl)).toBe(303);
    const order = twin.db.prepare('SELECT * FROM orders WHERE cart_token = ?').get(/Cart\/([^?]+)/.exec(cart.id)![1]) as { id: number; doc: string };
    const doc = JSON.parse(order.doc);
    // A gift card pays for the order, as on Shopify: the order's total is what it cost; the card's share comes off what the test card pays.
    expect(Number(doc.totalPrice.amount)).toBe(total);
    expect(doc._giftCards).toEqual([{ id: expect.any(Number), lastCharacters: 'RS01', amount: '10.00' }]);
    expect(doc._due).toBe((total - 10).toFixed(2));
    expect(balanceOf('TENDOLLARS01')).toBe(0);
    // Once per order, however often it is asked.
    expect(debitGiftCards(twin.db, order.id, [{ id: doc._giftCards[0].id, amount: 10 }], new Date().toISOString())).toBe(true);
    expect(balanceOf('TENDOLLARS01')).toBe(0);
    expect((twin.db.prepare('SELECT COUNT(*) AS n FROM gift_card_debits WHERE order_id = ?').get(order.id) as { n: number }).n).toBe(1);

    // A spent card is refused as empty on the next cart.
    const next = await newCart();
    expect((await apply(next.id, ['TENDOLLARS01'])).userErrors).toEqual([{ field: ['giftCardCodes', '0'], message: 'Gift card has no balance left', code: 'INVALID' }]);
  });

  it('a card worth more than the order pays all of it and keeps the rest', async () => {
    const cart = await newCart();
    await apply(cart.id, ['BIGCARD50000001']);
    const before = balanceOf('BIGCARD50000001');
    expect(await completeCheckout(cart.checkoutUrl)).toBe(303);
    const doc = JSON.parse((twin.db.prepare('SELECT doc FROM orders WHERE cart_token = ?').get(/Cart\/([^?]+)/.exec(cart.id)![1]) as { doc: string }).doc);
    expect(doc._due).toBe('0.00');
    expect(balanceOf('BIGCARD50000001')).toBe(Math.round((before - Number(doc.totalPrice.amount)) * 100) / 100);
  });
});
