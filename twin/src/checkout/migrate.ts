import type { Migration } from '../db/migrations.js';

/** Orders (read by the customer module through `store` + `customer_id`) and the brands' site addresses. */
export const checkoutMigrations: Migration[] = [
  {
    id: 'checkout-001',
    up: (db) => {
      db.exec(`
        CREATE TABLE orders (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          store TEXT NOT NULL,
          customer_email TEXT NOT NULL COLLATE NOCASE,
          cart_token TEXT NOT NULL UNIQUE,
          order_number INTEGER NOT NULL,
          financial_status TEXT NOT NULL,
          fulfillment_status TEXT NOT NULL,
          processed_at TEXT NOT NULL,
          doc TEXT NOT NULL,
          UNIQUE (store, order_number)
        );
        CREATE INDEX orders_customer ON orders (store, customer_email);
        CREATE TABLE subscriptions (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          store TEXT NOT NULL,
          customer_email TEXT NOT NULL COLLATE NOCASE,
          order_id INTEGER NOT NULL REFERENCES orders(id),
          variant_id INTEGER NOT NULL,
          sku TEXT,
          product_title TEXT NOT NULL,
          quantity INTEGER NOT NULL,
          selling_plan_id INTEGER NOT NULL,
          selling_plan_name TEXT NOT NULL,
          interval_unit TEXT NOT NULL,
          interval_count INTEGER NOT NULL,
          price_per_item TEXT NOT NULL,
          currency TEXT NOT NULL,
          status TEXT NOT NULL,
          next_billing_date TEXT NOT NULL,
          next_shipping_date TEXT NOT NULL,
          shipping_address TEXT NOT NULL,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );
        CREATE INDEX subscriptions_customer ON subscriptions (store, customer_email);
      `);
    },
  },
  {
    id: 'checkout-002',
    // Each brand's site address (brandSettings.baseUrl), the order page's "Continue shopping" fallback.
    up: (db) => db.exec('CREATE TABLE brand_sites (brand TEXT PRIMARY KEY, base_url TEXT NOT NULL)'),
  },
  {
    id: 'checkout-003',
    // Each brand's home page per market country and language (brandSettings.marketPaths), where "Continue shopping" leads.
    up: (db) => db.exec("ALTER TABLE brand_sites ADD COLUMN market_paths TEXT NOT NULL DEFAULT '[]'"),
  },
  {
    id: 'checkout-004',
    // Subscriptions, their cards, update links, activation codes and collars are the store's own services' now.
    up: (db) =>
      db.exec(`
        DROP TABLE IF EXISTS collars;
        DROP TABLE IF EXISTS collar_activation_codes;
        DROP TABLE IF EXISTS payment_update_links;
        DROP TABLE IF EXISTS payment_methods;
        DROP TABLE IF EXISTS subscriptions;
      `),
  },
  {
    id: 'checkout-005-order-customer',
    // An order belongs to a customer, as in Shopify: one whose email changes later keeps its orders
    // (customer_email stays the order's contact address). Orders before this step are linked by email.
    up: (db) =>
      db.exec(`
        ALTER TABLE orders ADD COLUMN customer_id INTEGER;
        UPDATE orders SET customer_id = (SELECT c.id FROM customers c WHERE c.store = orders.store AND c.email = orders.customer_email);
        CREATE INDEX orders_customer_id ON orders (store, customer_id);
      `),
  },
  {
    id: 'checkout-006-brand-name',
    // Each brand's display name (brandSettings.name), what mails and pages call the brand.
    up: (db) => db.exec('ALTER TABLE brand_sites ADD COLUMN name TEXT'),
  },
];
