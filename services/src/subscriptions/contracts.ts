// Shopify's subscription contracts reach subscriptions as webhooks. subscription_contracts/create: the
// contract checkout made for an order's selling plan is read back (its plans, origin order and card) and
// kept, and the autoship subscriptions of that order and plan renew through it from then on (billing
// attempts, drafts); the order's card learns its Shopify id, so its update link is Shopify's mail. The
// order's own webhook may come first or second: whichever comes second links them. A collar's plan
// (a line of one collar) is linked too: its contract is paused until the collar is activated, which
// starts it (activation.ts). Shopify makes one contract per plan of an order, but each subscription here
// keeps a schedule of its own: a contract that several subscriptions share (several lines, or several
// collars, on one plan) is split by the `contract-split` job, one contract per subscription: the others
// get copies (subscriptionContractAtomicCreate with their line), and the first keeps the original with
// its line alone (a committed draft).
// customer_payment_methods/update: a card the customer replaced through Shopify's link is copied here,
// and every subscription it pays whose renewal was declined is tried again at once (a subscription
// paused after its last retry is activated first).
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import type { Services } from '../part.js';
import { createContractLike, fetchContract, fetchContractTerms, keepContractLine, setContractStatus } from './admin.js';
import { enqueueRenewal } from './renewals.js';
import { subscriptionById } from './store.js';
import { spendDelivery, type WebhookHandler } from './shopify-webhooks.js';

/** The fields of the subscription_contracts/create payload that subscriptions read. */
export const contractWebhookSchema = z.object({
  admin_graphql_api_id: z.string().regex(/^gid:\/\/shopify\/SubscriptionContract\/\d+$/),
  admin_graphql_api_origin_order_id: z.string().nullable().optional(),
});

/**
 * Links the subscriptions and the card of the order `orderGid` to the contracts kept for it. Run after the
 * transaction of each of the two webhooks commits: on a server database they run at once and neither sees
 * the other's rows, but the one that commits second links them.
 */
export async function linkContracts(db: Kysely<Database>, orderGid: string): Promise<void> {
  await sql`UPDATE subscriptions AS s SET contract_gid = c.contract_gid
    FROM subscription_contracts AS c
    WHERE s.order_gid = ${orderGid} AND c.origin_order_gid = s.order_gid AND c.selling_plan_gid = s.selling_plan_gid
      AND c.store = s.store AND s.contract_gid IS NULL
      AND NOT EXISTS (SELECT 1 FROM subscriptions AS o WHERE o.order_gid = s.order_gid AND o.selling_plan_gid = s.selling_plan_gid AND o.id <> s.id)`.execute(db);
  await sql`UPDATE subscription_payment_methods AS p SET shopify_gid = c.payment_method_gid
    FROM subscription_contracts AS c
    WHERE p.order_gid = ${orderGid} AND c.origin_order_gid = p.order_gid AND c.store = p.store
      AND c.payment_method_gid IS NOT NULL AND p.shopify_gid IS NULL`.execute(db);
}

/** What follows once an order's subscriptions or contracts are stored: links, pauses of waiting collar plans, splits of shared contracts. */
export async function afterContractsKnown(services: Services, store: string, orderGid: string): Promise<void> {
  await linkContracts(services.db, orderGid);
  await pauseWaitingContracts(services, store, orderGid);
  await queueContractSplits(services, store, orderGid);
}

/** Queues the split of each of the order's contracts that several subscriptions share. */
export async function queueContractSplits(services: Services, store: string, orderGid: string): Promise<void> {
  const shared = await services.db
    .selectFrom('subscription_contracts as c')
    .innerJoin('subscriptions as s', (j) => j.onRef('s.order_gid', '=', 'c.origin_order_gid').onRef('s.selling_plan_gid', '=', 'c.selling_plan_gid').onRef('s.store', '=', 'c.store'))
    .select('c.contract_gid')
    .where('c.origin_order_gid', '=', orderGid)
    .where('s.contract_gid', 'is', null)
    .groupBy('c.contract_gid')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  for (const { contract_gid } of shared) await services.jobs.send('contract-split', { store, contract: contract_gid }, { key: `split:${contract_gid}` });
}

