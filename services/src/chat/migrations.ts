// Live chat's migrations: conversations, messages and agent sessions.
import { sql, type Kysely, type Migration } from 'kysely';

/** This part's migrations by name. */
export const chatMigrations: Record<string, Migration> = {
  'chat-001-conversations-messages-sessions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('chat_conversations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('email', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status IN ('open', 'closed')`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('closed_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('chat_conversations_open').on('chat_conversations').columns(['status', 'created_at']).execute();
      await db.schema
        .createTable('chat_messages')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('conversation_id', 'text', (c) => c.notNull().references('chat_conversations.id').onDelete('cascade'))
        .addColumn('sender', 'text', (c) => c.notNull().check(sql`sender IN ('visitor', 'agent')`))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('chat_messages_conversation').on('chat_messages').columns(['conversation_id', 'id']).execute();
      await db.schema
        .createTable('chat_agent_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('csrf', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('chat_agent_sessions_expiry').on('chat_agent_sessions').column('expires_at').execute();
    },
  },
};
