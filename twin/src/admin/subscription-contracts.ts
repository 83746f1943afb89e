// Subscription contracts as Shopify keeps them for a subscription app: checkout creates one contract per
// selling plan of an order (its lines, billing and delivery policy, next billing date, the order's card
// vaulted as the customer's payment method); the app bills each period with a billing attempt (an
// idempotency key per attempt; an order when the card pays, an error code when it does not), edits a
// contract through a draft it commits (dates, policies, card, line quantities), and pauses, activates or cancels it. Each change is written in
// one transaction with the webhook deliveries it causes (subscription_contracts/create|update,
// subscription_billing_attempts/success|failure).
//
// The test cards decide a charge, as a payment gateway's test mode does: 4242 4242 4242 4242 pays;
// 4000 0000 0000 0341 is vaulted at checkout but declines every later charge (PAYMENT_METHOD_DECLINED);
// a card whose expiry month has passed when the attempt runs fails with EXPIRED_PAYMENT_METHOD.
import { randomBytes, randomUUID } from 'node:crypto';
import { addDays, addMonths, addWeeks, addYears } from 'date-fns';
import type { TwinRuntime } from '../runtime.js';
import type { OrderRow } from '../checkout/orders.js';
import { clockNow } from '../clock/clock.js';
import { taxRate } from '../checkout/pricing.js';
import { gid, parseGid } from '../storefront/ids.js';
import { cents } from '../storefront/money.js';
import { createOrder } from './order-create.js';
import type { StoredOrderDoc } from './order-payload.js';
import { webhookSender, type TopicEnum } from './webhooks.js';

/** The last digits of the test card that is vaulted at checkout and declines every later charge. */
export const RENEWAL_DECLINED_LAST_DIGITS = '0341';

/** A contract's status. */
export type ContractStatus = 'ACTIVE' | 'PAUSED' | 'CANCELLED' | 'EXPIRED' | 'FAILED';
const TERMINATED: ContractStatus[] = ['CANCELLED', 'EXPIRED', 'FAILED'];

/** One line of a contract, as `admin_subscription_contracts.lines` keeps it. */
export interface ContractLine {
  id: string;
  variantId: number | null;
  productId: number | null;
  title: string;
  variantTitle: string | null;
  sku: string | null;
  quantity: number;
  /** The price charged per unit each period. */
  price: number;
  sellingPlanId: number | null;
  sellingPlanName: string | null;
  requiresShipping: boolean;
  customAttributes: { key: string; value: string | null }[];
}

/** A row of `admin_subscription_contracts`. */
export interface ContractRow {
  id: number;
  store: string;
  customer_id: number | null;
  origin_order_id: number | null;
  payment_method_id: string | null;
  status: ContractStatus;
  currency: string;
  billing_interval: string;
  billing_interval_count: number;
  delivery_interval: string;
  delivery_interval_count: number;
  next_billing_date: string | null;
  delivery_price: string;
  shipping_address: string | null;
  tax_rate: number;
  lines: string;
  note: string | null;
  revision_id: number;
  last_payment_status: 'SUCCEEDED' | 'FAILED' | null;
  created_at: string;
  updated_at: string;
}

/** A row of `admin_payment_methods`: a customer's vaulted card. */
export interface PaymentMethodRow {
  id: string;
  store: string;
  customer_id: number | null;
  brand: string;
  first_digits: string | null;
  last_digits: string;
  expiry_month: number;
  expiry_year: number;
  name: string;
  billing_address: string | null;
  revoked_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A row of `admin_subscription_billing_attempts`. */
export interface AttemptRow {
  id: number;
  store: string;
  contract_id: number;
  idempotency_key: string;
  origin_time: string | null;
  /** The attempt's SubscriptionBillingAttemptInventoryPolicy (null: the variants' own). */
  inventory_policy: string | null;
  order_id: number | null;
  error_code: string | null;
  error_message: string | null;
  created_at: string;
  completed_at: string | null;
}

/** What a draft changes of its contract (SubscriptionDraftInput, as stored). */
export interface DraftChanges {
  status?: ContractStatus;
  nextBillingDate?: string;
  billingPolicy?: { interval: string; intervalCount: number; minCycles?: number | null; maxCycles?: number | null };
  deliveryPolicy?: { interval: string; intervalCount: number };
  deliveryPrice?: string;
  note?: string | null;
  paymentMethodId?: string;
  /** The shipping address (deliveryMethod.shipping.address), as a checkout keeps it. */
  shippingAddress?: Record<string, string | null>;
  /** Line changes by line id (subscriptionDraftLineUpdate, subscriptionDraftLineRemove). */
  lines?: Record<string, { quantity?: number; price?: number; removed?: boolean }>;
}

/** MailingAddressInput as graphql-js hands it over. */
export interface MailingAddressInput {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  company?: string | null;
  countryCode?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  provinceCode?: string | null;
  zip?: string | null;
}

/** A mailing address as a checkout keeps it (the contract's shipping address). */
function storedMailingAddress(a: MailingAddressInput): Record<string, string | null> {
  const text = (v: string | null | undefined) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 255) : null);
  const first = text(a.firstName);
  const last = text(a.lastName);
  return {
    firstName: first,
    lastName: last,
    name: [first, last].filter(Boolean).join(' ') || null,
    company: text(a.company),
    address1: text(a.address1),
    address2: text(a.address2),
    city: text(a.city),
    provinceCode: text(a.provinceCode),
    zip: text(a.zip),
    countryCodeV2: text(a.countryCode)?.toUpperCase() ?? null,
    phone: text(a.phone),
  };
}

/** A row of `admin_subscription_drafts`. */
export interface DraftRow {
  id: number;
  store: string;
  contract_id: number;
  base_revision: number;
  changes: string;
  committed_at: string | null;
  created_at: string;
}

/** A userError of the subscription mutations: Shopify's field path, message and code. */
export interface SubscriptionUserError {
  field: string[];
  message: string;
  code: string;
}

