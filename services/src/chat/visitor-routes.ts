// The visitor side of live chat: care-hours status, start, read, messages, Server-Sent Events and
// close. A visitor's event stream wakes on a change announced by any instance (events.ts) and reads
// what is new from the tables, so a message sent through another instance reaches it too.
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { chatMessageRequestSchema, HONEYPOT_FIELD, SERVICE_MESSAGES, startChatRequestSchema, type Conversation } from '../../../wire/services.js';
import { isHoneypotFilled } from '../core/form-guard.js';
import { errorAnswer, invalidAnswer, readJsonObject, type BodyRead } from '../http/answers.js';
import type { Services, ServicesApp } from '../part.js';
import { careStatus } from './care-hours.js';
import type { ChatEventHub } from './events.js';
import { countMessage, countStart } from './limits.js';
import { addMessage, closeConversation, isClosed, messagesAfter, openConversation, readConversation } from './store.js';
import { mailTranscript } from './transcript.js';

/** Seconds between keep-alive comments on an idle event stream (each also re-reads the tables). */
export const KEEP_ALIVE_SECONDS = 15;

/** The streams this instance serves: each one's way to end (on shutdown). */
export type OpenStreams = Set<() => void>;

/** The services' 429 with Retry-After. */
export function tooMany(c: Context, verdict: { retryAfter: number }): Response {
  c.header('Retry-After', String(verdict.retryAfter));
  return errorAnswer(c, 429, 'RATE_LIMITED', SERVICE_MESSAGES.tooManyRequests);
}

// The JSON object of a public POST; a filled honeypot field is refused like a failed form, without saying why.
async function readVisitorJson(c: Context): Promise<BodyRead<Record<string, unknown>>> {
  const body = await readJsonObject(c);
  if (!body.ok) return body;
  if (isHoneypotFilled(body.value, HONEYPOT_FIELD)) return { ok: false, response: errorAnswer(c, 400, 'REJECTED', SERVICE_MESSAGES.formFailed) };
  return body;
}

// The visitor's conversation named in the path, if the Bearer token is its own; else the answer to send.
async function visitorConversation(c: Context, services: Services): Promise<{ ok: true; conversation: Conversation } | { ok: false; response: Response }> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match) return { ok: false, response: errorAnswer(c, 401, 'UNAUTHORIZED', 'A conversation token is required') };
  const conversation = await readConversation(services.db, c.req.param('id') ?? '', match[1]);
  // An unknown id and a wrong token look the same, so ids cannot be probed.
  if (!conversation) return { ok: false, response: errorAnswer(c, 404, 'NOT_FOUND', 'Conversation not found') };
  return { ok: true, conversation };
}

/** Closes a conversation for every instance's streams; mails the transcript when this call closed it. Answers the conversation. */
export async function endConversation(services: Services, hub: ChatEventHub, id: string): Promise<Conversation | undefined> {
  if (await closeConversation(services.db, id, await services.now())) {
    await hub.publish(id);
    const closed = await readConversation(services.db, id);
    if (closed) await mailTranscript(services, closed);
    return closed;
  }
  return readConversation(services.db, id);
}

/** Mounts the visitor routes. */
export function chatVisitorRoutes(app: ServicesApp, services: Services, hub: ChatEventHub, streams: OpenStreams): void {
  app.get('/chat/status', async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(careStatus(await services.now()));
  });

  app.post('/chat/conversations', async (c) => {
    const body = await readVisitorJson(c);
    if (!body.ok) return body.response;
    const input = startChatRequestSchema.safeParse(body.value);
    if (!input.success) return invalidAnswer(c, input.error);
    const now = await services.now();
    const status = careStatus(now);
    if (!status.open) return c.json(status);
    const verdict = await countStart(services, c);
    if (!verdict.ok) return tooMany(c, verdict);
    return c.json({ open: true, conversation: await openConversation(services.db, input.data, now) }, 201);
  });

  app.get('/chat/conversations/:id', async (c) => {
    const found = await visitorConversation(c, services);
    if (!found.ok) return found.response;
    c.header('cache-control', 'no-store');
    return c.json(found.conversation);
  });

  app.post('/chat/conversations/:id/messages', async (c) => {
    const body = await readVisitorJson(c);
    if (!body.ok) return body.response;
    const found = await visitorConversation(c, services);
    if (!found.ok) return found.response;
    const input = chatMessageRequestSchema.safeParse(body.value);
    if (!input.success) return invalidAnswer(c, input.error);
    if (found.conversation.status === 'closed') return errorAnswer(c, 409, 'CHAT_CLOSED', 'This conversation has ended');
    const verdict = await countMessage(services, c, found.conversation.id);
    if (!verdict.ok) return tooMany(c, verdict);
    const message = await addMessage(services.db, found.conversation.id, 'visitor', input.data.text, await services.now());
    if (!message) return errorAnswer(c, 409, 'CHAT_CLOSED', 'This conversation has ended');
    await hub.publish(found.conversation.id);
    return c.json(message, 201);
  });

  app.post('/chat/conversations/:id/close', async (c) => {
    const body = await readVisitorJson(c);
    if (!body.ok) return body.response;
    const found = await visitorConversation(c, services);
    if (!found.ok) return found.response;
    return c.json(await endConversation(services, hub, found.conversation.id));
  });

  // Every message after Last-Event-ID (or ?after=), then live ones; event "closed" ends the stream.
  app.get('/chat/conversations/:id/events', async (c) => {
    const found = await visitorConversation(c, services);
    if (!found.ok) return found.response;
    const id = found.conversation.id;
    const after = Number(c.req.header('last-event-id') ?? c.req.query('after') ?? 0);
    let lastSent = Number.isSafeInteger(after) && after > 0 ? after : 0;
    c.header('cache-control', 'no-store');
    return streamSSE(c, async (stream) => {
      let changed = true;
      let ended = false;
      let wake: (() => void) | undefined;
      const poke = () => {
        changed = true;
        wake?.();
      };
      const end = () => {
        ended = true;
        wake?.();
      };
      streams.add(end);
      stream.onAbort(end);
      // Listen before reading the backlog so nothing falls between the two.
      let unsubscribe: (() => void) | undefined;
      try {
        unsubscribe = await hub.subscribe(id, poke);
        while (!stream.aborted && !ended) {
          if (!changed) {
            let timer: NodeJS.Timeout | undefined;
            const woken = await new Promise<boolean>((resolve) => {
              wake = () => resolve(true);
              timer = setTimeout(() => resolve(false), KEEP_ALIVE_SECONDS * 1000);
            });
            clearTimeout(timer);
            wake = undefined;
            if (stream.aborted || ended) break;
            // A quiet stream gets a comment; the tables are read again either way, in case a notice was lost.
            if (!woken) await stream.write(': keep-alive\n\n');
          }
          changed = false;
          for (const message of await messagesAfter(services.db, id, lastSent)) {
            await stream.writeSSE({ event: 'message', id: String(message.id), data: JSON.stringify(message) });
            lastSent = message.id;
          }
          if (await isClosed(services.db, id)) {
            await stream.writeSSE({ event: 'closed', data: '{}' });
            break;
          }
        }
      } finally {
        unsubscribe?.();
        streams.delete(end);
      }
    });
  });
}
