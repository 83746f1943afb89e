// The part of Shopify's Admin GraphQL API (2025-04) the store's own services call, in Shopify's names:
// webhook subscriptions (orders/create, customers/update), orderCreate with its input objects and
// userErrors, orders and customers found by a search query, selling plans read through `node`, and
// giftCardCreate (the referral reward's gift cards), and the subscription surface a subscription app
// speaks: subscription contracts (created by checkout for selling-plan lines), their billing attempts,
// contract drafts, pause/activate/cancel and the customers' vaulted cards (CustomerPaymentMethod) with
// the email that asks a customer to update one.
// Hand-written SDL, executed with graphql-js. Every type, field, argument and enum value is Shopify's:
// twin/test/admin-schema-contract.test.ts checks the SDL against the Admin API schema Shopify publishes
// (the introspection file of the npm package @shopify/dev-mcp), and the tests' documents against both.
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

enum WebhookSubscriptionTopic {
  CUSTOMER_PAYMENT_METHODS_UPDATE
  CUSTOMERS_UPDATE
  ORDERS_CREATE
  SUBSCRIPTION_BILLING_ATTEMPTS_FAILURE
  SUBSCRIPTION_BILLING_ATTEMPTS_SUCCESS
  SUBSCRIPTION_CONTRACTS_CREATE
  SUBSCRIPTION_CONTRACTS_UPDATE
}
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

scalar UnsignedInt64
enum CountryCode { AU BE CA CH DE ES FR GB IE IT NL US }
enum SellingPlanAnchorType { MONTHDAY WEEKDAY YEARDAY }
type SellingPlanAnchor { cutoffDay: Int day: Int! month: Int type: SellingPlanAnchorType! }
input SellingPlanAnchorInput { type: SellingPlanAnchorType day: Int month: Int cutoffDay: Int }

type CustomerCreditCardBillingAddress { address1: String city: String country: String countryCode: CountryCode firstName: String lastName: String province: String provinceCode: String zip: String }
type CustomerCreditCard {
  billingAddress: CustomerCreditCardBillingAddress
  brand: String!
  expiresSoon: Boolean!
  expiryMonth: Int!
  expiryYear: Int!
  firstDigits: String
  isRevocable: Boolean!
  lastDigits: String!
  maskedNumber: String!
  name: String!
  source: String
}
union CustomerPaymentInstrument = CustomerCreditCard
type CustomerPaymentMethod implements Node {
  customer: Customer
  id: ID!
  instrument: CustomerPaymentInstrument
  revokedAt: DateTime
  subscriptionContracts(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): SubscriptionContractConnection!
}

enum SubscriptionContractSubscriptionStatus { ACTIVE PAUSED CANCELLED EXPIRED FAILED }
enum SubscriptionContractLastPaymentStatus { SUCCEEDED FAILED }
enum SubscriptionContractLastBillingErrorType { PAYMENT_ERROR CUSTOMER_ERROR INVENTORY_ERROR OTHER }
type SubscriptionBillingPolicy { anchors: [SellingPlanAnchor!]! interval: SellingPlanInterval! intervalCount: Int! maxCycles: Int minCycles: Int }
type SubscriptionDeliveryPolicy { anchors: [SellingPlanAnchor!]! interval: SellingPlanInterval! intervalCount: Int! }
type SubscriptionPricingPolicy { basePrice: MoneyV2! }
type SubscriptionLine {
  currentPrice: MoneyV2!
  customAttributes: [Attribute!]!
  id: ID!
  lineDiscountedPrice: MoneyV2!
  pricingPolicy: SubscriptionPricingPolicy
  productId: ID
  quantity: Int!
  requiresShipping: Boolean!
  sellingPlanId: ID
  sellingPlanName: String
  sku: String
  taxable: Boolean!
  title: String!
  variantId: ID
  variantTitle: String
}
type SubscriptionLineEdge { cursor: String! node: SubscriptionLine! }
type SubscriptionLineConnection { edges: [SubscriptionLineEdge!]! nodes: [SubscriptionLine!]! pageInfo: PageInfo! }
type SubscriptionMailingAddress { address1: String address2: String city: String company: String country: String countryCode: CountryCode firstName: String lastName: String name: String phone: String province: String provinceCode: String zip: String }
type SubscriptionDeliveryMethodShippingOption { code: String description: String presentmentTitle: String title: String }
type SubscriptionDeliveryMethodShipping { address: SubscriptionMailingAddress! shippingOption: SubscriptionDeliveryMethodShippingOption! }
union SubscriptionDeliveryMethod = SubscriptionDeliveryMethodShipping

