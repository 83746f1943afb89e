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
