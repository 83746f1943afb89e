import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_CONTENT, startTestTwin } from './helpers.js';

/**
 * Starts a test twin on a copy of the test catalogue, with a JSON caller, the outbox by address, and a
 * stop that removes the copy.
 */
export async function startServicesTwin() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twin-services-'));
  fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
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
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
