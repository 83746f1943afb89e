// Live chat has limits of its own, sized for a conversation and counted in the database, apart from
// the forms' allowance.
import { describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES, SERVICE_PATHS } from '../../wire/services.js';
import { DEFAULT_CHAT_LIMITS } from '../src/chat/limits.js';
import { chatPart } from '../src/chat/part.js';
import { useStack } from './harness.js';
import { bearer } from './chat-support.js';

// The forms' default allowance is on, as in running services; chat's own limits are the defaults.
const stack = useStack({ now: '2026-11-23T15:00:00Z', parts: [chatPart], env: { SERVICES_FORM_ADDRESS_LIMIT: '20', SERVICES_FORM_EMAIL_LIMIT: '20' } });

const start = () => stack.call('POST', SERVICE_PATHS.conversations, { name: 'Sam' });

describe('live chat limits', () => {
  it('a real conversation is not cut off: 60 messages in ten minutes go through, the 61st waits', async () => {
    expect(stack.config.chatLimits).toEqual({ starts: DEFAULT_CHAT_LIMITS.startsPerAddress.max, messages: DEFAULT_CHAT_LIMITS.messagesPerConversation.max });
    const { id, token } = (await start()).body.conversation;
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_CHAT_LIMITS.messagesPerConversation.max; i++) {
      statuses.push((await stack.call('POST', SERVICE_PATHS.conversationMessages(id), { text: `message ${i}` }, bearer(token))).status);
    }
    expect(statuses.every((s) => s === 201)).toBe(true);
    const over = await stack.call('POST', SERVICE_PATHS.conversationMessages(id), { text: 'one too many' }, bearer(token));
    expect(over.status).toBe(429);
    expect(over.body.error).toEqual({ code: 'RATE_LIMITED', message: SERVICE_MESSAGES.tooManyRequests });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // The refused message was not kept.
    const read = await stack.call('GET', SERVICE_PATHS.conversation(id), undefined, bearer(token));
    expect(read.body.messages).toHaveLength(DEFAULT_CHAT_LIMITS.messagesPerConversation.max);

    // Another conversation from the same address has its own allowance.
    const other = (await start()).body.conversation;
    expect((await stack.call('POST', SERVICE_PATHS.conversationMessages(other.id), { text: 'hello' }, bearer(other.token))).status).toBe(201);
    // The forms' allowance is untouched by chatting: no form counter was written.
    const formCounters = await stack.services.services.db.selectFrom('rate_limit_windows').select('key').where('key', 'like', 'form:%').execute();
    expect(formCounters).toEqual([]);
    const chatCounters = await stack.services.services.db.selectFrom('rate_limit_windows').select('key').where('key', 'like', 'chat:%').execute();
    expect(chatCounters.length).toBeGreaterThan(0);
  });

  it('one address may open only so many conversations in ten minutes; the next window has room again', async () => {
    const opened = 2; // by the test above
    for (let i = opened; i < DEFAULT_CHAT_LIMITS.startsPerAddress.max; i++) expect((await start()).status).toBe(201);
    const refused = await start();
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    stack.setNow('2026-11-23T15:10:00Z');
    expect((await start()).status).toBe(201);
  });
});

describe('live chat limits from the environment', () => {
  const small = useStack({ now: '2026-11-23T15:00:00Z', parts: [chatPart], env: { SERVICES_CHAT_START_LIMIT: '1', SERVICES_CHAT_MESSAGE_LIMIT: '2' } });

  it('SERVICES_CHAT_START_LIMIT and SERVICES_CHAT_MESSAGE_LIMIT set them', async () => {
    const begin = () => small.call('POST', SERVICE_PATHS.conversations, {});
    const { id, token } = (await begin()).body.conversation;
    expect((await begin()).status).toBe(429);
    const send = () => small.call('POST', SERVICE_PATHS.conversationMessages(id), { text: 'hi' }, bearer(token));
    expect([(await send()).status, (await send()).status, (await send()).status]).toEqual([201, 201, 429]);
  });
});
