import type { Migration } from '../../db/migrations.js';

/**
 * Newsletter profiles (double opt-in), the welcome codes they earned, back-in-stock subscriptions and the
 * profiles the server API keeps.
 * Welcome codes are single use: a trigger ends a code in every store once an order carries it.
 */
export const klaviyoMigrations: Migration[] = [
  {
    id: 'klaviyo-001',
    up: (db) =>
      db.exec(`
        CREATE TABLE klaviyo_newsletter (
          list_id TEXT NOT NULL, email TEXT NOT NULL COLLATE NOCASE, brand TEXT NOT NULL, first_name TEXT NOT NULL,
          interest TEXT NOT NULL, token TEXT NOT NULL UNIQUE, status TEXT NOT NULL CHECK (status IN ('PENDING', 'CONFIRMED')),
          created_at TEXT NOT NULL, confirmed_at TEXT, discount_code TEXT,
          PRIMARY KEY (list_id, email)
        );
        CREATE TABLE klaviyo_welcome_codes (
          code TEXT PRIMARY KEY COLLATE NOCASE, email TEXT NOT NULL, brand TEXT NOT NULL, created_at TEXT NOT NULL, used_at TEXT
        );
        CREATE TABLE klaviyo_back_in_stock (
          id INTEGER PRIMARY KEY AUTOINCREMENT, brand TEXT NOT NULL, store TEXT NOT NULL, variant_id INTEGER NOT NULL,
          email TEXT NOT NULL COLLATE NOCASE, created_at TEXT NOT NULL, notified_at TEXT
        );
        CREATE UNIQUE INDEX klaviyo_back_in_stock_waiting ON klaviyo_back_in_stock (store, variant_id, email) WHERE notified_at IS NULL;
        CREATE TRIGGER klaviyo_welcome_code_used AFTER INSERT ON orders
        BEGIN
          UPDATE discount_codes SET ends_at = NEW.processed_at
            WHERE code IN (SELECT code FROM klaviyo_welcome_codes)
              AND code IN (SELECT json_extract(a.value, '$.code') FROM json_each(NEW.doc, '$._discountApplications') a);
          UPDATE klaviyo_welcome_codes SET used_at = NEW.processed_at
            WHERE used_at IS NULL
              AND code IN (SELECT json_extract(a.value, '$.code') FROM json_each(NEW.doc, '$._discountApplications') a);
        END;
      `),
  },
  {
    id: 'klaviyo-002',
    // Welcome codes issued before codes could be limited to one customer belong to their subscriber too.
    up: (db) =>
      db.exec(`UPDATE discount_codes SET customer_email = (SELECT w.email FROM klaviyo_welcome_codes w WHERE w.code = discount_codes.code)
        WHERE customer_email IS NULL AND code IN (SELECT code FROM klaviyo_welcome_codes)`),
  },
  {
    id: 'klaviyo-003',
    // The product page a back-in-stock form was sent from (checked against the brand's sites), for the mail's link.
    up: (db) => db.exec('ALTER TABLE klaviyo_back_in_stock ADD COLUMN page_url TEXT'),
  },
  {
    id: 'klaviyo-004',
    // The site a newsletter signup came from, for the confirmation page's and the welcome mail's way back to the store.
    up: (db) => db.exec('ALTER TABLE klaviyo_newsletter ADD COLUMN site_origin TEXT'),
  },
  {
    id: 'klaviyo-005',
    // SMS subscriptions (a profile with a phone number and no email), as Klaviyo keeps them.
    up: (db) =>
      db.exec(`CREATE TABLE klaviyo_sms_subscribers (
        list_id TEXT NOT NULL, phone_number TEXT NOT NULL, brand TEXT NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (list_id, phone_number)
      )`),
  },
  {
    id: 'klaviyo-006',
    // Profiles of each account as the server API's Create or Update Profile keeps them (names, custom properties).
    up: (db) =>
      db.exec(`
        CREATE TABLE klaviyo_profiles (
          id TEXT PRIMARY KEY, company_id TEXT NOT NULL, email TEXT COLLATE NOCASE, phone_number TEXT, external_id TEXT,
          first_name TEXT, last_name TEXT, properties TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
        );
        CREATE UNIQUE INDEX klaviyo_profiles_email ON klaviyo_profiles (company_id, email) WHERE email IS NOT NULL;
        CREATE UNIQUE INDEX klaviyo_profiles_phone ON klaviyo_profiles (company_id, phone_number) WHERE phone_number IS NOT NULL;
      `),
  },
];