/**
 * Gives each subscription of a shared contract a contract of its own. Safe to run again: a subscription
 * that has its contract is left alone, and the first one takes the original last.
 */
export async function splitContract(services: Services, store: string, contractGid: string): Promise<void> {
  const terms = await fetchContractTerms(services, store, contractGid);
  if (!terms?.originOrderGid) return;
  const plans = [...new Set(terms.lines.flatMap((l) => (l.sellingPlanId ? [l.sellingPlanId] : [])))];
  if (!plans.length) return;
  const db = services.db;
  const subs = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('store', '=', store)
    .where('order_gid', '=', terms.originOrderGid)
    .where('selling_plan_gid', 'in', plans)
    .where('contract_gid', 'is', null)
    .orderBy('id')
    .execute();
  const lineOf = (sub: (typeof subs)[number]) => terms.lines.find((l) => l.sellingPlanId === sub.selling_plan_gid && l.variantId === sub.variant_gid);
  const [keep, ...rest] = subs;
  if (!keep) return;
  for (const sub of rest) {
    const line = lineOf(sub);
    if (!line) continue;
    const copy = await createContractLike(services, store, terms, { ...line, quantity: sub.quantity }, sub.status === 'AWAITING_ACTIVATION' ? 'PAUSED' : 'ACTIVE');
    await db.updateTable('subscriptions').set({ contract_gid: copy }).where('id', '=', sub.id).where('contract_gid', 'is', null).execute();
  }
  const kept = lineOf(keep);
  if (!kept) return;
  await keepContractLine(services, store, terms, kept.id, keep.quantity);
  await db.updateTable('subscriptions').set({ contract_gid: terms.gid }).where('id', '=', keep.id).where('contract_gid', 'is', null).execute();
  if (keep.status === 'AWAITING_ACTIVATION') await setContractStatus(services, store, terms.gid, 'Pause');
  services.log.info({ contract: terms.gid, subscriptions: subs.map((s) => s.id) }, 'a shared contract was split, one per subscription');
}

/** Pauses the contracts of the order's collar plans that wait for activation (activation starts them); a failure is logged and left for the activation. */
export async function pauseWaitingContracts(services: Services, store: string, orderGid: string): Promise<void> {
  const waiting = await services.db
    .selectFrom('subscriptions')
    .select(['id', 'contract_gid'])
    .where('order_gid', '=', orderGid)
    .where('status', '=', 'AWAITING_ACTIVATION')
    .where('contract_gid', 'is not', null)
    .execute();
  for (const sub of waiting) {
    await setContractStatus(services, store, sub.contract_gid!, 'Pause').catch((error: Error) =>
      services.log.warn({ subscription: sub.id, err: { message: error.message } }, "a waiting collar plan's contract could not be paused"),
    );
  }
}

