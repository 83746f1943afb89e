// The gift card documents the cart drawer sends: the cards applied to a cart, and the 2025-04 pair that
// changes them: cartGiftCardCodesUpdate (the codes given replace the cart's) and cartGiftCardCodesRemove
// (by applied card id, as the API only ever answers a card's last characters).
// Each document is `(/* GraphQL */ `…`) as const`: its text is its type, from which the Storefront door
// reads the operation and so its generated result and variables; the parentheses keep the GraphQL
// comment on the text, where codegen finds it.

const GIFT_CARDS = /* GraphQL */ `
fragment CartGiftCardFields on Cart {
  id
  appliedGiftCards {
    id lastCharacters
    amountUsed { amount currencyCode }
    balance { amount currencyCode }
  }
}`;

/** The cards applied to a cart by id (null when the cart is unknown or completed). */
export const CART_GIFT_CARDS_QUERY = (/* GraphQL */ `
query CartGiftCards($id: ID!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  cart(id: $id) { ...CartGiftCardFields }
}
${GIFT_CARDS}`) as const;

/** Replaces the cart's gift card codes. */
export const CART_GIFT_CARD_CODES_UPDATE_MUTATION = (/* GraphQL */ `
mutation CartGiftCardCodesUpdate($cartId: ID!, $giftCardCodes: [String!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: $giftCardCodes) {
    cart { ...CartGiftCardFields }
    userErrors { field message code }
  }
}
${GIFT_CARDS}`) as const;

/** Takes applied cards off the cart by their ids. */
export const CART_GIFT_CARD_CODES_REMOVE_MUTATION = (/* GraphQL */ `
mutation CartGiftCardCodesRemove($cartId: ID!, $appliedGiftCardIds: [ID!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  cartGiftCardCodesRemove(cartId: $cartId, appliedGiftCardIds: $appliedGiftCardIds) {
    cart { ...CartGiftCardFields }
    userErrors { field message code }
  }
}
${GIFT_CARDS}`) as const;
