// Live chat's fan-out across instances: a change to a conversation (a message, its close) is
// announced on one PostgreSQL channel with the conversation's id; every instance listens once and
// wakes the event streams it serves for that conversation, which then read the new rows from the
// tables. The notification carries no message, so a stream never depends on which instance wrote it.
import type { ServicesDb } from '../db/database.js';

/** The channel chat changes are announced on. */
export const CHAT_CHANNEL = 'chat_events';

/** Announces and hears changes of conversations, in every instance. */
export interface ChatEventHub {
  /** Tells every instance (this one included) that a conversation changed. */
  publish(conversationId: string): Promise<void>;
  /** Calls `wake` whenever the conversation changes in any instance; answers the function that stops it. */
  subscribe(conversationId: string, wake: () => void): Promise<() => void>;
  /** Stops listening. */
  close(): Promise<void>;
}

/** The hub of one instance on `database`; it starts listening with the first subscriber. */
export function createChatEventHub(database: ServicesDb): ChatEventHub {
  // The streams this instance serves, by conversation: wake-up calls only, the data is in the tables.
  const wakers = new Map<string, Set<() => void>>();
  let listening: Promise<() => Promise<void>> | undefined;
  const onPayload = (payload: string) => {
    let id: unknown;
    try {
      id = (JSON.parse(payload) as { conversation?: unknown }).conversation;
    } catch {
      return;
    }
    if (typeof id !== 'string') return;
    for (const wake of wakers.get(id) ?? []) wake();
  };
  const listen = () => {
    listening ??= database.listen(CHAT_CHANNEL, onPayload).catch((error: unknown) => {
      listening = undefined;
      throw error;
    });
    return listening;
  };
  return {
    async publish(conversationId) {
      await database.notify(CHAT_CHANNEL, JSON.stringify({ conversation: conversationId }));
    },
    async subscribe(conversationId, wake) {
      let set = wakers.get(conversationId);
      if (!set) wakers.set(conversationId, (set = new Set()));
      set.add(wake);
      const stop = () => {
        set.delete(wake);
        if (set.size === 0 && wakers.get(conversationId) === set) wakers.delete(conversationId);
      };
      try {
        await listen();
      } catch (error) {
        stop();
        throw error;
      }
      return stop;
    },
    async close() {
      const unlisten = listening;
      listening = undefined;
      wakers.clear();
      if (unlisten) await (await unlisten.catch(() => undefined))?.();
    },
  };
}
