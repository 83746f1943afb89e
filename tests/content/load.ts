// Reads the committed content/ dataset for the content tests.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LANGUAGES } from '../../wire/vocabulary';

/** Repository-relative content directory. */
export const CONTENT_DIR = resolve(__dirname, '..', '..', 'content');

/** A document as written in the NDJSON files. */
export type ContentDoc = Record<string, unknown> & { _id: string; _type: string };

/** Every NDJSON file of content/ with its documents. */
export function loadFiles(): Map<string, ContentDoc[]> {
  const files = new Map<string, ContentDoc[]>();
  for (const file of readdirSync(CONTENT_DIR).filter((name) => name.endsWith('.ndjson')).sort()) {
    const text = readFileSync(join(CONTENT_DIR, file), 'utf8');
    files.set(file, text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as ContentDoc));
  }
  return files;
}

/** Every document of content/, by id. */
export function loadDocs(): Map<string, ContentDoc> {
  const docs = new Map<string, ContentDoc>();
  for (const list of loadFiles().values()) for (const doc of list) docs.set(doc._id, doc);
  return docs;
}

/** Calls visit on every nested value of a document (objects and arrays included). */
export function walk(value: unknown, visit: (value: unknown, path: string) => void, path = ''): void {
  visit(value, path);
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, visit, `${path}[${index}]`));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) walk(item, visit, path ? `${path}.${key}` : key);
  }
}

/** Languages each brand enables (the agreed site map). */
export const BRAND_LANGUAGES: Record<string, readonly string[]> = {
  trailmate: LANGUAGES,
  yardwise: ['en', 'fr'],
  homing: ['en'],
  shared: LANGUAGES,
};

/** The entry `key` of a test's table; a key the table lacks fails the test that asks, naming both. */
export function entryOf<T>(table: Record<string, T>, key: string, what: string): T {
  const value = table[key];
  if (value === undefined) throw new Error(`No ${what} for ${key}`);
  return value;
}

/** The languages of `brand` (or `shared`); a brand the table does not know fails the test that asks. */
export function brandLanguages(brand: unknown): readonly string[] {
  return entryOf(BRAND_LANGUAGES, String(brand), 'languages listed in tests/content/load.ts');
}
