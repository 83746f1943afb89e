import type { Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { chatMessageRequestSchema, startChatRequestSchema, type Conversation } from '../../../wire/services.js';
import type { TwinRuntime } from '../runtime.js';
import { errorAnswer, invalidAnswer } from '../local-services/answer.js';
import { serviceNow } from '../local-services/clock.js';
import { careStatus } from './care-hours.js';
import { readServiceJson, tooMany } from '../local-services/guard.js';
import { ChatGuard } from './limits.js';
import { addMessage, chatEvents, closeConversation, messagesAfter, openConversation, readConversation, type ChatEvent } from './store.js';
import { mailTranscript } from './transcript.js';

/** Seconds between keep-alive comments on an idle event stream. */
export const KEEP_ALIVE_SECONDS = 15;

// The visitor's conversation named in the path, if the Bearer token is its own; else the answer to send.
function visitorConversation(c: Context, rt: TwinRuntime): { ok: true; conversation: Conversation; token: string } | { ok: false; response: Response } {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match) return { ok: false, response: errorAnswer(c, 401, 'UNAUTHORIZED', 'A conversation token is required') };
  const conversation = readConversation(rt.db, c.req.param('id') ?? '', match[1]);
  // An unknown id and a wrong token look the same, so ids cannot be probed.
  if (!conversation) return { ok: false, response: errorAnswer(c, 404, 'NOT_FOUND', 'Conversation not found') };
  return { ok: true, conversation, token: match[1] };
}

/** The visitor side of live chat: status, start, messages, Server-Sent Events, close. */
export function chatVisitorRoutes(app: Hono, rt: TwinRuntime): void {
  const guard = new ChatGuard();

  app.get('/chat/status', (c) => {
    c.header('cache-control', 'no-store');
    return c.json(careStatus(serviceNow(rt.db)));
  });

  app.post('/chat/conversations', async (c) => {
    const body = await readServiceJson(c);
    if (!body.ok) return body.response;
    const input = startChatRequestSchema.safeParse(body.value);
    if (!input.success) return invalidAnswer(c, input.error);
    const now = serviceNow(rt.db);
    const status = careStatus(now);
    if (!status.open) return c.json(status);
    const verdict = guard.start(c);
    if (!verdict.ok) return tooMany(c, verdict);
    return c.json({ open: true, conversation: openConversation(rt.db, input.data, now) }, 201);
  });

  app.get('/chat/conversations/:id', (c) => {
    const found = visitorConversation(c, rt);
    if (!found.ok) return found.response;
    c.header('cache-control', 'no-store');
    return c.json(found.conversation);
  });

  app.post('/chat/conversations/:id/messages', async (c) => {
    const body = await readServiceJson(c);
    if (!body.ok) return body.response;
    const found = visitorConversation(c, rt);
    if (!found.ok) return found.response;
    const input = chatMessageRequestSchema.safeParse(body.value);
    if (!input.success) return invalidAnswer(c, input.error);
    if (found.conversation.status === 'closed') return errorAnswer(c, 409, 'CHAT_CLOSED', 'This conversation has ended');
    const verdict = guard.message(c, found.conversation.id);
    if (!verdict.ok) return tooMany(c, verdict);
    return c.json(addMessage(rt.db, found.conversation.id, 'visitor', input.data.text, serviceNow(rt.db)), 201);
  });

  app.post('/chat/conversations/:id/close', async (c) => {
    const body = await readServiceJson(c);
    if (!body.ok) return body.response;
    const found = visitorConversation(c, rt);
    if (!found.ok) return found.response;
    if (closeConversation(rt.db, found.conversation.id, serviceNow(rt.db))) mailTranscript(rt.db, readConversation(rt.db, found.conversation.id)!);
    return c.json(readConversation(rt.db, found.conversation.id));
  });

  // Every message after Last-Event-ID (or ?after=), then live ones; event "closed" ends the stream.
  app.get('/chat/conversations/:id/events', (c) => {
    const found = visitorConversation(c, rt);
    if (!found.ok) return found.response;
    const id = found.conversation.id;
    const after = Number(c.req.header('last-event-id') ?? c.req.query('after') ?? 0);
    let lastSent = Number.isSafeInteger(after) && after > 0 ? after : 0;
    c.header('cache-control', 'no-store');
    return streamSSE(c, async (stream) => {
      const queue: ChatEvent[] = [];
      let wake: (() => void) | undefined;
      const listener = (event: ChatEvent) => {
        queue.push(event);
        wake?.();
      };
      // Listen before reading the backlog so nothing falls between the two.
      chatEvents.on(id, listener);
      stream.onAbort(() => {
        chatEvents.off(id, listener);
        wake?.();
      });
      try {
        for (const message of messagesAfter(rt.db, id, lastSent)) {
          await stream.writeSSE({ event: 'message', id: String(message.id), data: JSON.stringify(message) });
          lastSent = message.id;
        }
        if (readConversation(rt.db, id)?.status === 'closed') queue.push({ type: 'closed' });
        while (!stream.aborted) {
          const event = queue.shift();
          if (!event) {
            let timer: NodeJS.Timeout | undefined;
            await new Promise<void>((resolve) => {
              wake = resolve;
              timer = setTimeout(resolve, KEEP_ALIVE_SECONDS * 1000);
            });
            clearTimeout(timer);
            wake = undefined;
            if (!queue.length && !stream.aborted) await stream.write(': keep-alive\n\n');
            continue;
          }
          if (event.type === 'closed') {
            await stream.writeSSE({ event: 'closed', data: '{}' });
            break;
          }
          if (event.message.id <= lastSent) continue;
          await stream.writeSSE({ event: 'message', id: String(event.message.id), data: JSON.stringify(event.message) });
          lastSent = event.message.id;
        }
      } finally {
        chatEvents.off(id, listener);
      }
    });
  });
}
