// Live chat across instances: a message sent through one instance reaches a visitor streaming from
// another (LISTEN/NOTIFY), an agent session and the limits hold on every instance, and open streams
// end when an instance stops.
import { describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '../../wire/services.js';
import { chatPart } from '../src/chat/part.js';
import { AGENT_PASSWORD, useStack } from './harness.js';
import { bearer, readEvents, signInAgent } from './chat-support.js';

const OPEN = '2026-11-23T15:00:00Z';

// Two instances share one database only on a server: each embedded database lives in its own process memory.
describe.skipIf(!process.env.SERVICES_TEST_DATABASE_URL)('two instances on one database', () => {
  const stack = useStack({ now: OPEN, parts: [chatPart], env: { SERVICES_CHAT_START_LIMIT: '3', SERVICES_TRUSTED_PROXIES: '1' } });

  it('a message sent through one instance reaches a visitor streaming from the other', async () => {
    const other = await stack.another();
    const { id, token } = (await stack.call('POST', SERVICE_PATHS.conversations, { name: 'Kim' }, { 'x-forwarded-for': '192.0.2.1' })).body.conversation;
    const stream = await fetch(`${stack.url}${SERVICE_PATHS.conversationEvents(id)}`, { headers: bearer(token) });
    expect(stream.status).toBe(200);
    const received = readEvents(stream, 3);
    await new Promise((r) => setTimeout(r, 100));
    // The visitor writes through the other instance (a load balancer's choice); the agent answers there too.
    const sent = await fetch(`${other.url}${SERVICE_PATHS.conversationMessages(id)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify({ text: 'Hello from the other side' }),
    });
    expect(sent.status).toBe(201);
    const agent = await signInAgent(other.url);
    expect((await agent.call('POST', `/chat/agent/conversations/${id}/messages`, { text: 'Hi Kim' })).status).toBe(201);
    expect((await agent.call('POST', `/chat/agent/conversations/${id}/close`, {})).status).toBe(200);
    const events = await Promise.race([received, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no events within 5 s')), 5000))]);
    expect(events.map((e) => e.event)).toEqual(['message', 'message', 'closed']);
    expect(JSON.parse(events[0]!.data)).toMatchObject({ from: 'visitor', text: 'Hello from the other side' });
    expect(JSON.parse(events[1]!.data)).toMatchObject({ from: 'agent', text: 'Hi Kim' });
  });

  it('an agent signed in on one instance is signed in on the other, and the CSRF token holds there', async () => {
    const other = await stack.another();
    const agent = await signInAgent(stack.url);
    const list = await fetch(`${other.url}/chat/agent/conversations`, { headers: { cookie: agent.cookie } });
    expect(list.status).toBe(200);
    const { id } = (await stack.call('POST', SERVICE_PATHS.conversations, {}, { 'x-forwarded-for': '192.0.2.2' })).body.conversation;
    const reply = await fetch(`${other.url}/chat/agent/conversations/${id}/messages`, {
      method: 'POST',
      headers: { cookie: agent.cookie, origin: other.url, 'x-csrf-token': agent.csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'From the other instance' }),
    });
    expect(reply.status).toBe(201);
  });

  it('limits count on every instance: starts and sign-in attempts split between two instances share one allowance', async () => {
    const other = await stack.another();
    const from = { 'x-forwarded-for': '192.0.2.3' };
    const start = (url: string) => fetch(`${url}${SERVICE_PATHS.conversations}`, { method: 'POST', headers: { 'content-type': 'application/json', ...from }, body: '{}' });
    expect([(await start(stack.url)).status, (await start(other.url)).status, (await start(stack.url)).status, (await start(other.url)).status]).toEqual([201, 201, 201, 429]);
    const signIn = (url: string, password: string) =>
      fetch(`${url}/chat/agent/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url, ...from },
        body: new URLSearchParams({ password }).toString(),
        redirect: 'manual',
      });
    const tries = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(i % 2 ? other.url : stack.url, `guess ${i}`)));
    expect(tries.filter((t) => t.status === 401)).toHaveLength(5);
    expect((await signIn(other.url, AGENT_PASSWORD)).status).toBe(429);
  });
});

describe('an instance that stops', () => {
  const stack = useStack({ now: OPEN, parts: [chatPart] });

  it('ends its open event streams, so their visitors reconnect elsewhere', async () => {
    const { id, token } = (await stack.call('POST', SERVICE_PATHS.conversations, {})).body.conversation;
    const stream = await fetch(`${stack.url}${SERVICE_PATHS.conversationEvents(id)}`, { headers: bearer(token) });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    // The stream is open: nothing to read yet.
    const first = reader.read();
    expect(await Promise.race([first.then(() => 'data'), new Promise((r) => setTimeout(() => r('waiting'), 300))])).toBe('waiting');
    await stack.services.finish();
    const ended = await Promise.race([first.then((r) => r.done), new Promise((r) => setTimeout(() => r('still open'), 5000))]);
    expect(ended).toBe(true);
  });
});
