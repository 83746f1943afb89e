// The browser's GPS service plan document: the selling plans of the store's products that deliver
// nothing (a collar's LTE service term), with their renewal price in the buyer's currency.
// Each document is `(/* GraphQL */ `…`) as const`: its text is its type, from which the Storefront door
// reads the operation and so its generated result and variables; the parentheses keep the GraphQL
// comment on the text, where codegen finds it.

/** One page of the store's products with their selling plans and price adjustments. */
export const SERVICE_PLANS_QUERY = (/* GraphQL */ `
query ServicePlans($country: CountryCode, $cursor: String) @inContext(country: $country) {
  products(first: 100, after: $cursor) {
    pageInfo { hasNextPage endCursor }
    nodes {
      requiresSellingPlan
      sellingPlanGroups(first: 15) {
        nodes {
          sellingPlans(first: 7) {
            nodes {
              id name recurringDeliveries
              billingPolicy { __typename ... on SellingPlanRecurringBillingPolicy { interval intervalCount } }
              priceAdjustments {
                orderCount
                adjustmentValue {
                  __typename
                  ... on SellingPlanFixedPriceAdjustment { price { amount currencyCode } }
                }
              }
            }
          }
        }
      }
    }
  }
}`) as const;