type SubscriptionContract implements Node {
  billingAttempts(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): SubscriptionBillingAttemptConnection!
  billingPolicy: SubscriptionBillingPolicy!
  createdAt: DateTime!
  currencyCode: CurrencyCode!
  customAttributes: [Attribute!]!
  customer: Customer
  customerPaymentMethod(showRevoked: Boolean = false): CustomerPaymentMethod
  deliveryMethod: SubscriptionDeliveryMethod
  deliveryPolicy: SubscriptionDeliveryPolicy!
  deliveryPrice: MoneyV2!
  id: ID!
  lastBillingAttemptErrorType: SubscriptionContractLastBillingErrorType
  lastPaymentStatus: SubscriptionContractLastPaymentStatus
  lines(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): SubscriptionLineConnection!
  nextBillingDate: DateTime
  note: String
  orders(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): OrderConnection!
  originOrder: Order
  revisionId: UnsignedInt64!
  status: SubscriptionContractSubscriptionStatus!
  updatedAt: DateTime!
}
type SubscriptionContractEdge { cursor: String! node: SubscriptionContract! }
type SubscriptionContractConnection { edges: [SubscriptionContractEdge!]! nodes: [SubscriptionContract!]! pageInfo: PageInfo! }

enum SubscriptionBillingAttemptErrorCode {
  PAYMENT_METHOD_NOT_FOUND
  PAYMENT_PROVIDER_IS_NOT_ENABLED
  INVALID_PAYMENT_METHOD
  UNEXPECTED_ERROR
  EXPIRED_PAYMENT_METHOD
  PAYMENT_METHOD_DECLINED
  AUTHENTICATION_ERROR
  TEST_MODE
  BUYER_CANCELED_PAYMENT_METHOD
  CUSTOMER_NOT_FOUND
  CUSTOMER_INVALID
  INVALID_SHIPPING_ADDRESS
  INVALID_CUSTOMER_BILLING_AGREEMENT
  INVOICE_ALREADY_PAID
  PAYMENT_METHOD_INCOMPATIBLE_WITH_GATEWAY_CONFIG
  AMOUNT_TOO_SMALL
  INVENTORY_ALLOCATIONS_NOT_FOUND
  INSUFFICIENT_INVENTORY
  TRANSIENT_ERROR
  INSUFFICIENT_FUNDS
  PURCHASE_TYPE_NOT_SUPPORTED
  PAYPAL_ERROR_GENERAL
  CARD_NUMBER_INCORRECT
  FRAUD_SUSPECTED
}
interface SubscriptionBillingAttemptProcessingError { code: SubscriptionBillingAttemptErrorCode! message: String! }
type SubscriptionBillingAttemptGenericError implements SubscriptionBillingAttemptProcessingError { code: SubscriptionBillingAttemptErrorCode! message: String! }
type SubscriptionBillingAttempt implements Node {
  completedAt: DateTime
  createdAt: DateTime!
  errorCode: SubscriptionBillingAttemptErrorCode @deprecated(reason: "As of API version 2025-01, use \`processingError.code\` instead to get the errorCode")
  errorMessage: String @deprecated(reason: "As of API version 2025-01, use \`processingError.message\` instead to get the errorMessage")
  id: ID!
  idempotencyKey: String!
  nextActionUrl: URL
  order: Order
  originTime: DateTime
  processingError: SubscriptionBillingAttemptProcessingError
  ready: Boolean!
  subscriptionContract: SubscriptionContract!
}
type SubscriptionBillingAttemptEdge { cursor: String! node: SubscriptionBillingAttempt! }
type SubscriptionBillingAttemptConnection { edges: [SubscriptionBillingAttemptEdge!]! nodes: [SubscriptionBillingAttempt!]! pageInfo: PageInfo! }
enum SubscriptionBillingAttemptInventoryPolicy { PRODUCT_VARIANT_INVENTORY_POLICY ALLOW_OVERSELLING }
input SubscriptionBillingAttemptInput { idempotencyKey: String! originTime: DateTime inventoryPolicy: SubscriptionBillingAttemptInventoryPolicy = PRODUCT_VARIANT_INVENTORY_POLICY }
enum BillingAttemptUserErrorCode {
  INVALID
  BLANK
  CONTRACT_NOT_FOUND
  ORIGIN_TIME_BEFORE_CONTRACT_CREATION
  UPCOMING_CYCLE_LIMIT_EXCEEDED
  CYCLE_INDEX_OUT_OF_RANGE
  CYCLE_START_DATE_OUT_OF_RANGE
  ORIGIN_TIME_OUT_OF_RANGE
  BILLING_CYCLE_CHARGE_BEFORE_EXPECTED_DATE
  BILLING_CYCLE_SKIPPED
  CONTRACT_UNDER_REVIEW
  CONTRACT_TERMINATED
  CONTRACT_PAUSED
}
type BillingAttemptUserError { code: BillingAttemptUserErrorCode field: [String!] message: String! }
type SubscriptionBillingAttemptCreatePayload { subscriptionBillingAttempt: SubscriptionBillingAttempt userErrors: [BillingAttemptUserError!]! }