/** Keeps a new contract and links what its order made; a delivery already handled does nothing. */
export async function receiveContract(services: Services, store: string, webhookId: string, payload: z.infer<typeof contractWebhookSchema>): Promise<'linked' | 'duplicate' | 'nothing'> {
  const contract = await fetchContract(services, store, payload.admin_graphql_api_id);
  const now = await services.now();
  const outcome = await services.db.transaction().execute(async (trx) => {
    if (!(await spendDelivery(trx, webhookId))) return 'duplicate' as const;
    const order = contract?.originOrderGid;
    if (!contract || !order || !contract.sellingPlanGids.length) return 'nothing' as const;
    await trx
      .insertInto('subscription_contracts')
      .values(
        contract.sellingPlanGids.map((plan) => ({
          contract_gid: contract.gid,
          selling_plan_gid: plan,
          store,
          origin_order_gid: order,
          payment_method_gid: contract.paymentMethod?.gid ?? null,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['contract_gid', 'selling_plan_gid']).doNothing())
      .execute();
    return 'linked' as const;
  });
  // A delivery sent again after a failure here links what the first one stored.
  if (outcome !== 'nothing' && contract?.originOrderGid) await afterContractsKnown(services, store, contract.originOrderGid);
  return outcome;
}

/** The fields of the customer_payment_methods/update payload that subscriptions read. */
export const paymentMethodWebhookSchema = z.object({
  admin_graphql_api_id: z.string().regex(/^gid:\/\/shopify\/CustomerPaymentMethod\/\S+$/),
  payment_instrument: z
    .object({
      last_digits: z.string().regex(/^\d{2,4}$/),
      month: z.number().int().min(1).max(12),
      year: z.number().int().min(2000).max(2200),
      brand: z.string().max(40).nullable().optional(),
    })
    .nullable()
    .optional(),
});

const brandName = (b: string | null | undefined) => (b ? b.replace(/(^|[\s_-])(\w)/g, (_, sep: string, ch: string) => `${sep === '_' ? ' ' : sep}${ch.toUpperCase()}`) : 'Card');

/** Copies a replaced card and tries its declined renewals again; a delivery already handled does nothing. */
export async function receivePaymentMethodUpdate(
  services: Services,
  store: string,
  webhookId: string,
  payload: z.infer<typeof paymentMethodWebhookSchema>,
): Promise<'retrying' | 'updated' | 'duplicate' | 'nothing'> {
  const card = payload.payment_instrument;
  const gid = payload.admin_graphql_api_id;
  const db = services.db;
  const now = await services.now();
  const failing = await db
    .selectFrom('subscriptions')
    .innerJoin('subscription_payment_methods as card', 'card.id', 'subscriptions.payment_method_id')
    .select(['subscriptions.id', 'subscriptions.status', 'subscriptions.contract_gid'])
    .where('card.shopify_gid', '=', gid)
    .where('card.store', '=', store)
    .where('subscriptions.payment_failed_at', 'is not', null)
    .where('subscriptions.status', 'in', ['ACTIVE', 'PAUSED'])
    .execute();
  // The contract is activated before the delivery is spent: a failure here is answered 500 and Shopify sends it again.
  for (const sub of failing) if (sub.status === 'PAUSED' && sub.contract_gid) await setContractStatus(services, store, sub.contract_gid, 'Activate');
  const outcome = await db.transaction().execute(async (trx) => {
    if (!(await spendDelivery(trx, webhookId))) return 'duplicate' as const;
    if (!card) return 'nothing' as const;
    const updated = await trx
      .updateTable('subscription_payment_methods')
      .set({ brand: brandName(card.brand), last4: card.last_digits, exp_month: card.month, exp_year: card.year, updated_at: now })
      .where('store', '=', store)
      .where('shopify_gid', '=', gid)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return 'nothing' as const;
    if (!failing.length) return 'updated' as const;
    await trx
      .updateTable('subscriptions')
      .set({ status: 'ACTIVE', payment_retry_at: now, updated_at: now })
      .where('id', 'in', failing.map((s) => s.id))
      .where('status', 'in', ['ACTIVE', 'PAUSED'])
      .execute();
    return 'retrying' as const;
  });
  if (outcome === 'retrying') for (const sub of failing) await enqueueRenewal(services, await subscriptionById(db, sub.id));
  return outcome;
}

/** The subscription_contracts/create route's handler. */
export function contractCreateHandler(services: Services): WebhookHandler<typeof contractWebhookSchema> {
  return {
    topic: 'SUBSCRIPTION_CONTRACTS_CREATE',
    schema: contractWebhookSchema,
    noun: 'subscription contract',
    receive: (store, webhookId, payload) => receiveContract(services, store, webhookId, payload),
    describe: (payload) => ({ contract: payload.admin_graphql_api_id }),
  };
}

/** The customer_payment_methods/update route's handler. */
export function paymentMethodUpdateHandler(services: Services): WebhookHandler<typeof paymentMethodWebhookSchema> {
  return {
    topic: 'CUSTOMER_PAYMENT_METHODS_UPDATE',
    schema: paymentMethodWebhookSchema,
    noun: 'payment method',
    receive: (store, webhookId, payload) => receivePaymentMethodUpdate(services, store, webhookId, payload),
    describe: (payload) => ({ paymentMethod: payload.admin_graphql_api_id }),
  };
}
