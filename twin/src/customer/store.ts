import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Database } from 'better-sqlite3';
import type { Migration } from '../db/migrations.js';

/** How long a customer access token lives (renewal extends it by the same span). */
export const ACCESS_TOKEN_TTL_MS = 14 * 24 * 3600 * 1000;
/** How long a password-reset link from customerRecover stays valid. */
export const RESET_TOKEN_TTL_MS = 24 * 3600 * 1000;

/** A customer of one store. The same person has one row per store, linked by email. */
export interface CustomerRecord {
  id: number;
  store: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  acceptsMarketing: boolean;
  tags: string[];
  defaultAddressId: number | null;
  hasPassword: boolean;
  /** The identity provider's id of the person (Multipass `identifier`), once a token carried one. */
  identifier: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A saved address of a customer. */
export interface AddressRecord {
  id: number;
  customerId: number;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  provinceCode: string | null;
  country: string | null;
  countryCode: string | null;
  zip: string | null;
  phone: string | null;
}

/** Address fields as stored (everything but ids). */
export type AddressFields = Omit<AddressRecord, 'id' | 'customerId'>;

/** Tables of customers, their addresses and tokens; ids start at Shopify-like magnitudes. */
export const customerMigrations: Migration[] = [
  {
    id: 'customer-001',
    up: (db) => {
      db.exec(`
        CREATE TABLE customers (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          store TEXT NOT NULL,
          email TEXT NOT NULL COLLATE NOCASE,
          first_name TEXT, last_name TEXT, phone TEXT,
          accepts_marketing INTEGER NOT NULL DEFAULT 0,
          tags TEXT NOT NULL DEFAULT '[]',
          password_hash TEXT,
          default_address_id INTEGER,
          created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
          UNIQUE (store, email)
        );
        CREATE TABLE customer_addresses (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
          first_name TEXT, last_name TEXT, company TEXT, address1 TEXT, address2 TEXT, city TEXT,
          province TEXT, province_code TEXT, country TEXT, country_code TEXT, zip TEXT, phone TEXT,
          created_at TEXT NOT NULL
        );
        CREATE INDEX customer_addresses_customer ON customer_addresses (customer_id);
        CREATE TABLE customer_access_tokens (
          token_hash TEXT PRIMARY KEY,
          customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
          store TEXT NOT NULL,
          expires_at INTEGER NOT NULL,
          created_at TEXT NOT NULL
        );
        CREATE INDEX customer_access_tokens_customer ON customer_access_tokens (customer_id);
        CREATE TABLE customer_reset_tokens (
          token_hash TEXT PRIMARY KEY,
          customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
          expires_at INTEGER NOT NULL
        );
        INSERT INTO sqlite_sequence (name, seq) VALUES ('customers', 7100000000000), ('customer_addresses', 8100000000000);
      `);
    },
  },
  {
    // Shopify's multipass_identifier: one per customer, unique within a store, so a person whose
    // email changes at the identity provider keeps the same customer.
    id: 'customer-002-multipass-identifier',
    up: (db) => {
      db.exec(`
        ALTER TABLE customers ADD COLUMN identifier TEXT;
        CREATE UNIQUE INDEX customers_store_identifier ON customers (store, identifier) WHERE identifier IS NOT NULL;
      `);
    },
  },
];

interface CustomerRow {
  id: number;
  store: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  accepts_marketing: number;
  tags: string;
  password_hash: string | null;
  default_address_id: number | null;
  identifier: string | null;
  created_at: string;
  updated_at: string;
}

interface AddressRow {
  id: number;
  customer_id: number;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  province_code: string | null;
  country: string | null;
  country_code: string | null;
  zip: string | null;
  phone: string | null;
}

const storeName = (store: string | { name: string }): string => (typeof store === 'string' ? store : store.name);
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const stamp = (): string => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

function toCustomer(row: CustomerRow): CustomerRecord {
  return {
    id: row.id,
    store: row.store,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    acceptsMarketing: row.accepts_marketing === 1,
    tags: JSON.parse(row.tags) as string[],
    defaultAddressId: row.default_address_id,
    hasPassword: row.password_hash !== null,
    identifier: row.identifier ?? null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toAddress(row: AddressRow): AddressRecord {
  return {
    id: row.id,
    customerId: row.customer_id,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    province: row.province,
    provinceCode: row.province_code,
    country: row.country,
    countryCode: row.country_code,
    zip: row.zip,
    phone: row.phone,
  };
}

// scrypt runs on libuv's thread pool, so a sign-in never holds up other requests.
const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;

/** Hashes a customer password (scrypt, off the event loop); store it with createCustomer or updateCustomer. */
export async function hashCustomerPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${(await scryptAsync(password, salt, 32)).toString('base64')}`;
}

async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  const [, salt, hash] = (stored ?? '').split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  return timingSafeEqual(expected, await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length));
}

/** A customer by id, within a store. */
export function getCustomer(db: Database, store: string | { name: string }, id: number): CustomerRecord | undefined {
  const row = db.prepare('SELECT * FROM customers WHERE id = ? AND store = ?').get(id, storeName(store)) as
    | CustomerRow
    | undefined;
  return row && toCustomer(row);
}

/** A customer of a store by email (case-insensitive). */
export function findCustomerByEmail(db: Database, store: string | { name: string }, email: string): CustomerRecord | undefined {
  const row = db.prepare('SELECT * FROM customers WHERE store = ? AND email = ?').get(storeName(store), email.trim()) as
    | CustomerRow
    | undefined;
  return row && toCustomer(row);
}

/** A customer of a store by its multipass identifier. */
export function findCustomerByIdentifier(db: Database, store: string | { name: string }, identifier: string): CustomerRecord | undefined {
  const row = db.prepare('SELECT * FROM customers WHERE store = ? AND identifier = ?').get(storeName(store), identifier) as
    | CustomerRow
    | undefined;
  return row && toCustomer(row);
}

/** Records the multipass identifier of a customer (the caller has checked no other customer of the store has it). */
export function setCustomerIdentifier(db: Database, customer: CustomerRecord, identifier: string): CustomerRecord {
  db.prepare('UPDATE customers SET identifier = ?, updated_at = ? WHERE id = ?').run(identifier, stamp(), customer.id);
  return getCustomer(db, customer.store, customer.id)!;
}

/** The customer a live (unexpired) access token of this store belongs to. */
export function findCustomerByAccessToken(
  db: Database,
  store: string | { name: string },
  token: string | null | undefined,
): CustomerRecord | undefined {
  if (!token) return undefined;
  const row = db
    .prepare(
      `SELECT c.* FROM customer_access_tokens t JOIN customers c ON c.id = t.customer_id
       WHERE t.token_hash = ? AND t.store = ? AND t.expires_at > ?`,
    )
    .get(hashToken(token), storeName(store), Date.now()) as CustomerRow | undefined;
  return row && toCustomer(row);
}

/** Fields a new customer may start with. */
export interface NewCustomer {
  email: string;
  /** From hashCustomerPassword; none for customers created by checkout or multipass. */
  passwordHash?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean | null;
  tags?: string[];
}

/** Creates a customer in a store (the caller has checked the email is free). */
export function createCustomer(db: Database, store: string | { name: string }, input: NewCustomer): CustomerRecord {
  const now = stamp();
  const info = db
    .prepare(
      `INSERT INTO customers (store, email, first_name, last_name, phone, accepts_marketing, tags, password_hash, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      storeName(store),
      input.email.trim(),
      input.firstName ?? null,
      input.lastName ?? null,
      input.phone ?? null,
      input.acceptsMarketing ? 1 : 0,
      JSON.stringify(input.tags ?? []),
      input.passwordHash ?? null,
      now,
      now,
    );
  return getCustomer(db, store, Number(info.lastInsertRowid))!;
}

/** The store's customer with this email, created (without a password) on first sight; used by checkout and multipass. */
export function findOrCreateCustomerByEmail(
  db: Database,
  store: string | { name: string },
  email: string,
  fields: Omit<NewCustomer, 'email' | 'passwordHash'> = {},
): CustomerRecord {
  return db.transaction(() => findCustomerByEmail(db, store, email) ?? createCustomer(db, store, { ...fields, email }))();
}

/** Changes of a customer's own fields. */
export interface CustomerChanges {
  email?: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean;
  /** From hashCustomerPassword. */
  passwordHash?: string;
}

/** Applies changes to a customer and returns the updated record. */
export function updateCustomer(db: Database, customer: CustomerRecord, changes: CustomerChanges): CustomerRecord {
  const sets: string[] = [];
  const values: unknown[] = [];
  const put = (column: string, value: unknown) => {
    sets.push(`${column} = ?`);
    values.push(value);
  };
  if (changes.email !== undefined) put('email', changes.email.trim());
  if (changes.firstName !== undefined) put('first_name', changes.firstName);
  if (changes.lastName !== undefined) put('last_name', changes.lastName);
  if (changes.phone !== undefined) put('phone', changes.phone);
  if (changes.acceptsMarketing !== undefined) put('accepts_marketing', changes.acceptsMarketing ? 1 : 0);
  if (changes.passwordHash !== undefined) put('password_hash', changes.passwordHash);
  put('updated_at', stamp());
  db.prepare(`UPDATE customers SET ${sets.join(', ')} WHERE id = ?`).run(...values, customer.id);
  return getCustomer(db, customer.store, customer.id)!;
}

/** The customer whose email and password match, if any (the hash is checked off the event loop). */
export async function authenticateCustomer(
  db: Database,
  store: string | { name: string },
  email: string,
  password: string,
): Promise<CustomerRecord | undefined> {
  const row = db.prepare('SELECT * FROM customers WHERE store = ? AND email = ?').get(storeName(store), email.trim()) as
    | CustomerRow
    | undefined;
  return row && (await passwordMatches(row.password_hash, password)) ? toCustomer(row) : undefined;
}

/** Issues a new access token for a customer. */
export function issueAccessToken(db: Database, customer: CustomerRecord): { accessToken: string; expiresAt: string } {
  const accessToken = randomBytes(16).toString('hex');
  const expires = Date.now() + ACCESS_TOKEN_TTL_MS;
  db.prepare(
    'INSERT INTO customer_access_tokens (token_hash, customer_id, store, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(hashToken(accessToken), customer.id, customer.store, expires, stamp());
  return { accessToken, expiresAt: new Date(expires).toISOString().replace(/\.\d{3}Z$/, 'Z') };
}

/** Extends a live token's life; undefined when the token is unknown or already expired. */
export function renewAccessToken(
  db: Database,
  store: string | { name: string },
  token: string,
): { accessToken: string; expiresAt: string } | undefined {
  const expires = Date.now() + ACCESS_TOKEN_TTL_MS;
  const info = db
    .prepare('UPDATE customer_access_tokens SET expires_at = ? WHERE token_hash = ? AND store = ? AND expires_at > ?')
    .run(expires, hashToken(token), storeName(store), Date.now());
  if (info.changes === 0) return undefined;
  return { accessToken: token, expiresAt: new Date(expires).toISOString().replace(/\.\d{3}Z$/, 'Z') };
}

/** Deletes one access token; false when it did not exist. */
export function deleteAccessToken(db: Database, store: string | { name: string }, token: string): boolean {
  return db.prepare('DELETE FROM customer_access_tokens WHERE token_hash = ? AND store = ?').run(hashToken(token), storeName(store))
    .changes > 0;
}

/** Invalidates every access token of a customer (after a password change). */
export function deleteAllAccessTokens(db: Database, customerId: number): void {
  db.prepare('DELETE FROM customer_access_tokens WHERE customer_id = ?').run(customerId);
}

/** What a mailed single-use token sets a password for: a reset (customerRecover) or an activation (customerCreate). */
export type PasswordTokenPurpose = 'reset' | 'activate';

// Activation tokens are hashed with their purpose, so one kind of link never passes for the other.
const purposeHash = (token: string, purpose: PasswordTokenPurpose): string =>
  hashToken(purpose === 'reset' ? token : `${purpose}:${token}`);

/** Issues a single-use password-reset (or activation) token. */
export function issueResetToken(db: Database, customerId: number, purpose: PasswordTokenPurpose = 'reset'): string {
  const token = randomBytes(20).toString('hex');
  db.prepare('INSERT INTO customer_reset_tokens (token_hash, customer_id, expires_at) VALUES (?, ?, ?)').run(
    purposeHash(token, purpose),
    customerId,
    Date.now() + RESET_TOKEN_TTL_MS,
  );
  return token;
}

/** Consumes a reset (or activation) token of a customer; false when unknown, used or expired. */
export function consumeResetToken(db: Database, customerId: number, token: string, purpose: PasswordTokenPurpose = 'reset'): boolean {
  const hash = purposeHash(token, purpose);
  const row = db
    .prepare('SELECT expires_at FROM customer_reset_tokens WHERE token_hash = ? AND customer_id = ?')
    .get(hash, customerId) as { expires_at: number } | undefined;
  if (!row) return false;
  db.prepare('DELETE FROM customer_reset_tokens WHERE token_hash = ?').run(hash);
  return row.expires_at > Date.now();
}

/** A customer's addresses, oldest first. */
export function listAddresses(db: Database, customerId: number): AddressRecord[] {
  return (db.prepare('SELECT * FROM customer_addresses WHERE customer_id = ? ORDER BY id').all(customerId) as AddressRow[]).map(
    toAddress,
  );
}

/** One address of a customer. */
export function getAddress(db: Database, customerId: number, id: number): AddressRecord | undefined {
  const row = db.prepare('SELECT * FROM customer_addresses WHERE id = ? AND customer_id = ?').get(id, customerId) as
    | AddressRow
    | undefined;
  return row && toAddress(row);
}

const ADDRESS_COLUMNS: Array<[keyof AddressFields, string]> = [
  ['firstName', 'first_name'], ['lastName', 'last_name'], ['company', 'company'], ['address1', 'address1'],
  ['address2', 'address2'], ['city', 'city'], ['province', 'province'], ['provinceCode', 'province_code'],
  ['country', 'country'], ['countryCode', 'country_code'], ['zip', 'zip'], ['phone', 'phone'],
];

/** Saves a new address; the first one becomes the default. */
export function insertAddress(db: Database, customer: CustomerRecord, fields: AddressFields): AddressRecord {
  return db.transaction(() => {
    const info = db
      .prepare(
        `INSERT INTO customer_addresses (customer_id, ${ADDRESS_COLUMNS.map(([, c]) => c).join(', ')}, created_at)
         VALUES (?, ${ADDRESS_COLUMNS.map(() => '?').join(', ')}, ?)`,
      )
      .run(customer.id, ...ADDRESS_COLUMNS.map(([k]) => fields[k] ?? null), stamp());
    const id = Number(info.lastInsertRowid);
    db.prepare('UPDATE customers SET default_address_id = COALESCE(default_address_id, ?), updated_at = ? WHERE id = ?').run(
      id,
      stamp(),
      customer.id,
    );
    return getAddress(db, customer.id, id)!;
  })();
}

/** Replaces an address's fields. */
export function replaceAddress(db: Database, customerId: number, id: number, fields: AddressFields): AddressRecord {
  db.prepare(`UPDATE customer_addresses SET ${ADDRESS_COLUMNS.map(([, c]) => `${c} = ?`).join(', ')} WHERE id = ? AND customer_id = ?`).run(
    ...ADDRESS_COLUMNS.map(([k]) => fields[k] ?? null),
    id,
    customerId,
  );
  return getAddress(db, customerId, id)!;
}

/** Deletes an address; when it was the default, the oldest remaining one takes its place. */
export function deleteAddress(db: Database, customer: CustomerRecord, id: number): void {
  db.transaction(() => {
    db.prepare('DELETE FROM customer_addresses WHERE id = ? AND customer_id = ?').run(id, customer.id);
    if (customer.defaultAddressId === id) {
      const next = db.prepare('SELECT id FROM customer_addresses WHERE customer_id = ? ORDER BY id LIMIT 1').get(customer.id) as
        | { id: number }
        | undefined;
      db.prepare('UPDATE customers SET default_address_id = ?, updated_at = ? WHERE id = ?').run(next?.id ?? null, stamp(), customer.id);
    }
  })();
}

/** Makes an address the customer's default. */
export function setDefaultAddress(db: Database, customer: CustomerRecord, id: number): CustomerRecord {
  db.prepare('UPDATE customers SET default_address_id = ?, updated_at = ? WHERE id = ?').run(id, stamp(), customer.id);
  return getCustomer(db, customer.store, customer.id)!;
}

/** Replaces a customer's tags (e.g. "pro program"), trimmed and without duplicates. */
export function setCustomerTags(db: Database, customer: CustomerRecord, tags: readonly string[]): CustomerRecord {
  const clean = [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
  db.prepare('UPDATE customers SET tags = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(clean), stamp(), customer.id);
  return getCustomer(db, customer.store, customer.id)!;
}
