// The newsletter and back-in-stock relay to Klaviyo's server API: what one relayed subscription is, the
// calls it takes (each safe to repeat), and the "klaviyo-relay" job that tries again, with backoff, what
// Klaviyo could not take at once (429, 5xx, unreachable).
import { z } from 'zod';
import type { KlaviyoAccount } from '../config.js';
import type { Services } from '../part.js';
import type { KlaviyoClient, KlaviyoOutcome } from '../vendors/klaviyo.js';

/** The relay's queue. */
export const RELAY_QUEUE = 'klaviyo-relay';

/** One subscription to relay: the account by its public key, and what the form said (never the private key). */
export const relayTaskSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('newsletter'),
    companyId: z.string(),
    email: z.string(),
    firstName: z.string(),
    interest: z.string(),
    listId: z.string(),
    /** The brand site the form was sent from (one of the site origins), for the way back from the confirmation. */
    site: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('back-in-stock'),
    companyId: z.string(),
    email: z.string(),
    variant: z.string(),
    /** The product page the form was sent from, on the site it was sent from, for the restock mail's link. */
    pageUrl: z.string().nullable(),
  }),
]);
/** One subscription to relay. */
export type RelayTask = z.infer<typeof relayTaskSchema>;

/** The account of a public key (company_id), if the relay writes to it. */
export function relayAccount(services: Services, companyId: string): KlaviyoAccount | undefined {
  return services.config.klaviyo.accounts.find((a) => a.companyId === companyId);
}

/** Where a newsletter consent came from, as Klaviyo keeps it on the consent record (custom_source). */
export function consentSource(site: string | null): string {
  return site ? `Newsletter form on ${site}/` : 'Newsletter form';
}

/**
 * Makes a task's calls in order and stops at the first that is not done. A newsletter signup names the profile
 * (first name and interest) before subscribing it, so the double opt-in mail greets it; a back-in-stock
 * subscription records the page it came from on the profile before subscribing.
 */
export async function relay(klaviyo: KlaviyoClient, account: KlaviyoAccount, task: RelayTask): Promise<KlaviyoOutcome> {
  if (task.kind === 'newsletter') {
    const profile = await klaviyo.upsertProfile(account, { email: task.email, first_name: task.firstName, properties: { interest: task.interest } });
    if (profile.kind !== 'done') return profile;
    return klaviyo.subscribeEmail(account, { email: task.email, listId: task.listId, customSource: consentSource(task.site) });
  }
  if (task.pageUrl) {
    const profile = await klaviyo.upsertProfile(account, { email: task.email, properties: { page_url: task.pageUrl } });
    if (profile.kind !== 'done') return profile;
  }
  return klaviyo.subscribeBackInStock(account, { email: task.email, variant: task.variant });
}

/** Defines the relay's queue: a job tries its task again; Klaviyo refusing it (4xx) ends it, logged. */
export async function defineRelayJobs(services: Services, klaviyo: KlaviyoClient): Promise<void> {
  await services.jobs.define(
    RELAY_QUEUE,
    async (data) => {
      const task = relayTaskSchema.safeParse(data);
      if (!task.success) {
        services.log.error({ queue: RELAY_QUEUE }, 'a relay job that is not a relay task was dropped');
        return;
      }
      const account = relayAccount(services, task.data.companyId);
      if (!account) {
        services.log.error({ queue: RELAY_QUEUE, companyId: task.data.companyId, kind: task.data.kind }, 'a relay job for an account the relay no longer has was dropped');
        return;
      }
      const outcome = await relay(klaviyo, account, task.data);
      // Thrown: pg-boss tries again later, with backoff, and keeps the reason for /__jobs.
      if (outcome.kind === 'later') throw new Error(outcome.reason);
      if (outcome.kind === 'refused') {
        services.log.error({ queue: RELAY_QUEUE, companyId: account.companyId, kind: task.data.kind, status: outcome.status, errors: outcome.errors }, 'Klaviyo refused a relayed subscription');
      }
    },
    { retryLimit: 10, retryDelay: 3 },
  );
}
