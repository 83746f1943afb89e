// Collar activation: `POST /activation/` (code, email, pet name, plan → the collar's identifiers and a
// running service plan, its first term charged now), `/activation/check` (code and email checked before a
// plan is chosen → the plan the collar was bought with, or refused as activating would be), `/activation/quote` (code, email, plan → what activating charges now and per
// term, as the activation charges it) and `/activation/resend` (mails waiting codes again).
import { randomBytes, randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import {
  activationCheckRequestSchema,
  activationQuoteRequestSchema,
  activationRequestSchema,
  activationResendRequestSchema,
  MESSAGES,
  SUBSCRIPTION_PATHS as P,
  type ActivationCheckResponse,
  type ActivationQuoteResponse,
  type ActivationResponse,
  type Collar,
} from '../../../wire/subscriptions.js';
import type { Services, ServicesEnv } from '../part.js';
import { fetchPlan, setContractPlan, setContractStatus, type Plan } from './admin.js';
import { activationCodeMail } from './activation-codes.js';
import { body, fail } from './http.js';
import { enqueueRenewal, renewOnce } from './renewals.js';
import { periodCharge, subscriptionById, wireSubscription, type SubscriptionRow } from './store.js';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** The selling plan gid of a plan given as a gid or a number. */
function planGid(raw: string): string | undefined {
  const m = /^(?:gid:\/\/shopify\/SellingPlan\/)?(\d{1,15})$/.exec(raw);
  return m ? `gid://shopify/SellingPlan/${m[1]}` : undefined;
}

/** The price of one term of `plan` for a waiting collar: the plan's own in the collar's currency, else the one the collar was bought with. */
function termPrice(plan: Plan, sub: SubscriptionRow): string {
  return plan.renewalPrice(sub.currency) ?? sub.price_per_item;
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

/** Mounts the activation routes. */
export function activationRoutes(app: Hono<ServicesEnv>, services: Services): void {
  const db = services.db;
  const waitingCode = (code: string, email: string) =>
    db
      .selectFrom('collar_activation_codes')
      .selectAll()
      .where('code', '=', code.toUpperCase())
      .where('customer_email', '=', email.toLowerCase())
      .where('used_at', 'is', null)
      .executeTakeFirst();

  app.post(P.activation, async (c) => {
    const input = await body(c, activationRequestSchema);
    if (!input.ok) return input.response;
    const { activationCode, email, petName, planId } = input.value;
    const row = await waitingCode(activationCode, email);
    if (!row) return fail(c, 'ACTIVATION_FAILED', MESSAGES.activationFailed, 'activationCode');
    const sub = await subscriptionById(db, row.subscription_id);
    const gid = planGid(planId);
    const plan = gid ? await fetchPlan(services, row.store, gid) : null;
    if (!plan?.service) return fail(c, 'PLAN_FAILED', MESSAGES.selectingPlanFailed, 'planId');
    // The plan's contract takes the chosen plan's terms and starts before anything here changes; it bills the first term below.
    if (sub.contract_gid) {
      try {
        await setContractPlan(services, row.store, sub.contract_gid, { unit: plan.unit, count: plan.count, price: termPrice(plan, sub) });
        await setContractStatus(services, row.store, sub.contract_gid, 'Activate');
      } catch (error) {
        c.var.log.warn({ subscription: sub.id, err: { message: (error as Error).message } }, "the collar plan's contract could not be started");
        return fail(c, 'UPSTREAM', MESSAGES.generic);
      }
    }
    const collar = newCollar(petName, row.customer_email);
    const now = await services.now();
    const activated = await db.transaction().execute(async (trx) => {
      // Claimed inside the transaction so two activations of one code cannot both win.
      const claimed = await trx
        .updateTable('collar_activation_codes')
        .set({ used_at: now })
        .where('code', '=', row.code)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      // The collar's order paid for the collar; the plan's first term is charged now, when the LTE
      // service starts, and every later term on its billing date.
      await trx
        .updateTable('subscriptions')
        .set({
          status: 'ACTIVE',
          selling_plan_gid: plan.gid,
          selling_plan_name: plan.name,
          interval_unit: plan.unit,
          interval_count: plan.count,
          price_per_item: termPrice(plan, sub),
          pet_name: petName,
          lte_expires_at: now,
          schedule_anchor: now,
          schedule_months: 0,
          schedule_days: 0,
          next_billing_date: now,
          updated_at: now,
        })
        .where('id', '=', sub.id)
        .execute();
      await trx
        .insertInto('collars')
        .values({
          store: row.store,
          customer_email: row.customer_email,
          subscription_id: sub.id,
          pet_name: petName,
          iot_user_id: collar.iotUserId,
          iot_group_id: collar.iotGroupId,
          device_id: collar.deviceId,
          collar_id: collar.collarId,
          thing_name: collar.thingName,
          pet_id: collar.petId,
          created_at: now,
        })
        .execute();
      return true;
    });
    if (!activated) return fail(c, 'ACTIVATION_FAILED', MESSAGES.activationFailed, 'activationCode');
    const running = await subscriptionById(db, sub.id);
    try {
      await renewOnce(services, running, now);
    } catch (error) {
      // The collar is active; its first term stays due and its renewal job charges it.
      c.var.log.warn({ subscription: sub.id, err: { message: (error as Error).message } }, 'first term not charged yet');
      await enqueueRenewal(services, running);
    }
    const answer: ActivationResponse = { collar, subscription: wireSubscription(await subscriptionById(db, sub.id)) };
    return c.json(answer);
  });

  app.post(P.activationCheck, async (c) => {
    const input = await body(c, activationCheckRequestSchema);
    if (!input.ok) return input.response;
    const row = await waitingCode(input.value.activationCode, input.value.email);
    // An unknown, spent or someone else's code is refused here, with the message activating it would get, before a plan is chosen.
    if (!row) return fail(c, 'ACTIVATION_FAILED', MESSAGES.activationFailed, 'activationCode');
    const sub = await subscriptionById(db, row.subscription_id);
    const answer: ActivationCheckResponse = { planId: sub.kind === 'service' ? sub.selling_plan_gid : null };
    return c.json(answer);
  });

  app.post(P.activationQuote, async (c) => {
    const input = await body(c, activationQuoteRequestSchema);
    if (!input.ok) return input.response;
    const row = await waitingCode(input.value.activationCode, input.value.email);
    // A code and email that name no waiting collar have nothing to charge.
    if (!row) return c.json({ quote: null } satisfies ActivationQuoteResponse);
    const gid = planGid(input.value.planId);
    const plan = gid ? await fetchPlan(services, row.store, gid) : null;
    if (!plan?.service) return fail(c, 'PLAN_FAILED', MESSAGES.selectingPlanFailed, 'planId');
    const sub = await subscriptionById(db, row.subscription_id);
    // The same sums the activation's first term (a renewal order) charges.
    const charge = periodCharge(termPrice(plan, sub), sub.quantity, sub.tax_rate);
    const money = (n: number) => ({ amount: n.toFixed(2), currencyCode: sub.currency });
    const answer: ActivationQuoteResponse = {
      quote: { price: money(charge.subtotal), tax: money(charge.tax), total: money(charge.total), term: { interval: plan.unit, count: plan.count } },
    };
    return c.json(answer);
  });

  app.post(P.activationResend, async (c) => {
    const input = await body(c, activationResendRequestSchema);
    if (!input.ok) return input.response;
    const rows = await db
      .selectFrom('collar_activation_codes as a')
      .innerJoin('subscriptions as s', 's.id', 'a.subscription_id')
      .select(['a.code', 'a.customer_email', 's.product_title'])
      .where('a.customer_email', '=', input.value.email.toLowerCase())
      .where('a.used_at', 'is', null)
      .orderBy('a.created_at')
      .orderBy('a.code')
      .execute();
    // The same answer either way, so the call does not tell who has a collar waiting.
    for (const r of rows) await services.mail.send(activationCodeMail(r.customer_email, r.code, r.product_title));
    return c.json({ message: MESSAGES.activationResent });
  });
}
