// `/subscriptions/...`: a signed-in customer's subscriptions in one store (list, detail, cancel, pause,
// resume, skip, a new next date), their cards and card update links. A subscription with a Shopify
// contract changes there first (the next billing date through a committed draft, a cancel through
// subscriptionContractCancel, the card's update link as Shopify's mail); if Shopify refuses, nothing
// changes here either.
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import {
  cancelRequestSchema,
  MESSAGES,
  nextDateRequestSchema,
  PAUSE_DURATIONS,
  pauseRequestSchema,
  SCHEDULE_LIMIT_MESSAGE,
  SUBSCRIPTION_PATHS as P,
  type CancelResponse,
  type PauseResponse,
  type ResumeResponse,
  type SkipResponse,
  type SubscriptionList,
} from '../../../wire/subscriptions.js';
import type { Services, ServicesEnv } from '../part.js';
import { body, caller, fail, idParam, type Checked } from './http.js';
import { latestNextDelivery, pausedSchedule, resumedSchedule, scheduleDate, stepSchedule, type Schedule } from './schedule.js';
import { customerRecords, subscriptionById, wirePaymentMethod, wireSubscription, type SubscriptionRow } from './store.js';
import { sendPaymentUpdateEmail, setContractNextBillingDate, setContractStatus } from './admin.js';

// Dates further ahead than this are a typo, not a plan.
const MAX_NEXT_DATE_DAYS = 365;

const scheduleOf = (s: SubscriptionRow): Schedule => ({ anchor: s.schedule_anchor, months: s.schedule_months, days: s.schedule_days });

/** The schedule a pause replaced (a pause from before it was kept leaves only the current one). */
const prePauseScheduleOf = (s: SubscriptionRow): Schedule =>
  s.pre_pause_anchor && s.pre_pause_months !== null && s.pre_pause_days !== null
    ? { anchor: s.pre_pause_anchor, months: s.pre_pause_months, days: s.pre_pause_days }
    : scheduleOf(s);

/** Columns that end a pause (a new date, a cancel or a resume). */
const NOT_PAUSED = { paused_until: null, pre_pause_anchor: null, pre_pause_months: null, pre_pause_days: null } as const;
/** Columns of a declined renewal: moving the schedule leaves the declined period behind. */
const NOT_FAILING = { payment_failed_at: null, payment_retry_at: null, payment_error: null } as const;

/** The caller's subscription named by `:id` (another customer's or an unknown id is "not found"). */
async function ownSubscription(c: Context, services: Services): Promise<Checked<{ sub: SubscriptionRow }>> {
  const who = await caller(c, services);
  if (!who.ok) return who;
  const id = idParam(c.req.param('id'));
  const sub = id === undefined ? undefined : await customerRecords(services.db, who.store, who.email).subscription(id);
  if (!sub) return { ok: false, response: fail(c, 'NOT_FOUND', MESSAGES.notFound) };
  return { ok: true, sub };
}

/** Pause, skip and a new date only move the deliveries of an active autoship subscription. */
function refuseUnlessActiveAutoship(c: Context, sub: SubscriptionRow): Response | undefined {
  if (sub.status !== 'ACTIVE') return fail(c, 'NOT_ACTIVE', MESSAGES.generic);
  if (sub.kind !== 'autoship') return fail(c, 'BAD_REQUEST', MESSAGES.generic);
  return undefined;
}

/**
 * What every change of an active autoship's schedule first checks: the caller's own subscription, the
 * body against `schema` (`invalid` answers a body it refuses, the generic refusal by default), then
 * that the subscription is an active autoship.
 */
async function scheduleChange<S extends z.ZodTypeAny>(
  c: Context,
  services: Services,
  schema: S,
  invalid?: () => Response,
): Promise<Checked<{ sub: SubscriptionRow; value: z.infer<S> }>> {
  const found = await ownSubscription(c, services);
  if (!found.ok) return found;
  const input = await body(c, schema);
  if (!input.ok) return { ok: false, response: invalid ? invalid() : input.response };
  const refused = refuseUnlessActiveAutoship(c, found.sub);
  if (refused) return { ok: false, response: refused };
  return { ok: true, sub: found.sub, value: input.value };
}

