// The part of Shopify's Admin GraphQL API (2025-04) the store's own services call, in Shopify's names:
// webhook subscriptions (orders/create, customers/update), orderCreate with its input objects and
// userErrors, orders and customers found by a search query, selling plans read through `node`, and
// giftCardCreate (the referral reward's gift cards).
// Hand-written SDL, executed with graphql-js.
import { buildSchema, type GraphQLSchema } from 'graphql';

/** The Admin API's SDL subset. */
export const ADMIN_SDL = /* GraphQL */ `
scalar DateTime
scalar Decimal
scalar URL

enum CurrencyCode { AUD CAD CHF CZK DKK EUR GBP HKD JPY NZD PLN SEK SGD USD }

interface Node { id: ID! }

type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String }

type UserError { field: [String!] message: String! }

type MoneyV2 { amount: Decimal! currencyCode: CurrencyCode! }
type MoneyBag { shopMoney: MoneyV2! presentmentMoney: MoneyV2! }

enum WebhookSubscriptionTopic { CUSTOMERS_UPDATE ORDERS_CREATE }
enum WebhookSubscriptionFormat { JSON XML }

type ApiVersion { handle: String! displayName: String! supported: Boolean! }
type WebhookHttpEndpoint { callbackUrl: URL! }
union WebhookSubscriptionEndpoint = WebhookHttpEndpoint

type WebhookSubscription implements Node {
  id: ID!
  topic: WebhookSubscriptionTopic!
  format: WebhookSubscriptionFormat!
  endpoint: WebhookSubscriptionEndpoint!
  callbackUrl: URL! @deprecated(reason: "Use endpoint instead.")
  apiVersion: ApiVersion!
  includeFields: [String!]!
  createdAt: DateTime!
  updatedAt: DateTime!
}
type WebhookSubscriptionEdge { cursor: String! node: WebhookSubscription! }
type WebhookSubscriptionConnection { edges: [WebhookSubscriptionEdge!]! nodes: [WebhookSubscription!]! pageInfo: PageInfo! }

input WebhookSubscriptionInput { callbackUrl: URL format: WebhookSubscriptionFormat includeFields: [String!] metafieldNamespaces: [String!] }
type WebhookSubscriptionCreatePayload { webhookSubscription: WebhookSubscription userErrors: [UserError!]! }
type WebhookSubscriptionDeletePayload { deletedWebhookSubscriptionId: ID userErrors: [UserError!]! }

type Attribute { key: String! value: String }
type ProductVariant implements Node { id: ID! sku: String }
type LineItem { id: ID! title: String! quantity: Int! sku: String variant: ProductVariant customAttributes: [Attribute!]! originalUnitPriceSet: MoneyBag! }
type LineItemConnection { nodes: [LineItem!]! pageInfo: PageInfo! }

enum OrderDisplayFinancialStatus { AUTHORIZED EXPIRED PAID PARTIALLY_PAID PARTIALLY_REFUNDED PENDING REFUNDED VOIDED }
enum OrderDisplayFulfillmentStatus { FULFILLED IN_PROGRESS ON_HOLD OPEN PARTIALLY_FULFILLED PENDING_FULFILLMENT RESTOCKED SCHEDULED UNFULFILLED }

type Order implements Node {
  id: ID!
  name: String!
  email: String
  createdAt: DateTime!
  processedAt: DateTime!
  currencyCode: CurrencyCode!
  sourceIdentifier: String
  sourceName: String
  tags: [String!]!
  customAttributes: [Attribute!]!
  displayFinancialStatus: OrderDisplayFinancialStatus
  displayFulfillmentStatus: OrderDisplayFulfillmentStatus!
  subtotalPriceSet: MoneyBag
  totalTaxSet: MoneyBag
  totalShippingPriceSet: MoneyBag!
  totalPriceSet: MoneyBag!
  lineItems(first: Int, after: String): LineItemConnection!
}
type OrderEdge { cursor: String! node: Order! }
type OrderConnection { edges: [OrderEdge!]! nodes: [Order!]! pageInfo: PageInfo! }
enum OrderSortKeys { CREATED_AT ID ORDER_NUMBER PROCESSED_AT }

input MoneyInput { amount: Decimal! currencyCode: CurrencyCode! }
input MoneyBagInput { shopMoney: MoneyInput! presentmentMoney: MoneyInput }
input MailingAddressInput { address1: String address2: String city: String company: String countryCode: String firstName: String lastName: String phone: String provinceCode: String zip: String }
input OrderCreateLineItemPropertyInput { name: String! value: String! }
input OrderCreateTaxLineInput { title: String! rate: Decimal! priceSet: MoneyBagInput channelLiable: Boolean }
input OrderCreateLineItemInput {
  variantId: ID
  productId: ID
  title: String
  variantTitle: String
  sku: String
  quantity: Int!
  priceSet: MoneyBagInput
  properties: [OrderCreateLineItemPropertyInput!]
  requiresShipping: Boolean
  taxable: Boolean
  taxLines: [OrderCreateTaxLineInput!]
}
input OrderCreateShippingLineInput { title: String! code: String source: String priceSet: MoneyBagInput! taxLines: [OrderCreateTaxLineInput!] }
input OrderCreateCustomAttributeInput { key: String! value: String! }
enum OrderTransactionKind { AUTHORIZATION CAPTURE CHANGE EMV_AUTHORIZATION REFUND SALE SUGGESTED_REFUND VOID }
enum OrderTransactionStatus { AWAITING_RESPONSE ERROR FAILURE PENDING SUCCESS UNKNOWN }
input OrderCreateOrderTransactionInput { amountSet: MoneyBagInput! kind: OrderTransactionKind gateway: String status: OrderTransactionStatus test: Boolean authorizationCode: String processedAt: DateTime }
enum OrderCreateFinancialStatus { AUTHORIZED EXPIRED PAID PARTIALLY_PAID PARTIALLY_REFUNDED PENDING REFUNDED VOIDED }
enum OrderCreateFulfillmentStatus { FULFILLED PARTIAL RESTOCKED }
input OrderCreateUpsertCustomerAttributesInput { email: String firstName: String lastName: String phone: String }
input OrderCreateAssociateCustomerAttributesInput { id: ID email: String }
input OrderCreateCustomerInput { toAssociate: OrderCreateAssociateCustomerAttributesInput toUpsert: OrderCreateUpsertCustomerAttributesInput }
input OrderCreateOrderInput {
  currency: CurrencyCode
  presentmentCurrency: CurrencyCode
  email: String
  phone: String
  customer: OrderCreateCustomerInput
  lineItems: [OrderCreateLineItemInput!]
  shippingAddress: MailingAddressInput
  billingAddress: MailingAddressInput
  shippingLines: [OrderCreateShippingLineInput!]
  taxLines: [OrderCreateTaxLineInput!]
  taxesIncluded: Boolean
  financialStatus: OrderCreateFinancialStatus
  fulfillmentStatus: OrderCreateFulfillmentStatus
  transactions: [OrderCreateOrderTransactionInput!]
  customAttributes: [OrderCreateCustomAttributeInput!]
  note: String
  tags: [String!]
  sourceIdentifier: String
  sourceName: String
  processedAt: DateTime
  test: Boolean
}
enum OrderCreateInputsInventoryBehavior { BYPASS DECREMENT_IGNORING_POLICY DECREMENT_OBEYING_POLICY }
input OrderCreateOptionsInput { inventoryBehaviour: OrderCreateInputsInventoryBehavior sendReceipt: Boolean sendFulfillmentReceipt: Boolean }
enum OrderCreateUserErrorCode { INVALID PRODUCT_NOT_FOUND REQUIRED TAX_LINE_RATE_MISSING }
type OrderCreateUserError { field: [String!] message: String! code: OrderCreateUserErrorCode }
type OrderCreatePayload { order: Order userErrors: [OrderCreateUserError!]! }

enum SellingPlanCategory { OTHER PRE_ORDER SUBSCRIPTION TRY_BEFORE_YOU_BUY }
enum SellingPlanInterval { DAY MONTH WEEK YEAR }
enum SellingPlanFulfillmentTrigger { ANCHOR ASAP EXACT_TIME UNKNOWN }
type SellingPlanRecurringBillingPolicy { interval: SellingPlanInterval! intervalCount: Int! }
union SellingPlanBillingPolicy = SellingPlanRecurringBillingPolicy
type SellingPlanRecurringDeliveryPolicy { interval: SellingPlanInterval! intervalCount: Int! }
type SellingPlanFixedDeliveryPolicy { fulfillmentTrigger: SellingPlanFulfillmentTrigger! }
union SellingPlanDeliveryPolicy = SellingPlanRecurringDeliveryPolicy | SellingPlanFixedDeliveryPolicy
type SellingPlanPricingPolicyPercentageValue { percentage: Float! }
union SellingPlanPricingPolicyAdjustmentValue = MoneyV2 | SellingPlanPricingPolicyPercentageValue
enum SellingPlanPricingPolicyAdjustmentType { FIXED_AMOUNT PERCENTAGE PRICE }
type SellingPlanFixedPricingPolicy { adjustmentType: SellingPlanPricingPolicyAdjustmentType! adjustmentValue: SellingPlanPricingPolicyAdjustmentValue! }
type SellingPlanRecurringPricingPolicy { afterCycle: Int adjustmentType: SellingPlanPricingPolicyAdjustmentType! adjustmentValue: SellingPlanPricingPolicyAdjustmentValue! }
union SellingPlanPricingPolicy = SellingPlanFixedPricingPolicy | SellingPlanRecurringPricingPolicy
type Metafield { namespace: String! key: String! type: String! value: String! }
type SellingPlan implements Node {
  id: ID!
  name: String!
  category: SellingPlanCategory
  billingPolicy: SellingPlanBillingPolicy!
  deliveryPolicy: SellingPlanDeliveryPolicy!
  pricingPolicies: [SellingPlanPricingPolicy!]!
  metafield(namespace: String, key: String!): Metafield
}

type Customer implements Node { id: ID! email: String firstName: String lastName: String tags: [String!]! createdAt: DateTime! }
type CustomerEdge { cursor: String! node: Customer! }
type CustomerConnection { edges: [CustomerEdge!]! nodes: [Customer!]! pageInfo: PageInfo! }

scalar Date
enum GiftCardErrorCode { GREATER_THAN INVALID MISSING_ARGUMENT TAKEN TOO_LONG TOO_SHORT }
type GiftCardUserError { field: [String!] message: String! code: GiftCardErrorCode }
type GiftCard implements Node {
  id: ID!
  balance: MoneyV2!
  initialValue: MoneyV2!
  lastCharacters: String!
  maskedCode: String!
  enabled: Boolean!
  expiresOn: Date
  note: String
  createdAt: DateTime!
}
input GiftCardCreateInput { initialValue: Decimal! code: String note: String expiresOn: Date }
type GiftCardCreatePayload { giftCard: GiftCard giftCardCode: String userErrors: [GiftCardUserError!]! }

type Query {
  customers(first: Int, after: String, query: String, reverse: Boolean): CustomerConnection!
  node(id: ID!): Node
  orders(first: Int, after: String, query: String, sortKey: OrderSortKeys, reverse: Boolean): OrderConnection!
  webhookSubscriptions(first: Int, after: String, topics: [WebhookSubscriptionTopic!], callbackUrl: URL, format: WebhookSubscriptionFormat): WebhookSubscriptionConnection!
}

type Mutation {
  orderCreate(order: OrderCreateOrderInput!, options: OrderCreateOptionsInput): OrderCreatePayload
  webhookSubscriptionCreate(topic: WebhookSubscriptionTopic!, webhookSubscription: WebhookSubscriptionInput!): WebhookSubscriptionCreatePayload
  webhookSubscriptionDelete(id: ID!): WebhookSubscriptionDeletePayload
  giftCardCreate(input: GiftCardCreateInput!): GiftCardCreatePayload
}
`;

let built: GraphQLSchema | undefined;

/** The executable schema (built once). */
export function adminSchema(): GraphQLSchema {
  return (built ??= buildSchema(ADMIN_SDL));
}
