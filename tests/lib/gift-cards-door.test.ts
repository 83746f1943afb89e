// The cart's gift card door against the twin: a code the store does not know and a card with nothing left
// are told apart; a card applies beside the codes kept, shows its last characters, what it takes off the
// cart and what is left; it comes off by id; no answer is a failure, never a throw.
import { describe, expect, it } from 'vitest';
import { createStorefrontClient } from '../../src/lib/storefront/client';
import { giftCardApi } from '../../src/lib/storefront/gift-cards';
import { adminCall } from '../../twin/test/admin-fixture';
import { completeCheckout, TOKENS, useTestTwin } from '../../twin/test/helpers';

const twin = useTestTwin();
const STORE = 'trailmate-us';
const CREATE = `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id checkoutUrl cost { totalAmount { amount } } } } }`;

const api = () => giftCardApi(createStorefrontClient({ url: twin.endpoint(STORE), token: TOKENS[STORE] }), 'US', 'EN');
const issue = async (initialValue: string, code: string) =>
  (await adminCall(twin.url, STORE, `mutation ($input: GiftCardCreateInput!) { giftCardCreate(input: $input) { giftCardCode userErrors { message } } }`, { input: { initialValue, code } })).body.data.giftCardCreate.giftCardCode as string;
const newCart = async () =>
  (await twin.client().request<any>(CREATE, { input: { buyerIdentity: { countryCode: 'US' }, lines: [{ merchandiseId: 'gid://shopify/ProductVariant/2001', quantity: 1 }] } })).cartCreate.cart as {
    id: string;
    checkoutUrl: string;
    cost: { totalAmount: { amount: string } };
  };

describe('gift cards through the door', () => {
  it('an unknown code is "unknown"; a card applies beside the kept ones with what it takes and what is left; one comes off by id', async () => {
    await issue('25.00', 'DOORCARD0025');
    await issue('1000.00', 'DOORCARD1000');
    const cart = await newCart();
    const total = Number(cart.cost.totalAmount.amount);
    expect(await api().apply(cart.id, 'NOPE12345678', [])).toEqual({ ok: false, failure: { code: 'unknown', retryable: false } });

    const one = await api().apply(cart.id, '  doorcard0025 ', []);
    expect(one).toEqual({ ok: true, value: [{ id: expect.any(String), lastCharacters: '0025', amountUsed: { amount: '25.0', currencyCode: 'USD' }, balanceLeft: { amount: '0.0', currencyCode: 'USD' } }] });
    const two = await api().apply(cart.id, 'DOORCARD1000', ['doorcard0025']);
    expect(two.ok && two.value.map((c) => [c.lastCharacters, Number(c.amountUsed.amount), Number(c.balanceLeft.amount)])).toEqual([
      ['0025', 25, 0],
      ['1000', Math.round((total - 25) * 100) / 100, Math.round((1000 - total + 25) * 100) / 100],
    ]);
    expect(await api().list(cart.id)).toEqual(two);

    const big = two.ok ? two.value[1]!.id : '';
    const removed = await api().remove(cart.id, big);
    expect(removed.ok && removed.value.map((c) => c.lastCharacters)).toEqual(['0025']);
    expect(await api().remove(cart.id, big)).toEqual({ ok: false, failure: { code: 'unknown', retryable: false } });
  });

  it('a card spent to nothing by an order is "empty" on the next cart', async () => {
    await issue('5.00', 'DOORCARD0005');
    const first = await newCart();
    expect((await api().apply(first.id, 'DOORCARD0005', [])).ok).toBe(true);
    expect(await completeCheckout(first.checkoutUrl)).toBe(303);
    const next = await newCart();
    expect(await api().apply(next.id, 'DOORCARD0005', [])).toEqual({ ok: false, failure: { code: 'empty', retryable: false } });
  });

  it('no answer from the store is "unavailable", not a throw', async () => {
    const down = giftCardApi(createStorefrontClient({ url: 'http://127.0.0.1:9/api/2025-04/graphql.json', token: 'x' }), 'US', 'EN');
    expect(await down.apply('gid://shopify/Cart/x?key=y', 'DOORCARD0025', [])).toEqual({ ok: false, failure: { code: 'unavailable', retryable: true } });
    expect(await down.list('gid://shopify/Cart/x?key=y')).toEqual({ ok: false, failure: { code: 'unavailable', retryable: true } });
  });
});
