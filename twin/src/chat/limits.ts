import type { Context } from 'hono';
import { WindowCounter, type GuardVerdict, type WindowLimit } from '../forms/guard.js';
import { clientIp } from '../http/hardening.js';

/** Live chat's own limits: sized for a conversation, apart from the forms' allowance. */
export interface ChatLimits {
  /** New conversations per client address. */
  startsPerAddress: WindowLimit;
  /** Visitor messages per conversation. */
  messagesPerConversation: WindowLimit;
  /** Visitor messages per client address, over all its conversations (a shared office address has several). */
  messagesPerAddress: WindowLimit;
}

const TEN_MINUTES = 10 * 60_000;

/** 20 new conversations per address, 60 messages per conversation and 240 per address, in 10 minutes. */
export const DEFAULT_CHAT_LIMITS: ChatLimits = {
  startsPerAddress: { max: 20, windowMs: TEN_MINUTES },
  messagesPerConversation: { max: 60, windowMs: TEN_MINUTES },
  messagesPerAddress: { max: 240, windowMs: TEN_MINUTES },
};

/** Limits from TWIN_CHAT_START_LIMIT and TWIN_CHAT_MESSAGE_LIMIT (per 10 minutes; 0 = off); messages per address are four conversations' worth. */
export function chatLimitsFromEnv(env: Record<string, string | undefined> = process.env): ChatLimits {
  const read = (name: string, fallback: number): number => {
    const n = env[name] === undefined || env[name] === '' ? NaN : Number(env[name]);
    return Number.isInteger(n) && n >= 0 ? n : fallback;
  };
  const starts = read('TWIN_CHAT_START_LIMIT', DEFAULT_CHAT_LIMITS.startsPerAddress.max);
  const messages = read('TWIN_CHAT_MESSAGE_LIMIT', DEFAULT_CHAT_LIMITS.messagesPerConversation.max);
  return {
    startsPerAddress: { max: starts, windowMs: TEN_MINUTES },
    messagesPerConversation: { max: messages, windowMs: TEN_MINUTES },
    messagesPerAddress: { max: messages * 4, windowMs: TEN_MINUTES },
  };
}

let configured: ChatLimits | undefined;

/** Replaces the limits of chats mounted from now on (in-process tests); no argument goes back to the environment's. */
export function setChatLimits(next?: ChatLimits): void {
  configured = next;
}

/** Counts one twin's chat starts and visitor messages. */
export class ChatGuard {
  private readonly starts: WindowCounter;
  private readonly byConversation: WindowCounter;
  private readonly byAddress: WindowCounter;

  constructor(limits: ChatLimits = configured ?? chatLimitsFromEnv()) {
    this.starts = new WindowCounter(limits.startsPerAddress);
    this.byConversation = new WindowCounter(limits.messagesPerConversation);
    this.byAddress = new WindowCounter(limits.messagesPerAddress);
  }

  /** Counts a new conversation from this request's address. */
  start(c: Context): GuardVerdict {
    return this.starts.hit(clientIp(c));
  }

  /** Counts a visitor message in a conversation, from this request's address. */
  message(c: Context, conversationId: string): GuardVerdict {
    const inConversation = this.byConversation.hit(conversationId);
    return inConversation.ok ? this.byAddress.hit(clientIp(c)) : inConversation;
  }
}
