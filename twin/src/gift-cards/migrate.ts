import type { Migration } from '../db/migrations.js';

/** The stores' gift cards (codes compared without case, spaces or dashes) and what each order took off one, once per order. */
export const giftCardMigrations: Migration[] = [
  {
    id: 'gift-cards-001',
    up: (db) => {
      db.exec(`
        CREATE TABLE gift_cards (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          store TEXT NOT NULL,
          code TEXT NOT NULL,
          currency TEXT NOT NULL,
          initial_value REAL NOT NULL,
          balance REAL NOT NULL,
          note TEXT,
          expires_on TEXT,
          disabled_at TEXT,
          created_at TEXT NOT NULL,
          UNIQUE (store, code)
        );
        CREATE TABLE gift_card_debits (
          gift_card_id INTEGER NOT NULL REFERENCES gift_cards(id),
          order_id INTEGER NOT NULL,
          amount REAL NOT NULL,
          created_at TEXT NOT NULL,
          PRIMARY KEY (gift_card_id, order_id)
        );
      `);
    },
  },
];
