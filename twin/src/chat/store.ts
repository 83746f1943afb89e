import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Database } from 'better-sqlite3';
import type { ChatMessage, Conversation } from '../../../wire/services.js';

/** Conversations (visitor token kept as a hash) and their messages. */
export function createChatTables(db: Database): void {
  db.exec(`
    CREATE TABLE chat_conversations (
      id TEXT PRIMARY KEY,
      token_hash TEXT NOT NULL,
      name TEXT,
      email TEXT,
      status TEXT NOT NULL DEFAULT 'open',
      created_at TEXT NOT NULL,
      closed_at TEXT
    );
    CREATE TABLE chat_messages (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      conversation_id TEXT NOT NULL REFERENCES chat_conversations(id),
      sender TEXT NOT NULL CHECK (sender IN ('visitor', 'agent')),
      text TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX chat_messages_conversation ON chat_messages (conversation_id, id);
  `);
}

/** What happens in a conversation, for live listeners (SSE streams, the agent page). */
export type ChatEvent = { type: 'message'; message: ChatMessage } | { type: 'closed' };

/** Live events per conversation id (this process only; the database holds the history). */
export const chatEvents = new EventEmitter().setMaxListeners(0);

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Opens a conversation; the token is shown once and only its hash is kept. */
export function openConversation(db: Database, who: { name?: string; email?: string }, now: Date): { id: string; token: string } {
  const id = `chat_${crypto.randomBytes(8).toString('hex')}`;
  const token = crypto.randomBytes(24).toString('base64url');
  db.prepare('INSERT INTO chat_conversations (id, token_hash, name, email, created_at) VALUES (?, ?, ?, ?, ?)').run(id, hash(token), who.name ?? null, who.email ?? null, now.toISOString());
  return { id, token };
}

interface ConversationRow {
  id: string;
  token_hash: string;
  name: string | null;
  email: string | null;
  status: 'open' | 'closed';
  created_at: string;
}

/** A conversation with its messages, if it exists (and, given a token, only if the token is its own). */
export function readConversation(db: Database, id: string, token?: string): Conversation | undefined {
  const row = db.prepare('SELECT * FROM chat_conversations WHERE id = ?').get(id) as ConversationRow | undefined;
  if (!row) return undefined;
  if (token !== undefined && !crypto.timingSafeEqual(Buffer.from(row.token_hash), Buffer.from(hash(token)))) return undefined;
  return { id: row.id, status: row.status, name: row.name, email: row.email, messages: messagesAfter(db, id, 0) };
}

/** Messages of a conversation with an id above `after`, oldest first. */
export function messagesAfter(db: Database, conversationId: string, after: number): ChatMessage[] {
  const rows = db.prepare('SELECT id, sender, text, created_at FROM chat_messages WHERE conversation_id = ? AND id > ? ORDER BY id').all(conversationId, after) as {
    id: number;
    sender: 'visitor' | 'agent';
    text: string;
    created_at: string;
  }[];
  return rows.map((r) => ({ id: r.id, from: r.sender, text: r.text, at: r.created_at }));
}

/** Adds a message and tells live listeners. */
export function addMessage(db: Database, conversationId: string, from: 'visitor' | 'agent', text: string, now: Date): ChatMessage {
  const info = db.prepare('INSERT INTO chat_messages (conversation_id, sender, text, created_at) VALUES (?, ?, ?, ?)').run(conversationId, from, text, now.toISOString());
  const message: ChatMessage = { id: Number(info.lastInsertRowid), from, text, at: now.toISOString() };
  chatEvents.emit(conversationId, { type: 'message', message } satisfies ChatEvent);
  return message;
}

/** Closes a conversation; answers false if it was closed already. */
export function closeConversation(db: Database, id: string, now: Date): boolean {
  const changed = db.prepare("UPDATE chat_conversations SET status = 'closed', closed_at = ? WHERE id = ? AND status = 'open'").run(now.toISOString(), id).changes > 0;
  if (changed) chatEvents.emit(id, { type: 'closed' } satisfies ChatEvent);
  return changed;
}

/** Open conversations with their messages, oldest first (the agent page). */
export function openConversations(db: Database): Conversation[] {
  const ids = db.prepare("SELECT id FROM chat_conversations WHERE status = 'open' ORDER BY created_at, id").all() as { id: string }[];
  return ids.map((r) => readConversation(db, r.id)!);
}
