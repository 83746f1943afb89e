// Orders reach subscriptions as Shopify's orders/create webhook (checked and handled once per delivery
// as every webhook is, shopify-webhooks.ts): each line sold with a selling plan becomes a subscription
// of the order's customer (its email, and its Shopify customer id, which customers/update follows): an
// autoship line one that renews now, a collar's service plan line one per collar, waiting for
// activation, with a mailed code. The order's card pays for them.
import { z } from 'zod';
import type { Hono } from 'hono';
import type { Mail } from '../core/mail.js';
import type { Services, ServicesEnv } from '../part.js';
import { fetchPlan, type Plan } from './admin.js';
import { activationCodeMail, newActivationCode } from './activation-codes.js';
import { periodOf, scheduleDate } from './schedule.js';
import { storedAddress } from './store.js';
import { shopifyId as id, shopifyWebhookRoute, spendDelivery } from './shopify-webhooks.js';
import { customerUpdateHandler } from './customer-update.js';
import { afterContractsKnown, contractCreateHandler, paymentMethodUpdateHandler } from './contracts.js';

const amount = z.union([z.number(), z.string()]).transform(Number);
const address = z.record(z.unknown()).nullable().optional();

/** The fields of Shopify's REST order JSON that subscriptions read. */
export const orderWebhookSchema = z.object({
  id,
  admin_graphql_api_id: z.string(),
  name: z.string(),
  email: z.string().nullable().optional(),
  currency: z.string(),
  created_at: z.string(),
  customer: z.object({ id: id.nullable().optional(), email: z.string().nullable().optional() }).nullable().optional(),
  tax_lines: z.array(z.object({ rate: amount, title: z.string() })).optional().default([]),
  line_items: z.array(
    z.object({
      id,
      variant_id: id.nullable().optional(),
      title: z.string(),
      quantity: z.number().int().positive(),
      price: amount,
      sku: z.string().nullable().optional(),
      // Orders webhooks carry it from API version 2026-10 on (the twin at every version).
      selling_plan_id: id.nullable().optional(),
    }),
  ),
  shipping_address: address,
  billing_address: address,
  // The card's fields of the REST Transaction's payment_details.
  payment_details: z
    .object({
      credit_card_company: z.string().nullable().optional(),
      credit_card_number: z.string().nullable().optional(),
      credit_card_expiration_month: z.number().int().nullable().optional(),
      credit_card_expiration_year: z.number().int().nullable().optional(),
    })
    .nullable()
    .optional(),
});
/** An orders/create payload. */
export type OrderWebhook = z.infer<typeof orderWebhookSchema>;

