// Renewals: each due period of an active subscription is charged exactly once. A subscription with a
// Shopify contract is billed by a billing attempt (Shopify charges the contract's card and makes the
// order; the idempotency key names the subscription, the period and the attempt's number, so asking
// again answers the same attempt); one without (a collar plan) gets a paid order through orderCreate.
// A `subscription_renewals` row per subscription and period is written first; an instance claims it
// for a while, charges, then marks the row placed and moves the subscription on in one transaction.
// Another instance or a retry finds the row placed, or claimed and leaves it, so no period is charged
// twice.
//
// A declined attempt is recovered (dunning): the period is tried again after each of the configured
// retry days (SUBSCRIPTION_RETRY_DAYS, 1, 3 and 7 by default), Shopify mails the customer its card
// update link after each decline, and after the last retry fails the contract is paused and the
// customer told; a replaced card tries again at once (contracts.ts).
import type { Services } from '../part.js';
import { billContract, createOrder, findOrderByTag, sendPaymentUpdateEmail, setContractNextBillingDate, setContractStatus, type PlacedOrder } from './admin.js';
import { addInterval, scheduleDate, stepSchedule } from './schedule.js';
import { periodCharge, readAddress, subscriptionById, type StoredAddress, type SubscriptionRow } from './store.js';

/** A clock moved years ahead must not spin forever on a monthly plan. */
export const MAX_RENEWALS_PER_RUN = 120;
/** How long an instance holds a renewal it works on (longer than an Admin API call may take). */
const CLAIM_MS = 120_000;

/** The tag (and source identifier) of a subscription's order for the period starting `periodStart`. */
export function renewalTag(subscriptionId: number, periodStart: Date): string {
  return `renewal:${subscriptionId}:${periodStart.toISOString()}`;
}

/** The numeric id of an order gid (gid://shopify/Order/123 → 123). */
export function orderNumberOf(gid: string): number {
  return Number(/\/(\d+)$/.exec(gid)?.[1] ?? NaN);
}

const mailingAddress = (a: StoredAddress) => ({
  firstName: a.firstName,
  lastName: a.lastName,
  address1: a.address1,
  address2: a.address2,
  city: a.city,
  provinceCode: a.provinceCode ?? a.province,
  zip: a.zip,
  countryCode: a.countryCode,
  phone: a.phone,
});

/** The orderCreate input of one period of a subscription. */
export function renewalOrder(sub: SubscriptionRow, renewal: number, tag: string, now: Date): Record<string, unknown> {
  const { unit, tax, total } = periodCharge(sub.price_per_item, sub.quantity, sub.tax_rate);
  const rate = Number(sub.tax_rate);
  const money = (n: number) => ({ shopMoney: { amount: n.toFixed(2), currencyCode: sub.currency } });
  const address = mailingAddress(readAddress(sub.shipping_address));
  const service = sub.kind === 'service';
  return {
    currency: sub.currency,
    email: sub.customer_email,
    processedAt: now.toISOString(),
    lineItems: [
      {
        ...(sub.variant_gid ? { variantId: sub.variant_gid } : {}),
        title: sub.product_title,
        sku: sub.sku,
        quantity: sub.quantity,
        priceSet: money(unit),
        properties: [{ name: 'Auto-renews', value: sub.selling_plan_name }],
        requiresShipping: !service,
      },
    ],
    shippingAddress: address,
    billingAddress: address,
    // Autoship ships free; a service plan ships nothing.
    shippingLines: service ? [] : [{ title: 'Free Shipping', code: 'Free Shipping', priceSet: money(0) }],
    taxLines: rate > 0 ? [{ title: sub.tax_title, rate: String(rate), priceSet: money(tax) }] : [],
    financialStatus: 'PAID',
    ...(service ? { fulfillmentStatus: 'FULFILLED' } : {}),
    transactions: [{ kind: 'SALE', status: 'SUCCESS', gateway: 'shopify_payments', amountSet: money(total) }],
    customAttributes: [
      { key: 'Subscription', value: String(sub.id) },
      { key: 'Renewal', value: String(renewal) },
    ],
    tags: [tag],
    sourceIdentifier: tag,
    sourceName: 'subscriptions',
  };
}

/** What a renewal try came to: the order this call placed, nothing to do (not due, or placed already), another instance holds it, or the card was declined. */
export type RenewalOutcome = { placed: number } | 'nothing' | 'busy' | 'declined';

/** The idempotency key of a period's `n`th billing attempt. */
export function attemptKey(tag: string, n: number): string {
  return `${tag}#${n}`;
}

/** Whether a subscription waits for the retry of a declined renewal at `now`. */
const waitingForRetry = (sub: SubscriptionRow, now: Date) => sub.payment_failed_at !== null && (sub.payment_retry_at === null || sub.payment_retry_at > now);

