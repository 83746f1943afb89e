// Live chat: care hours, a conversation answered from the agent page over Server-Sent Events, the
// transcript mail, tokens and input checks.
import { assert, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES, SERVICE_PATHS } from '../../wire/services.js';
import { careStatus } from '../src/chat/care-hours.js';
import { chatPart } from '../src/chat/part.js';
import { useStack } from './harness.js';
import { bearer, readEvents, signInAgent, type SignedInAgent } from './chat-support.js';

// Monday 23 November 2026, 10:00 in New York: agents are in.
const OPEN = '2026-11-23T15:00:00Z';

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
  const stack = useStack({ now: OPEN, parts: [chatPart] });
  let agent: SignedInAgent;
  // Whether the care team's inbox gets the transcript of conversation `id` (within 5 seconds).
  const careTeamGot = async (id: string) => {
    const deadline = Date.now() + 5000;
    for (;;) {
      if ((await stack.mails('help@yardwise.example')).some((m) => m.text.includes(id))) return true;
      if (Date.now() > deadline) return false;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  beforeAll(async () => {
    agent = await signInAgent(stack.url);
  });

  it('outside care hours the status and a start answer { open: false, backAt } and open nothing', async () => {
    stack.setNow('2026-11-29T17:00:00Z');
    try {
      expect((await stack.call('GET', SERVICE_PATHS.chatStatus)).body).toEqual({ open: false, backAt: '2026-11-30T13:00:00.000Z' });
      const res = await stack.call('POST', SERVICE_PATHS.conversations, { name: 'Sam' });
      expect(res).toMatchObject({ status: 200, body: { open: false, backAt: '2026-11-30T13:00:00.000Z' } });
      expect((await agent.call('GET', '/chat/agent/conversations')).body.conversations).toEqual([]);
    } finally {
      stack.setNow(OPEN);
    }
  });

  it('a visitor starts a chat and writes; the agent sees it and answers; the visitor gets the answer over Server-Sent Events', async () => {
    expect((await stack.call('GET', SERVICE_PATHS.chatStatus)).body).toEqual({ open: true });
    const start = await stack.call('POST', SERVICE_PATHS.conversations, { name: 'Sam Lowe', email: 'sam@example.com' });
    expect(start.status).toBe(201);
    const { id, token } = start.body.conversation;
    const sent = await stack.call('POST', SERVICE_PATHS.conversationMessages(id), { text: 'Does the fence work on hills?' }, bearer(token));
    expect(sent).toMatchObject({ status: 201, body: { from: 'visitor', text: 'Does the fence work on hills?', at: OPEN.replace('Z', '.000Z') } });

    const agentView = (await agent.call('GET', '/chat/agent/conversations')).body.conversations;
    expect(agentView.find((c: { id: string }) => c.id === id)).toMatchObject({ name: 'Sam Lowe', messages: [{ from: 'visitor' }] });

    const stream = await fetch(`${stack.url}${SERVICE_PATHS.conversationEvents(id)}`, { headers: { ...bearer(token), 'last-event-id': String(sent.body.id) } });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const received = readEvents(stream, 2);
    await new Promise((r) => setTimeout(r, 50));
    expect((await agent.call('POST', `/chat/agent/conversations/${id}/messages`, { text: 'Yes, on slopes too.' })).status).toBe(201);
    expect((await agent.call('POST', `/chat/agent/conversations/${id}/close`, {})).body.status).toBe('closed');
    const events = await received;
    expect(events[0]?.event).toBe('message');
    expect(JSON.parse(events[0]!.data)).toMatchObject({ from: 'agent', text: 'Yes, on slopes too.' });
    expect(events[1]?.event).toBe('closed');
  });

  it('the event stream replays messages after Last-Event-ID, so a reconnecting visitor misses nothing', async () => {
    const { id, token } = (await stack.call('POST', SERVICE_PATHS.conversations, {})).body.conversation;
    const first = (await stack.call('POST', SERVICE_PATHS.conversationMessages(id), { text: 'one' }, bearer(token))).body;
    await agent.call('POST', `/chat/agent/conversations/${id}/messages`, { text: 'two' });
    const events = await readEvents(await fetch(`${stack.url}${SERVICE_PATHS.conversationEvents(id)}`, { headers: { ...bearer(token), 'last-event-id': String(first.id) } }), 1);
    expect(JSON.parse(events[0]!.data)).toMatchObject({ text: 'two', from: 'agent' });
    expect(Number(events[0]!.id)).toBeGreaterThan(first.id);
  });

  it('closing mails the transcript to the visitor and the care team; a closed chat takes no more messages', async () => {
    const { id, token } = (await stack.call('POST', SERVICE_PATHS.conversations, { name: 'Ari', email: 'ari@example.com' })).body.conversation;
    await stack.call('POST', SERVICE_PATHS.conversationMessages(id), { text: 'Hello there' }, bearer(token));
    await agent.call('POST', `/chat/agent/conversations/${id}/messages`, { text: 'Hi Ari' });
    const closed = await stack.call('POST', SERVICE_PATHS.conversationClose(id), {}, bearer(token));
    expect(closed.body.status).toBe('closed');
    const [mail] = await stack.mails('ari@example.com', 1);
    assert.isDefined(mail, 'mail');
    expect(mail.subject).toBe('Your Yardwise chat transcript');
    expect(mail.text).toContain('Ari: Hello there');
    expect(mail.text).toContain('Yardwise care: Hi Ari');
    expect(await careTeamGot(id)).toBe(true);
    const late = await stack.call('POST', SERVICE_PATHS.conversationMessages(id), { text: 'Still there?' }, bearer(token));
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('CHAT_CLOSED');
    expect((await agent.call('POST', `/chat/agent/conversations/${id}/messages`, { text: 'Anything else?' })).status).toBe(409);
    await stack.call('POST', SERVICE_PATHS.conversationClose(id), {}, bearer(token));
    // Closing again mails nothing more: one transcript job for the visitor, ever.
    const jobs = await stack.services.services.jobs.list(['created', 'retry', 'active', 'completed', 'failed']);
    expect(jobs.filter((j) => j.queue === 'mail' && j.data.to === 'ari@example.com')).toHaveLength(1);
    expect(await stack.mails('ari@example.com')).toHaveLength(1);
  });

  it('only the token of a conversation reads or writes it', async () => {
    const { id } = (await stack.call('POST', SERVICE_PATHS.conversations, {})).body.conversation;
    expect((await stack.call('GET', SERVICE_PATHS.conversation(id))).status).toBe(401);
    expect((await stack.call('GET', SERVICE_PATHS.conversation(id), undefined, bearer('wrong'))).status).toBe(404);
    expect((await stack.call('GET', SERVICE_PATHS.conversation('chat_nope'), undefined, bearer('wrong'))).status).toBe(404);
    expect((await stack.call('POST', SERVICE_PATHS.conversationMessages(id), { text: 'x' }, bearer('wrong'))).status).toBe(404);
    expect((await stack.call('POST', SERVICE_PATHS.conversationClose(id), {}, bearer('wrong'))).status).toBe(404);
    expect((await fetch(`${stack.url}${SERVICE_PATHS.conversationEvents(id)}`)).status).toBe(401);
    expect((await fetch(`${stack.url}${SERVICE_PATHS.conversationEvents(id)}`, { headers: bearer('wrong') })).status).toBe(404);
  });

  it('validates input: an empty message is "Message required", a bad email is refused, a filled honeypot is rejected', async () => {
    const { id, token } = (await stack.call('POST', SERVICE_PATHS.conversations, {})).body.conversation;
    const empty = await stack.call('POST', SERVICE_PATHS.conversationMessages(id), { text: '  ' }, bearer(token));
    expect(empty.body.error).toMatchObject({ code: 'INVALID_INPUT', message: SERVICE_MESSAGES.messageRequired });
    expect((await stack.call('POST', SERVICE_PATHS.conversations, { email: 'nope' })).body.error.message).toBe(SERVICE_MESSAGES.emailInvalid);
    const honeypot = await stack.call('POST', SERVICE_PATHS.conversations, { website: 'spam' });
    expect(honeypot.status).toBe(400);
    expect(honeypot.body.error).toEqual({ code: 'REJECTED', message: SERVICE_MESSAGES.formFailed });
    expect((await stack.call('POST', SERVICE_PATHS.conversationMessages(id), { text: 'hi', website: 'spam' }, bearer(token))).body.error.code).toBe('REJECTED');
    expect((await stack.call('POST', SERVICE_PATHS.conversations, 'not json')).status).toBe(400);
  });

  it('the agent page is plain accessible HTML that builds messages as text', async () => {
    const res = await fetch(`${stack.url}/chat/agent`, { headers: { cookie: agent.cookie } });
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>');
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain("el('label', 'Reply'");
    expect(html).not.toContain('innerHTML');
  });
});