/** date-fns's step of each SellingPlanInterval. */
const INTERVAL_STEPS: Record<string, (date: Date, count: number) => Date> = { DAY: addDays, WEEK: addWeeks, MONTH: addMonths, YEAR: addYears };

/**
 * `date` moved on by `count` intervals (DAY, WEEK, MONTH, YEAR) in UTC, keeping its time of day; a month
 * end stays in its month (Jan 31 + 1 month = Feb 28/29, Feb 29 + 1 year = Feb 28).
 */
export function addInterval(date: Date, interval: string, count: number): Date {
  const step = INTERVAL_STEPS[interval] ?? addMonths;
  // date-fns counts in the process's time zone: the step is taken on that zone's noon of the same
  // calendar date (never inside a daylight-saving jump) and the UTC time of day is put back.
  const local = step(new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 12), count);
  const timeOfDay = date.getTime() - Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()) + timeOfDay);
}

/** Shopify's DateTime: whole seconds, UTC, `Z`. */
export const dateTime = (d: Date | string) => new Date(d).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A contract of a store by its gid (or null). */
export function contractByGid(rt: TwinRuntime, store: string, id: string): ContractRow | null {
  const parsed = parseGid(id);
  if (parsed?.type !== 'SubscriptionContract' || !/^\d+$/.test(parsed.id)) return null;
  return (rt.db.prepare('SELECT * FROM admin_subscription_contracts WHERE id = ? AND store = ?').get(Number(parsed.id), store) as ContractRow | undefined) ?? null;
}

/** A vaulted card of a store by its gid (or null). */
export function paymentMethodByGid(rt: TwinRuntime, store: string, id: string | null | undefined): PaymentMethodRow | null {
  const parsed = id ? parseGid(id) : null;
  const key = parsed?.type === 'CustomerPaymentMethod' ? parsed.id : id;
  if (!key) return null;
  return (rt.db.prepare('SELECT * FROM admin_payment_methods WHERE id = ? AND store = ?').get(key, store) as PaymentMethodRow | undefined) ?? null;
}

/** The subscription_contracts/create|update payload: Shopify's REST shape of the contract. */
export function contractPayload(c: ContractRow) {
  return {
    admin_graphql_api_id: gid('SubscriptionContract', c.id),
    id: c.id,
    billing_policy: { interval: c.billing_interval.toLowerCase(), interval_count: c.billing_interval_count, min_cycles: null, max_cycles: null },
    currency_code: c.currency,
    customer_id: c.customer_id,
    admin_graphql_api_customer_id: c.customer_id ? gid('Customer', c.customer_id) : null,
    delivery_policy: { interval: c.delivery_interval.toLowerCase(), interval_count: c.delivery_interval_count },
    status: c.status.toLowerCase(),
    admin_graphql_api_origin_order_id: c.origin_order_id ? gid('Order', c.origin_order_id) : null,
    origin_order_id: c.origin_order_id,
    revision_id: String(c.revision_id),
  };
}

/** The subscription_billing_attempts/success|failure payload. */
export function attemptPayload(a: AttemptRow) {
  return {
    id: a.id,
    admin_graphql_api_id: gid('SubscriptionBillingAttempt', a.id),
    idempotency_key: a.idempotency_key,
    order_id: a.order_id,
    admin_graphql_api_order_id: a.order_id ? gid('Order', a.order_id) : null,
    subscription_contract_id: a.contract_id,
    admin_graphql_api_subscription_contract_id: gid('SubscriptionContract', a.contract_id),
    ready: a.completed_at !== null,
    error_message: a.error_message,
    error_code: a.error_code ? a.error_code.toLowerCase() : null,
  };
}

function queue(rt: TwinRuntime, store: string, topic: TopicEnum, payload: unknown): void {
  webhookSender(rt.db).queue(store, topic, payload);
}

const contractRow = (rt: TwinRuntime, id: number) => rt.db.prepare('SELECT * FROM admin_subscription_contracts WHERE id = ?').get(id) as ContractRow;

/**
 * Creates the contracts of a checkout order inside its transaction: one per selling plan its lines were
 * bought with, paid by the order's card (vaulted once per order as the customer's payment method).
 */
