import type { Migration } from '../db/migrations.js';

/**
 * The Admin API's webhook subscriptions per store, and each webhook delivery until it is delivered or
 * given up; the subscription contracts checkout creates, the customers' vaulted cards that pay them,
 * their billing attempts and contract drafts.
 */
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
  {
    id: 'admin-002-subscription-contracts',
    up: (db) => {
      db.exec(`
        CREATE TABLE admin_payment_methods (
          id TEXT PRIMARY KEY,
          store TEXT NOT NULL,
          customer_id INTEGER,
          brand TEXT NOT NULL,
          first_digits TEXT,
          last_digits TEXT NOT NULL,
          expiry_month INTEGER NOT NULL,
          expiry_year INTEGER NOT NULL,
          name TEXT NOT NULL,
          billing_address TEXT,
          revoked_at TEXT,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );
        CREATE INDEX admin_payment_methods_customer ON admin_payment_methods (store, customer_id);
        CREATE TABLE admin_subscription_contracts (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          store TEXT NOT NULL,
          customer_id INTEGER,
          origin_order_id INTEGER,
          payment_method_id TEXT REFERENCES admin_payment_methods(id),
          status TEXT NOT NULL,
          currency TEXT NOT NULL,
          billing_interval TEXT NOT NULL,
          billing_interval_count INTEGER NOT NULL,
          delivery_interval TEXT NOT NULL,
          delivery_interval_count INTEGER NOT NULL,
          next_billing_date TEXT,
          delivery_price TEXT NOT NULL,
          shipping_address TEXT,
          tax_rate REAL NOT NULL DEFAULT 0,
          lines TEXT NOT NULL,
          note TEXT,
          revision_id INTEGER NOT NULL DEFAULT 1,
          last_payment_status TEXT,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );
        CREATE INDEX admin_subscription_contracts_store ON admin_subscription_contracts (store, id);
        CREATE TABLE admin_subscription_billing_attempts (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          store TEXT NOT NULL,
          contract_id INTEGER NOT NULL REFERENCES admin_subscription_contracts(id),
          idempotency_key TEXT NOT NULL,
          origin_time TEXT,
          order_id INTEGER,
          error_code TEXT,
          error_message TEXT,
          created_at TEXT NOT NULL,
          completed_at TEXT,
          UNIQUE (contract_id, idempotency_key)
        );
        CREATE TABLE admin_payment_update_links (
          token TEXT PRIMARY KEY,
          store TEXT NOT NULL,
          payment_method_id TEXT NOT NULL REFERENCES admin_payment_methods(id),
          created_at TEXT NOT NULL,
          expires_at TEXT NOT NULL,
          used_at TEXT
        );
        CREATE TABLE admin_subscription_drafts (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          store TEXT NOT NULL,
          contract_id INTEGER NOT NULL REFERENCES admin_subscription_contracts(id),
          base_revision INTEGER NOT NULL,
          changes TEXT NOT NULL DEFAULT '{}',
          committed_at TEXT,
          created_at TEXT NOT NULL
        );
      `);
    },
  },
  {
    // Attempts are decided after the mutation answers: the inventory policy asked for waits with them.
    id: 'admin-002-attempt-inventory-policy',
    up: (db) => {
      db.exec('ALTER TABLE admin_subscription_billing_attempts ADD COLUMN inventory_policy TEXT');
    },
  },
];
