// A query whose every `*` names its document types is evaluated over those types only, and answers
// exactly what a scan of the whole dataset answers.
import path from 'node:path';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { createLocalContentClient, queriedTypes, readDataset } from '../../src/lib/content/client';
import * as queries from '../../src/lib/content/queries';

const contentDir = path.resolve(__dirname, '../../content');
const typesOf = (query: string, params: Record<string, unknown> = {}) => {
  const types = queriedTypes(parse(query, { params }), params);
  return types && [...types].sort();
};

describe('queriedTypes', () => {
  it('names the types every filtered `*` is limited to', () => {
    expect(typesOf('*[_type == "product" && brand == $brand]{_id}', { brand: 'homing' })).toEqual(['product']);
    expect(typesOf('*[brand == $brand && $t == _type]', { brand: 'x', t: 'page' })).toEqual(['page']);
    expect(typesOf('*[_type in ["a", "b"]]{ "c": *[_type == "c" && references(^._id)] }')).toEqual(['a', 'b', 'c']);
    expect(typesOf('*[(_type == "a" || _type == "b") && x > 1]')).toEqual(['a', 'b']);
    expect(typesOf('*[_type == "a"][0].ref->title')).toEqual(['a']);
  });

  it('asks for the whole dataset when some `*` is not limited to named types', () => {
    expect(typesOf('count(*)')).toBeNull();
    expect(typesOf('*[brand == "x"]')).toBeNull();
    expect(typesOf('*[_type == "a" || brand == "x"]')).toBeNull();
    expect(typesOf('*[_type != "a"]')).toBeNull();
    expect(typesOf('*[_type in $types]', { types: ['a'] })).toBeNull();
    expect(typesOf('*[_type == "a"]{ "all": *[references(^._id)] }')).toBeNull();
    expect(typesOf('*[_type == "a"]{ "n": count(*) }')).toBeNull();
  });
});

describe('local content client', () => {
  it("answers every content query as a scan of the whole dataset does, for every brand", async () => {
    const documents = await readDataset(contentDir);
    const client = createLocalContentClient(contentDir);
    let compared = 0;
    for (const brand of ['trailmate', 'yardwise', 'homing']) {
      for (const query of Object.values(queries)) {
        if (typeof query !== 'string') continue;
        const params = { brand };
        const scanned = await (await evaluate(parse(query, { params }), { dataset: documents, params, dereference: ({ _ref }) => documents.find((d) => d._id === _ref) ?? null })).get();
        expect(await client.fetch(query, params)).toEqual(scanned);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(20);
  }, 120_000);
});