/** Turns one order's selling-plan lines into subscriptions; a delivery already handled does nothing. */
export async function receiveOrder(services: Services, store: string, webhookId: string, order: OrderWebhook): Promise<'created' | 'duplicate' | 'nothing'> {
  const email = (order.email || order.customer?.email || '').trim().toLowerCase();
  const planGids = [...new Set(order.line_items.flatMap((l) => (l.selling_plan_id ? [`gid://shopify/SellingPlan/${l.selling_plan_id}`] : [])))];
  const plans = new Map<string, Plan>();
  for (const gid of planGids) {
    const plan = await fetchPlan(services, store, gid);
    if (plan) plans.set(gid, plan);
    else services.log.warn({ store, plan: gid, order: order.admin_graphql_api_id }, 'an order names a selling plan the store does not have');
  }
  const lines = order.line_items.filter((l) => l.selling_plan_id && plans.has(`gid://shopify/SellingPlan/${l.selling_plan_id}`));
  if (!lines.length || !email) {
    await spendDelivery(services.db, webhookId);
    return 'nothing';
  }
  const created = new Date(order.created_at);
  const shipping = JSON.stringify(storedAddress(order.shipping_address ?? order.billing_address));
  const tax = order.tax_lines[0];
  const card = order.payment_details;
  const mails: Mail[] = [];
  const outcome = await services.db.transaction().execute(async (trx) => {
    // Spent in the same transaction: a delivery that fails below is not remembered and comes again.
    if (!(await spendDelivery(trx, webhookId))) return 'duplicate' as const;
    await trx
      .insertInto('subscription_payment_methods')
      .values({
        store,
        customer_email: email,
        brand: card?.credit_card_company || 'Card',
        last4: (card?.credit_card_number ?? '').replace(/\D/g, '').slice(-4) || '0000',
        // A gateway that reports no expiry: the card is taken as good for three more years, until the customer updates it.
        exp_month: card?.credit_card_expiration_month ?? 12,
        exp_year: card?.credit_card_expiration_year ?? created.getUTCFullYear() + 3,
        billing_address: JSON.stringify(storedAddress(order.billing_address ?? order.shipping_address)),
        order_gid: order.admin_graphql_api_id,
        created_at: created,
        updated_at: created,
      })
      .onConflict((oc) => oc.column('order_gid').doNothing())
      .execute();
    const paying = await trx.selectFrom('subscription_payment_methods').select('id').where('order_gid', '=', order.admin_graphql_api_id).executeTakeFirstOrThrow();
    for (const line of lines) {
      const plan = plans.get(`gid://shopify/SellingPlan/${line.selling_plan_id}`)!;
      const period = periodOf(plan.unit, plan.count);
      const schedule = { anchor: created, months: period.months, days: period.days };
      const base = {
        store,
        customer_email: email,
        shopify_customer_id: order.customer?.id ?? null,
        order_gid: order.admin_graphql_api_id,
        line_item_id: line.id,
        variant_gid: line.variant_id ? `gid://shopify/ProductVariant/${line.variant_id}` : null,
        sku: line.sku ?? null,
        product_title: line.title,
        selling_plan_gid: plan.gid,
        selling_plan_name: plan.name,
        interval_unit: plan.unit,
        interval_count: plan.count,
        price_per_item: line.price.toFixed(2),
        currency: order.currency,
        tax_rate: String(tax?.rate ?? 0),
        tax_title: tax?.title ?? 'Tax',
        schedule_anchor: schedule.anchor,
        schedule_months: schedule.months,
        schedule_days: schedule.days,
        next_billing_date: scheduleDate(schedule),
        shipping_address: shipping,
        payment_method_id: paying.id,
        created_at: created,
        updated_at: created,
      };
      if (!plan.service) {
        await trx
          .insertInto('subscriptions')
          .values({ ...base, unit_index: 0, quantity: line.quantity, kind: 'autoship', status: 'ACTIVE' })
          .onConflict((oc) => oc.columns(['order_gid', 'line_item_id', 'unit_index']).doNothing())
          .execute();
        continue;
      }
      // Each collar is activated on its own: a line of n collars is n service plans with a code each. The
      // order paid for the collar; a service plan is priced per term (what activation charges first, then
      // each renewal), not at the collar's price.
      const termPrice = plan.renewalPrice(order.currency) ?? base.price_per_item;
      for (let unit = 0; unit < line.quantity; unit++) {
        const sub = await trx
          .insertInto('subscriptions')
          .values({ ...base, price_per_item: termPrice, unit_index: unit, quantity: 1, kind: 'service', status: 'AWAITING_ACTIVATION' })
          .onConflict((oc) => oc.columns(['order_gid', 'line_item_id', 'unit_index']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!sub) continue;
        const code = newActivationCode();
        await trx.insertInto('collar_activation_codes').values({ code, store, customer_email: email, subscription_id: sub.id, created_at: created }).execute();
        mails.push(activationCodeMail(email, code, line.title));
      }
    }
    return 'created' as const;
  });
  for (const mail of mails) await services.mail.send(mail);
  // The contracts checkout made for this order, when their webhook came first (also for a delivery sent again after a failure here).
  await afterContractsKnown(services, store, order.admin_graphql_api_id);
  return outcome;
}

/** The Shopify webhooks of every store: `POST /webhooks/shopify/:store/<topic>` (SHOPIFY_WEBHOOKS). */
export function webhookRoutes(app: Hono<ServicesEnv>, services: Services): void {
  shopifyWebhookRoute(app, services, {
    topic: 'ORDERS_CREATE',
    schema: orderWebhookSchema,
    noun: 'order',
    receive: (store, webhookId, order) => receiveOrder(services, store, webhookId, order),
    describe: (order) => ({ order: order.admin_graphql_api_id }),
  });
  shopifyWebhookRoute(app, services, customerUpdateHandler(services));
  shopifyWebhookRoute(app, services, contractCreateHandler(services));
  shopifyWebhookRoute(app, services, paymentMethodUpdateHandler(services));
}
