import { assertValidDocument as v } from './helpers.js';

// Documents in the style of Hydrogen's cart fragments; each is validated against the official schema on load.

/** Money fields. */
const MONEY = `fragment Money on MoneyV2 { amount currencyCode }`;

/** The cart line fields the site reads. */
export const CART_FRAGMENT = `
fragment CartLine on CartLine {
  id
  quantity
  attributes { key value }
  cost {
    totalAmount { ...Money }
    amountPerQuantity { ...Money }
    compareAtAmountPerQuantity { ...Money }
    subtotalAmount { ...Money }
  }
  discountAllocations {
    discountedAmount { ...Money }
    ... on CartAutomaticDiscountAllocation { title }
    ... on CartCustomDiscountAllocation { title }
    ... on CartCodeDiscountAllocation { code }
  }
  sellingPlanAllocation {
    sellingPlan { id name }
    priceAdjustments { price { ...Money } compareAtPrice { ...Money } perDeliveryPrice { ...Money } }
  }
  merchandise {
    ... on ProductVariant {
      id
      title
      sku
      availableForSale
      requiresShipping
      quantityAvailable
      compareAtPrice { ...Money }
      price { ...Money }
      selectedOptions { name value }
      image { id url altText width height }
      product {
        id
        title
        handle
        productType
        vendor
        tags
        sellingPlanGroups(first: 1) {
          edges {
            node {
              name
              sellingPlans(first: 1) {
                edges { node { id name priceAdjustments { adjustmentValue { ... on SellingPlanPercentagePriceAdjustment { adjustmentPercentage } } } } }
              }
            }
          }
        }
      }
    }
  }
}
fragment CartApiQuery on Cart {
  id
  checkoutUrl
  note
  totalQuantity
  createdAt
  updatedAt
  buyerIdentity { countryCode email phone }
  attributes { key value }
  cost {
    subtotalAmount { ...Money }
    totalAmount { ...Money }
    totalTaxAmount { ...Money }
    totalDutyAmount { ...Money }
  }
  lines(first: 20) { edges { node { ...CartLine } } }
}
${MONEY}`;

const USER_ERRORS = `userErrors { field message code } warnings { code message target }`;

export const CART_QUERY = v(`query CartQuery($cartId: ID!, $country: CountryCode) @inContext(country: $country) {
  cart(id: $cartId) { ...CartApiQuery }
}
${CART_FRAGMENT}`);

export const CART_CREATE = v(`mutation CartCreate($input: CartInput!, $country: CountryCode) @inContext(country: $country) {
  cartCreate(input: $input) { cart { ...CartApiQuery } ${USER_ERRORS} }
}
${CART_FRAGMENT}`);

export const CART_LINES_ADD = v(`mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) {
  cartLinesAdd(cartId: $cartId, lines: $lines) { cart { ...CartApiQuery } ${USER_ERRORS} }
}
${CART_FRAGMENT}`);

export const CART_LINES_UPDATE = v(`mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) {
  cartLinesUpdate(cartId: $cartId, lines: $lines) { cart { ...CartApiQuery } ${USER_ERRORS} }
}
${CART_FRAGMENT}`);

export const CART_LINES_REMOVE = v(`mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!) {
  cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { cart { ...CartApiQuery } ${USER_ERRORS} }
}
${CART_FRAGMENT}`);

export const CART_ATTRIBUTES_UPDATE = v(`mutation CartAttributesUpdate($cartId: ID!, $attributes: [AttributeInput!]!) {
  cartAttributesUpdate(cartId: $cartId, attributes: $attributes) { cart { ...CartApiQuery } ${USER_ERRORS} }
}
${CART_FRAGMENT}`);

export const CART_BUYER_IDENTITY_UPDATE = v(`mutation CartBuyerIdentityUpdate($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) {
  cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { cart { ...CartApiQuery } ${USER_ERRORS} }
}
${CART_FRAGMENT}`);

/** The product update check plus the product page fields. */
export const PRODUCT_FRAGMENT = `
fragment ProductFields on Product {
  id
  title
  handle
  productType
  vendor
  tags
  description
  descriptionHtml
  availableForSale
  requiresSellingPlan
  options { name optionValues { name } }
  priceRange { minVariantPrice { ...Money } maxVariantPrice { ...Money } }
  featuredImage { url altText width height }
  variants(first: 100) {
    nodes {
      id
      title
      sku
      availableForSale
      requiresShipping
      quantityAvailable
      price { ...Money }
      compareAtPrice { ...Money }
      selectedOptions { name value }
      metafield(namespace: "custom", key: "subscription_frequency") { value type }
    }
  }
  sellingPlanGroups(first: 15) {
    nodes {
      name
      options { name values }
      sellingPlans(first: 7) {
        nodes {
          id
          name
          recurringDeliveries
          options { name value }
          priceAdjustments { adjustmentValue { ... on SellingPlanPercentagePriceAdjustment { adjustmentPercentage } } }
        }
      }
    }
  }
}
${MONEY}`;

export const PRODUCT_BY_HANDLE = v(`query ProductByHandle($handle: String!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
  product(handle: $handle) { ...ProductFields }
}
${PRODUCT_FRAGMENT}`);

export const PRODUCT_BY_ID = v(`query ProductById($id: ID!, $country: CountryCode) @inContext(country: $country) {
  product(id: $id) { ...ProductFields }
}
${PRODUCT_FRAGMENT}`);

export const PRODUCTS = v(`query Products($first: Int, $after: String, $sortKey: ProductSortKeys, $reverse: Boolean, $query: String, $country: CountryCode) @inContext(country: $country) {
  products(first: $first, after: $after, sortKey: $sortKey, reverse: $reverse, query: $query) {
    pageInfo { hasNextPage hasPreviousPage endCursor startCursor }
    edges { cursor node { handle priceRange { minVariantPrice { amount currencyCode } } } }
  }
}`);

export const COLLECTION = v(`query Collection($handle: String!, $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $country: CountryCode) @inContext(country: $country) {
  collection(handle: $handle) {
    id handle title description
    products(first: 50, sortKey: $sortKey, reverse: $reverse) { nodes { handle priceRange { minVariantPrice { amount currencyCode } } } }
  }
}`);

export const COLLECTIONS = v(`query Collections($first: Int!, $sortKey: CollectionSortKeys) {
  collections(first: $first, sortKey: $sortKey) { nodes { id handle title } pageInfo { hasNextPage } }
}`);
