// The chat stream resumes after the last message it delivered with `?after=` (a browser would need a
// CORS preflight for a Last-Event-ID header), so a reader that starts late gets only newer messages.
import { describe, expect, it } from 'vitest';
import { sendChatMessage, startChat, subscribeChat, type ChatMessage, type ServicesConfig } from '../../src/lib/services';
import { chatPart } from '../../services/src/chat/part';
import { useStack } from '../../services/test/harness';
import { signInAgent } from '../../services/test/chat-support';

// Monday 23 November 2026, 10:00 in New York: agents are in.
const OPEN = '2026-11-23T15:00:00Z';
const stack = useStack({ now: OPEN, parts: [chatPart] });

describe('chat stream resume', () => {
  it('asks for the messages after the last one seen with ?after= and sends no Last-Event-ID header', async () => {
    const requests: { url: string; headers: Headers }[] = [];
    const config: ServicesConfig = {
      baseUrl: stack.url,
      fetch: (input, init) => {
        requests.push({ url: String(input), headers: new Headers(init?.headers) });
        return fetch(input, init);
      },
    };
    const started = await startChat(config, { name: 'Ada' });
    if (!started.ok || !started.value.open) throw new Error('chat did not start');
    const chat = started.value.conversation;
    const first = await sendChatMessage(config, chat, 'First question');
    if (!first.ok) throw new Error('message not sent');
    await sendChatMessage(config, chat, 'Second question');

    const received: ChatMessage[] = [];
    const closed = new Promise<void>((resolve) => {
      subscribeChat(config, chat, { onMessage: (m) => received.push(m), onClosed: resolve }, first.value.id);
    });
    await new Promise((r) => setTimeout(r, 100));
    await (await signInAgent(stack.url)).call('POST', `/chat/agent/conversations/${chat.id}/close`, {});
    await closed;

    expect(received.map((m) => m.text)).toEqual(['Second question']);
    const stream = requests.find((r) => r.url.includes('/events'));
    expect(new URL(stream!.url).searchParams.get('after')).toBe(String(first.value.id));
    expect(stream!.headers.has('last-event-id')).toBe(false);
  });
});