export function createContractsForOrder(rt: TwinRuntime, order: OrderRow): ContractRow[] {
  const doc = JSON.parse(order.doc) as StoredOrderDoc;
  type Line = StoredOrderDoc['_lineItems'][number] & { _plan?: { id: number; name?: string } | null };
  const planLines = (doc._lineItems as Line[]).filter((li) => li._plan);
  if (!planLines.length) return [];
  const db = rt.db;
  const catalogue = rt.catalogue(order.store);
  const now = doc.processedAt;
  const address = (doc.shippingAddress ?? doc.billingAddress) as Record<string, string | null> | null;
  const payment = doc._payment;
  let paymentMethodId: string | null = null;
  if (payment?.number) {
    paymentMethodId = randomBytes(16).toString('hex');
    db.prepare(
      `INSERT INTO admin_payment_methods (id, store, customer_id, brand, first_digits, last_digits, expiry_month, expiry_year, name, billing_address, created_at, updated_at)
       VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      paymentMethodId,
      order.store,
      order.customer_id,
      payment.company ?? 'Card',
      payment.number.replace(/\D/g, '').slice(-4),
      payment.expMonth ?? 12,
      payment.expYear ?? new Date(now).getUTCFullYear() + 3,
      String(address?.name ?? ''),
      JSON.stringify(doc.billingAddress ?? doc.shippingAddress ?? null),
      now,
      now,
    );
  }
  const byPlan = new Map<number, typeof planLines>();
  for (const li of planLines) byPlan.set(li._plan!.id, [...(byPlan.get(li._plan!.id) ?? []), li]);
  const created: ContractRow[] = [];
  for (const [planId, lines] of byPlan) {
    const plan = catalogue.sellingPlans.get(planId)?.plan;
    const interval = plan?.frequency?.interval ?? 'MONTH';
    const count = plan?.frequency?.count ?? 1;
    const service = plan?.servicePrice?.[doc.currencyCode];
    const contractLines: ContractLine[] = lines.map((li) => {
      const variant = li._variantId ? catalogue.variantsById.get(li._variantId) : undefined;
      const title = variant?.doc.store.title;
      return {
        id: randomUUID(),
        variantId: li._variantId ?? null,
        productId: variant?.productId ?? null,
        title: li.title,
        variantTitle: title && title !== 'Default Title' ? title : null,
        sku: li._sku ?? null,
        quantity: li.quantity,
        // A service plan renews at its price per term; autoship at the plan's price of the order.
        price: cents(service ?? li._unit ?? Number(li.discountedTotalPrice.amount) / Math.max(1, li.quantity)),
        sellingPlanId: planId,
        sellingPlanName: plan?.name ?? li._plan!.name ?? null,
        // A service plan's contract renews the service, not the device it came with: nothing ships again.
        requiresShipping: plan?.servicePrice ? false : (li._requiresShipping ?? variant?.doc.store.requiresShipping !== false),
        customAttributes: li.customAttributes ?? [],
      };
    });
    const info = db
      .prepare(
        `INSERT INTO admin_subscription_contracts (store, customer_id, origin_order_id, payment_method_id, status, currency, billing_interval, billing_interval_count,
           delivery_interval, delivery_interval_count, next_billing_date, delivery_price, shipping_address, tax_rate, lines, created_at, updated_at)
         VALUES (?, ?, ?, ?, 'ACTIVE', ?, ?, ?, ?, ?, ?, '0.00', ?, ?, ?, ?, ?)`,
      )
      .run(
        order.store,
        order.customer_id,
        order.id,
        paymentMethodId,
        doc.currencyCode,
        interval,
        count,
        interval,
        count,
        dateTime(addInterval(new Date(now), interval, count)),
        address ? JSON.stringify(address) : null,
        taxRate(String(address?.countryCodeV2 ?? '')),
        JSON.stringify(contractLines),
        now,
        now,
      );
    const row = contractRow(rt, Number(info.lastInsertRowid));
    queue(rt, order.store, 'SUBSCRIPTION_CONTRACTS_CREATE', contractPayload(row));
    created.push(row);
  }
  return created;
}

/** Whether a card's expiry month has ended at `at`. */
export function cardExpired(pm: Pick<PaymentMethodRow, 'expiry_month' | 'expiry_year'>, at: Date): boolean {
  return at.getTime() >= Date.UTC(pm.expiry_year, pm.expiry_month, 1);
}

/** Why a charge of a contract fails at `at` (test cards, stock), or null when it pays. */
function chargeError(rt: TwinRuntime, contract: ContractRow, at: Date, inventoryPolicy: string): { code: string; message: string } | null {
  const pm = contract.payment_method_id ? paymentMethodByGid(rt, contract.store, contract.payment_method_id) : null;
  if (!pm || pm.revoked_at) return { code: 'PAYMENT_METHOD_NOT_FOUND', message: 'Payment method was not found' };
  if (cardExpired(pm, at)) return { code: 'EXPIRED_PAYMENT_METHOD', message: 'Card is expired' };
  if (pm.last_digits === RENEWAL_DECLINED_LAST_DIGITS) return { code: 'PAYMENT_METHOD_DECLINED', message: 'Your card was declined.' };
  if (inventoryPolicy !== 'ALLOW_OVERSELLING') {
    const catalogue = rt.catalogue(contract.store);
    for (const line of JSON.parse(contract.lines) as ContractLine[]) {
      const variant = line.variantId ? catalogue.variantsById.get(line.variantId) : undefined;
      const inv = variant?.doc.store.inventory ?? {};
      if (variant && inv.policy !== 'CONTINUE' && inv.management === 'SHOPIFY' && catalogue.quantity(variant.id) < line.quantity) {
        return { code: 'INSUFFICIENT_INVENTORY', message: 'Not enough inventory for the requested quantity' };
      }
    }
  }
  return null;
}

/** The renewal order of a paid attempt: the contract's lines, address, tax and delivery price, paid by its card. */
function renewalOrder(rt: TwinRuntime, contract: ContractRow, processedAt: string): number {
  const lines = JSON.parse(contract.lines) as ContractLine[];
  const address = contract.shipping_address ? (JSON.parse(contract.shipping_address) as Record<string, string | null>) : null;
  const customer = contract.customer_id
    ? (rt.db.prepare('SELECT email FROM customers WHERE id = ?').get(contract.customer_id) as { email: string } | undefined)
    : undefined;
  const money = (n: number) => ({ shopMoney: { amount: n.toFixed(2), currencyCode: contract.currency } });
  const subtotal = cents(lines.reduce((s, l) => s + l.price * l.quantity, 0));
  const shipping = Number(contract.delivery_price);
  const tax = cents(subtotal * contract.tax_rate);
  const { order, userErrors } = createOrder(rt, contract.store, {
    currency: contract.currency,
    email: customer?.email ?? null,
    customer: customer ? { toAssociate: { email: customer.email } } : null,
    lineItems: lines.map((l) => ({
      variantId: l.variantId ? gid('ProductVariant', l.variantId) : null,
      title: l.title,
      sku: l.sku,
      quantity: l.quantity,
      priceSet: money(l.price),
      properties: l.customAttributes.map((a) => ({ name: a.key, value: a.value ?? '' })),
      requiresShipping: l.requiresShipping,
    })),
    shippingAddress: address
      ? {
          address1: address.address1,
          address2: address.address2,
          city: address.city,
          countryCode: address.countryCodeV2,
          firstName: address.firstName,
          lastName: address.lastName,
          phone: address.phone,
          provinceCode: address.provinceCode,
          zip: address.zip,
        }
      : null,
    shippingLines: [{ title: shipping === 0 ? 'Free Shipping' : 'Standard Shipping', priceSet: money(shipping) }],
    taxLines: contract.tax_rate ? [{ title: 'Tax', rate: String(contract.tax_rate), priceSet: money(tax) }] : [],
    transactions: [{ amountSet: money(cents(subtotal + shipping + tax)), gateway: 'bogus', kind: 'SALE', status: 'SUCCESS' }],
    // A term of a service ships nothing: the store fulfils it with the order, as it does a checkout's.
    ...(lines.every((l) => !l.requiresShipping) ? { fulfillmentStatus: 'FULFILLED' } : {}),
    sourceName: 'subscription_contract',
    processedAt,
  });
  if (!order) throw new Error(`the renewal order could not be created: ${userErrors.map((e) => e.message).join('; ')}`);
  for (const l of lines) {
    if (l.variantId) rt.db.prepare('UPDATE variants SET inventory_quantity = inventory_quantity - ? WHERE store = ? AND id = ?').run(l.quantity, contract.store, l.variantId);
  }
  return order.id;
}

/** How long the twin takes to decide an attempt after answering it, as Shopify processes attempts after the mutation. */
export const ATTEMPT_PROCESSING_MS = 150;

/**
 * Decides a pending attempt: the charge (an order) or its error, the contract's last payment status and
 * the success or failure webhook, in one transaction; an attempt decided already is answered as it is.
 */
export function settleAttempt(rt: TwinRuntime, id: number): AttemptRow | null {
  const db = rt.db;
  return db.transaction(() => {
    const pending = db.prepare('SELECT * FROM admin_subscription_billing_attempts WHERE id = ?').get(id) as AttemptRow | undefined;
    if (!pending || pending.completed_at) return pending ?? null;
    const contract = contractRow(rt, pending.contract_id);
    const now = clockNow(db);
    const at = now.toISOString();
    const error = chargeError(rt, contract, now, pending.inventory_policy ?? 'PRODUCT_VARIANT_INVENTORY_POLICY');
    if (error) {
      db.prepare('UPDATE admin_subscription_billing_attempts SET error_code = ?, error_message = ?, completed_at = ? WHERE id = ?').run(error.code, error.message, at, id);
      db.prepare("UPDATE admin_subscription_contracts SET last_payment_status = 'FAILED', updated_at = ? WHERE id = ?").run(at, contract.id);
    } else {
      const orderId = renewalOrder(rt, contract, at);
      db.prepare('UPDATE admin_subscription_billing_attempts SET order_id = ?, completed_at = ? WHERE id = ?').run(orderId, at, id);
      // As on Shopify, a paid attempt does not move nextBillingDate: the app sets the next one (a draft or its own schedule).
      db.prepare("UPDATE admin_subscription_contracts SET last_payment_status = 'SUCCEEDED', updated_at = ? WHERE id = ?").run(at, contract.id);
    }
    const attempt = db.prepare('SELECT * FROM admin_subscription_billing_attempts WHERE id = ?').get(id) as AttemptRow;
    queue(rt, pending.store, error ? 'SUBSCRIPTION_BILLING_ATTEMPTS_FAILURE' : 'SUBSCRIPTION_BILLING_ATTEMPTS_SUCCESS', attemptPayload(attempt));
    return attempt;
  })();
}

/**
 * subscriptionBillingAttemptCreate: asks for a charge of the contract's card for one period. As on Shopify
 * the answer is the attempt not yet ready; it is decided a moment later (settleAttempt: an order or an error
 * code, and the success or failure webhook), and read back with subscriptionBillingAttempt or by asking
 * again with the same idempotency key, which answers the attempt it made first (no second charge, no
 * second order or webhook); one still pending when asked again is decided then.
 */
export function createBillingAttempt(
  rt: TwinRuntime,
  store: string,
  contractId: string,
  input: { idempotencyKey: string; originTime?: string | null; inventoryPolicy?: string | null },
): { attempt: AttemptRow | null; userErrors: SubscriptionUserError[] } {
  const fail = (field: string[], message: string, code: string) => ({ attempt: null, userErrors: [{ field, message, code }] });
  const contract = contractByGid(rt, store, contractId);
  if (!contract) return fail(['subscriptionContractId'], 'Subscription contract does not exist', 'CONTRACT_NOT_FOUND');
  const key = input.idempotencyKey.trim();
  if (!key) return fail(['subscriptionBillingAttemptInput', 'idempotencyKey'], "Idempotency key can't be blank", 'BLANK');
  const db = rt.db;
  const find = () => db.prepare('SELECT * FROM admin_subscription_billing_attempts WHERE contract_id = ? AND idempotency_key = ?').get(contract.id, key) as AttemptRow | undefined;
  const earlier = find();
  if (earlier) return { attempt: earlier.completed_at ? earlier : (settleAttempt(rt, earlier.id) ?? earlier), userErrors: [] };
  if (TERMINATED.includes(contract.status)) return fail(['subscriptionContractId'], 'Subscription contract is terminated', 'CONTRACT_TERMINATED');
  if (contract.status === 'PAUSED') return fail(['subscriptionContractId'], 'Subscription contract is paused', 'CONTRACT_PAUSED');
  const origin = input.originTime ? new Date(input.originTime) : null;
  if (origin && Number.isNaN(origin.getTime())) return fail(['subscriptionBillingAttemptInput', 'originTime'], 'Origin time is invalid', 'INVALID');
  if (origin && origin.getTime() < new Date(contract.created_at).getTime() - 1000) {
    return fail(['subscriptionBillingAttemptInput', 'originTime'], 'Origin time cannot be before the contract creation time', 'ORIGIN_TIME_BEFORE_CONTRACT_CREATION');
  }
  const made = db.transaction(() => {
    // Two requests with one key racing: the second finds the first's row here (better-sqlite3 runs one transaction at a time).
    const raced = find();
    if (raced) return { attempt: raced, fresh: false };
    const info = db
      .prepare('INSERT INTO admin_subscription_billing_attempts (store, contract_id, idempotency_key, origin_time, inventory_policy, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(store, contract.id, key, origin ? origin.toISOString() : null, input.inventoryPolicy ?? null, clockNow(db).toISOString());
    return { attempt: db.prepare('SELECT * FROM admin_subscription_billing_attempts WHERE id = ?').get(Number(info.lastInsertRowid)) as AttemptRow, fresh: true };
  })();
  if (made.fresh) {
    const id = made.attempt.id;
    setTimeout(() => {
      try {
        settleAttempt(rt, id);
      } catch {
        // A twin stopped meanwhile: the attempt is decided when it is asked for again.
      }
    }, ATTEMPT_PROCESSING_MS).unref();
  }
  return { attempt: made.attempt, userErrors: [] };
}

/** The error type of a contract's last failed attempt (SubscriptionContractLastBillingErrorType). */
export function lastBillingErrorType(rt: TwinRuntime, contract: ContractRow): string | null {
  if (contract.last_payment_status !== 'FAILED') return null;
  const last = rt.db.prepare('SELECT error_code FROM admin_subscription_billing_attempts WHERE contract_id = ? ORDER BY id DESC LIMIT 1').get(contract.id) as { error_code: string | null } | undefined;
  const code = last?.error_code ?? '';
  if (['INSUFFICIENT_INVENTORY', 'INVENTORY_ALLOCATIONS_NOT_FOUND'].includes(code)) return 'INVENTORY_ERROR';
  if (['CUSTOMER_NOT_FOUND', 'CUSTOMER_INVALID', 'INVALID_SHIPPING_ADDRESS'].includes(code)) return 'CUSTOMER_ERROR';
  if (code === 'UNEXPECTED_ERROR' || !code) return 'OTHER';
  return 'PAYMENT_ERROR';
}

/** subscriptionContractPause / Activate / Cancel: a terminated contract (cancelled, expired, failed) stays as it is. */
export function setContractStatus(rt: TwinRuntime, store: string, contractId: string, status: ContractStatus): { contract: ContractRow | null; userErrors: SubscriptionUserError[] } {
  const contract = contractByGid(rt, store, contractId);
  if (!contract) return { contract: null, userErrors: [{ field: ['subscriptionContractId'], message: 'Contract does not exist', code: 'INVALID' }] };
  if (TERMINATED.includes(contract.status)) {
    return { contract: null, userErrors: [{ field: ['subscriptionContractId'], message: 'Contract is terminated and cannot be changed', code: 'CONTRACT_TERMINATED' }] };
  }
  return rt.db.transaction(() => {
    const at = clockNow(rt.db).toISOString();
    rt.db.prepare('UPDATE admin_subscription_contracts SET status = ?, revision_id = revision_id + 1, updated_at = ? WHERE id = ?').run(status, at, contract.id);
    const row = contractRow(rt, contract.id);
    queue(rt, store, 'SUBSCRIPTION_CONTRACTS_UPDATE', contractPayload(row));
    return { contract: row, userErrors: [] };
  })();
}

const draftByGid = (rt: TwinRuntime, store: string, id: string): DraftRow | null => {
  const parsed = parseGid(id);
  if (parsed?.type !== 'SubscriptionDraft' || !/^\d+$/.test(parsed.id)) return null;
  return (rt.db.prepare('SELECT * FROM admin_subscription_drafts WHERE id = ? AND store = ?').get(Number(parsed.id), store) as DraftRow | undefined) ?? null;
};

/** A draft with its contract (for the resolvers). */
export function draftWithContract(rt: TwinRuntime, store: string, id: string): { draft: DraftRow; contract: ContractRow } | null {
  const draft = draftByGid(rt, store, id);
  return draft ? { draft, contract: contractRow(rt, draft.contract_id) } : null;
}

/** subscriptionContractUpdate: a new draft of the contract, to edit and commit. */
export function createDraft(rt: TwinRuntime, store: string, contractId: string): { draft: DraftRow | null; userErrors: SubscriptionUserError[] } {
  const contract = contractByGid(rt, store, contractId);
  if (!contract) return { draft: null, userErrors: [{ field: ['contractId'], message: 'Contract does not exist', code: 'INVALID' }] };
  const info = rt.db
    .prepare('INSERT INTO admin_subscription_drafts (store, contract_id, base_revision, created_at) VALUES (?, ?, ?, ?)')
    .run(store, contract.id, contract.revision_id, clockNow(rt.db).toISOString());
  return { draft: rt.db.prepare('SELECT * FROM admin_subscription_drafts WHERE id = ?').get(Number(info.lastInsertRowid)) as DraftRow, userErrors: [] };
}

/** SubscriptionDraftInput as graphql-js hands it over. */
export interface SubscriptionDraftInput {
  deliveryMethod?: { shipping?: { address?: MailingAddressInput | null } | null } | null;
  status?: ContractStatus | null;
  paymentMethodId?: string | null;
  nextBillingDate?: string | null;
  billingPolicy?: { interval: string; intervalCount: number; minCycles?: number | null; maxCycles?: number | null } | null;
  deliveryPolicy?: { interval: string; intervalCount: number } | null;
  deliveryPrice?: string | null;
  note?: string | null;
}

/** subscriptionDraftUpdate: checks the input as Shopify does and keeps it on the draft. */
export function updateDraft(rt: TwinRuntime, store: string, draftId: string, input: SubscriptionDraftInput): { draft: DraftRow | null; userErrors: SubscriptionUserError[] } {
  const found = draftWithContract(rt, store, draftId);
  if (!found) return { draft: null, userErrors: [{ field: ['draftId'], message: 'Draft does not exist', code: 'INVALID' }] };
  const { draft, contract } = found;
  if (draft.committed_at) return { draft: null, userErrors: [{ field: ['draftId'], message: 'Draft has already been committed', code: 'COMMITTED' }] };
  const errors: SubscriptionUserError[] = [];
  const changes = JSON.parse(draft.changes) as DraftChanges;
  if (input.nextBillingDate != null) {
    const next = new Date(input.nextBillingDate);
    if (Number.isNaN(next.getTime()) || next.getTime() <= clockNow(rt.db).getTime()) {
      errors.push({ field: ['input', 'nextBillingDate'], message: 'Next billing date must be in the future', code: 'INVALID_BILLING_DATE' });
    } else changes.nextBillingDate = dateTime(next);
  }
  const billing = input.billingPolicy ?? changes.billingPolicy ?? { interval: contract.billing_interval, intervalCount: contract.billing_interval_count };
  const delivery = input.deliveryPolicy ?? changes.deliveryPolicy ?? { interval: contract.delivery_interval, intervalCount: contract.delivery_interval_count };
  if (input.billingPolicy) {
    const p = input.billingPolicy;
    if (p.intervalCount < 1) errors.push({ field: ['input', 'billingPolicy', 'intervalCount'], message: 'Interval count must be greater than 0', code: 'GREATER_THAN' });
    else if (p.minCycles != null && p.maxCycles != null && p.maxCycles < p.minCycles) {
      errors.push({ field: ['input', 'billingPolicy', 'maxCycles'], message: 'Max cycles must be greater than or equal to min cycles', code: 'SELLING_PLAN_MAX_CYCLES_MUST_BE_GREATER_THAN_MIN_CYCLES' });
    } else changes.billingPolicy = { interval: p.interval, intervalCount: p.intervalCount, minCycles: p.minCycles ?? null, maxCycles: p.maxCycles ?? null };
  }
  if (input.deliveryPolicy) {
    if (input.deliveryPolicy.intervalCount < 1) errors.push({ field: ['input', 'deliveryPolicy', 'intervalCount'], message: 'Interval count must be greater than 0', code: 'GREATER_THAN' });
    else changes.deliveryPolicy = { interval: input.deliveryPolicy.interval, intervalCount: input.deliveryPolicy.intervalCount };
  }
  // A billing period pays for whole delivery periods: billing every 3 months may deliver monthly, not every 2 months.
  if ((input.billingPolicy || input.deliveryPolicy) && (billing.interval !== delivery.interval || billing.intervalCount % delivery.intervalCount !== 0)) {
    errors.push({ field: ['input', 'deliveryPolicy'], message: 'Delivery policy interval must be a multiple of the billing policy interval', code: 'DELIVERY_MUST_BE_MULTIPLE_OF_BILLING' });
  }
  if (input.deliveryPrice != null) {
    const price = Number(input.deliveryPrice);
    if (!Number.isFinite(price) || price < 0) errors.push({ field: ['input', 'deliveryPrice'], message: 'Delivery price must be greater than or equal to 0', code: 'GREATER_THAN_OR_EQUAL_TO' });
    else changes.deliveryPrice = price.toFixed(2);
  }
  if (input.note !== undefined) {
    if ((input.note ?? '').length > 5000) errors.push({ field: ['input', 'note'], message: 'Note is too long (maximum is 5000 characters)', code: 'INVALID_NOTE_LENGTH' });
    else changes.note = input.note;
  }
  if (input.paymentMethodId != null) {
    const pm = paymentMethodByGid(rt, store, input.paymentMethodId);
    if (!pm || pm.revoked_at || pm.customer_id !== contract.customer_id) {
      errors.push({ field: ['input', 'paymentMethodId'], message: 'Customer payment method does not exist', code: 'MISSING_CUSTOMER_PAYMENT_METHOD' });
    } else changes.paymentMethodId = pm.id;
  }
  if (input.status) changes.status = input.status;
  const address = input.deliveryMethod?.shipping?.address;
  if (address) {
    const stored = storedMailingAddress(address);
    if (!stored.address1 || !stored.city || !stored.countryCodeV2) {
      errors.push({ field: ['input', 'deliveryMethod', 'shipping', 'address'], message: 'Delivery method address must have an address, a city and a country', code: 'INVALID' });
    } else changes.shippingAddress = stored;
  }
  if (errors.length) return { draft: null, userErrors: errors };
  rt.db.prepare('UPDATE admin_subscription_drafts SET changes = ? WHERE id = ?').run(JSON.stringify(changes), draft.id);
  return { draft: { ...draft, changes: JSON.stringify(changes) }, userErrors: [] };
}

/** subscriptionDraftLineUpdate: a line's quantity or price per unit, kept on the draft. */
export function updateDraftLine(
  rt: TwinRuntime,
  store: string,
  draftId: string,
  lineId: string,
  input: { quantity?: number | null; currentPrice?: string | null },
): { draft: DraftRow | null; lineId: string | null; userErrors: SubscriptionUserError[] } {
  const fail = (field: string[], message: string, code: string) => ({ draft: null, lineId: null, userErrors: [{ field, message, code }] });
  const found = draftWithContract(rt, store, draftId);
  if (!found) return fail(['draftId'], 'Draft does not exist', 'INVALID');
  const { draft, contract } = found;
  if (draft.committed_at) return fail(['draftId'], 'Draft has already been committed', 'COMMITTED');
  const parsed = parseGid(lineId);
  const id = parsed?.type === 'SubscriptionLine' ? parsed.id : '';
  if (!(JSON.parse(contract.lines) as ContractLine[]).some((l) => l.id === id)) return fail(['lineId'], 'Line does not exist', 'INVALID');
  const change: { quantity?: number; price?: number } = {};
  if (input.quantity != null) {
    if (input.quantity < 1) return fail(['input', 'quantity'], 'Quantity must be greater than 0', 'GREATER_THAN');
    change.quantity = input.quantity;
  }
  if (input.currentPrice != null) {
    const price = Number(input.currentPrice);
    if (!Number.isFinite(price) || price < 0) return fail(['input', 'currentPrice'], 'Current price must be greater than or equal to 0', 'GREATER_THAN_OR_EQUAL_TO');
    change.price = cents(price);
  }
  const changes = JSON.parse(draft.changes) as DraftChanges;
  changes.lines = { ...changes.lines, [id]: { ...changes.lines?.[id], ...change } };
  rt.db.prepare('UPDATE admin_subscription_drafts SET changes = ? WHERE id = ?').run(JSON.stringify(changes), draft.id);
  return { draft: { ...draft, changes: JSON.stringify(changes) }, lineId: id, userErrors: [] };
}

/** The contract as a draft would leave it (for the draft's own fields and for commit). */
export function draftedContract(contract: ContractRow, draft: DraftRow): ContractRow {
  const c = JSON.parse(draft.changes) as DraftChanges;
  const lines = (JSON.parse(contract.lines) as ContractLine[])
    .filter((l) => !c.lines?.[l.id]?.removed)
    .map((l) => ({
      ...l,
      quantity: c.lines?.[l.id]?.quantity ?? l.quantity,
      price: c.lines?.[l.id]?.price ?? l.price,
    }));
  return {
    ...contract,
    lines: JSON.stringify(lines),
    status: c.status ?? contract.status,
    next_billing_date: c.nextBillingDate ?? contract.next_billing_date,
    billing_interval: c.billingPolicy?.interval ?? contract.billing_interval,
    billing_interval_count: c.billingPolicy?.intervalCount ?? contract.billing_interval_count,
    delivery_interval: c.deliveryPolicy?.interval ?? contract.delivery_interval,
    delivery_interval_count: c.deliveryPolicy?.intervalCount ?? contract.delivery_interval_count,
    delivery_price: c.deliveryPrice ?? contract.delivery_price,
    note: c.note !== undefined ? c.note : contract.note,
    payment_method_id: c.paymentMethodId ?? contract.payment_method_id,
    shipping_address: c.shippingAddress ? JSON.stringify(c.shippingAddress) : contract.shipping_address,
    tax_rate: c.shippingAddress ? taxRate(String(c.shippingAddress.countryCodeV2 ?? '')) : contract.tax_rate,
  };
}

/** subscriptionDraftLineRemove: takes a line off the draft (a contract keeps at least one). */
export function removeDraftLine(rt: TwinRuntime, store: string, draftId: string, lineId: string): { draft: DraftRow | null; line: ContractLine | null; userErrors: SubscriptionUserError[] } {
  const fail = (field: string[], message: string, code: string) => ({ draft: null, line: null, userErrors: [{ field, message, code }] });
  const found = draftWithContract(rt, store, draftId);
  if (!found) return fail(['draftId'], 'Draft does not exist', 'INVALID');
  const { draft, contract } = found;
  if (draft.committed_at) return fail(['draftId'], 'Draft has already been committed', 'COMMITTED');
  const parsed = parseGid(lineId);
  const id = parsed?.type === 'SubscriptionLine' ? parsed.id : '';
  const remaining = JSON.parse(draftedContract(contract, draft).lines) as ContractLine[];
  const line = remaining.find((l) => l.id === id);
  if (!line) return fail(['lineId'], 'Line does not exist', 'INVALID');
  if (remaining.length === 1) return fail(['lineId'], 'A subscription contract must have at least one line', 'INVALID_LINES');
  const changes = JSON.parse(draft.changes) as DraftChanges;
  changes.lines = { ...changes.lines, [id]: { ...changes.lines?.[id], removed: true } };
  rt.db.prepare('UPDATE admin_subscription_drafts SET changes = ? WHERE id = ?').run(JSON.stringify(changes), draft.id);
  return { draft: { ...draft, changes: JSON.stringify(changes) }, line, userErrors: [] };
}

/** SubscriptionContractAtomicCreateInput as graphql-js hands it over. */
export interface AtomicCreateInput {
  customerId: string;
  nextBillingDate: string;
  currencyCode: string;
  contract: SubscriptionDraftInput;
  lines: {
    line: {
      productVariantId: string;
      quantity: number;
      currentPrice: string;
      customAttributes?: { key: string; value: string }[] | null;
      sellingPlanId?: string | null;
      sellingPlanName?: string | null;
    };
  }[];
  discountCodes?: string[] | null;
}

/**
 * subscriptionContractAtomicCreate: a contract made by the app in one call (its customer, card, policies,
 * delivery address and lines), as Shopify checks it; subscription_contracts/create goes out as for checkout's.
 */
export function createContractAtomic(rt: TwinRuntime, store: string, input: AtomicCreateInput): { contract: ContractRow | null; userErrors: SubscriptionUserError[] } {
  const errors: SubscriptionUserError[] = [];
  const err = (field: string[], message: string, code: string) => errors.push({ field, message, code });
  const customerGid = parseGid(input.customerId);
  const customer =
    customerGid?.type === 'Customer' && /^\d+$/.test(customerGid.id)
      ? (rt.db.prepare('SELECT id FROM customers WHERE id = ? AND store = ?').get(Number(customerGid.id), store) as { id: number } | undefined)
      : undefined;
  if (!customer) err(['input', 'customerId'], 'Customer does not exist', 'CUSTOMER_DOES_NOT_EXIST');
  const next = new Date(input.nextBillingDate);
  if (Number.isNaN(next.getTime()) || next.getTime() <= clockNow(rt.db).getTime()) err(['input', 'nextBillingDate'], 'Next billing date must be in the future', 'INVALID_BILLING_DATE');
  const c = input.contract;
  const pm = c.paymentMethodId ? paymentMethodByGid(rt, store, c.paymentMethodId) : null;
  if (!pm || pm.revoked_at || (customer && pm.customer_id !== customer.id)) err(['input', 'contract', 'paymentMethodId'], 'Customer payment method does not exist', 'MISSING_CUSTOMER_PAYMENT_METHOD');
  const billing = c.billingPolicy;
  const delivery = c.deliveryPolicy;
  if (!billing) err(['input', 'contract', 'billingPolicy'], "Billing policy can't be blank", 'PRESENCE');
  if (!delivery) err(['input', 'contract', 'deliveryPolicy'], "Delivery policy can't be blank", 'PRESENCE');
  if (billing && billing.intervalCount < 1) err(['input', 'contract', 'billingPolicy', 'intervalCount'], 'Interval count must be greater than 0', 'GREATER_THAN');
  if (billing && delivery && (billing.interval !== delivery.interval || billing.intervalCount % Math.max(1, delivery.intervalCount) !== 0)) {
    err(['input', 'contract', 'deliveryPolicy'], 'Delivery policy interval must be a multiple of the billing policy interval', 'DELIVERY_MUST_BE_MULTIPLE_OF_BILLING');
  }
  const deliveryPrice = c.deliveryPrice != null ? Number(c.deliveryPrice) : 0;
  if (!Number.isFinite(deliveryPrice) || deliveryPrice < 0) err(['input', 'contract', 'deliveryPrice'], 'Delivery price must be greater than or equal to 0', 'GREATER_THAN_OR_EQUAL_TO');
  const address = c.deliveryMethod?.shipping?.address ? storedMailingAddress(c.deliveryMethod.shipping.address) : null;
  if (address && (!address.address1 || !address.city || !address.countryCodeV2)) {
    err(['input', 'contract', 'deliveryMethod', 'shipping', 'address'], 'Delivery method address must have an address, a city and a country', 'INVALID');
  }
  if (!input.lines.length) err(['input', 'lines'], 'A subscription contract must have at least one line', 'INVALID_LINES');
  const catalogue = rt.catalogue(store);
  const lines: ContractLine[] = [];
  input.lines.forEach(({ line }, i) => {
    const v = parseGid(line.productVariantId);
    const variant = v?.type === 'ProductVariant' && /^\d+$/.test(v.id) ? catalogue.variantsById.get(Number(v.id)) : undefined;
    const price = Number(line.currentPrice);
    if (!variant) return err(['input', 'lines', String(i), 'line', 'productVariantId'], 'Product variant does not exist', 'INVALID_LINES');
    if (!Number.isInteger(line.quantity) || line.quantity < 1) return err(['input', 'lines', String(i), 'line', 'quantity'], 'Quantity must be greater than 0', 'GREATER_THAN');
    if (!Number.isFinite(price) || price < 0) return err(['input', 'lines', String(i), 'line', 'currentPrice'], 'Current price must be greater than or equal to 0', 'GREATER_THAN_OR_EQUAL_TO');
    const plan = line.sellingPlanId ? parseGid(line.sellingPlanId) : null;
    const planId = plan?.type === 'SellingPlan' && /^\d+$/.test(plan.id) ? Number(plan.id) : null;
    const sellingPlan = planId !== null ? catalogue.sellingPlans.get(planId)?.plan : undefined;
    const title = variant.doc.store.title;
    lines.push({
      id: randomUUID(),
      variantId: variant.id,
      productId: variant.productId,
      title: String(catalogue.productsById.get(variant.productId)?.doc.store.title ?? title ?? ''),
      variantTitle: title && title !== 'Default Title' ? title : null,
      sku: variant.doc.store.sku ?? null,
      quantity: line.quantity,
      price: cents(price),
      sellingPlanId: planId,
      sellingPlanName: line.sellingPlanName ?? sellingPlan?.name ?? null,
      requiresShipping: sellingPlan?.servicePrice ? false : variant.doc.store.requiresShipping !== false,
      customAttributes: (line.customAttributes ?? []).map((a) => ({ key: a.key, value: a.value })),
    });
  });
  if (errors.length || !customer || !billing || !delivery || !pm) return { contract: null, userErrors: errors };
  return rt.db.transaction(() => {
    const now = clockNow(rt.db).toISOString();
    const info = rt.db
      .prepare(
        `INSERT INTO admin_subscription_contracts (store, customer_id, origin_order_id, payment_method_id, status, currency, billing_interval, billing_interval_count,
           delivery_interval, delivery_interval_count, next_billing_date, delivery_price, shipping_address, tax_rate, lines, note, created_at, updated_at)
         VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        store,
        customer.id,
        pm.id,
        c.status ?? 'ACTIVE',
        input.currencyCode,
        billing.interval,
        billing.intervalCount,
        delivery.interval,
        delivery.intervalCount,
        dateTime(next),
        deliveryPrice.toFixed(2),
        address ? JSON.stringify(address) : null,
        address ? taxRate(String(address.countryCodeV2 ?? '')) : 0,
        JSON.stringify(lines),
        c.note ?? null,
        now,
        now,
      );
    const row = contractRow(rt, Number(info.lastInsertRowid));
    queue(rt, store, 'SUBSCRIPTION_CONTRACTS_CREATE', contractPayload(row));
    return { contract: row, userErrors: [] };
  })();
}

