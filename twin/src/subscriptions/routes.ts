import type { Context, Hono } from 'hono';
import type { TwinRuntime } from '../runtime.js';
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
  type SkipResponse,
  type SubscriptionList,
} from '../../../wire/subscriptions.js';
import { addInterval, twinNow } from './clock.js';
import { body, caller, fail, idParam } from './http.js';
import { runDueRenewals } from './renewals.js';
import { latestNextDelivery } from './schedule.js';
import { customerRecords, subscriptionById, wirePaymentMethod, wireSubscription, type SubscriptionRow } from './store.js';
import { sendUpdateLink } from './payment-links.js';
import { z } from 'zod';

// Dates further ahead than this are a typo, not a plan.
const MAX_NEXT_DATE_DAYS = 365;

type Found = { ok: true; sub: SubscriptionRow; email: string; store: string } | { ok: false; response: Response };

/** The caller's subscription named by `:id` (another customer's or an unknown id is "not found"). */
async function ownSubscription(c: Context, rt: TwinRuntime): Promise<Found> {
  const who = await caller(c, rt);
  if (!who.ok) return who;
  const id = idParam(c.req.param('id'));
  const sub = id === undefined ? undefined : customerRecords(rt.db, who.store, who.email).subscription(id);
  if (!sub) return { ok: false, response: fail(c, 'NOT_FOUND', MESSAGES.notFound) };
  return { ok: true, sub, email: who.email, store: who.store };
}

/** Pause, skip and a new date only move the deliveries of an active autoship subscription. */
function refuseUnlessActiveAutoship(c: Context, sub: SubscriptionRow): Response | undefined {
  if (sub.status !== 'ACTIVE') return fail(c, 'NOT_ACTIVE', MESSAGES.generic);
  if (sub.kind !== 'autoship') return fail(c, 'BAD_REQUEST', MESSAGES.generic);
  return undefined;
}

