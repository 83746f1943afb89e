import { solveChallenge } from 'altcha-lib';

/** Environment for form tests: cheap captcha puzzles; `emailLimit` 0 turns the per-email limit off. */
export function formsTestEnv(opts: { emailLimit?: number; ipLimit?: number } = {}): void {
  process.env.TWIN_CAPTCHA_MAX_NUMBER = '2000';
  process.env.TWIN_RESTOCK_POLL_MS = '100';
  if (opts.emailLimit !== undefined) process.env.TWIN_FORM_EMAIL_LIMIT = String(opts.emailLimit);
  if (opts.ipLimit !== undefined) process.env.TWIN_FORM_IP_LIMIT = String(opts.ipLimit);
}

/** Solves the twin's captcha as the ALTCHA widget does; answers the base64 payload a form carries. */
export async function solveCaptcha(twinUrl: string): Promise<string> {
  const res = await fetch(`${twinUrl}/captcha/challenge`);
  if (!res.ok) throw new Error(`challenge: HTTP ${res.status}`);
  const ch = (await res.json()) as { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };
  const solution = await solveChallenge(ch.challenge, ch.salt, ch.algorithm, ch.maxnumber).promise;
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ algorithm: ch.algorithm, challenge: ch.challenge, number: solution.number, salt: ch.salt, signature: ch.signature })).toString('base64');
}

/** POSTs JSON and answers the status, headers and parsed body (null when empty). */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as any) : null };
}

/** The outbox mails to one address. */
export async function mailsTo(twinUrl: string, to: string): Promise<{ subject: string; text: string }[]> {
  const res = await fetch(`${twinUrl}/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: { subject: string; text: string }[] }).messages;
}
