// Live chat: care-hours status, a conversation held by its token, and agent messages in real time
// over Server-Sent Events read with fetch (so the token travels in a header, never in a URL).
import {
  chatMessageSchema,
  chatStatusSchema,
  conversationSchema,
  SERVICE_PATHS,
  startChatResponseSchema,
  type ChatMessage,
  type StartChatRequest,
} from '../../../wire/services';
import { call, type ServicesConfig } from './request';

/** A conversation the visitor holds: its id and the token that reads and writes it. */
export interface ChatHandle {
  id: string;
  token: string;
}

const auth = (chat: ChatHandle) => ({ authorization: `Bearer ${chat.token}` });

/** Whether agents answer now; when closed, `backAt` says when (the site offers the contact form). */
export function chatStatus(config: ServicesConfig) {
  return call(config, { method: 'GET', path: SERVICE_PATHS.chatStatus, schema: chatStatusSchema });
}

/** Starts a conversation, or answers `{ open: false, backAt }` outside care hours. */
export function startChat(config: ServicesConfig, visitor: StartChatRequest = {}) {
  return call(config, { method: 'POST', path: SERVICE_PATHS.conversations, schema: startChatResponseSchema, body: visitor });
}

/** Sends the visitor's message. */
export function sendChatMessage(config: ServicesConfig, chat: ChatHandle, text: string) {
  return call(config, { method: 'POST', path: SERVICE_PATHS.conversationMessages(chat.id), schema: chatMessageSchema, body: { text }, headers: auth(chat) });
}

/** The conversation with every message so far. */
export function readChat(config: ServicesConfig, chat: ChatHandle) {
  return call(config, { method: 'GET', path: SERVICE_PATHS.conversation(chat.id), schema: conversationSchema, headers: auth(chat) });
}

/** Ends the conversation; the service mails the transcript. */
export function closeChat(config: ServicesConfig, chat: ChatHandle) {
  return call(config, { method: 'POST', path: SERVICE_PATHS.conversationClose(chat.id), schema: conversationSchema, body: {}, headers: auth(chat) });
}

/** Callbacks of a live subscription. */
export interface ChatListener {
  onMessage: (message: ChatMessage) => void;
  onClosed?: () => void;
  /** Called when the stream drops; the subscription reconnects by itself. */
  onError?: () => void;
}

/** One parsed Server-Sent Event. */
export interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

/** Splits Server-Sent Events text into complete events; answers them and the unfinished rest. */
export function parseSse(buffer: string): { events: SseEvent[]; rest: string } {
  const events: SseEvent[] = [];
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const name = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (name === 'event') event = value;
      else if (name === 'id') id = value;
      else if (name === 'data') data.push(value);
    }
    if (data.length) events.push({ event, id, data: data.join('\n') });
  }
  return { events, rest };
}

/**
 * Receives the conversation's messages live (those after `afterId` first). Reconnects after a drop
 * from the last message received (`?after=`) (1 s doubling to 30 s); stops when the conversation closes or on unsubscribe.
 */
export function subscribeChat(config: ServicesConfig, chat: ChatHandle, listener: ChatListener, afterId = 0): () => void {
  const controller = new AbortController();
  let lastId = afterId;
  let delay = 1000;
  const run = async () => {
    while (!controller.signal.aborted) {
      try {
        // The resume point travels as ?after= (a message id, not a secret): browsers would need a CORS
        // preflight for a Last-Event-ID header, which the services do not allow.
        const url = new URL(SERVICE_PATHS.conversationEvents(chat.id), config.baseUrl);
        if (lastId) url.searchParams.set('after', String(lastId));
        const res = await (config.fetch ?? fetch)(url, {
          headers: { accept: 'text/event-stream', ...auth(chat) },
          signal: controller.signal,
        });
        // A wrong token or unknown conversation will not get better by retrying.
        if (res.status === 401 || res.status === 404) {
          listener.onError?.();
          return;
        }
        if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
        delay = 1000;
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          const parsed = parseSse(buffer + value);
          buffer = parsed.rest;
          for (const event of parsed.events) {
            if (event.event === 'closed') {
              listener.onClosed?.();
              controller.abort();
              return;
            }
            const message = chatMessageSchema.safeParse(safeJson(event.data));
            if (event.event === 'message' && message.success && message.data.id > lastId) {
              lastId = message.data.id;
              listener.onMessage(message.data);
            }
          }
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      listener.onError?.();
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 30_000);
    }
  };
  void run();
  return () => controller.abort();
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
