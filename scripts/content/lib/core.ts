// Shared building blocks of the content generator: document metadata, references, keys, a seeded
// random source and the Localized type. Everything here is deterministic.
import { createHash } from 'node:crypto';
import type { BrandId, Language } from '../../../wire/vocabulary';

/** Brand and language ids, shared with the site's types. */
export type { BrandId, Language };

/** A value per language a brand enables (objects keyed by language, see content/README.md). */
export type Localized = Partial<Record<Language, string>> & { en: string };

/** Any generated document: Sanity export metadata plus free fields. */
export interface Doc {
  _id: string;
  _type: string;
  _rev: string;
  _createdAt: string;
  _updatedAt: string;
  [field: string]: unknown;
}

/** Fixed timestamps so two runs give identical bytes. */
export const CREATED_AT = '2026-01-05T09:00:00Z';
/** Fixed update timestamp of every document. */
export const UPDATED_AT = '2026-11-01T09:00:00Z';

/** Short stable hash of a string, used for _rev, _key and tokens. */
export function hash(text: string, length = 12): string {
  return createHash('sha256').update(text).digest('hex').slice(0, length);
}

/** A document with metadata; `_rev` is derived from the id so it is stable. */
export function doc(id: string, type: string, fields: Record<string, unknown>): Doc {
  return {
    _id: id,
    _type: type,
    _rev: hash(`rev:${id}`, 22),
    _createdAt: CREATED_AT,
    _updatedAt: UPDATED_AT,
    ...fields,
  };
}

/** A Sanity reference to another document (a single field). */
export function ref(id: string): { _type: 'reference'; _ref: string } {
  return { _type: 'reference', _ref: id };
}

/** A reference as an array item (carries `_key`). */
export function refItem(id: string): { _type: 'reference'; _ref: string; _key: string } {
  return { _type: 'reference', _ref: id, _key: hash(`ref:${id}`, 10) };
}

/** A stable array-item key from any parts. */
export function key(...parts: (string | number)[]): string {
  return hash(`key:${parts.join('|')}`, 10);
}

/** Seeded PRNG (mulberry32) so "random" choices repeat exactly. */
export function seeded(seed: string): () => number {
  let state = parseInt(hash(`seed:${seed}`, 8), 16) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks one item with a seeded random source; the list must not be empty. */
export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Nothing to pick from an empty list');
  return item;
}

/** Builds a Localized value for the given languages from a function of the language. */
export function localize(languages: readonly Language[], make: (language: Language) => string): Localized {
  const out: Partial<Record<Language, string>> = {};
  for (const language of languages) out[language] = make(language);
  return out as Localized;
}

/** Lowercase, URL-safe slug of a text (used for product types and tags). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** ISO date a number of days after a fixed start, for publish dates. */
export function isoDay(start: string, days: number): string {
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().replace('.000Z', 'Z');
}
