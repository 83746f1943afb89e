// The cart documents the browser sends: create, read, add, update,
// remove, discount codes, buyer identity. Every mutation answers the whole cart with userErrors
// and warnings so the store never needs a second read. Lines: first 20, a GPS service plan's line
// with the plan's term and its price per term (charged later, not by this cart). Each runs in the
// page's market and language (@inContext country and language), so product titles, options and
// plan names come back as the page shows them and the store's checkout opens in that language.
// Each document is `(/* GraphQL */ `…`) as const`: its text is its type, from which the Storefront door
// reads the operation and so its generated result and variables; the parentheses keep the GraphQL
// comment on the text, where codegen finds it.

const CART_MONEY = /* GraphQL */ `
fragment CartMoney on MoneyV2 { amount currencyCode }`;

const CART_LINE = /* GraphQL */ `
fragment CartLineFields on BaseCartLine {
  id quantity
  attributes { key value }
  cost {
    amountPerQuantity { ...CartMoney }
    compareAtAmountPerQuantity { ...CartMoney }
    subtotalAmount { ...CartMoney }
    totalAmount { ...CartMoney }
  }
  discountAllocations {
    __typename
    discountedAmount { ...CartMoney }
    ... on CartCodeDiscountAllocation { code }
    ... on CartAutomaticDiscountAllocation { title }
    ... on CartCustomDiscountAllocation { title }
  }
  sellingPlanAllocation {
    sellingPlan {
      id name recurringDeliveries
      billingPolicy { __typename ... on SellingPlanRecurringBillingPolicy { interval intervalCount } }
      priceAdjustments {
        orderCount
        adjustmentValue { __typename ... on SellingPlanFixedPriceAdjustment { price { ...CartMoney } } }
      }
    }
    priceAdjustments { price { ...CartMoney } perDeliveryPrice { ...CartMoney } }
  }
  merchandise {
    ... on ProductVariant {
      id title sku quantityAvailable availableForSale
      price { ...CartMoney }
      compareAtPrice { ...CartMoney }
      selectedOptions { name value }
      image { id url altText }
      product { id title handle productType vendor tags }
    }
  }
}`;

const CART = /* GraphQL */ `
fragment CartFields on Cart {
  id checkoutUrl totalQuantity note createdAt updatedAt
  buyerIdentity { countryCode email phone customer { id email } }
  attributes { key value }
  cost { subtotalAmount { ...CartMoney } totalAmount { ...CartMoney } }
  discountCodes { code applicable }
  discountAllocations {
    __typename
    discountedAmount { ...CartMoney }
    ... on CartCodeDiscountAllocation { code }
    ... on CartAutomaticDiscountAllocation { title }
    ... on CartCustomDiscountAllocation { title }
  }
  lines(first: 20) { nodes { ...CartLineFields } }
}`;

const CART_PAYLOAD = /* GraphQL */ `
fragment CartProblems on CartUserError { field message code }`;

const CART_WARNING = /* GraphQL */ `
fragment CartWarningFields on CartWarning { code message target }`;

const FRAGMENTS = `${CART}
${CART_LINE}
${CART_MONEY}`;

const PAYLOAD_FRAGMENTS = `${FRAGMENTS}
${CART_PAYLOAD}
${CART_WARNING}`;

/** A cart by id (null when unknown or completed). */
export const CART_QUERY = (/* GraphQL */ `
query CartById($id: ID!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  cart(id: $id) { ...CartFields }
}
${FRAGMENTS}`) as const;

/** A new cart (buyer country defaults to US), optionally with lines. */
export const CART_CREATE_MUTATION = (/* GraphQL */ `
mutation CartCreate($input: CartInput!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  cartCreate(input: $input) {
    cart { ...CartFields }
    userErrors { ...CartProblems }
    warnings { ...CartWarningFields }
  }
}
${PAYLOAD_FRAGMENTS}`) as const;

/** Adds lines (merchandise id base64-encoded, quantity, attributes, optional selling plan). */
export const CART_LINES_ADD_MUTATION = (/* GraphQL */ `
mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  cartLinesAdd(cartId: $cartId, lines: $lines) {
    cart { ...CartFields }
    userErrors { ...CartProblems }
    warnings { ...CartWarningFields }
  }
}
${PAYLOAD_FRAGMENTS}`) as const;

/** Sets line quantities or attributes. */
export const CART_LINES_UPDATE_MUTATION = (/* GraphQL */ `
mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  cartLinesUpdate(cartId: $cartId, lines: $lines) {
    cart { ...CartFields }
    userErrors { ...CartProblems }
    warnings { ...CartWarningFields }
  }
}
${PAYLOAD_FRAGMENTS}`) as const;

/** Removes lines by id. */
export const CART_LINES_REMOVE_MUTATION = (/* GraphQL */ `
mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
    cart { ...CartFields }
    userErrors { ...CartProblems }
    warnings { ...CartWarningFields }
  }
}
${PAYLOAD_FRAGMENTS}`) as const;

/** Replaces the cart's discount codes. */
export const CART_DISCOUNT_CODES_UPDATE_MUTATION = (/* GraphQL */ `
mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
    cart { ...CartFields }
    userErrors { ...CartProblems }
    warnings { ...CartWarningFields }
  }
}
${PAYLOAD_FRAGMENTS}`) as const;

/** Replaces the cart's attributes (key/value pairs the order keeps, e.g. the environment marker). */
export const CART_ATTRIBUTES_UPDATE_MUTATION = (/* GraphQL */ `
mutation CartAttributesUpdate($cartId: ID!, $attributes: [AttributeInput!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  cartAttributesUpdate(cartId: $cartId, attributes: $attributes) {
    cart { ...CartFields }
    userErrors { ...CartProblems }
    warnings { ...CartWarningFields }
  }
}
${PAYLOAD_FRAGMENTS}`) as const;

/** Links the cart to a signed-in customer (customerAccessToken) or sets the buyer's country. */
export const CART_BUYER_IDENTITY_UPDATE_MUTATION = (/* GraphQL */ `
mutation CartBuyerIdentityUpdate($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {
    cart { ...CartFields }
    userErrors { ...CartProblems }
    warnings { ...CartWarningFields }
  }
}
${PAYLOAD_FRAGMENTS}`) as const;
