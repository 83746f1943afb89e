// The site's chat door against the services' live chat.
import { beforeAll, describe, expect, it } from 'vitest';
import { chatStatus, closeChat, parseSse, readChat, sendChatMessage, startChat, subscribeChat, type ChatMessage, type ServicesConfig } from '../../src/lib/services';
import { chatPart } from '../../services/src/chat/part';
import { useStack } from '../../services/test/harness';
import { signInAgent, type SignedInAgent } from '../../services/test/chat-support';

// Monday 23 November 2026, 10:00 in New York: agents are in.
const OPEN = '2026-11-23T15:00:00Z';
const stack = useStack({ now: OPEN, parts: [chatPart] });
let config: ServicesConfig;
let agent: SignedInAgent;

beforeAll(async () => {
  config = { baseUrl: stack.url };
  agent = await signInAgent(stack.url);
});

describe('chat door', () => {
  it('outside care hours answers when agents are back', async () => {
    stack.setNow('2026-11-24T02:00:00Z');
    try {
      expect(await chatStatus(config)).toMatchObject({ ok: true, value: { open: false, backAt: '2026-11-24T13:00:00.000Z' } });
      expect(await startChat(config, { name: 'Late' })).toMatchObject({ ok: true, value: { open: false } });
    } finally {
      stack.setNow(OPEN);
    }
  });

  it('a visitor receives agent messages live and learns when the chat is closed', async () => {
    const started = await startChat(config, { name: 'Kim', email: 'kim@example.com' });
    if (!started.ok || !started.value.open) throw new Error('chat did not start');
    const chat = started.value.conversation;
    const sent = await sendChatMessage(config, chat, 'Is installation free?');
    expect(sent).toMatchObject({ ok: true, value: { from: 'visitor', text: 'Is installation free?' } });

    const received: ChatMessage[] = [];
    const closed = new Promise<void>((resolve) => {
      subscribeChat(config, chat, { onMessage: (m) => received.push(m), onClosed: resolve });
    });
    await new Promise((r) => setTimeout(r, 100));
    await agent.call('POST', `/chat/agent/conversations/${chat.id}/messages`, { text: 'Yes, professional installation is free.' });
    await agent.call('POST', `/chat/agent/conversations/${chat.id}/close`, {});
    await closed;
    // The stream starts from the beginning, so the visitor's own message comes first.
    expect(received.map((m) => [m.from, m.text])).toEqual([
      ['visitor', 'Is installation free?'],
      ['agent', 'Yes, professional installation is free.'],
    ]);
    expect(await readChat(config, chat)).toMatchObject({ ok: true, value: { status: 'closed' } });
    expect((await stack.mails('kim@example.com', 1))[0]?.subject).toBe('Your Yardwise chat transcript');
  });

  it('the visitor can close the chat; a wrong token is a typed failure', async () => {
    const started = await startChat(config);
    if (!started.ok || !started.value.open) throw new Error('chat did not start');
    expect(await readChat(config, { ...started.value.conversation, token: 'wrong' })).toMatchObject({ ok: false, failure: { code: 'NOT_FOUND', status: 404 } });
    expect(await closeChat(config, started.value.conversation)).toMatchObject({ ok: true, value: { status: 'closed' } });
  });

  it('parses Server-Sent Events split across chunks', () => {
    const first = parseSse('event: message\nid: 7\ndata: {"a"');
    expect(first.events).toEqual([]);
    const second = parseSse(`${first.rest}:1}\n\n: keep-alive\n\nevent: closed\ndata: {}\n\n`);
    expect(second.events).toEqual([
      { event: 'message', id: '7', data: '{"a":1}' },
      { event: 'closed', id: undefined, data: '{}' },
    ]);
  });
});
