// Tables of live chat: conversations (the visitor's token kept as a hash), their messages, and the
// signed-in agents' sessions (the cookie kept as a hash, with the page's CSRF token).
import type { Generated } from 'kysely';

/** A conversation's state. */
export type ConversationStatus = 'open' | 'closed';
/** Who wrote a message. */
export type MessageSender = 'visitor' | 'agent';

/** Live chat's tables. */
export interface ChatTables {
  chat_conversations: {
    id: string;
    /** SHA-256 (hex) of the visitor's token; the token itself is shown once. */
    token_hash: string;
    name: string | null;
    email: string | null;
    status: Generated<ConversationStatus>;
    created_at: Date;
    closed_at: Date | null;
  };
  chat_messages: {
    /** Orders the messages and is their Server-Sent Events id. */
    id: Generated<number>;
    conversation_id: string;
    sender: MessageSender;
    text: string;
    created_at: Date;
  };
  chat_agent_sessions: {
    /** SHA-256 (hex) of the session cookie. */
    token_hash: string;
    /** The agent page's CSRF token of this session. */
    csrf: string;
    created_at: Date;
    expires_at: Date;
  };
}
