// Live chat's share of the public POSTs' guard: over-long fields answer the services' 400 validation
// answer, and chatting is not counted against the forms' allowance.
import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS, SERVICE_PATHS, TOO_LONG_MESSAGE } from '../../wire/services.js';
import { chatPart } from '../src/chat/part.js';
import { useStack } from './harness.js';
import { bearer, signInAgent } from './chat-support.js';

// A form limit of 3 per address and email, as the forms' guard test runs with.
const stack = useStack({ now: '2026-11-23T15:00:00Z', parts: [chatPart], env: { SERVICES_FORM_ADDRESS_LIMIT: '3', SERVICES_FORM_EMAIL_LIMIT: '3' } });

describe('the services refuse an over-long chat field with their 400 validation answer', () => {
  it('a chat start refuses an over-long email and name', async () => {
    const long = `${'a'.repeat(300)}@example.com`;
    const res = await stack.call('POST', SERVICE_PATHS.conversations, { email: long });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'INVALID_INPUT', message: TOO_LONG_MESSAGE, fields: [{ field: 'email', message: TOO_LONG_MESSAGE }] });
    const name = await stack.call('POST', SERVICE_PATHS.conversations, { name: 'N'.repeat(FIELD_LIMITS.name + 1) });
    expect(name.body.error).toEqual({ code: 'INVALID_INPUT', message: TOO_LONG_MESSAGE, fields: [{ field: 'name', message: TOO_LONG_MESSAGE }] });
    expect((await stack.call('POST', SERVICE_PATHS.conversations, { name: 'N'.repeat(FIELD_LIMITS.name) })).status).toBe(201);
  });

  it('a message takes 2000 characters and refuses 2001, from the visitor and the agent page alike', async () => {
    const { id, token } = (await stack.call('POST', SERVICE_PATHS.conversations, {})).body.conversation;
    expect((await stack.call('POST', SERVICE_PATHS.conversationMessages(id), { text: 't'.repeat(FIELD_LIMITS.chatMessage) }, bearer(token))).status).toBe(201);
    const over = await stack.call('POST', SERVICE_PATHS.conversationMessages(id), { text: 't'.repeat(FIELD_LIMITS.chatMessage + 1) }, bearer(token));
    expect(over.status).toBe(400);
    expect(over.body.error).toEqual({ code: 'INVALID_INPUT', message: TOO_LONG_MESSAGE, fields: [{ field: 'text', message: TOO_LONG_MESSAGE }] });
    const agent = await signInAgent(stack.url);
    const agentOver = await agent.call('POST', `/chat/agent/conversations/${id}/messages`, { text: 't'.repeat(FIELD_LIMITS.chatMessage + 1) });
    expect(agentOver.status).toBe(400);
    expect(agentOver.body.error.fields).toEqual([{ field: 'text', message: TOO_LONG_MESSAGE }]);
    expect((await agent.call('POST', `/chat/agent/conversations/${id}/messages`, { text: 'a'.repeat(FIELD_LIMITS.chatMessage) })).status).toBe(201);
    const read = await stack.call('GET', SERVICE_PATHS.conversation(id), undefined, bearer(token));
    expect(read.body.messages.map((m: { from: string }) => m.from)).toEqual(['visitor', 'agent']);
  });
});

describe('rate limits of the public POSTs', () => {
  it('chat starts are not counted against the forms’ allowance of an address', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await stack.call('POST', SERVICE_PATHS.conversations, { email: 'same@example.com' })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
  });
});
