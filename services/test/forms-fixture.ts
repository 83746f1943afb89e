// Helpers of the forms tests: solving the services' captcha as the ALTCHA widget does, and the twin's
// restock watcher polling often enough for a test to see a back-in-stock mail soon.
import { solveChallenge } from 'altcha-lib';

/** Makes the twin's Klaviyo stand-in check restocks every 100 ms (read when the twin starts). */
export function quickRestocks(): void {
  process.env.TWIN_RESTOCK_POLL_MS = '100';
}

/** Solves a challenge from `servicesUrl` as the widget does; answers the base64 payload a form carries. */
export async function solveCaptcha(servicesUrl: string): Promise<string> {
  const res = await fetch(`${servicesUrl}/captcha/challenge`);
  if (!res.ok) throw new Error(`challenge: HTTP ${res.status}`);
  const ch = (await res.json()) as { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };
  const solution = await solveChallenge(ch.challenge, ch.salt, ch.algorithm, ch.maxnumber).promise;
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ algorithm: ch.algorithm, challenge: ch.challenge, number: solution.number, salt: ch.salt, signature: ch.signature })).toString('base64');
}

/** Waits until `read` answers something truthy (up to `ms`), answering the last reading. */
export async function eventually<T>(read: () => Promise<T>, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!value && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}
