// Conversations and their messages in the database. A message is added under a lock on its
// conversation's row, so the messages of one conversation are numbered in the order they commit and
// a stream that has read up to one id never misses a lower one; nothing is added to a closed one.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ChatMessage, Conversation } from '../../../wire/services.js';
import type { Database } from '../db/schema.js';
import type { MessageSender } from './tables.js';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opens a conversation; the token is shown once and only its hash is kept. */
export async function openConversation(db: Kysely<Database>, who: { name?: string; email?: string }, now: Date): Promise<{ id: string; token: string }> {
  const id = `chat_${randomBytes(8).toString('hex')}`;
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('chat_conversations')
    .values({ id, token_hash: hash(token), name: who.name ?? null, email: who.email ?? null, created_at: now })
    .execute();
  return { id, token };
}

/** Messages of a conversation with an id above `after`, oldest first. */
export async function messagesAfter(db: Kysely<Database>, conversationId: string, after: number): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['id', 'sender', 'text', 'created_at'])
    .where('conversation_id', '=', conversationId)
    .where('id', '>', after)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, from: r.sender, text: r.text, at: new Date(r.created_at).toISOString() }));
}

/** A conversation with its messages, if it exists (and, given a token, only if the token is its own). */
export async function readConversation(db: Kysely<Database>, id: string, token?: string): Promise<Conversation | undefined> {
  const row = await db.selectFrom('chat_conversations').select(['id', 'token_hash', 'name', 'email', 'status']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  if (token !== undefined && !timingSafeEqual(Buffer.from(row.token_hash), Buffer.from(hash(token)))) return undefined;
  return { id: row.id, status: row.status, name: row.name, email: row.email, messages: await messagesAfter(db, id, 0) };
}

/** Whether a conversation is closed (an unknown one counts as closed). */
export async function isClosed(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db.selectFrom('chat_conversations').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status !== 'open';
}

/** Adds a message to an open conversation; undefined when it is closed (or gone). */
export async function addMessage(db: Kysely<Database>, conversationId: string, from: MessageSender, text: string, now: Date): Promise<ChatMessage | undefined> {
  return db.transaction().execute(async (trx) => {
    const open = await trx.selectFrom('chat_conversations').select('id').where('id', '=', conversationId).where('status', '=', 'open').forUpdate().executeTakeFirst();
    if (!open) return undefined;
    const row = await trx
      .insertInto('chat_messages')
      .values({ conversation_id: conversationId, sender: from, text, created_at: now })
      .returning(['id', 'sender', 'text', 'created_at'])
      .executeTakeFirstOrThrow();
    return { id: row.id, from: row.sender, text: row.text, at: new Date(row.created_at).toISOString() };
  });
}

/** Closes a conversation; answers false if it was closed already (by any instance). */
export async function closeConversation(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const changed = await db.updateTable('chat_conversations').set({ status: 'closed', closed_at: now }).where('id', '=', id).where('status', '=', 'open').returning('id').executeTakeFirst();
  return changed !== undefined;
}

/** Open conversations with their messages, oldest first (the agent page). */
export async function openConversations(db: Kysely<Database>): Promise<Conversation[]> {
  const rows = await db.selectFrom('chat_conversations').select(['id', 'name', 'email', 'status']).where('status', '=', 'open').orderBy('created_at').orderBy('id').execute();
  if (!rows.length) return [];
  const messages = await db
    .selectFrom('chat_messages')
    .select(['id', 'conversation_id', 'sender', 'text', 'created_at'])
    .where(
      'conversation_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('id')
    .execute();
  const byConversation = new Map<string, ChatMessage[]>(rows.map((r) => [r.id, []]));
  for (const m of messages) byConversation.get(m.conversation_id)?.push({ id: m.id, from: m.sender, text: m.text, at: new Date(m.created_at).toISOString() });
  return rows.map((r) => ({ id: r.id, status: r.status, name: r.name, email: r.email, messages: byConversation.get(r.id) ?? [] }));
}