type SubscriptionDraft implements Node {
  billingPolicy: SubscriptionBillingPolicy!
  currencyCode: CurrencyCode!
  customAttributes: [Attribute!]!
  customer: Customer!
  customerPaymentMethod(showRevoked: Boolean = false): CustomerPaymentMethod
  deliveryMethod: SubscriptionDeliveryMethod
  deliveryPolicy: SubscriptionDeliveryPolicy!
  deliveryPrice: MoneyV2
  id: ID!
  lines(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): SubscriptionLineConnection!
  nextBillingDate: DateTime
  note: String
  originalContract: SubscriptionContract
  status: SubscriptionContractSubscriptionStatus
}
input SubscriptionBillingPolicyInput { interval: SellingPlanInterval! intervalCount: Int! minCycles: Int maxCycles: Int anchors: [SellingPlanAnchorInput!] = [] }
input SubscriptionDeliveryPolicyInput { interval: SellingPlanInterval! intervalCount: Int! anchors: [SellingPlanAnchorInput!] = [] }
input AttributeInput { key: String! value: String! }
input SubscriptionDeliveryMethodShippingInput { address: MailingAddressInput }
input SubscriptionDeliveryMethodInput { shipping: SubscriptionDeliveryMethodShippingInput }
input SubscriptionDraftInput {
  deliveryMethod: SubscriptionDeliveryMethodInput
  status: SubscriptionContractSubscriptionStatus
  paymentMethodId: ID
  nextBillingDate: DateTime
  billingPolicy: SubscriptionBillingPolicyInput
  deliveryPolicy: SubscriptionDeliveryPolicyInput
  deliveryPrice: Decimal
  note: String
  customAttributes: [AttributeInput!]
}
enum SubscriptionDraftErrorCode {
  ALREADY_REMOVED
  PRESENCE
  COMMITTED
  NOT_IN_RANGE
  NOT_AN_INTEGER
  SELLING_PLAN_MAX_CYCLES_MUST_BE_GREATER_THAN_MIN_CYCLES
  DELIVERY_MUST_BE_MULTIPLE_OF_BILLING
  INVALID_BILLING_DATE
  INVALID_NOTE_LENGTH
  INVALID_LINES
  NO_ENTITLED_LINES
  CUSTOMER_DOES_NOT_EXIST
  CUSTOMER_MISMATCH
  DELIVERY_METHOD_REQUIRED
  MISSING_LOCAL_DELIVERY_OPTIONS
  CYCLE_DISCOUNTS_UNIQUE_AFTER_CYCLE
  INVALID_ADJUSTMENT_TYPE
  INVALID_ADJUSTMENT_VALUE
  STALE_CONTRACT
  CURRENCY_NOT_ENABLED
  HAS_FUTURE_EDITS
  BILLING_CYCLE_PRESENT
  BILLING_CYCLE_ABSENT
  BILLING_CYCLE_CONTRACT_DRAFT_DELIVERY_POLICY_INVALID
  BILLING_CYCLE_CONTRACT_DRAFT_BILLING_POLICY_INVALID
  CONCATENATION_BILLING_CYCLE_CONTRACT_DRAFT_REQUIRED
  CONCATENATION_UNCOMMITTED_CONTRACT_DRAFT
  DUPLICATE_CONCATENATED_CONTRACTS
  UPCOMING_CYCLE_LIMIT_EXCEEDED
  CYCLE_INDEX_OUT_OF_RANGE
  CYCLE_START_DATE_OUT_OF_RANGE
  CYCLE_SELECTOR_VALIDATE_ONE_OF
  EXCEEDED_MAX_CONCATENATED_CONTRACTS
  CUSTOMER_REDACTED
  MISSING_CUSTOMER_PAYMENT_METHOD
  INVALID
  BLANK
  GREATER_THAN
  GREATER_THAN_OR_EQUAL_TO
  LESS_THAN
  LESS_THAN_OR_EQUAL_TO
  TOO_LONG
  TOO_SHORT
}
type SubscriptionDraftUserError { code: SubscriptionDraftErrorCode field: [String!] message: String! }
type SubscriptionContractUpdatePayload { draft: SubscriptionDraft userErrors: [SubscriptionDraftUserError!]! }
input SubscriptionLineUpdateInput { quantity: Int currentPrice: Decimal }
type SubscriptionDraftLineRemovePayload { draft: SubscriptionDraft lineRemoved: SubscriptionLine userErrors: [SubscriptionDraftUserError!]! }
input SubscriptionLineInput { productVariantId: ID! quantity: Int! currentPrice: Decimal! customAttributes: [AttributeInput!] sellingPlanId: ID sellingPlanName: String }
input SubscriptionAtomicLineInput { line: SubscriptionLineInput! }
input SubscriptionContractAtomicCreateInput { customerId: ID! nextBillingDate: DateTime! currencyCode: CurrencyCode! contract: SubscriptionDraftInput! lines: [SubscriptionAtomicLineInput!]! discountCodes: [String!] = [] }
type SubscriptionContractAtomicCreatePayload { contract: SubscriptionContract userErrors: [SubscriptionDraftUserError!]! }
type SubscriptionDraftLineUpdatePayload { draft: SubscriptionDraft lineUpdated: SubscriptionLine userErrors: [SubscriptionDraftUserError!]! }
type SubscriptionDraftUpdatePayload { draft: SubscriptionDraft userErrors: [SubscriptionDraftUserError!]! }
type SubscriptionDraftCommitPayload { contract: SubscriptionContract userErrors: [SubscriptionDraftUserError!]! }
enum SubscriptionContractStatusUpdateErrorCode { INVALID CONTRACT_TERMINATED }
type SubscriptionContractStatusUpdateUserError { code: SubscriptionContractStatusUpdateErrorCode field: [String!] message: String! }
type SubscriptionContractPausePayload { contract: SubscriptionContract userErrors: [SubscriptionContractStatusUpdateUserError!]! }
type SubscriptionContractActivatePayload { contract: SubscriptionContract userErrors: [SubscriptionContractStatusUpdateUserError!]! }
input EmailInput { subject: String to: String from: String body: String bcc: [String!] customMessage: String }
type CustomerPaymentMethodSendUpdateEmailPayload { customer: Customer userErrors: [UserError!]! }
type SubscriptionContractCancelPayload { contract: SubscriptionContract userErrors: [SubscriptionContractStatusUpdateUserError!]! }

