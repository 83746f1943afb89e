// Helpers of the Klaviyo stand-in's tests: a quick restock watcher, JSON posts and the outbox.

import { ADMIN_HEADERS, present } from './helpers.js';

/** Environment for Klaviyo tests: the restock watcher checks every 100 ms (read when the twin starts). */
export function klaviyoTestEnv(): void {
  process.env.TWIN_RESTOCK_POLL_MS = '100';
}

/** POSTs JSON and answers the status, headers and parsed body (null when empty). */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as any) : null };
}

/** The outbox mails to one address. */
export async function mailsTo(twinUrl: string, to: string): Promise<{ subject: string; text: string }[]> {
  const res = await fetch(`${twinUrl}/outbox?to=${encodeURIComponent(to)}`, { headers: ADMIN_HEADERS });
  return ((await res.json()) as { messages: { subject: string; text: string }[] }).messages;
}

/** The first outbox mail to one address, failing the test when there is none. */
export async function firstMailTo(twinUrl: string, to: string): Promise<{ subject: string; text: string }> {
  return present((await mailsTo(twinUrl, to))[0], `a mail to ${to}`);
}
