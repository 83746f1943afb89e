import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES, SERVICE_PATHS } from '../../wire/services.js';
import { DEFAULT_CHAT_LIMITS } from '../src/chat/limits.js';
import { startServicesTwin } from './services-fixture.js';

// Chat has limits of its own, sized for a conversation, not the forms' 20 submissions per address.
let twin: Awaited<ReturnType<typeof startServicesTwin>>;

beforeAll(async () => {
  // The forms' default allowance is on, as in a running twin.
  twin = await startServicesTwin({ now: '2026-11-23T15:00:00Z', formLimit: 20 });
});
afterAll(async () => {
  await twin?.stop();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const start = () => twin.call('POST', SERVICE_PATHS.conversations, { name: 'Sam' });

describe('live chat limits', () => {
  it('a real conversation is not cut off: 60 messages in ten minutes go through, the 61st waits', async () => {
    const { id, token } = (await start()).body.conversation;
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_CHAT_LIMITS.messagesPerConversation.max; i++) {
      statuses.push((await twin.call('POST', SERVICE_PATHS.conversationMessages(id), { text: `message ${i}` }, bearer(token))).status);
    }
    expect(statuses.every((s) => s === 201)).toBe(true);
    const over = await twin.call('POST', SERVICE_PATHS.conversationMessages(id), { text: 'one too many' }, bearer(token));
    expect(over.status).toBe(429);
    expect(over.body.error).toEqual({ code: 'RATE_LIMITED', message: SERVICE_MESSAGES.tooManyRequests });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another conversation from the same address has its own allowance.
    const other = (await start()).body.conversation;
    expect((await twin.call('POST', SERVICE_PATHS.conversationMessages(other.id), { text: 'hello' }, bearer(other.token))).status).toBe(201);
    // The forms' allowance is untouched by chatting.
    const enrol = await twin.call('POST', SERVICE_PATHS.enrolments, { company: 'Acme Kennels', email: 'chatty@example.com', zip: '43017', mobilePhone: '6145550142' });
    expect(enrol.status).toBe(201);
  });

  it('one address may open only so many conversations in ten minutes', async () => {
    const opened = 2; // by the test above
    for (let i = opened; i < DEFAULT_CHAT_LIMITS.startsPerAddress.max; i++) expect((await start()).status).toBe(201);
    const refused = await start();
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
  });
});
