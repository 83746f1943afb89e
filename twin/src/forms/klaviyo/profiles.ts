// Klaviyo profiles of each account as its server API keeps them (Create or Update Profile): identifiers,
// names and custom properties. Server-side subscriptions read them: the double opt-in mail greets the
// profile's first name, a back-in-stock mail links the profile's `page_url`.
import crypto from 'node:crypto';
import type { TwinRuntime } from '../../runtime.js';
import type { KlaviyoAccount } from './accounts.js';

/** A profile as the twin keeps it. */
export interface KlaviyoProfile {
  id: string;
  email: string | null;
  phoneNumber: string | null;
  externalId: string | null;
  firstName: string | null;
  lastName: string | null;
  properties: Record<string, unknown>;
  created: string;
  updated: string;
}

/** What Create or Update Profile takes: identifiers, names and properties (merged into the ones kept). */
export interface ProfileUpsert {
  email: string | null;
  phoneNumber: string | null;
  externalId: string | null;
  firstName?: string;
  lastName?: string;
  properties?: Record<string, unknown>;
}

interface ProfileRow {
  id: string;
  email: string | null;
  phone_number: string | null;
  external_id: string | null;
  first_name: string | null;
  last_name: string | null;
  properties: string;
  created_at: string;
  updated_at: string;
}

// Klaviyo's profile ids are 26 characters of Crockford's base32 (a ULID).
const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newProfileId = () => Array.from(crypto.randomBytes(26), (b) => ID_ALPHABET[b % 32]).join('');

const fromRow = (r: ProfileRow): KlaviyoProfile => ({
  id: r.id,
  email: r.email,
  phoneNumber: r.phone_number,
  externalId: r.external_id,
  firstName: r.first_name,
  lastName: r.last_name,
  properties: JSON.parse(r.properties) as Record<string, unknown>,
  created: r.created_at,
  updated: r.updated_at,
});

/** The account's profile with this email (case-insensitive), phone number or external id, in that order. */
export function findProfile(rt: TwinRuntime, account: KlaviyoAccount, ids: { email?: string | null; phoneNumber?: string | null; externalId?: string | null }): KlaviyoProfile | undefined {
  const by = (column: string, value: string | null | undefined) =>
    value ? (rt.db.prepare(`SELECT * FROM klaviyo_profiles WHERE company_id = ? AND ${column} = ?`).get(account.companyId, value) as ProfileRow | undefined) : undefined;
  const row = by('email', ids.email) ?? by('phone_number', ids.phoneNumber) ?? by('external_id', ids.externalId);
  return row ? fromRow(row) : undefined;
}

/** Creates or updates the account's profile with these identifiers; answers it and whether it was created. */
export function upsertProfile(rt: TwinRuntime, account: KlaviyoAccount, p: ProfileUpsert): { profile: KlaviyoProfile; created: boolean } {
  return rt.db.transaction(() => {
    const now = new Date().toISOString();
    const found = findProfile(rt, account, p);
    if (!found) {
      const id = newProfileId();
      rt.db
        .prepare(`INSERT INTO klaviyo_profiles (id, company_id, email, phone_number, external_id, first_name, last_name, properties, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
        .run(id, account.companyId, p.email, p.phoneNumber, p.externalId, p.firstName ?? null, p.lastName ?? null, JSON.stringify(p.properties ?? {}), now, now);
      return { profile: findProfile(rt, account, p)!, created: true };
    }
    // Given values replace the kept ones; properties are merged key by key.
    rt.db
      .prepare(`UPDATE klaviyo_profiles SET email = ?, phone_number = ?, external_id = ?, first_name = ?, last_name = ?, properties = ?, updated_at = ? WHERE id = ?`)
      .run(
        p.email ?? found.email,
        p.phoneNumber ?? found.phoneNumber,
        p.externalId ?? found.externalId,
        p.firstName ?? found.firstName,
        p.lastName ?? found.lastName,
        JSON.stringify({ ...found.properties, ...(p.properties ?? {}) }),
        now,
        found.id,
      );
    return { profile: findProfile(rt, account, { email: p.email ?? found.email, phoneNumber: p.phoneNumber ?? found.phoneNumber, externalId: p.externalId ?? found.externalId })!, created: false };
  })();
}

/** A profile as Klaviyo's API answers it (JSON:API resource). */
export function profileResource(rt: TwinRuntime, p: KlaviyoProfile) {
  return {
    type: 'profile' as const,
    id: p.id,
    attributes: {
      email: p.email,
      phone_number: p.phoneNumber,
      external_id: p.externalId,
      first_name: p.firstName,
      last_name: p.lastName,
      properties: p.properties,
      created: p.created,
      updated: p.updated,
    },
    links: { self: `${rt.origin()}/api/profiles/${p.id}/` },
  };
}
