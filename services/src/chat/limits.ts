// Live chat's own limits, sized for a conversation and apart from the forms' allowance, counted in
// the database (core/rate-limit.ts) so every instance counts against the same allowance.
import type { Context } from 'hono';
import { hit, type Verdict, type WindowLimit } from '../core/rate-limit.js';
import type { Services } from '../part.js';

/** Live chat's limits. */
export interface ChatLimits {
  /** New conversations per client address. */
  startsPerAddress: WindowLimit;
  /** Visitor messages per conversation. */
  messagesPerConversation: WindowLimit;
  /** Visitor messages per client address, over all its conversations (a shared office address has several). */
  messagesPerAddress: WindowLimit;
}

const TEN_MINUTES = 10 * 60_000;

/** The limits of a configuration: starts and messages per 10 minutes (0: off); messages per address are four conversations' worth. */
export function chatLimits(config: { starts: number; messages: number }): ChatLimits {
  return {
    startsPerAddress: { max: config.starts, windowMs: TEN_MINUTES },
    messagesPerConversation: { max: config.messages, windowMs: TEN_MINUTES },
    messagesPerAddress: { max: config.messages * 4, windowMs: TEN_MINUTES },
  };
}

/** 20 new conversations per address, 60 messages per conversation and 240 per address, in 10 minutes. */
export const DEFAULT_CHAT_LIMITS: ChatLimits = chatLimits({ starts: 20, messages: 60 });

/** Counts a new conversation from this request's address. */
export async function countStart(services: Services, c: Context): Promise<Verdict> {
  const limits = chatLimits(services.config.chatLimits);
  return hit(services.db, `chat:start:addr:${services.clientAddress(c)}`, limits.startsPerAddress, await services.now());
}

/** Counts a visitor message in a conversation, from this request's address. */
export async function countMessage(services: Services, c: Context, conversationId: string): Promise<Verdict> {
  const limits = chatLimits(services.config.chatLimits);
  const now = await services.now();
  const inConversation = await hit(services.db, `chat:message:conversation:${conversationId}`, limits.messagesPerConversation, now);
  if (!inConversation.ok) return inConversation;
  return hit(services.db, `chat:message:addr:${services.clientAddress(c)}`, limits.messagesPerAddress, now);
}
