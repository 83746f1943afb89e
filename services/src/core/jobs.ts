// Background jobs on pg-boss, a PostgreSQL job queue: renewals, mail, Klaviyo retries, referral
// rewards. Jobs live in the database (schema pgboss), so any instance may run any job, a failed one
// is retried with backoff, and what is pending or failed (with its error) can be read back.
import PgBoss from 'pg-boss';
import type { ServicesDb } from '../db/database.js';

/** A job's data: plain JSON. */
export type JobData = Record<string, unknown>;

/** How a kind of job is retried. */
export interface QueueSettings {
  /** Tries after the first; default 5. */
  retryLimit?: number;
  /** Seconds before the first retry, doubled at each further one; default 5. */
  retryDelay?: number;
}

/** What a job looks like to an operator. */
export interface JobView {
  id: string;
  queue: string;
  state: string;
  retryCount: number;
  createdOn: string;
  /** Why it failed, for failed and retried jobs. */
  error?: string;
  data: JobData;
}

/** The queue as the parts use it. */
export interface Jobs {
  /** Declares a queue and the handler that runs its jobs (in instances that run workers). */
  define(queue: string, handler: (data: JobData) => Promise<void>, settings?: QueueSettings): Promise<void>;
  /** Enqueues a job; with `key`, a second job of the same key within a minute is not added. Answers its id (null: not added). */
  send(queue: string, data: JobData, options?: { key?: string; startAfterSeconds?: number }): Promise<string | null>;
  /** Sends a job of `queue` on a cron schedule (UTC), once per occurrence across every instance. */
  schedule(queue: string, cron: string, data?: JobData): Promise<void>;
  /** Pending (created, retry, active) and failed jobs, newest first. */
  list(states?: string[]): Promise<JobView[]>;
  stop(): Promise<void>;
}

/** Starts pg-boss on the services' database; `workers: false` only enqueues. */
export async function startJobs(database: ServicesDb, options: { workers: boolean; pollSeconds?: number }): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
    // Maintenance and cron monitoring run in the instances that work jobs.
    supervise: options.workers,
    schedule: options.workers,
  });
  boss.on('error', () => {
    // pg-boss reports failed maintenance runs here; the next run tries again.
  });
  await boss.start();
  // Workers look for jobs every few seconds (each look is a query on the one database); a job sent by
  // this instance wakes its own worker at once, so mail and retries queued here do not wait for a look.
  const poll = Math.max(0.5, options.pollSeconds ?? 2);
  const workers = new Map<string, string>();
  let stopped = false;
  return {
    async define(queue, handler, settings = {}) {
      await boss.createQueue(queue, {
        name: queue,
        retryLimit: settings.retryLimit ?? 5,
        retryDelay: settings.retryDelay ?? 5,
        retryBackoff: true,
      });
      if (!options.workers) return;
      const id = await boss.work<JobData>(queue, { pollingIntervalSeconds: poll, batchSize: 1 }, async ([job]) => {
        if (!job) return;
        try {
          await handler(job.data);
        } finally {
          // A worker that just ran a job looks for the next one at once: only an empty queue waits for
          // the poll (one job per poll would send a backlog of mail at one every two seconds).
          const self = workers.get(queue);
          if (self) boss.notifyWorker(self);
        }
      });
      workers.set(queue, id);
    },
    async send(queue, data, opts = {}) {
      const id = await boss.send(queue, data, {
        // pg-boss keeps one job per key and time slot: a repeat within the minute is dropped.
        ...(opts.key ? { singletonKey: opts.key, singletonSeconds: 60 } : {}),
        ...(opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {}),
      });
      const worker = workers.get(queue);
      if (id && worker && !opts.startAfterSeconds) boss.notifyWorker(worker);
      return id;
    },
    async schedule(queue, cron, data = {}) {
      await boss.schedule(queue, cron, data, { tz: 'UTC' });
    },
    async list(states = ['created', 'retry', 'active', 'failed']) {
      const { rows } = await database.executeSql(
        `SELECT id, name, state, retry_count, created_on, output, data FROM pgboss.job WHERE state::text = ANY($1) ORDER BY created_on DESC LIMIT 200`,
        [states],
      );
      return rows.map((r) => {
        const output = r.output as { message?: string } | null;
        return {
          id: String(r.id),
          queue: String(r.name),
          state: String(r.state),
          retryCount: Number(r.retry_count),
          createdOn: new Date(r.created_on as string).toISOString(),
          ...(output?.message ? { error: output.message } : {}),
          data: (r.data ?? {}) as JobData,
        };
      });
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
