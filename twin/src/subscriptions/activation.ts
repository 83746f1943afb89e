import { renew } from './renewals.js';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { TwinRuntime } from '../runtime.js';
import { parseGid } from '../storefront/ids.js';
import {
  activationPlanRequestSchema,
  activationRequestSchema,
  activationResendRequestSchema,
  MESSAGES,
  SUBSCRIPTION_PATHS as P,
  type ActivationResponse,
  type Collar,
} from '../../../wire/subscriptions.js';
import { addInterval, twinNow } from './clock.js';
import { body, fail } from './http.js';
import { mailActivationCode } from './activation-codes.js';
import { subscriptionById, wireSubscription } from './store.js';

interface CodeRow {
  code: string;
  store: string;
  customer_email: string;
  subscription_id: number;
  used_at: string | null;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** The numeric id of a selling plan given as a gid or a number. */
function planNumber(raw: string): number | undefined {
  const id = raw.startsWith('gid://') ? parseGid(raw)?.id : raw;
  return id && /^\d{1,15}$/.test(id) ? Number(id) : undefined;
}

/** The identifiers a newly activated collar gets. */
function newCollar(petName: string, email: string): Collar {
  return {
    petName,
    email,
    iotUserId: `us-east-1:${randomUUID()}`,
    iotGroupId: `homing-group-${hex(6)}`,
    deviceId: `HMG${hex(6).toUpperCase()}`,
    collarId: randomUUID(),
    thingName: `homing-collar-${hex(8)}`,
    petId: randomUUID(),
  };
}

/**
 * `POST /activation/` (code, email, pet name, plan → collar identifiers and a running service plan),
 * `/activation/plan` (code and email → the service plan the collar was bought with) and `/activation/resend`.
 */
export function activationRoutes(app: Hono, rt: TwinRuntime): void {
  const db = rt.db;

  app.post(P.activation, async (c) => {
    const input = await body(c, activationRequestSchema);
    if (!input.ok) return input.response;
    const { activationCode, email, petName, planId } = input.value;
    const row = db.prepare('SELECT * FROM collar_activation_codes WHERE code = ? COLLATE NOCASE').get(activationCode.toUpperCase()) as CodeRow | undefined;
    if (!row || row.used_at || row.customer_email.toLowerCase() !== email.toLowerCase()) {
      return fail(c, 'ACTIVATION_FAILED', MESSAGES.activationFailed, 'activationCode');
    }
    const sub = subscriptionById(db, row.subscription_id);
    const id = planNumber(planId);
    const entry = id === undefined ? undefined : rt.catalogue(row.store).sellingPlans.get(id);
    if (!entry || entry.plan.recurringDeliveries !== false) return fail(c, 'PLAN_FAILED', MESSAGES.selectingPlanFailed, 'planId');
    const plan = entry.plan as { id: number; name: string; frequency?: { interval: string; count: number }; servicePrice?: Record<string, number> };
    const unit = plan.frequency?.interval ?? 'MONTH';
    const count = plan.frequency?.count ?? 1;
    const servicePrice = plan.servicePrice?.[sub.currency];
    const collar = newCollar(petName, row.customer_email);
    const now = twinNow(db).toISOString();
    const result = db.transaction((): ActivationResponse | undefined => {
      // Claimed inside the transaction so two activations of one code cannot both win.
      const claimed = db.prepare('UPDATE collar_activation_codes SET used_at = ? WHERE code = ? AND used_at IS NULL').run(now, row.code);
      if (!claimed.changes) return undefined;
      // The collar's order paid for the collar; the plan's first term is charged now, when the LTE
      // service starts, and every later term on its billing date (renewals.ts).
      db.prepare(`UPDATE subscriptions SET status = 'ACTIVE', selling_plan_id = ?, selling_plan_name = ?, interval_unit = ?, interval_count = ?,
        price_per_item = COALESCE(?, price_per_item), pet_name = ?, lte_expires_at = ?, next_billing_date = ?, next_shipping_date = ?, updated_at = ? WHERE id = ?`).run(
        plan.id, plan.name, unit, count, servicePrice === undefined ? null : servicePrice.toFixed(2), petName, now, now, addInterval(now, unit, count), now, sub.id);
      renew(rt, subscriptionById(db, sub.id), now, true);
      db.prepare(`INSERT INTO collars (store, customer_email, subscription_id, pet_name, iot_user_id, iot_group_id, device_id, collar_id, thing_name, pet_id, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
        row.store, row.customer_email, sub.id, petName, collar.iotUserId, collar.iotGroupId, collar.deviceId, collar.collarId, collar.thingName, collar.petId, now);
      return { collar, subscription: wireSubscription(subscriptionById(db, sub.id)) };
    })();
    if (!result) return fail(c, 'ACTIVATION_FAILED', MESSAGES.activationFailed, 'activationCode');
    return c.json(result);
  });

  app.post(P.activationPlan, async (c) => {
    const input = await body(c, activationPlanRequestSchema);
    if (!input.ok) return input.response;
    const { activationCode, email } = input.value;
    const row = db.prepare('SELECT * FROM collar_activation_codes WHERE code = ? COLLATE NOCASE').get(activationCode.toUpperCase()) as CodeRow | undefined;
    // An unknown, spent or someone else's code has no plan to offer; activating it is refused with its message.
    if (!row || row.used_at || row.customer_email.toLowerCase() !== email.toLowerCase()) return c.json({ planId: null });
    const sub = subscriptionById(db, row.subscription_id);
    const entry = rt.catalogue(row.store).sellingPlans.get(sub.selling_plan_id);
    const plan = entry?.plan as { id: number; gid?: string; recurringDeliveries?: boolean } | undefined;
    return c.json({ planId: plan && plan.recurringDeliveries === false ? (plan.gid ?? `gid://shopify/SellingPlan/${plan.id}`) : null });
  });

  app.post(P.activationResend, async (c) => {
    const input = await body(c, activationResendRequestSchema);
    if (!input.ok) return input.response;
    const rows = db
      .prepare(`SELECT a.code, s.product_title, a.customer_email FROM collar_activation_codes a JOIN subscriptions s ON s.id = a.subscription_id
        WHERE a.customer_email = ? AND a.used_at IS NULL ORDER BY a.created_at`)
      .all(input.value.email) as { code: string; product_title: string; customer_email: string }[];
    // The same answer either way, so the call does not tell who has a collar waiting.
    for (const r of rows) mailActivationCode(db, r.customer_email, r.code, r.product_title);
    return c.json({ message: MESSAGES.activationResent });
  });
}
