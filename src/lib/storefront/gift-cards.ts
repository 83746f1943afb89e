// The gift card door of the cart: the cards applied to a cart, applying a code and taking a card off,
// typed from codegen. Answers the one door result (src/lib/result.ts); nothing is thrown past it.
import type { Money } from '../i18n/money';
import { fail, ok, type DoorFailure, type DoorResult } from '../result';
import { readData, type RequestOptions, type StorefrontClient, type StorefrontResult } from './client';
import { CART_GIFT_CARD_CODES_REMOVE_MUTATION, CART_GIFT_CARD_CODES_UPDATE_MUTATION, CART_GIFT_CARDS_QUERY } from './documents/gift-cards';
import type {
  CartGiftCardFieldsFragment,
  CountryCode,
  LanguageCode,
} from './generated/storefront-types';

/** A card applied to a cart: its last characters, what it takes off this cart and what is left on it after. */
export interface AppliedGiftCard {
  id: string;
  lastCharacters: string;
  amountUsed: Money;
  balanceLeft: Money;
}

/** Why a change was refused: a code no card of the store has, a card with nothing left, or no answer from the store. */
export type GiftCardFailure = 'unknown' | 'empty' | 'unavailable';

/** The cards on the cart after a read or a change, or why it failed (only no answer is worth trying again). */
export type GiftCardResult = DoorResult<AppliedGiftCard[], DoorFailure<GiftCardFailure>>;

const refused = (code: GiftCardFailure): GiftCardResult => fail({ code, retryable: code === 'unavailable' });

/** The gift card calls of one store's carts, in a buyer country and language (@inContext). */
export interface GiftCardApi {
  /** The cards applied to a cart. */
  list(cartId: string, options?: RequestOptions): Promise<GiftCardResult>;
  /**
   * Applies `code` beside the cards whose codes are given in `keep`: in 2025-04 the codes sent replace the
   * cart's, and the store answers only a card's last characters, so the caller keeps the codes it applied.
   */
  apply(cartId: string, code: string, keep: string[], options?: RequestOptions): Promise<GiftCardResult>;
  /** Takes an applied card off the cart by its id. */
  remove(cartId: string, appliedGiftCardId: string, options?: RequestOptions): Promise<GiftCardResult>;
}

/** A code as a shopper types it, trimmed (the API does not trim); spaces inside stay for the store to read. */
export const cleanGiftCardCode = (raw: string) => raw.trim();

function cardsOf(cart: CartGiftCardFieldsFragment | null): AppliedGiftCard[] {
  return (cart?.appliedGiftCards ?? []).map((c) => ({ id: c.id, lastCharacters: c.lastCharacters, amountUsed: c.amountUsed, balanceLeft: c.balance }));
}

/** One payload turned into the result: a refused code is unknown unless the store says the card has no balance. */
function outcome(payload: { cart: CartGiftCardFieldsFragment | null; userErrors: { message: string }[] } | null): GiftCardResult {
  if (!payload) return refused('unavailable');
  if (payload.userErrors.length) return refused(payload.userErrors.some((e) => /balance/i.test(e.message)) ? 'empty' : 'unknown');
  return payload.cart ? ok(cardsOf(payload.cart)) : refused('unavailable');
}

/** The store's answer read into the result; a request that failed is 'unavailable'. */
function settled(answer: StorefrontResult<GiftCardResult>): GiftCardResult {
  if (answer.ok) return answer.value;
  console.error('Gift cards could not be changed', answer.failure.code);
  return refused('unavailable');
}

/** Gift card operations over a Storefront client for one buyer country and language. */
export function giftCardApi(client: StorefrontClient, country: string, language: string): GiftCardApi {
  const inContext = { country: country as CountryCode, language: language as LanguageCode };
  return {
    list: async (cartId, options) => {
      const answer = await client.request(CART_GIFT_CARDS_QUERY, { id: cartId, ...inContext }, options);
      return settled(readData(answer, (data) => (data.cart ? ok(cardsOf(data.cart)) : refused('unavailable'))));
    },
    apply: async (cartId, code, keep, options) => {
      const giftCardCodes = [...new Set([...keep, cleanGiftCardCode(code)].filter(Boolean))];
      const answer = await client.request(CART_GIFT_CARD_CODES_UPDATE_MUTATION, { cartId, giftCardCodes, ...inContext }, options);
      return settled(readData(answer, (data) => outcome(data.cartGiftCardCodesUpdate)));
    },
    remove: async (cartId, appliedGiftCardId, options) => {
      const answer = await client.request(CART_GIFT_CARD_CODES_REMOVE_MUTATION, { cartId, appliedGiftCardIds: [appliedGiftCardId], ...inContext }, options);
      return settled(readData(answer, (data) => outcome(data.cartGiftCardCodesRemove)));
    },
  };
}
