import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES, SERVICE_PATHS } from '../../wire/services.js';
import { careStatus } from '../src/chat/care-hours.js';
import { setServiceNow } from '../src/local-services/clock.js';
import { startServicesTwin } from './services-fixture.js';

// Monday 23 November 2026, 10:00 in New York: agents are in.
const OPEN = '2026-11-23T15:00:00Z';
let twin: Awaited<ReturnType<typeof startServicesTwin>>;
let agent: Awaited<ReturnType<typeof twin.signInAgent>>;

beforeAll(async () => {
  twin = await startServicesTwin({ now: OPEN });
  agent = await twin.signInAgent();
});
afterAll(async () => {
  await twin?.stop();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Reads Server-Sent Events from a response until `count` events arrived. */
async function readEvents(res: Response, count: number): Promise<{ event: string; id?: string; data: string }[]> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: { event: string; id?: string; data: string }[] = [];
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

describe('care hours (Mon-Fri 8 am-8 pm ET, Sat 9 am-5 pm ET)', () => {
  it('open inside the hours', () => {
    expect(careStatus(new Date('2026-11-23T13:00:00Z'))).toEqual({ open: true }); // Mon 08:00 ET
    expect(careStatus(new Date('2026-11-24T00:59:00Z'))).toEqual({ open: true }); // Mon 19:59 ET
    expect(careStatus(new Date('2026-11-28T21:59:00Z'))).toEqual({ open: true }); // Sat 16:59 ET
  });

  it('closed outside them, saying when agents are back', () => {
    expect(careStatus(new Date('2026-11-24T01:00:00Z'))).toEqual({ open: false, backAt: '2026-11-24T13:00:00.000Z' }); // Mon 20:00 → Tue 08:00
    expect(careStatus(new Date('2026-11-28T02:00:00Z'))).toEqual({ open: false, backAt: '2026-11-28T14:00:00.000Z' }); // Fri 21:00 → Sat 09:00
    expect(careStatus(new Date('2026-11-28T13:30:00Z'))).toEqual({ open: false, backAt: '2026-11-28T14:00:00.000Z' }); // Sat 08:30 → 09:00
    expect(careStatus(new Date('2026-11-28T22:00:00Z'))).toEqual({ open: false, backAt: '2026-11-30T13:00:00.000Z' }); // Sat 17:00 → Mon
    expect(careStatus(new Date('2026-11-29T17:00:00Z'))).toEqual({ open: false, backAt: '2026-11-30T13:00:00.000Z' }); // Sunday
  });

  it('back-at follows New York daylight saving time', () => {
    // Saturday 13 March 2027 18:00 EST; clocks spring forward on Sunday, so Monday 08:00 is EDT (12:00 UTC).
    expect(careStatus(new Date('2027-03-13T23:00:00Z'))).toEqual({ open: false, backAt: '2027-03-15T12:00:00.000Z' });
  });
});

describe('live chat', () => {
  it('outside care hours the status and a start answer { open: false, backAt } and open nothing', async () => {
    setServiceNow('2026-11-29T17:00:00Z');
    try {
      expect((await twin.call('GET', SERVICE_PATHS.chatStatus)).body).toEqual({ open: false, backAt: '2026-11-30T13:00:00.000Z' });
      const res = await twin.call('POST', SERVICE_PATHS.conversations, { name: 'Sam' });
      expect(res).toMatchObject({ status: 200, body: { open: false, backAt: '2026-11-30T13:00:00.000Z' } });
      expect((await agent.call('GET', '/chat/agent/conversations')).body.conversations).toEqual([]);
    } finally {
      setServiceNow(OPEN);
    }
  });

  it('a visitor starts a chat and writes; the agent sees it and answers; the visitor gets the answer over Server-Sent Events', async () => {
    expect((await twin.call('GET', SERVICE_PATHS.chatStatus)).body).toEqual({ open: true });
    const start = await twin.call('POST', SERVICE_PATHS.conversations, { name: 'Sam Lowe', email: 'sam@example.com' });
    expect(start.status).toBe(201);
    const { id, token } = start.body.conversation;
    const sent = await twin.call('POST', SERVICE_PATHS.conversationMessages(id), { text: 'Does the fence work on hills?' }, bearer(token));
    expect(sent).toMatchObject({ status: 201, body: { from: 'visitor', text: 'Does the fence work on hills?' } });

    const agentView = (await agent.call('GET', '/chat/agent/conversations')).body.conversations;
    expect(agentView.find((c: { id: string }) => c.id === id)).toMatchObject({ name: 'Sam Lowe', messages: [{ from: 'visitor' }] });

    const stream = await fetch(`${twin.url}${SERVICE_PATHS.conversationEvents(id)}`, { headers: { ...bearer(token), 'last-event-id': String(sent.body.id) } });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const received = readEvents(stream, 2);
    await new Promise((r) => setTimeout(r, 50));
    await agent.call('POST', `/chat/agent/conversations/${id}/messages`, { text: 'Yes, on slopes too.' });
    await agent.call('POST', `/chat/agent/conversations/${id}/close`, {});
    const events = await received;
    expect(events[0].event).toBe('message');
    expect(JSON.parse(events[0].data)).toMatchObject({ from: 'agent', text: 'Yes, on slopes too.' });
    expect(events[1].event).toBe('closed');
  });

  it('the event stream replays messages after Last-Event-ID, so a reconnecting visitor misses nothing', async () => {
    const { id, token } = (await twin.call('POST', SERVICE_PATHS.conversations, {})).body.conversation;
    const first = (await twin.call('POST', SERVICE_PATHS.conversationMessages(id), { text: 'one' }, bearer(token))).body;
    await agent.call('POST', `/chat/agent/conversations/${id}/messages`, { text: 'two' });
    const events = await readEvents(await fetch(`${twin.url}${SERVICE_PATHS.conversationEvents(id)}`, { headers: { ...bearer(token), 'last-event-id': String(first.id) } }), 1);
    expect(JSON.parse(events[0].data)).toMatchObject({ text: 'two', from: 'agent' });
    expect(Number(events[0].id)).toBeGreaterThan(first.id);
  });

  it('closing mails the transcript to the visitor and the care team; a closed chat takes no more messages', async () => {
    const { id, token } = (await twin.call('POST', SERVICE_PATHS.conversations, { name: 'Ari', email: 'ari@example.com' })).body.conversation;
    await twin.call('POST', SERVICE_PATHS.conversationMessages(id), { text: 'Hello there' }, bearer(token));
    await agent.call('POST', `/chat/agent/conversations/${id}/messages`, { text: 'Hi Ari' });
    const closed = await twin.call('POST', SERVICE_PATHS.conversationClose(id), {}, bearer(token));
    expect(closed.body.status).toBe('closed');
    const [mail] = await twin.mails('ari@example.com');
    expect(mail.subject).toBe('Your Yardwise chat transcript');
    expect(mail.text).toContain('Ari: Hello there');
    expect(mail.text).toContain('Yardwise care: Hi Ari');
    expect((await twin.mails('help@yardwise.example')).some((m) => m.text.includes(id))).toBe(true);
    const late = await twin.call('POST', SERVICE_PATHS.conversationMessages(id), { text: 'Still there?' }, bearer(token));
    expect(late.status).toBe(409);
    await twin.call('POST', SERVICE_PATHS.conversationClose(id), {}, bearer(token));
    expect(await twin.mails('ari@example.com')).toHaveLength(1);
  });

  it('only the token of a conversation reads or writes it', async () => {
    const { id } = (await twin.call('POST', SERVICE_PATHS.conversations, {})).body.conversation;
    expect((await twin.call('GET', SERVICE_PATHS.conversation(id))).status).toBe(401);
    expect((await twin.call('GET', SERVICE_PATHS.conversation(id), undefined, bearer('wrong'))).status).toBe(404);
    expect((await twin.call('POST', SERVICE_PATHS.conversationMessages(id), { text: 'x' }, bearer('wrong'))).status).toBe(404);
    expect((await fetch(`${twin.url}${SERVICE_PATHS.conversationEvents(id)}`)).status).toBe(401);
  });

  it('validates input: an empty message is "Message required", a bad email is refused, a filled honeypot is rejected', async () => {
    const { id, token } = (await twin.call('POST', SERVICE_PATHS.conversations, {})).body.conversation;
    const empty = await twin.call('POST', SERVICE_PATHS.conversationMessages(id), { text: '  ' }, bearer(token));
    expect(empty.body.error).toMatchObject({ code: 'INVALID_INPUT', message: SERVICE_MESSAGES.messageRequired });
    expect((await twin.call('POST', SERVICE_PATHS.conversations, { email: 'nope' })).body.error.message).toBe(SERVICE_MESSAGES.emailInvalid);
    expect((await twin.call('POST', SERVICE_PATHS.conversations, { website: 'spam' })).body.error.code).toBe('REJECTED');
  });

  it('the agent page is plain accessible HTML that builds messages as text', async () => {
    const res = await fetch(`${twin.url}/chat/agent`, { headers: { cookie: agent.cookie } });
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>');
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain("el('label', 'Reply'");
    expect(html).not.toContain('innerHTML');
  });
});
