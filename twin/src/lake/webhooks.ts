// GROQ-powered webhooks of the content lake: one POST per changed published document that passes the
// webhook's filter, its body the projection, signed as @sanity/webhook verifies it, retried on failure.
import { encodeSignatureHeader } from '@sanity/webhook';
import pRetry, { AbortError, type Options as RetryOptions } from 'p-retry';
import type { LakeWebhookTarget } from '../runtime.js';
import { runQuery } from './groq.js';
import { DATASET, PROJECT_ID, isPublishedId, type Transaction } from './store.js';

/** The webhook SANITY_WEBHOOK_URL (+ _SECRET, _FILTER, _PROJECTION) configures; none when the URL is unset. */
export function webhookTargetsFromEnv(env: NodeJS.ProcessEnv = process.env): LakeWebhookTarget[] {
  const url = env.SANITY_WEBHOOK_URL;
  if (!url) return [];
  if (!/^https?:\/\//.test(url)) throw new Error('SANITY_WEBHOOK_URL must be an http(s) address');
  return [
    {
      id: 'twin-webhook',
      url,
      secret: env.SANITY_WEBHOOK_SECRET || undefined,
      filter: env.SANITY_WEBHOOK_FILTER || undefined,
      projection: env.SANITY_WEBHOOK_PROJECTION || undefined,
    },
  ];
}

/** Statuses a delivery is tried again after (as Sanity does): too many requests and server errors. */
const retryable = (status: number) => status === 429 || status >= 500;
const ATTEMPT_TIMEOUT_MS = 30_000;

/** How a delivery is tried again: after 1 s (the target's retryDelayMs), doubling, up to 6 tries (its maxAttempts) in all. */
export function deliveryRetries(target: Pick<LakeWebhookTarget, 'maxAttempts' | 'retryDelayMs'>): Pick<RetryOptions, 'retries' | 'minTimeout' | 'factor'> {
  return { retries: Math.max(1, target.maxAttempts ?? 6) - 1, minTimeout: target.retryDelayMs ?? 1000, factor: 2 };
}

/** One webhook call of one document change. */
interface Delivery {
  target: LakeWebhookTarget;
  operation: 'create' | 'update' | 'delete';
  documentId: string;
  transactionId: string;
  timestamp: string;
  body: string;
}

/** Sends the lake's webhooks, in order per webhook, each retried with doubling waits up to its attempt limit. */
export class LakeWebhooks {
  private readonly queues = new Map<string, Promise<void>>();
  private readonly stopped = new AbortController();
  private closed = false;

  constructor(private readonly targets: LakeWebhookTarget[]) {}

  /** Queues the calls a committed transaction causes. */
  onTransaction(tx: Transaction): void {
    if (!this.targets.length || this.closed) return;
    for (const target of this.targets) {
      const prev = this.queues.get(target.url) ?? Promise.resolve();
      const next = prev.then(() => this.deliverAll(target, tx)).catch(() => undefined);
      this.queues.set(target.url, next);
    }
  }

  /** Resolves once every queued call has been delivered or given up. */
  async idle(): Promise<void> {
    await Promise.all(this.queues.values());
  }

  /** Stops sending (pending retries give up). */
  close(): void {
    this.closed = true;
    this.stopped.abort();
  }

  private async deliverAll(target: LakeWebhookTarget, tx: Transaction): Promise<void> {
    for (const change of tx.changes) {
      if (!isPublishedId(change.id)) continue;
      const operation = change.operation;
      if (target.on && !target.on.includes(operation)) continue;
      const doc = change.after ?? change.before;
      if (!doc) continue;
      const delta = { before: change.before, after: change.after, mode: 'delta' as const };
      try {
        if (target.filter?.trim()) {
          const hit = await runQuery(`*[${target.filter}]`, {}, [doc], delta);
          if (!Array.isArray(hit) || !hit.length) continue;
        }
        const payload = target.projection?.trim() ? await runQuery(`*[0]${target.projection}`, {}, [doc], delta) : doc;
        await this.deliver({ target, operation, documentId: change.id, transactionId: tx.transactionId, timestamp: tx.timestamp, body: JSON.stringify(payload ?? null) });
      } catch {
        // A filter or projection that fails for this document sends nothing, as Sanity skips it.
      }
    }
  }

  private async deliver(d: Delivery): Promise<void> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': 'Sanity.io webhook delivery',
      'idempotency-key': `${d.target.id}-${d.transactionId}-${d.documentId}`,
      'sanity-webhook-id': d.target.id,
      'sanity-project-id': PROJECT_ID,
      'sanity-dataset': DATASET,
      'sanity-document-id': d.documentId,
      'sanity-transaction-id': d.transactionId,
      'sanity-transaction-time': d.timestamp,
      'sanity-operation': d.operation,
    };
    const attempt = async () => {
      // Each try is signed anew, as its signature carries the time it was sent.
      if (d.target.secret) headers['sanity-webhook-signature'] = await encodeSignatureHeader(d.body, Date.now(), d.target.secret);
      let res: Response;
      try {
        res = await fetch(d.target.url, { method: 'POST', headers, body: d.body, signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) });
      } catch (error) {
        // Network failure or timeout: tried again.
        throw new Error(`webhook not reached: ${error instanceof Error ? error.message : String(error)}`);
      }
      await res.arrayBuffer().catch(() => undefined);
      if (!retryable(res.status)) return;
      throw new Error(`webhook answered ${res.status}`);
    };
    await pRetry(
      async () => {
        if (this.closed) throw new AbortError('lake webhooks closed');
        await attempt();
      },
      { ...deliveryRetries(d.target), signal: this.stopped.signal },
    ).catch(() => undefined); // Given up: Sanity drops a delivery after its last try too.
  }
}
