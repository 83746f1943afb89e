import type { Migration } from '../db/migrations.js';

/** Carts and their lines; the stores' discount codes (case-insensitive) and the codes a cart carries. */
export const cartMigrations: Migration[] = [
  {
    id: 'cart-001',
    up: (db) => {
      db.exec(`
        CREATE TABLE carts (
          token TEXT PRIMARY KEY, store TEXT NOT NULL, secret TEXT NOT NULL,
          country TEXT NOT NULL, currency TEXT NOT NULL, attributes TEXT NOT NULL DEFAULT '[]', note TEXT,
          buyer_email TEXT, buyer_phone TEXT, buyer_customer_token TEXT,
          created_at TEXT NOT NULL, updated_at TEXT NOT NULL, completed_at TEXT, order_id INTEGER
        );
        CREATE TABLE cart_lines (
          id TEXT PRIMARY KEY, cart_token TEXT NOT NULL REFERENCES carts(token), position INTEGER NOT NULL,
          variant_id INTEGER NOT NULL, quantity INTEGER NOT NULL, selling_plan_id INTEGER,
          attributes TEXT NOT NULL DEFAULT '[]'
        );
        CREATE INDEX cart_lines_cart ON cart_lines (cart_token, position);
      `);
    },
  },
  {
    id: 'cart-002',
    up: (db) => {
      db.exec(`
        CREATE TABLE discount_codes (
          store TEXT NOT NULL,
          code TEXT NOT NULL COLLATE NOCASE,
          title TEXT NOT NULL,
          kind TEXT NOT NULL CHECK (kind IN ('ORDER', 'PRODUCT')),
          percentage REAL NOT NULL,
          entitled_tag TEXT,
          first_order_only INTEGER NOT NULL DEFAULT 0,
          starts_at TEXT NOT NULL,
          ends_at TEXT,
          PRIMARY KEY (store, code)
        );
        ALTER TABLE carts ADD COLUMN discount_codes TEXT NOT NULL DEFAULT '[]';
      `);
    },
  },
  {
    id: 'cart-003',
    // The site a cart was created from (its Origin, when one of the twin's site origins), for the order page's link back.
    up: (db) => db.exec('ALTER TABLE carts ADD COLUMN site_origin TEXT'),
  },
  {
    id: 'cart-004',
    // A code limited to one customer (Shopify's "specific customers" eligibility): checked against the buyer's email.
    up: (db) => db.exec('ALTER TABLE discount_codes ADD COLUMN customer_email TEXT COLLATE NOCASE'),
  },
  {
    id: 'cart-005',
    // The buyer's language (the @inContext language of the cart's last change), which the checkout speaks.
    up: (db) => db.exec("ALTER TABLE carts ADD COLUMN language TEXT NOT NULL DEFAULT 'EN'"),
  },
  {
    id: 'cart-006-metafields-gift-cards',
    // Cart metafields (cartMetafieldsSet) and the gift card codes entered (cartGiftCardCodesUpdate), as JSON lists.
    up: (db) => {
      db.exec(`
        ALTER TABLE carts ADD COLUMN metafields TEXT NOT NULL DEFAULT '[]';
        ALTER TABLE carts ADD COLUMN gift_card_codes TEXT NOT NULL DEFAULT '[]';
      `);
    },
  },
];
