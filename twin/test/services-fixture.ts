import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_CONTENT, startTestTwin } from './helpers.js';
import { setServiceNow } from '../src/local-services/clock.js';
import { setServiceFormLimits } from '../src/local-services/guard.js';

/** The repository's dealers (content/dealers.ndjson), which the small test catalogue lacks. */
const DEALERS = path.join(__dirname, '..', '..', 'content', 'dealers.ndjson');

/** The chat agent password of services test twins unless a test gives its own. */
export const AGENT_PASSWORD = 'services-agent-password';

/**
 * Starts a test twin whose content is the test catalogue plus the real dealers, with the services'
 * clock pinned at `now` and form rate limits off unless `formLimit` (per address and email, 10 minutes) is given.
 */
export async function startServicesTwin(opts: { now?: string; formLimit?: number; agentPassword?: string } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twin-services-'));
  fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  fs.copyFileSync(DEALERS, path.join(dir, 'dealers.ndjson'));
  setServiceNow(opts.now);
  const max = opts.formLimit ?? 0;
  setServiceFormLimits({ perIp: { max, windowMs: 600_000 }, perEmail: { max, windowMs: 600_000 } });
  const twin = await startTestTwin({ contentDir: dir, agentPassword: opts.agentPassword ?? AGENT_PASSWORD });

  /** Signs in to the chat agent page; answers a caller of the agent API with its session, CSRF token and Origin. */
  const signInAgent = async () => {
    const res = await fetch(`${twin.url}/chat/agent/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: twin.url },
      body: new URLSearchParams({ password: opts.agentPassword ?? AGENT_PASSWORD }).toString(),
      redirect: 'manual',
    });
    if (res.status !== 303) throw new Error(`agent sign-in answered ${res.status}`);
    const cookie = res.headers.get('set-cookie')!.split(';')[0];
    const page = await (await fetch(`${twin.url}/chat/agent`, { headers: { cookie } })).text();
    const csrf = /<meta name="csrf-token" content="([^"]+)">/.exec(page)![1];
    return {
      cookie,
      page,
      call: async (method: 'GET' | 'POST', p: string, body?: unknown) => {
        const answer = await fetch(`${twin.url}${p}`, {
          method,
          headers: { cookie, ...(method === 'POST' ? { origin: twin.url, 'x-csrf-token': csrf, 'content-type': 'application/json' } : {}) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await answer.text();
        return { status: answer.status, headers: answer.headers, body: text ? (JSON.parse(text) as any) : undefined };
      },
    };
  };
  let agent: Awaited<ReturnType<typeof signInAgent>> | undefined;

  return {
    ...twin,
    /** GET or POST JSON against the twin; answers status and parsed body. Agent calls (`/chat/agent/...`) go as the signed-in agent. */
    call: async (method: 'GET' | 'POST', p: string, body?: unknown, headers: Record<string, string> = {}) => {
      if (p.startsWith('/chat/agent/')) return (agent ??= await signInAgent()).call(method, p, body);
      const res = await fetch(`${twin.url}${p}`, {
        method,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as any) : undefined };
    },
    signInAgent,
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
