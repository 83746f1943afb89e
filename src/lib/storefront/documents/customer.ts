// The customer documents the browser sends: the customer by access
// token, token create (multipass) / renew / delete, customerUpdate, addresses (up to 250), and
// orders newest first with cursors. Types: generated/storefront-types.ts (`npm run codegen`).
// Each document is `(/* GraphQL */ `…`) as const`: its text is its type, from which the Storefront door
// reads the operation and so its generated result and variables; the parentheses keep the GraphQL
// comment on the text, where codegen finds it.

const CUSTOMER_MONEY = /* GraphQL */ `
fragment CustomerMoney on MoneyV2 { amount currencyCode }`;

const CUSTOMER_ERRORS = /* GraphQL */ `
fragment CustomerProblems on CustomerUserError { code field message }`;

const CUSTOMER_ADDRESS = /* GraphQL */ `
fragment CustomerAddressFields on MailingAddress {
  id address1 address2 city company firstName lastName country countryCodeV2 name zip province provinceCode phone
}`;

const CUSTOMER = /* GraphQL */ `
fragment CustomerFields on Customer {
  id email firstName lastName displayName phone acceptsMarketing createdAt updatedAt tags
  defaultAddress { id }
}`;

/** The signed-in customer. */
export const CUSTOMER_QUERY = (/* GraphQL */ `
query CustomerByToken($customerAccessToken: String!) {
  customer(customerAccessToken: $customerAccessToken) { ...CustomerFields }
}
${CUSTOMER}`) as const;

/** Exchanges a multipass token for the store customer's access token. */
export const CUSTOMER_MULTIPASS_MUTATION = (/* GraphQL */ `
mutation CustomerMultipass($multipassToken: String!) {
  customerAccessTokenCreateWithMultipass(multipassToken: $multipassToken) {
    customerAccessToken { accessToken expiresAt }
    customerUserErrors { ...CustomerProblems }
  }
}
${CUSTOMER_ERRORS}`) as const;

/** Renews an access token. */
export const CUSTOMER_TOKEN_RENEW_MUTATION = (/* GraphQL */ `
mutation CustomerTokenRenew($customerAccessToken: String!) {
  customerAccessTokenRenew(customerAccessToken: $customerAccessToken) {
    customerAccessToken { accessToken expiresAt }
    userErrors { field message }
  }
}`) as const;

/** Deletes an access token on the server (logout). */
export const CUSTOMER_TOKEN_DELETE_MUTATION = (/* GraphQL */ `
mutation CustomerTokenDelete($customerAccessToken: String!) {
  customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
    deletedAccessToken
    userErrors { field message }
  }
}`) as const;

/** Updates name, email, phone, marketing consent or password; answers a new token. */
export const CUSTOMER_UPDATE_MUTATION = (/* GraphQL */ `
mutation CustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!) {
  customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
    customer { ...CustomerFields }
    customerAccessToken { accessToken expiresAt }
    customerUserErrors { ...CustomerProblems }
  }
}
${CUSTOMER}
${CUSTOMER_ERRORS}`) as const;

/** The customer's addresses (up to 250) and default address. */
export const CUSTOMER_ADDRESSES_QUERY = (/* GraphQL */ `
query CustomerAddresses($customerAccessToken: String!) {
  customer(customerAccessToken: $customerAccessToken) {
    defaultAddress { id }
    addresses(first: 250) { nodes { ...CustomerAddressFields } }
  }
}
${CUSTOMER_ADDRESS}`) as const;

export const CUSTOMER_ADDRESS_CREATE_MUTATION = (/* GraphQL */ `
mutation CustomerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!) {
  customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {
    customerAddress { id }
    customerUserErrors { ...CustomerProblems }
  }
}
${CUSTOMER_ERRORS}`) as const;

export const CUSTOMER_ADDRESS_UPDATE_MUTATION = (/* GraphQL */ `
mutation CustomerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!) {
  customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {
    customerAddress { id }
    customerUserErrors { ...CustomerProblems }
  }
}
${CUSTOMER_ERRORS}`) as const;

export const CUSTOMER_ADDRESS_DELETE_MUTATION = (/* GraphQL */ `
mutation CustomerAddressDelete($customerAccessToken: String!, $id: ID!) {
  customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {
    deletedCustomerAddressId
    customerUserErrors { ...CustomerProblems }
  }
}
${CUSTOMER_ERRORS}`) as const;

export const CUSTOMER_DEFAULT_ADDRESS_MUTATION = (/* GraphQL */ `
mutation CustomerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!) {
  customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {
    customer { defaultAddress { id } }
    customerUserErrors { ...CustomerProblems }
  }
}
${CUSTOMER_ERRORS}`) as const;

// Storefront's Order has no shipping line: the store writes the title of the rate its checkout picked to the
// order metafield custom.shipping_method (storefront access on), which the order detail shows as its shipping method.
const ORDER_FIELDS = /* GraphQL */ `
fragment OrderFields on Order {
  id name orderNumber processedAt financialStatus fulfillmentStatus statusUrl
  customAttributes { key value }
  currentTotalPrice { ...CustomerMoney }
  totalPrice { ...CustomerMoney }
  totalShippingPrice { ...CustomerMoney }
  subtotalPrice { ...CustomerMoney }
  totalTax { ...CustomerMoney }
  shippingAddress { ...CustomerAddressFields }
  shippingDiscountAllocations { allocatedAmount { ...CustomerMoney } }
  shippingMethod: metafield(namespace: "custom", key: "shipping_method") { value }
  discountApplications(first: 20) {
    nodes {
      __typename allocationMethod targetSelection targetType
      value { __typename ... on MoneyV2 { amount currencyCode } ... on PricingPercentageValue { percentage } }
      ... on DiscountCodeApplication { code }
      ... on AutomaticDiscountApplication { title }
      ... on ManualDiscountApplication { title }
      ... on ScriptDiscountApplication { title }
    }
  }
  successfulFulfillments(first: 10) { trackingCompany trackingInfo(first: 10) { number url } }
  lineItems(first: 250) {
    nodes {
      quantity title
      originalTotalPrice { ...CustomerMoney }
      discountedTotalPrice { ...CustomerMoney }
      discountAllocations { allocatedAmount { ...CustomerMoney } }
      customAttributes { key value }
      variant {
        id title requiresShipping
        image { altText url }
        selectedOptions { name value }
        subscriptionFrequency: metafield(namespace: "custom", key: "subscription_frequency") { value }
        product { handle tags }
      }
    }
  }
}
${CUSTOMER_MONEY}
${CUSTOMER_ADDRESS}`;

/** One page of the customer's orders, newest first (first/last/after/before). */
export const CUSTOMER_ORDERS_QUERY = (/* GraphQL */ `
query CustomerOrders($customerAccessToken: String!, $first: Int, $last: Int, $after: String, $before: String) {
  customer(customerAccessToken: $customerAccessToken) {
    orders(first: $first, last: $last, after: $after, before: $before, sortKey: PROCESSED_AT, reverse: true) {
      edges { cursor node { ...OrderFields } }
      pageInfo { hasNextPage hasPreviousPage }
    }
  }
}
${ORDER_FIELDS}`) as const;

/** One order of the customer, found by its id. */
export const CUSTOMER_ORDER_QUERY = (/* GraphQL */ `
query CustomerOrder($customerAccessToken: String!, $query: String!) {
  customer(customerAccessToken: $customerAccessToken) {
    tags
    orders(first: 1, query: $query) { nodes { ...OrderFields } }
  }
}
${ORDER_FIELDS}`) as const;
