import type { Database } from 'better-sqlite3';
import type { MultipassData } from '../multipass/token.js';
import {
  createCustomer,
  findCustomerByEmail,
  findCustomerByIdentifier,
  getAddress,
  getCustomer,
  insertAddress,
  listAddresses,
  setCustomerIdentifier,
  setDefaultAddress,
  updateCustomer,
  type CustomerRecord,
} from './store.js';
import { buildAddress, sameAddress, type MailingAddressInput } from './validation.js';

/** The customer a multipass token signs in, and the stored record it started from (null: made for this token). */
export interface MultipassMatch {
  customer: CustomerRecord;
  before: CustomerRecord | null;
}

/**
 * The store's customer a multipass token signs in, or null when the store must refuse the token.
 * With an `identifier` (Shopify's multipass_identifier, here the Cognito subject): the customer
 * holding it, whose email becomes the token's (refused when another customer of the store has that
 * email: one email, one customer); else the customer with the token's email, which takes the
 * identifier (refused when it holds another: that email belonged to someone else); else a new
 * customer. Without one: the customer with the token's email, created on first sight.
 */
export function multipassCustomer(
  db: Database,
  store: string,
  data: MultipassData,
  names: { firstName: string | null; lastName: string | null },
): MultipassMatch | null {
  const identifier = typeof data.identifier === 'string' && data.identifier.trim() ? data.identifier.trim() : null;
  const created = () => ({ customer: createCustomer(db, store, { ...names, email: data.email }), before: null });
  return db.transaction((): MultipassMatch | null => {
    const byEmail = findCustomerByEmail(db, store, data.email);
    if (!identifier) return byEmail ? { customer: byEmail, before: byEmail } : created();
    const known = findCustomerByIdentifier(db, store, identifier);
    if (known) {
      if (known.email.toLowerCase() === data.email.trim().toLowerCase()) return { customer: known, before: known };
      if (byEmail) return null;
      return { customer: updateCustomer(db, known, { email: data.email }), before: known };
    }
    if (byEmail) return byEmail.identifier === null ? { customer: setCustomerIdentifier(db, byEmail, identifier), before: byEmail } : null;
    const fresh = created();
    return { customer: setCustomerIdentifier(db, fresh.customer, identifier), before: null };
  })();
}

/** Most addresses a customer keeps (the Storefront API reads up to 250). */
const MAX_ADDRESSES = 250;

// Shopify's multipass address fields (snake_case), each a string when present; `default` a boolean.
const TEXT_FIELDS = [
  'address1', 'address2', 'city', 'company', 'country', 'first_name', 'last_name', 'phone', 'province', 'zip',
  'province_code', 'country_code',
] as const;

type MultipassAddress = Partial<Record<(typeof TEXT_FIELDS)[number], string | null>> & { default?: boolean };

// An entry of the wrong shape is skipped, like an address with user errors.
function readEntry(entry: unknown): MultipassAddress | null {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return null;
  const record = entry as Record<string, unknown>;
  for (const field of TEXT_FIELDS) {
    const value = record[field];
    if (value !== undefined && value !== null && typeof value !== 'string') return null;
  }
  if (record.default !== undefined && record.default !== null && typeof record.default !== 'boolean') return null;
  if (!TEXT_FIELDS.some((field) => typeof record[field] === 'string' && (record[field] as string).trim() !== '')) return null;
  return record as MultipassAddress;
}

const toInput = (a: MultipassAddress): MailingAddressInput => ({
  address1: a.address1 ?? null,
  address2: a.address2 ?? null,
  city: a.city ?? null,
  company: a.company ?? null,
  // Codes name a country or province unambiguously; names are the fallback.
  country: a.country_code || a.country || null,
  province: a.province_code || a.province || null,
  firstName: a.first_name ?? null,
  lastName: a.last_name ?? null,
  phone: a.phone ?? null,
  zip: a.zip ?? null,
});

/**
 * Adds a multipass payload's `addresses` the customer does not have yet (compared after normalising,
 * as customerAddressCreate does) and makes the first `default: true` one the default address.
 * Entries that are malformed or fail customerAddressCreate's checks are skipped.
 */
export function mergeMultipassAddresses(db: Database, customer: CustomerRecord, addresses: unknown): CustomerRecord {
  if (!Array.isArray(addresses)) return customer;
  return db.transaction(() => {
    const known = listAddresses(db, customer.id);
    let defaultId: number | null = null;
    for (const raw of addresses.slice(0, MAX_ADDRESSES)) {
      const entry = readEntry(raw);
      if (!entry) continue;
      const { fields, errors } = buildAddress(toInput(entry), null);
      if (errors.length) continue;
      let address = known.find((a) => sameAddress(fields, a));
      if (!address) {
        if (known.length >= MAX_ADDRESSES) continue;
        address = insertAddress(db, getCustomer(db, customer.store, customer.id)!, fields);
        known.push(address);
      }
      if (entry.default === true && defaultId === null) defaultId = address.id;
    }
    const current = getCustomer(db, customer.store, customer.id)!;
    if (defaultId !== null && getAddress(db, customer.id, defaultId)) return setDefaultAddress(db, current, defaultId);
    return current;
  })();
}
