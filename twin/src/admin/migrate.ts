import type { Migration } from '../db/migrations.js';

/** The Admin API's webhook subscriptions per store, and each webhook delivery until it is delivered or given up. */
export const adminMigrations: Migration[] = [
  {
    id: 'admin-001',
    up: (db) => {
      db.exec(`
        CREATE TABLE admin_webhook_subscriptions (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          store TEXT NOT NULL,
          topic TEXT NOT NULL,
          callback_url TEXT NOT NULL,
          format TEXT NOT NULL,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          UNIQUE (store, topic, callback_url)
        );
        CREATE TABLE admin_webhook_deliveries (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          webhook_id TEXT NOT NULL UNIQUE,
          event_id TEXT NOT NULL,
          subscription_id INTEGER NOT NULL,
          store TEXT NOT NULL,
          topic TEXT NOT NULL,
          callback_url TEXT NOT NULL,
          body TEXT NOT NULL,
          triggered_at TEXT NOT NULL,
          attempts INTEGER NOT NULL DEFAULT 0,
          next_attempt_at INTEGER NOT NULL,
          last_status INTEGER,
          delivered_at TEXT,
          given_up_at TEXT
        );
        CREATE INDEX admin_webhook_deliveries_due ON admin_webhook_deliveries (next_attempt_at) WHERE delivered_at IS NULL AND given_up_at IS NULL;
      `);
    },
  },
];
