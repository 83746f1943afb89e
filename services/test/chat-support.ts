// What the live-chat tests share: reading Server-Sent Events, and signing in to the agent page.
import { AGENT_PASSWORD } from './harness.js';

/** The Authorization header of a conversation's token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** One Server-Sent Event. */
export interface ReadEvent {
  event: string;
  id?: string;
  data: string;
}

/** Reads Server-Sent Events from a response until `count` events arrived or the stream ended. */
export async function readEvents(res: Response, count: number): Promise<ReadEvent[]> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: ReadEvent[] = [];
  let buffer = '';
  while (events.length < count) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = Object.fromEntries(block.split('\n').filter((l) => l && !l.startsWith(':')).map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]));
      if (fields.data !== undefined) events.push({ event: fields.event ?? 'message', id: fields.id, data: fields.data });
    }
  }
  await reader.cancel();
  return events;
}

/** A signed-in agent: its session cookie, the page, its CSRF token, and a caller of the agent API. */
export interface SignedInAgent {
  cookie: string;
  csrf: string;
  page: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely, as the harness's are
  call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; headers: Headers; body: any }>;
}

/** Signs in to the agent page of the services at `url` (answers 303, else throws). */
export async function signInAgent(url: string, password = AGENT_PASSWORD, headers: Record<string, string> = {}): Promise<SignedInAgent> {
  const res = await fetch(`${url}/chat/agent/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url, ...headers },
    body: new URLSearchParams({ password }).toString(),
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`agent sign-in answered ${res.status}`);
  const [cookie = ''] = res.headers.get('set-cookie')!.split(';');
  const page = await (await fetch(`${url}/chat/agent`, { headers: { cookie } })).text();
  const csrf = /<meta name="csrf-token" content="([^"]+)">/.exec(page)?.[1];
  if (!csrf) throw new Error('The agent page has no CSRF token');
  return {
    cookie,
    csrf,
    page,
    async call(method, path, body) {
      const answer = await fetch(`${url}${path}`, {
        method,
        headers: { cookie, ...(method === 'POST' ? { origin: url, 'x-csrf-token': csrf, 'content-type': 'application/json' } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      return { status: answer.status, headers: answer.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
    },
  };
}