/** Charges the period `sub` is due for at `now` (once, whoever else tries); answers the order's numeric id when this call completed it. */
export async function renewOnce(services: Services, sub: SubscriptionRow, now: Date): Promise<RenewalOutcome> {
  if (sub.status !== 'ACTIVE' || sub.next_billing_date > now || waitingForRetry(sub, now)) return 'nothing';
  const db = services.db;
  const periodStart = sub.next_billing_date;
  const tag = renewalTag(sub.id, periodStart);
  const renewal = sub.renewals + 1;
  await db
    .insertInto('subscription_renewals')
    .values({ subscription_id: sub.id, period_start: periodStart, renewal, tag, status: 'pending', created_at: now })
    .onConflict((oc) => oc.columns(['subscription_id', 'period_start']).doNothing())
    .execute();
  // The claim is about instances, not the business day: it runs on the real time.
  const real = new Date();
  const claimed = await db
    .updateTable('subscription_renewals')
    .set({ claimed_until: new Date(real.getTime() + CLAIM_MS) })
    .where('subscription_id', '=', sub.id)
    .where('period_start', '=', periodStart)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', real)]))
    .returning(['id', 'renewal', 'attempts'])
    .executeTakeFirst();
  if (!claimed) {
    const row = await db.selectFrom('subscription_renewals').select('status').where('tag', '=', tag).executeTakeFirst();
    return row?.status === 'placed' ? 'nothing' : 'busy';
  }
  const release = () => db.updateTable('subscription_renewals').set({ claimed_until: null }).where('id', '=', claimed.id).execute();
  let order: PlacedOrder;
  try {
    if (sub.contract_gid) {
      const outcome = await billContract(services, sub.store, sub.contract_gid, attemptKey(tag, claimed.attempts + 1), periodStart);
      // Shopify decides most attempts at once; one still processing is asked again (same key) by the retry.
      if (outcome === 'processing') throw new Error(`the billing attempt of subscription ${sub.id} is still processing`);
      if ('declined' in outcome) {
        await declined(services, sub, claimed, outcome.declined, now);
        return 'declined';
      }
      order = outcome.paid;
    } else {
      order = (await findOrderByTag(services, sub.store, tag)) ?? (await createOrder(services, sub.store, renewalOrder(sub, claimed.renewal, tag, now)));
    }
  } catch (error) {
    await release();
    throw error;
  }
  const advanced = await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('subscription_renewals')
      .set({ status: 'placed', order_gid: order.gid, order_name: order.name, placed_at: now, claimed_until: null })
      .where('id', '=', claimed.id)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!done) return false;
    const current = await trx.selectFrom('subscriptions').selectAll().where('id', '=', sub.id).forUpdate().executeTakeFirstOrThrow();
    // A customer who moved the date meanwhile keeps their date; this order paid for the period it was made for.
    if (current.next_billing_date.getTime() !== periodStart.getTime()) return true as const;
    const schedule = stepSchedule(
      { anchor: current.schedule_anchor, months: current.schedule_months, days: current.schedule_days },
      current.interval_unit,
      current.interval_count,
    );
    const next = scheduleDate(schedule);
    // A service renewal pays for the term that starts at its billing date, so the LTE service runs on without a gap.
    const lte =
      current.kind !== 'service'
        ? current.lte_expires_at
        : current.lte_expires_at && current.lte_expires_at > periodStart
          ? addInterval(current.lte_expires_at, current.interval_unit, current.interval_count)
          : next;
    await trx
      .updateTable('subscriptions')
      .set({
        schedule_months: schedule.months,
        schedule_days: schedule.days,
        next_billing_date: next,
        lte_expires_at: lte,
        renewals: claimed.renewal,
        payment_failed_at: null,
        payment_retry_at: null,
        payment_error: null,
        paused_until: null,
        pre_pause_anchor: null,
        pre_pause_months: null,
        pre_pause_days: null,
        updated_at: now,
      })
      .where('id', '=', sub.id)
      .execute();
    return next;
  });
  if (!advanced) return 'nothing';
  // Shopify shows the contract's next billing date; the schedule here decides it.
  if (sub.contract_gid && advanced instanceof Date) {
    await setContractNextBillingDate(services, sub.store, sub.contract_gid, advanced).catch((error: Error) =>
      services.log.warn({ subscription: sub.id, err: { message: error.message } }, "the contract's next billing date could not be set"),
    );
  }
  const first = sub.kind === 'service' && claimed.renewal === 1;
  const what =
    sub.kind === 'service'
      ? `LTE service ${first ? 'started' : 'renewed'}: ${sub.product_title} (${sub.selling_plan_name})`
      : `${sub.quantity} x ${sub.product_title} (Autoship: ${sub.selling_plan_name})`;
  await services.mail.send({
    to: sub.customer_email,
    subject: `Order ${order.name} confirmed`,
    text: [`Thank you for your order ${order.name}.`, '', what, `Total: ${order.total} ${sub.currency}`].join('\n'),
  });
  return { placed: orderNumberOf(order.gid) };
}