type Query {
  customers(first: Int, after: String, query: String, reverse: Boolean): CustomerConnection!
  node(id: ID!): Node
  orders(first: Int, after: String, query: String, sortKey: OrderSortKeys, reverse: Boolean): OrderConnection!
  webhookSubscriptions(first: Int, after: String, topics: [WebhookSubscriptionTopic!], callbackUrl: URL, format: WebhookSubscriptionFormat): WebhookSubscriptionConnection!
  customerPaymentMethod(id: ID!, showRevoked: Boolean = false): CustomerPaymentMethod
  subscriptionBillingAttempt(id: ID!): SubscriptionBillingAttempt
  subscriptionContract(id: ID!): SubscriptionContract
  subscriptionContracts(first: Int, after: String, last: Int, before: String, reverse: Boolean = false, query: String): SubscriptionContractConnection!
  subscriptionDraft(id: ID!): SubscriptionDraft
}

type Mutation {
  orderCreate(order: OrderCreateOrderInput!, options: OrderCreateOptionsInput): OrderCreatePayload
  webhookSubscriptionCreate(topic: WebhookSubscriptionTopic!, webhookSubscription: WebhookSubscriptionInput!): WebhookSubscriptionCreatePayload
  webhookSubscriptionDelete(id: ID!): WebhookSubscriptionDeletePayload
  giftCardCreate(input: GiftCardCreateInput!): GiftCardCreatePayload
  customerPaymentMethodSendUpdateEmail(customerPaymentMethodId: ID!, email: EmailInput): CustomerPaymentMethodSendUpdateEmailPayload
  subscriptionBillingAttemptCreate(subscriptionContractId: ID!, subscriptionBillingAttemptInput: SubscriptionBillingAttemptInput!): SubscriptionBillingAttemptCreatePayload
  subscriptionContractActivate(subscriptionContractId: ID!): SubscriptionContractActivatePayload
  subscriptionContractCancel(subscriptionContractId: ID!): SubscriptionContractCancelPayload
  subscriptionContractPause(subscriptionContractId: ID!): SubscriptionContractPausePayload
  subscriptionContractUpdate(contractId: ID!): SubscriptionContractUpdatePayload
  subscriptionDraftCommit(draftId: ID!): SubscriptionDraftCommitPayload
  subscriptionDraftUpdate(draftId: ID!, input: SubscriptionDraftInput!): SubscriptionDraftUpdatePayload
  subscriptionDraftLineUpdate(draftId: ID!, lineId: ID!, input: SubscriptionLineUpdateInput!): SubscriptionDraftLineUpdatePayload
  subscriptionDraftLineRemove(draftId: ID!, lineId: ID!): SubscriptionDraftLineRemovePayload
  subscriptionContractAtomicCreate(input: SubscriptionContractAtomicCreateInput!): SubscriptionContractAtomicCreatePayload
}
`;

let built: GraphQLSchema | undefined;

/** The executable schema (built once). */
export function adminSchema(): GraphQLSchema {
  return (built ??= buildSchema(ADMIN_SDL));
}