/** subscriptionDraftCommit: applies the draft to its contract unless the contract changed since the draft was made. */
export function commitDraft(rt: TwinRuntime, store: string, draftId: string): { contract: ContractRow | null; userErrors: SubscriptionUserError[] } {
  const found = draftWithContract(rt, store, draftId);
  if (!found) return { contract: null, userErrors: [{ field: ['draftId'], message: 'Draft does not exist', code: 'INVALID' }] };
  const { draft, contract } = found;
  if (draft.committed_at) return { contract: null, userErrors: [{ field: ['draftId'], message: 'Draft has already been committed', code: 'COMMITTED' }] };
  if (contract.revision_id !== draft.base_revision) {
    return { contract: null, userErrors: [{ field: ['draftId'], message: 'The contract was changed after this draft was created', code: 'STALE_CONTRACT' }] };
  }
  return rt.db.transaction(() => {
    const at = clockNow(rt.db).toISOString();
    const next = draftedContract(contract, draft);
    rt.db
      .prepare(
        `UPDATE admin_subscription_contracts SET status = ?, next_billing_date = ?, billing_interval = ?, billing_interval_count = ?, delivery_interval = ?,
           delivery_interval_count = ?, delivery_price = ?, note = ?, payment_method_id = ?, lines = ?, shipping_address = ?, tax_rate = ?, revision_id = revision_id + 1, updated_at = ? WHERE id = ?`,
      )
      .run(
        next.status,
        next.next_billing_date,
        next.billing_interval,
        next.billing_interval_count,
        next.delivery_interval,
        next.delivery_interval_count,
        next.delivery_price,
        next.note,
        next.payment_method_id,
        next.lines,
        next.shipping_address,
        next.tax_rate,
        at,
        contract.id,
      );
    rt.db.prepare('UPDATE admin_subscription_drafts SET committed_at = ? WHERE id = ?').run(at, draft.id);
    const row = contractRow(rt, contract.id);
    queue(rt, store, 'SUBSCRIPTION_CONTRACTS_UPDATE', contractPayload(row));
    return { contract: row, userErrors: [] };
  })();
}
