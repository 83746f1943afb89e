// Shopify's customers/update webhook keeps subscriptions with their customer: when a store's customer
// takes a new email (the account's email change), the subscriptions made from that customer's orders
// (found by store and Shopify customer id) move to it, with the cards that pay for them and the
// collars and codes they made, so the account lists them under the new address and renewals and mails
// go there. Deliveries can come out of order (a retried one after a later change): one whose customer
// is older than the last one applied changes nothing. Subscriptions made before the customer id was kept
// stay filed by email.
import { z } from 'zod';
import type { Services } from '../part.js';
import { shopifyId, spendDelivery, type WebhookHandler } from './shopify-webhooks.js';

/** The fields of Shopify's customer webhook payload that subscriptions read. */
export const customerWebhookSchema = z.object({
  id: shopifyId,
  email: z.string().nullable().optional(),
  updated_at: z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'updated_at must be a date'),
});
/** A customers/update payload. */
export type CustomerWebhook = z.infer<typeof customerWebhookSchema>;

/** What a delivery did: moved subscriptions to the customer's email, was seen before, or had nothing to change. */
export type CustomerUpdateOutcome = 'moved' | 'duplicate' | 'nothing';

/** Moves the customer's subscriptions in `store` to its email; a delivery already handled does nothing. */
export async function receiveCustomerUpdate(services: Services, store: string, webhookId: string, customer: CustomerWebhook): Promise<CustomerUpdateOutcome> {
  const email = (customer.email ?? '').trim().toLowerCase();
  const updatedAt = new Date(customer.updated_at);
  const now = await services.now();
  return services.db.transaction().execute(async (trx) => {
    // Spent in the same transaction: a delivery that fails below is not remembered and comes again.
    if (!(await spendDelivery(trx, webhookId))) return 'duplicate';
    // A customer without an email (a phone-only account) leaves its subscriptions where they are.
    if (!email) return 'nothing';
    const subs = await trx
      .selectFrom('subscriptions')
      .select(['id', 'customer_email', 'payment_method_id'])
      .where('store', '=', store)
      .where('shopify_customer_id', '=', customer.id)
      .where((eb) => eb.or([eb('shopify_customer_updated_at', 'is', null), eb('shopify_customer_updated_at', '<=', updatedAt)]))
      .forUpdate()
      .execute();
    if (!subs.length) return 'nothing';
    await trx.updateTable('subscriptions').set({ shopify_customer_updated_at: updatedAt }).where('id', 'in', subs.map((s) => s.id)).execute();
    const moving = subs.filter((s) => s.customer_email !== email);
    if (!moving.length) return 'nothing';
    const ids = moving.map((s) => s.id);
    await trx.updateTable('subscriptions').set({ customer_email: email, updated_at: now }).where('id', 'in', ids).execute();
    const cards = [...new Set(moving.flatMap((s) => (s.payment_method_id === null ? [] : [s.payment_method_id])))];
    if (cards.length) {
      await trx.updateTable('subscription_payment_methods').set({ customer_email: email, updated_at: now }).where('store', '=', store).where('id', 'in', cards).execute();
    }
    await trx.updateTable('collar_activation_codes').set({ customer_email: email }).where('subscription_id', 'in', ids).execute();
    await trx.updateTable('collars').set({ customer_email: email }).where('subscription_id', 'in', ids).execute();
    return 'moved';
  });
}

/** The customers/update route's handler. */
export function customerUpdateHandler(services: Services): WebhookHandler<typeof customerWebhookSchema> {
  return {
    topic: 'CUSTOMERS_UPDATE',
    schema: customerWebhookSchema,
    noun: 'customer',
    receive: (store, webhookId, customer) => receiveCustomerUpdate(services, store, webhookId, customer),
    describe: (customer) => ({ customer: customer.id }),
  };
}
