import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** One Sanity-export document from content/. */
export type ContentDoc = { _id: string; _type: string; brand?: string } & Record<string, any>;

/** A selling plan of a `sellingPlanGroup` document's store (content/catalogue-*.ndjson). */
export interface SellingPlanDoc {
  id: number | string;
  gid?: string;
  name: string;
  /** The name per language. */
  label?: unknown;
  options?: { name: string; value: string }[];
  recurringDeliveries?: boolean;
  /** The discount on the first order, in percent. */
  priceAdjustment?: { percentage?: number | string };
  /** A service plan's renewal price per currency. */
  servicePrice?: Record<string, number>;
  frequency?: { interval: string; count: number };
}

/** A selling plan group as the resolvers read it: its document's store. */
export interface SellingPlanGroupDoc {
  store: { name: string; appName?: string; options?: { name: string; values: string[] }[]; sellingPlans?: SellingPlanDoc[] };
}

/** Every document of content/ that the twin seeds from, and a hash of the files read. */
export interface ContentSet {
  dir: string;
  docs: ContentDoc[];
  hash: string;
  /** Every document of the dataset, when the set comes from the content lake rather than the files of `dir`. */
  dataset?: ContentDoc[];
}

/**
 * The documents of the content files whose names match `file` (editorial-*.ndjson, ...),
 * or, for a set from the content lake, every document of the lake (seeds pick theirs by `_type`).
 */
export function contentFileDocs(content: ContentSet, file: RegExp): ContentDoc[] {
  if (content.dataset) return content.dataset;
  const dir = content.dir;
  if (!fs.existsSync(dir)) return [];
  const docs: ContentDoc[] = [];
  for (const f of fs.readdirSync(dir).filter((name) => file.test(name)).sort()) {
    for (const line of fs.readFileSync(path.join(dir, f), 'utf8').split('\n')) if (line.trim()) docs.push(JSON.parse(line) as ContentDoc);
  }
  return docs;
}

/** A set with no documents yet, for a module's `content` to fill from `dir` (it must exist). */
export function emptyContentSet(dir: string): ContentSet {
  if (!fs.existsSync(dir)) throw new Error(`Content directory not found: ${dir}`);
  return { dir, docs: [], hash: '' };
}

/** Reads stores.ndjson, brands.ndjson and catalogue-*.ndjson from the content directory. */
export function readContent(dir: string): ContentSet {
  if (!fs.existsSync(dir)) throw new Error(`Content directory not found: ${dir}`);
  const files = fs
    .readdirSync(dir)
    .filter((f) => f === 'stores.ndjson' || f === 'brands.ndjson' || /^catalogue-.+\.ndjson$/.test(f))
    .sort();
  const hash = crypto.createHash('sha256');
  const docs: ContentDoc[] = [];
  for (const f of files) {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    hash.update(f).update('\0').update(text);
    for (const line of text.split('\n')) {
      if (line.trim()) docs.push(JSON.parse(line) as ContentDoc);
    }
  }
  return { dir, docs, hash: hash.digest('hex') };
}