/**
 * Records a declined attempt of the claimed period: the next retry (or, after the last one, the
 * subscription and its contract paused), then Shopify's card update mail, and a mail when paused.
 */
async function declined(services: Services, sub: SubscriptionRow, claimed: { id: number; attempts: number }, code: string, now: Date): Promise<void> {
  const failures = claimed.attempts + 1;
  const days = services.config.retryDays;
  // After the last retry day there is none: the subscription is paused.
  const retryDays = days[failures - 1];
  const last = retryDays === undefined;
  const retryAt = last ? null : new Date(now.getTime() + retryDays * 86_400_000);
  const recorded = await services.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('subscription_renewals')
      .set({ attempts: failures, last_error: code, claimed_until: null })
      .where('id', '=', claimed.id)
      .where('attempts', '=', claimed.attempts)
      .returning('id')
      .executeTakeFirst();
    if (!done) return false;
    await trx
      .updateTable('subscriptions')
      .set({ payment_failed_at: sub.payment_failed_at ?? now, payment_retry_at: retryAt, payment_error: code, ...(last ? { status: 'PAUSED' as const } : {}), updated_at: now })
      .where('id', '=', sub.id)
      .where('status', '=', 'ACTIVE')
      .execute();
    return true;
  });
  if (!recorded) return;
  services.log.info({ subscription: sub.id, code, failures, retryAt }, last ? 'renewal declined; subscription paused' : 'renewal declined; it is tried again');
  const warn = (what: string) => (error: Error) => services.log.warn({ subscription: sub.id, err: { message: error.message } }, what);
  if (last && sub.contract_gid) await setContractStatus(services, sub.store, sub.contract_gid, 'Pause').catch(warn('the contract could not be paused'));
  const card = sub.payment_method_id
    ? await services.db.selectFrom('subscription_payment_methods').select(['shopify_gid']).where('id', '=', sub.payment_method_id).executeTakeFirst()
    : undefined;
  if (card?.shopify_gid) await sendPaymentUpdateEmail(services, sub.store, card.shopify_gid).catch(warn('the card update mail could not be sent'));
  if (last) {
    await services.mail.send({
      to: sub.customer_email,
      subject: 'Your subscription has been paused',
      text: [
        `We could not charge your payment method for ${sub.product_title} after ${failures} attempts, so your subscription has been paused.`,
        '',
        'Update your payment method with the link we sent you, or from the Subscriptions tab of your account, and it starts again.',
      ].join('\n'),
    });
  }
}

/** Subscriptions due at `now`, earliest first. */
export async function dueSubscriptions(services: Services, now: Date): Promise<SubscriptionRow[]> {
  return services.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('status', '=', 'ACTIVE')
    .where('next_billing_date', '<=', now)
    .where((eb) => eb.or([eb('payment_failed_at', 'is', null), eb('payment_retry_at', '<=', now)]))
    .orderBy('next_billing_date')
    .orderBy('id')
    .execute();
}

/**
 * Charges every period due at `now`, one subscription after another (each as many periods as it is
 * behind); answers the ids of the orders this call placed. A subscription whose charge fails is left
 * to its `renewal` job, which retries it.
 */
export async function runDueRenewals(services: Services, now: Date): Promise<number[]> {
  const placed: number[] = [];
  for (const due of await dueSubscriptions(services, now)) {
    let sub = due;
    for (let i = 0; i < MAX_RENEWALS_PER_RUN; i++) {
      let outcome: RenewalOutcome;
      try {
        outcome = await renewOnce(services, sub, now);
      } catch (error) {
        services.log.warn({ subscription: sub.id, err: { message: (error as Error).message } }, 'renewal failed; its job retries it');
        await enqueueRenewal(services, sub);
        break;
      }
      if (typeof outcome === 'string') break;
      placed.push(outcome.placed);
      sub = await subscriptionById(services.db, sub.id);
    }
  }
  return placed;
}

/** Queues the `renewal` job of a subscription's next period. */
export async function enqueueRenewal(services: Services, sub: SubscriptionRow): Promise<void> {
  const periodStart = sub.next_billing_date.toISOString();
  // A retry of a declined period is a job of its own.
  const retry = sub.payment_retry_at ? `:${sub.payment_retry_at.toISOString()}` : '';
  await services.jobs.send('renewal', { subscriptionId: sub.id, periodStart }, { key: `${sub.id}:${periodStart}${retry}` });
}
