// GROQ `->` over the embedded dataset is a lookup by _id, and gives what a scan of the dataset gives.
import path from 'node:path';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { createLocalContentClient, readDataset } from '../../src/lib/content/client';

const contentDir = path.resolve(__dirname, '../../content');
const QUERY = `*[_type == "product" && brand == $brand] | order(_id asc) { _id, "skus": store.variants[]->store.sku, "missing": {"_ref": "no-such-id"}->_id }`;

describe('local content client', () => {
  it('dereferences like a scan of every document would', async () => {
    const params = { brand: 'homing' };
    const viaLookup = await createLocalContentClient(contentDir).fetch<{ skus: string[] }[]>(QUERY, params);
    const scanned = await (await evaluate(parse(QUERY, { params }), { dataset: await readDataset(contentDir), params })).get();
    expect(viaLookup.length).toBeGreaterThan(5);
    expect(viaLookup.every((p) => p.skus.length > 0 && p.skus.every(Boolean))).toBe(true);
    expect(viaLookup).toEqual(scanned);
  });
});