/** `/subscriptions/...`: list, detail, cancel, pause, skip, next date, payment methods and update links. */
export function subscriptionRoutes(app: Hono, rt: TwinRuntime): void {
  const db = rt.db;
  const reread = (id: number) => wireSubscription(subscriptionById(db, id));
  // Repeated pauses and skips cannot push the next delivery out of sight.
  const beyondLimit = (sub: SubscriptionRow, shipping: string, billing: string) => {
    const latest = latestNextDelivery(twinNow(db), sub);
    return shipping > latest || billing > latest;
  };

  app.get(P.list, async (c) => {
    const who = await caller(c, rt);
    if (!who.ok) return who.response;
    runDueRenewals(rt);
    const answer: SubscriptionList = { subscriptions: customerRecords(db, who.store, who.email).subscriptions().map(wireSubscription) };
    return c.json(answer);
  });

  app.get(P.paymentMethods, async (c) => {
    const who = await caller(c, rt);
    if (!who.ok) return who.response;
    const now = twinNow(db);
    return c.json({ paymentMethods: customerRecords(db, who.store, who.email).paymentMethods().map((r) => wirePaymentMethod(db, r, now)) });
  });

  app.post(P.updateLink, async (c) => {
    const who = await caller(c, rt);
    if (!who.ok) return who.response;
    const id = idParam(c.req.param('id'));
    const card = id === undefined ? undefined : customerRecords(db, who.store, who.email).paymentMethod(id);
    if (!card) return fail(c, 'NOT_FOUND', MESSAGES.updateLinkFailed);
    sendUpdateLink(rt, card);
    return c.json({ message: MESSAGES.updateLinkSent });
  });

  app.get(P.detail, async (c) => {
    const found = await ownSubscription(c, rt);
    if (!found.ok) return found.response;
    runDueRenewals(rt);
    return c.json({ subscription: reread(found.sub.id) });
  });

  app.post(P.cancel, async (c) => {
    const found = await ownSubscription(c, rt);
    if (!found.ok) return found.response;
    const input = await body(c, cancelRequestSchema);
    if (!input.ok) return input.response;
    if (found.sub.status !== 'ACTIVE') return fail(c, 'NOT_ACTIVE', MESSAGES.cannotCancel);
    const cancelledAt = twinNow(db).toISOString();
    db.prepare("UPDATE subscriptions SET status = 'CANCELLED', cancel_reason = ?, cancel_feedback = ?, paused_until = NULL, cancelled_at = ?, updated_at = ? WHERE id = ?").run(
      input.value.reason, input.value.feedback, cancelledAt, cancelledAt, found.sub.id);
    const answer: CancelResponse = { subscription: reread(found.sub.id), message: MESSAGES.cancelled };
    return c.json(answer);
  });

  app.post(P.pause, async (c) => {
    const found = await ownSubscription(c, rt);
    if (!found.ok) return found.response;
    const input = await body(c, pauseRequestSchema);
    if (!input.ok) return input.response;
    const refused = refuseUnlessActiveAutoship(c, found.sub);
    if (refused) return refused;
    const { unit, count } = PAUSE_DURATIONS[input.value.duration];
    const previousDate = found.sub.next_shipping_date;
    const newDate = addInterval(previousDate, unit === 'weeks' ? 'WEEK' : 'MONTH', count);
    const billing = addInterval(found.sub.next_billing_date, unit === 'weeks' ? 'WEEK' : 'MONTH', count);
    if (beyondLimit(found.sub, newDate, billing)) return fail(c, 'SCHEDULE_LIMIT', SCHEDULE_LIMIT_MESSAGE);
    db.prepare('UPDATE subscriptions SET next_shipping_date = ?, next_billing_date = ?, paused_until = ?, updated_at = ? WHERE id = ?').run(
      newDate, billing, newDate, twinNow(db).toISOString(), found.sub.id);
    const answer: PauseResponse = { subscription: reread(found.sub.id), previousDate, newDate, message: MESSAGES.paused };
    return c.json(answer);
  });

  app.post(P.skip, async (c) => {
    const found = await ownSubscription(c, rt);
    if (!found.ok) return found.response;
    const input = await body(c, z.object({}).strict());
    if (!input.ok) return input.response;
    const refused = refuseUnlessActiveAutoship(c, found.sub);
    if (refused) return refused;
    const sub = found.sub;
    const nextDate = addInterval(sub.next_shipping_date, sub.interval_unit, sub.interval_count);
    const billing = addInterval(sub.next_billing_date, sub.interval_unit, sub.interval_count);
    if (beyondLimit(sub, nextDate, billing)) return fail(c, 'SCHEDULE_LIMIT', SCHEDULE_LIMIT_MESSAGE);
    db.prepare('UPDATE subscriptions SET next_shipping_date = ?, next_billing_date = ?, updated_at = ? WHERE id = ?').run(
      nextDate, billing, twinNow(db).toISOString(), sub.id);
    const answer: SkipResponse = { subscription: reread(sub.id), skippedDate: sub.next_shipping_date, nextDate };
    return c.json(answer);
  });

  app.post(P.nextDate, async (c) => {
    const found = await ownSubscription(c, rt);
    if (!found.ok) return found.response;
    const input = await body(c, nextDateRequestSchema);
    if (!input.ok) return fail(c, 'INVALID_DATE', MESSAGES.invalidNextDate, 'date');
    const refused = refuseUnlessActiveAutoship(c, found.sub);
    if (refused) return refused;
    const now = twinNow(db);
    const day = new Date(`${input.value.date}T00:00:00.000Z`);
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const days = (day.getTime() - today.getTime()) / 86_400_000;
    if (days < 1 || days > MAX_NEXT_DATE_DAYS) return fail(c, 'INVALID_DATE', MESSAGES.invalidNextDate, 'date');
    // Keep the time of day of the old date so renewals keep their hour.
    const iso = `${input.value.date}${found.sub.next_shipping_date.slice(10)}`;
    db.prepare('UPDATE subscriptions SET next_shipping_date = ?, next_billing_date = ?, paused_until = NULL, updated_at = ? WHERE id = ?').run(
      iso, iso, now.toISOString(), found.sub.id);
    return c.json({ subscription: reread(found.sub.id) });
  });
}
