// The part's job queues: registering each store's webhooks, orders/create and customers/update (retried
// while Shopify cannot be reached), `renewals-due` (every five minutes on the real clock) that queues
// one `renewal` job per due subscription, and `renewal`, which charges one period and queues the next
// when that is due too.
import type { Services } from '../part.js';
import { registerWebhook } from './admin.js';
import { SHOPIFY_WEBHOOKS, webhookUrl, type WebhookTopic } from './shopify-webhooks.js';
import { dueSubscriptions, enqueueRenewal, renewOnce } from './renewals.js';
import { subscriptionById, type SubscriptionRow } from './store.js';
import { splitContract } from './contracts.js';

/** How often due renewals are looked for on the real clock (a test clock moves them through its hook). */
export const RENEWALS_CRON = '*/5 * * * *';

/** How long a renewal job waits for another instance placing the same period. */
const HOLDER_WAIT_MS = 15_000;

/** Whether the period `sub` was due for is still unplaced. */
async function stillPending(services: Services, sub: SubscriptionRow): Promise<boolean> {
  const row = await services.db
    .selectFrom('subscription_renewals')
    .select('status')
    .where('subscription_id', '=', sub.id)
    .where('period_start', '=', sub.next_billing_date)
    .executeTakeFirst();
  return row?.status !== 'placed';
}

/** Defines the queues and queues what every start needs. */
export async function defineSubscriptionJobs(services: Services): Promise<void> {
  const { jobs } = services;
  await jobs.define(
    'shopify-webhook-register',
    async (data) => {
      const store = String(data.store);
      for (const topic of Object.keys(SHOPIFY_WEBHOOKS) as WebhookTopic[]) {
        const added = await registerWebhook(services, store, topic, webhookUrl(services, store, topic));
        if (added) services.log.info({ store }, `${SHOPIFY_WEBHOOKS[topic].header} webhook registered`);
      }
    },
    { retryLimit: 12, retryDelay: 5 },
  );
  await jobs.define('contract-split', (data) => splitContract(services, String(data.store), String(data.contract)), { retryLimit: 8, retryDelay: 30 });
  await jobs.define('renewals-due', async () => {
    const now = await services.now();
    for (const sub of await dueSubscriptions(services, now)) await enqueueRenewal(services, sub);
  }, { retryLimit: 3, retryDelay: 30 });
  await jobs.define(
    'renewal',
    async (data) => {
      const sub = await subscriptionById(services.db, Number(data.subscriptionId)).catch(() => undefined);
      // Placed already, moved by the customer or cancelled since it was queued: nothing left to do.
      if (!sub || sub.status !== 'ACTIVE' || sub.next_billing_date.toISOString() !== data.periodStart) return;
      // A declined period waiting for its retry day.
      if (sub.payment_failed_at && (!sub.payment_retry_at || sub.payment_retry_at > (await services.now()))) return;
      const now = await services.now();
      let outcome = await renewOnce(services, sub, now);
      // Another instance is placing this period: it takes a second or two, so wait for it here rather
      // than in a retry half a minute away; one that crashed holding it is left to the retries.
      for (const deadline = Date.now() + HOLDER_WAIT_MS; outcome === 'busy' && Date.now() < deadline; ) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        if (!(await stillPending(services, sub))) return;
        outcome = await renewOnce(services, sub, now);
      }
      if (outcome === 'busy') throw new Error(`renewal of subscription ${sub.id} is being placed by another instance`);
      const after = await subscriptionById(services.db, sub.id);
      // The next period when that is due too; a declined one waits for its retry day (renewals-due finds it then).
      if (after.status === 'ACTIVE' && after.next_billing_date <= now && after.payment_failed_at === null) await enqueueRenewal(services, after);
    },
    { retryLimit: 8, retryDelay: 30 },
  );
  for (const store of services.stores.keys()) await jobs.send('shopify-webhook-register', { store }, { key: `register:${store}` });
  if (!services.config.clock) await jobs.schedule('renewals-due', RENEWALS_CRON);
}
