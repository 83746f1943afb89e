// Helpers of the subscription contract tests: an autoship order placed through the twin's checkout with a
// chosen test card, and the Admin API documents a subscription app sends (each checked against Shopify's
// Admin schema and the twin's).
import { completeCheckout, type TestTwin } from './helpers.js';
import { adminCall } from './admin-fixture.js';
import { assertValidAdminDocument as v } from './admin-schema.js';
import * as D from './documents.js';

export const STORE = 'trailmate-us';
/** The fixture's autoship bowl and its monthly and quarterly plans. */
export const BOWL = 'gid://shopify/ProductVariant/2003';
export const MONTHLY = 'gid://shopify/SellingPlan/9001';
export const QUARTERLY = 'gid://shopify/SellingPlan/9003';
/** A one-time product. */
export const HAMMOCK = 'gid://shopify/ProductVariant/2001';

/** Places an order of `lines` through checkout, paid by `card` (the test card by default); answers the order's numeric id. */
export async function placeOrder(
  twin: TestTwin,
  email: string,
  lines: { merchandiseId: string; quantity: number; sellingPlanId?: string }[],
  card: { cardNumber?: string; cardExpiry?: string } = {},
): Promise<number> {
  const created = await twin.client(STORE).request<any>(D.CART_CREATE, { input: { buyerIdentity: { countryCode: 'US', email }, lines } });
  const status = await completeCheckout(created.cartCreate.cart.checkoutUrl, { email, ...card });
  if (status !== 303) throw new Error(`checkout answered ${status}`);
  return (twin.db.prepare('SELECT id FROM orders WHERE customer_email = ? ORDER BY id DESC LIMIT 1').get(email) as { id: number }).id;
}

/** Calls the store's Admin API; throws on GraphQL errors, answers `data`. */
export async function admin(twin: TestTwin, query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const res = await adminCall(twin.url, STORE, query, variables);
  if (res.status !== 200 || res.body.errors) throw new Error(`Admin API answered ${res.status}: ${JSON.stringify(res.body.errors ?? res.body)}`);
  return res.body.data;
}

export const CONTRACT_FIELDS = `
  id status nextBillingDate createdAt updatedAt revisionId currencyCode lastPaymentStatus lastBillingAttemptErrorType note
  billingPolicy { interval intervalCount minCycles maxCycles }
  deliveryPolicy { interval intervalCount }
  deliveryPrice { amount currencyCode }
  customer { id email }
  originOrder { id name }
  customerPaymentMethod { id instrument { ... on CustomerCreditCard { brand lastDigits maskedNumber expiryMonth expiryYear expiresSoon } } }
  deliveryMethod { ... on SubscriptionDeliveryMethodShipping { address { address1 city zip countryCode } } }
  lines(first: 10) { nodes { id title sku quantity variantId productId sellingPlanId sellingPlanName currentPrice { amount currencyCode } requiresShipping } }
`;

export const CONTRACT = v(`query Contract($id: ID!) { subscriptionContract(id: $id) { ${CONTRACT_FIELDS} } }`);
export const CONTRACTS = v(`query Contracts($first: Int, $after: String, $query: String) {
  subscriptionContracts(first: $first, after: $after, query: $query) { nodes { id status customer { email } originOrder { id } lines(first: 5) { nodes { sellingPlanId quantity } } } pageInfo { hasNextPage endCursor } }
}`);
export const NODE_CONTRACT = v(`query Node($id: ID!) { node(id: $id) { id ... on SubscriptionContract { status } } }`);
export const PAYMENT_METHOD = v(`query PaymentMethod($id: ID!) {
  customerPaymentMethod(id: $id) { id revokedAt customer { email } instrument { ... on CustomerCreditCard { brand lastDigits } } subscriptionContracts(first: 5) { nodes { id } } }
}`);