/** Mounts the subscriptions routes. */
export function subscriptionRoutes(app: Hono<ServicesEnv>, services: Services): void {
  const db = services.db;
  const reread = async (id: number) => wireSubscription(await subscriptionById(db, id));
  // Moves the schedule of a subscription only if nobody moved it since it was read.
  type PauseColumns = Partial<Pick<SubscriptionRow, 'paused_until' | 'pre_pause_anchor' | 'pre_pause_months' | 'pre_pause_days'>>;
  // Shopify's contract takes the date first; a refusal there (or Shopify out of reach) changes nothing.
  const moveSchedule = async (sub: SubscriptionRow, s: Schedule, set: PauseColumns, now: Date) => {
    const next = scheduleDate(s);
    if (sub.contract_gid && !(await shopify(sub, () => setContractNextBillingDate(services, sub.store, sub.contract_gid!, next)))) return 'upstream';
    const moved = await db
      .updateTable('subscriptions')
      .set({ schedule_anchor: s.anchor, schedule_months: s.months, schedule_days: s.days, next_billing_date: next, ...set, ...NOT_FAILING, updated_at: now })
      .where('id', '=', sub.id)
      .where('next_billing_date', '=', sub.next_billing_date)
      .where('status', '=', 'ACTIVE')
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1 ? 'moved' : 'stale';
  };
  /** Whether a call to Shopify about `sub` succeeded (a failure is logged). */
  const shopify = async (sub: SubscriptionRow, call: () => Promise<void>) => {
    try {
      await call();
      return true;
    } catch (error) {
      services.log.warn({ subscription: sub.id, err: { message: (error as Error).message } }, 'Shopify refused a subscription change');
      return false;
    }
  };
  /** The answer to a schedule move that did not happen. */
  const notMoved = (c: Context, outcome: 'upstream' | 'stale') => (outcome === 'upstream' ? fail(c, 'UPSTREAM', MESSAGES.generic) : fail(c, 'NOT_ACTIVE', MESSAGES.generic));

  app.get(P.list, async (c) => {
    const who = await caller(c, services);
    if (!who.ok) return who.response;
    const answer: SubscriptionList = { subscriptions: (await customerRecords(db, who.store, who.email).subscriptions()).map(wireSubscription) };
    return c.json(answer);
  });

  app.get(P.paymentMethods, async (c) => {
    const who = await caller(c, services);
    if (!who.ok) return who.response;
    const now = await services.now();
    const cards = await customerRecords(db, who.store, who.email).paymentMethods();
    return c.json({ paymentMethods: await Promise.all(cards.map((r) => wirePaymentMethod(db, r, now))) });
  });

  app.post(P.updateLink, async (c) => {
    const who = await caller(c, services);
    if (!who.ok) return who.response;
    const id = idParam(c.req.param('id'));
    const card = id === undefined ? undefined : await customerRecords(db, who.store, who.email).paymentMethod(id);
    if (!card) return fail(c, 'NOT_FOUND', MESSAGES.updateLinkFailed);
    // Shopify keeps the card: its mail links to its page that replaces it (customer_payment_methods/update tells us).
    try {
      if (!card.shopify_gid) throw new Error('no Shopify payment method is known for this card yet');
      await sendPaymentUpdateEmail(services, who.store, card.shopify_gid);
    } catch (error) {
      services.log.warn({ card: card.id, err: { message: (error as Error).message } }, 'the card update mail was not sent');
      return fail(c, 'UPSTREAM', MESSAGES.updateLinkFailed);
    }
    return c.json({ message: MESSAGES.updateLinkSent });
  });

  app.get(P.detail, async (c) => {
    const found = await ownSubscription(c, services);
    if (!found.ok) return found.response;
    return c.json({ subscription: wireSubscription(found.sub) });
  });

  app.post(P.cancel, async (c) => {
    const found = await ownSubscription(c, services);
    if (!found.ok) return found.response;
    const input = await body(c, cancelRequestSchema);
    if (!input.ok) return input.response;
    const now = await services.now();
    const sub = found.sub;
    // A subscription paused after its payment failed can be cancelled too.
    const cancellable = ['ACTIVE', 'PAUSED'] as const;
    if (!(cancellable as readonly string[]).includes(sub.status)) return fail(c, 'NOT_ACTIVE', MESSAGES.cannotCancel);
    if (sub.contract_gid && !(await shopify(sub, () => setContractStatus(services, sub.store, sub.contract_gid!, 'Cancel')))) return fail(c, 'UPSTREAM', MESSAGES.generic);
    const cancelled = await db
      .updateTable('subscriptions')
      .set({ status: 'CANCELLED', cancel_reason: input.value.reason, cancel_feedback: input.value.feedback, ...NOT_PAUSED, ...NOT_FAILING, cancelled_at: now, updated_at: now })
      .where('id', '=', sub.id)
      .where('status', 'in', cancellable)
      .executeTakeFirst();
    if (Number(cancelled.numUpdatedRows) !== 1) return fail(c, 'NOT_ACTIVE', MESSAGES.cannotCancel);
    const answer: CancelResponse = { subscription: await reread(found.sub.id), message: MESSAGES.cancelled };
    return c.json(answer);
  });

  app.post(P.pause, async (c) => {
    const checked = await scheduleChange(c, services, pauseRequestSchema);
    if (!checked.ok) return checked.response;
    const sub = checked.sub;
    const { unit, count } = PAUSE_DURATIONS[checked.value.duration];
    const moved = pausedSchedule(scheduleOf(sub), sub.interval_unit, unit === 'weeks' ? { months: 0, days: 7 * count } : { months: count, days: 0 });
    const newDate = scheduleDate(moved);
    const now = await services.now();
    if (newDate > latestNextDelivery(now, sub)) return fail(c, 'SCHEDULE_LIMIT', SCHEDULE_LIMIT_MESSAGE);
    // A second pause extends the first: the schedule to go back to stays the one before the first.
    const before = prePauseScheduleOf(sub);
    const paused = { paused_until: newDate, pre_pause_anchor: before.anchor, pre_pause_months: before.months, pre_pause_days: before.days };
    const outcome = await moveSchedule(sub, moved, paused, now);
    if (outcome !== 'moved') return notMoved(c, outcome);
    const answer: PauseResponse = {
      subscription: await reread(sub.id),
      previousDate: sub.next_billing_date.toISOString(),
      newDate: newDate.toISOString(),
      message: MESSAGES.paused,
    };
    return c.json(answer);
  });

  app.post(P.resume, async (c) => {
    const checked = await scheduleChange(c, services, z.object({}).strict());
    if (!checked.ok) return checked.response;
    const sub = checked.sub;
    if (!sub.paused_until) return fail(c, 'NOT_PAUSED', MESSAGES.generic);
    const now = await services.now();
    const resumed = resumedSchedule(prePauseScheduleOf(sub), scheduleOf(sub), sub.interval_unit, sub.interval_count, now);
    const outcome = await moveSchedule(sub, resumed, NOT_PAUSED, now);
    if (outcome !== 'moved') return notMoved(c, outcome);
    const answer: ResumeResponse = { subscription: await reread(sub.id), nextDate: scheduleDate(resumed).toISOString() };
    return c.json(answer);
  });

  app.post(P.skip, async (c) => {
    const checked = await scheduleChange(c, services, z.object({}).strict());
    if (!checked.ok) return checked.response;
    const sub = checked.sub;
    const moved = stepSchedule(scheduleOf(sub), sub.interval_unit, sub.interval_count);
    const nextDate = scheduleDate(moved);
    const now = await services.now();
    if (nextDate > latestNextDelivery(now, sub)) return fail(c, 'SCHEDULE_LIMIT', SCHEDULE_LIMIT_MESSAGE);
    // Skipping the delivery a pause ends with keeps it paused until the one after.
    const outcome = await moveSchedule(sub, moved, sub.paused_until ? { paused_until: nextDate } : {}, now);
    if (outcome !== 'moved') return notMoved(c, outcome);
    const answer: SkipResponse = { subscription: await reread(sub.id), skippedDate: sub.next_billing_date.toISOString(), nextDate: nextDate.toISOString() };
    return c.json(answer);
  });

  app.post(P.nextDate, async (c) => {
    const checked = await scheduleChange(c, services, nextDateRequestSchema, () => fail(c, 'INVALID_DATE', MESSAGES.invalidNextDate, 'date'));
    if (!checked.ok) return checked.response;
    const sub = checked.sub;
    const now = await services.now();
    const day = new Date(`${checked.value.date}T00:00:00.000Z`);
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const days = (day.getTime() - today.getTime()) / 86_400_000;
    if (days < 1 || days > MAX_NEXT_DATE_DAYS) return fail(c, 'INVALID_DATE', MESSAGES.invalidNextDate, 'date');
    // The chosen day at the old time of day, so renewals keep their hour; the schedule counts from it now.
    const timeOfDay = sub.next_billing_date.getTime() % 86_400_000;
    const anchor = new Date(day.getTime() + timeOfDay);
    const outcome = await moveSchedule(sub, { anchor, months: 0, days: 0 }, NOT_PAUSED, now);
    if (outcome !== 'moved') return notMoved(c, outcome);
    return c.json({ subscription: await reread(sub.id) });
  });
}
