// The browser's live product documents: the product update check plus live prices and
// stock, and the variants and selling plans of a product by handle (to carry lines over to another
// store's cart).
// Each document is `(/* GraphQL */ `…`) as const`: its text is its type, from which the Storefront door
// reads the operation and so its generated result and variables; the parentheses keep the GraphQL
// comment on the text, where codegen finds it.

/** Product update check with price and quantityAvailable per variant. */
export const PRODUCT_CHECK_QUERY = (/* GraphQL */ `
query ProductCheck($id: ID!, $country: CountryCode) @inContext(country: $country) {
  product(id: $id) {
    id title availableForSale requiresSellingPlan
    variants(first: 100) {
      nodes {
        id sku availableForSale requiresShipping quantityAvailable currentlyNotInStock
        price { amount currencyCode }
        compareAtPrice { amount currencyCode }
      }
    }
    sellingPlanGroups(first: 15) {
      nodes { name sellingPlans(first: 7) { nodes { id name } } }
    }
  }
}`) as const;

/** A product's variants by handle, to find the same SKU in another store. */
export const PRODUCT_VARIANTS_BY_HANDLE_QUERY = (/* GraphQL */ `
query ProductVariantsByHandle($handle: String!, $country: CountryCode) @inContext(country: $country) {
  product(handle: $handle) {
    id handle
    variants(first: 100) { nodes { id sku availableForSale } }
  }
}`) as const;

/** A product's selling plans by handle with their billing interval, to find the same plan in another store. */
export const PRODUCT_SELLING_PLANS_BY_HANDLE_QUERY = (/* GraphQL */ `
query ProductSellingPlansByHandle($handle: String!, $country: CountryCode) @inContext(country: $country) {
  product(handle: $handle) {
    id
    sellingPlanGroups(first: 15) {
      nodes {
        sellingPlans(first: 7) {
          nodes {
            id name recurringDeliveries
            billingPolicy { __typename ... on SellingPlanRecurringBillingPolicy { interval intervalCount } }
          }
        }
      }
    }
  }
}`) as const;