export const ATTEMPT_FIELDS = `id idempotencyKey originTime ready createdAt completedAt errorCode errorMessage processingError { code message } order { id name displayFinancialStatus totalPriceSet { shopMoney { amount } } lineItems(first: 5) { nodes { title quantity sku } } } subscriptionContract { id lastPaymentStatus }`;
export const BILLING_ATTEMPT_CREATE = v(`mutation BillingAttemptCreate($contractId: ID!, $input: SubscriptionBillingAttemptInput!) {
  subscriptionBillingAttemptCreate(subscriptionContractId: $contractId, subscriptionBillingAttemptInput: $input) {
    subscriptionBillingAttempt { ${ATTEMPT_FIELDS} }
    userErrors { field message code }
  }
}`);
export const BILLING_ATTEMPT = v(`query BillingAttempt($id: ID!) { subscriptionBillingAttempt(id: $id) { ${ATTEMPT_FIELDS} } }`);

const DRAFT_FIELDS = `id status nextBillingDate note billingPolicy { interval intervalCount } deliveryPolicy { interval intervalCount } deliveryPrice { amount } customerPaymentMethod { id } originalContract { id status nextBillingDate revisionId }`;
const DRAFT_ERRORS = 'userErrors { field message code }';
export const CONTRACT_UPDATE = v(`mutation ContractUpdate($contractId: ID!) { subscriptionContractUpdate(contractId: $contractId) { draft { ${DRAFT_FIELDS} } ${DRAFT_ERRORS} } }`);
export const DRAFT_UPDATE = v(`mutation DraftUpdate($draftId: ID!, $input: SubscriptionDraftInput!) { subscriptionDraftUpdate(draftId: $draftId, input: $input) { draft { ${DRAFT_FIELDS} } ${DRAFT_ERRORS} } }`);
export const DRAFT_LINE_UPDATE = v(`mutation DraftLineUpdate($draftId: ID!, $lineId: ID!, $input: SubscriptionLineUpdateInput!) {
  subscriptionDraftLineUpdate(draftId: $draftId, lineId: $lineId, input: $input) {
    draft { id lines(first: 5) { nodes { id quantity currentPrice { amount } } } originalContract { lines(first: 5) { nodes { quantity } } } }
    lineUpdated { id quantity currentPrice { amount currencyCode } }
    ${DRAFT_ERRORS}
  }
}`);
export const DRAFT_COMMIT = v(`mutation DraftCommit($draftId: ID!) { subscriptionDraftCommit(draftId: $draftId) { contract { id status nextBillingDate revisionId note billingPolicy { interval intervalCount } deliveryPolicy { interval intervalCount } } ${DRAFT_ERRORS} } }`);
export const DRAFT = v(`query Draft($id: ID!) { subscriptionDraft(id: $id) { ${DRAFT_FIELDS} } }`);
const STATUS_FIELDS = 'contract { id status revisionId } userErrors { field message code }';
export const CONTRACT_PAUSE = v(`mutation Pause($id: ID!) { subscriptionContractPause(subscriptionContractId: $id) { ${STATUS_FIELDS} } }`);
export const CONTRACT_ACTIVATE = v(`mutation Activate($id: ID!) { subscriptionContractActivate(subscriptionContractId: $id) { ${STATUS_FIELDS} } }`);
export const CONTRACT_CANCEL = v(`mutation Cancel($id: ID!) { subscriptionContractCancel(subscriptionContractId: $id) { ${STATUS_FIELDS} } }`);

/** The contracts that order `orderId` created, oldest first. */
/**
 * subscriptionBillingAttemptCreate, then the attempt once Shopify decided it (read back with
 * subscriptionBillingAttempt): answers the mutation's payload with the decided attempt in it.
 */
export async function decidedAttempt(twin: TestTwin, contractId: string, input: Record<string, unknown>): Promise<any> {
  const made = (await admin(twin, BILLING_ATTEMPT_CREATE, { contractId, input })).subscriptionBillingAttemptCreate;
  const first = made.subscriptionBillingAttempt;
  if (!first || first.ready) return made;
  for (let i = 0; i < 100; i++) {
    const read = (await admin(twin, BILLING_ATTEMPT, { id: first.id })).subscriptionBillingAttempt;
    if (read.ready) return { ...made, subscriptionBillingAttempt: read };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the billing attempt ${first.id} was not decided`);
}

export async function contractsOf(twin: TestTwin, orderId: number): Promise<any[]> {
  const data = await admin(twin, CONTRACTS, { first: 250 });
  return data.subscriptionContracts.nodes.filter((c: any) => c.originOrder?.id === `gid://shopify/Order/${orderId}`);
}
