import type { Migration } from '../db/migrations.js';

/** Extends checkout's subscriptions table and adds cards, update links, the test clock, activation codes and collars. */
export const subscriptionMigrations: Migration[] = [
  {
    id: 'subscriptions-001',
    up: (db) => {
      db.exec(`
        ALTER TABLE subscriptions ADD COLUMN kind TEXT NOT NULL DEFAULT 'autoship';
        ALTER TABLE subscriptions ADD COLUMN pet_name TEXT;
        ALTER TABLE subscriptions ADD COLUMN lte_expires_at TEXT;
        ALTER TABLE subscriptions ADD COLUMN payment_method_id INTEGER;
        ALTER TABLE subscriptions ADD COLUMN paused_until TEXT;
        ALTER TABLE subscriptions ADD COLUMN cancel_reason TEXT;
        ALTER TABLE subscriptions ADD COLUMN cancel_feedback TEXT;
        ALTER TABLE subscriptions ADD COLUMN renewals INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX subscriptions_due ON subscriptions (status, next_billing_date);
        CREATE TABLE payment_methods (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          store TEXT NOT NULL,
          customer_email TEXT NOT NULL COLLATE NOCASE,
          brand TEXT NOT NULL,
          last4 TEXT NOT NULL,
          exp_month INTEGER NOT NULL,
          exp_year INTEGER NOT NULL,
          billing_address TEXT NOT NULL,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );
        CREATE INDEX payment_methods_customer ON payment_methods (store, customer_email);
        CREATE TABLE payment_update_links (
          token_hash TEXT PRIMARY KEY,
          payment_method_id INTEGER NOT NULL REFERENCES payment_methods(id),
          expires_at TEXT NOT NULL,
          used_at TEXT
        );
        CREATE TABLE twin_clock (id INTEGER PRIMARY KEY CHECK (id = 1), offset_ms INTEGER NOT NULL);
        CREATE TABLE collar_activation_codes (
          code TEXT PRIMARY KEY,
          store TEXT NOT NULL,
          customer_email TEXT NOT NULL COLLATE NOCASE,
          subscription_id INTEGER NOT NULL REFERENCES subscriptions(id),
          created_at TEXT NOT NULL,
          used_at TEXT
        );
        CREATE TABLE collars (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          store TEXT NOT NULL,
          customer_email TEXT NOT NULL COLLATE NOCASE,
          subscription_id INTEGER NOT NULL UNIQUE REFERENCES subscriptions(id),
          pet_name TEXT NOT NULL,
          iot_user_id TEXT NOT NULL,
          iot_group_id TEXT NOT NULL,
          device_id TEXT NOT NULL UNIQUE,
          collar_id TEXT NOT NULL UNIQUE,
          thing_name TEXT NOT NULL UNIQUE,
          pet_id TEXT NOT NULL UNIQUE,
          created_at TEXT NOT NULL
        );
      `);
    },
  },
  {
    // When a subscription was cancelled, for the account's Subscriptions tab.
    id: 'subscriptions-002',
    up: (db) => {
      db.exec('ALTER TABLE subscriptions ADD COLUMN cancelled_at TEXT;');
    },
  },
];
