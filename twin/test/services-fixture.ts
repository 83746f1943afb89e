import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_CONTENT, startTestTwin } from './helpers.js';
import { setServiceNow } from '../src/local-services/clock.js';
import { setServiceFormLimits } from '../src/local-services/guard.js';

/** The repository's dealers (content/dealers.ndjson), which the small test catalogue lacks. */
const DEALERS = path.join(__dirname, '..', '..', 'content', 'dealers.ndjson');

/**
 * Starts a test twin whose content is the test catalogue plus the real dealers, with the services'
 * clock pinned at `now` and form rate limits off unless `formLimit` (per address and email, 10 minutes) is given.
 */
export async function startServicesTwin(opts: { now?: string; formLimit?: number } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twin-services-'));
  fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  fs.copyFileSync(DEALERS, path.join(dir, 'dealers.ndjson'));
  setServiceNow(opts.now);
  const max = opts.formLimit ?? 0;
  setServiceFormLimits({ perIp: { max, windowMs: 600_000 }, perEmail: { max, windowMs: 600_000 } });
  const twin = await startTestTwin({ contentDir: dir });
  return {
    ...twin,
    /** GET or POST JSON against the twin; answers status and parsed body. */
    call: async (method: 'GET' | 'POST', p: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`${twin.url}${p}`, {
        method,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as any) : undefined };
    },
    /** Mails in the outbox to one address. */
    mails: async (to: string) =>
      ((await (await fetch(`${twin.url}/outbox?to=${encodeURIComponent(to)}`)).json()) as { messages: { subject: string; text: string }[] }).messages,
    stop: async () => {
      await twin.stop();
      setServiceNow();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
