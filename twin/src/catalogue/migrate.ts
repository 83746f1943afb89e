import type { Migration } from '../db/migrations.js';

/** Tables for stores and the seeded catalogue (content documents kept as JSON, inventory as a column). */
export const catalogueMigrations: Migration[] = [
  {
    id: 'catalogue-001',
    up: (db) => {
      db.exec(`
        CREATE TABLE stores (
          name TEXT PRIMARY KEY, brand TEXT NOT NULL, currency TEXT NOT NULL, countries TEXT NOT NULL,
          storefront_access_token TEXT NOT NULL UNIQUE, multipass_secret TEXT NOT NULL
        );
        CREATE TABLE products (
          store TEXT NOT NULL, id INTEGER NOT NULL, handle TEXT NOT NULL, doc TEXT NOT NULL, position INTEGER NOT NULL,
          PRIMARY KEY (store, id), UNIQUE (store, handle)
        );
        CREATE TABLE variants (
          store TEXT NOT NULL, id INTEGER NOT NULL, product_id INTEGER NOT NULL, doc TEXT NOT NULL,
          inventory_quantity INTEGER NOT NULL, PRIMARY KEY (store, id)
        );
        CREATE TABLE selling_plan_groups (
          store TEXT NOT NULL, id INTEGER NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (store, id)
        );
        CREATE TABLE collections (
          store TEXT NOT NULL, id INTEGER NOT NULL, handle TEXT NOT NULL, doc TEXT NOT NULL, position INTEGER NOT NULL,
          PRIMARY KEY (store, id), UNIQUE (store, handle)
        );
        CREATE TABLE seed_state (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      `);
    },
  },
  {
    id: 'catalogue-002',
    // Shipping settings of a store (JSON `{ freeShippingThreshold, flatRate }`, amounts in the store's currency).
    up: (db) => db.exec('ALTER TABLE stores ADD COLUMN shipping TEXT'),
  },
];
