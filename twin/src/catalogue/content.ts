import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** One Sanity-export document from content/. */
export type ContentDoc = { _id: string; _type: string; brand?: string } & Record<string, any>;

/** Every document of content/ that the twin seeds from, and a hash of the files read. */
export interface ContentSet {
  dir: string;
  docs: ContentDoc[];
  hash: string;
  /** Every document of the dataset, when the set comes from the content lake rather than the files of `dir`. */
  dataset?: ContentDoc[];
}

/**
 * The documents of the content files whose names match `file` (editorial-*.ndjson, dealers.ndjson, ...),
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
