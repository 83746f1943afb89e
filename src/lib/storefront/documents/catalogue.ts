// The build's catalogue documents (Storefront API 2025-04). Limits: 100 variants,
// 15 selling plan groups of 7 plans. Types: generated/storefront-types.ts (`npm run codegen`).
// Each document is `(/* GraphQL */ `…`) as const`: its text is its type, from which the Storefront door
// reads the operation and so its generated result and variables; the parentheses keep the GraphQL
// comment on the text, where codegen finds it.

const MONEY = /* GraphQL */ `
fragment Money on MoneyV2 { amount currencyCode }`;

const VARIANT = /* GraphQL */ `
fragment CatalogueVariant on ProductVariant {
  id sku title availableForSale quantityAvailable requiresShipping
  selectedOptions { name value }
  price { ...Money }
  compareAtPrice { ...Money }
  image { url altText }
  subscriptionFrequency: metafield(namespace: "custom", key: "subscription_frequency") { value }
}`;

const SELLING_PLAN_GROUP = /* GraphQL */ `
fragment CatalogueSellingPlanGroup on SellingPlanGroup {
  name appName
  options { name values }
  sellingPlans(first: 7) {
    nodes {
      id name recurringDeliveries
      options { name value }
      priceAdjustments {
        orderCount
        adjustmentValue {
          __typename
          ... on SellingPlanPercentagePriceAdjustment { adjustmentPercentage }
          ... on SellingPlanFixedPriceAdjustment { price { ...Money } }
        }
      }
      billingPolicy {
        __typename
        ... on SellingPlanRecurringBillingPolicy { interval intervalCount }
      }
      deliveryPolicy {
        __typename
        ... on SellingPlanRecurringDeliveryPolicy { interval intervalCount }
      }
    }
  }
}`;

const PRODUCT = /* GraphQL */ `
fragment CatalogueProduct on Product {
  id handle title productType vendor tags createdAt availableForSale requiresSellingPlan
  options { name optionValues { name } }
  priceRange { minVariantPrice { ...Money } maxVariantPrice { ...Money } }
  variants(first: 100) { nodes { ...CatalogueVariant } }
  sellingPlanGroups(first: 15) { nodes { ...CatalogueSellingPlanGroup } }
}`;

/** One page of the catalogue's products, priced for a country. */
export const CATALOGUE_PRODUCTS_QUERY = (/* GraphQL */ `
query CatalogueProducts($country: CountryCode!, $cursor: String) @inContext(country: $country) {
  products(first: 100, after: $cursor) {
    pageInfo { hasNextPage endCursor }
    nodes { ...CatalogueProduct }
  }
}
${PRODUCT}
${VARIANT}
${SELLING_PLAN_GROUP}
${MONEY}`) as const;

/** One page of the catalogue's collections with the handles of their products, in order. */
export const CATALOGUE_COLLECTIONS_QUERY = (/* GraphQL */ `
query CatalogueCollections($country: CountryCode!, $cursor: String) @inContext(country: $country) {
  collections(first: 100, after: $cursor) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id handle title description
      products(first: 250) { pageInfo { hasNextPage endCursor } nodes { handle } }
    }
  }
}`) as const;

/** The next page of a collection's products, for collections of more than 250 products. */
export const COLLECTION_PRODUCTS_QUERY = (/* GraphQL */ `
query CollectionProducts($handle: String!, $country: CountryCode!, $cursor: String) @inContext(country: $country) {
  collection(handle: $handle) {
    products(first: 250, after: $cursor) { pageInfo { hasNextPage endCursor } nodes { handle } }
  }
}`) as const;
