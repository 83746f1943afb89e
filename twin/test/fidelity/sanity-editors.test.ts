// The content lake against the editors' side of the real @sanity/client: mutations with
// `autoGenerateArrayKeys`, content source maps (`resultSourceMap`, what stega and visual editing read)
// and perspectives, as Sanity's HTTP API answers them.
import { describe, expect, it } from 'vitest';
import { createClient, type SanityClient } from '@sanity/client';
import { TEST_ADMIN_KEY, useTestTwin } from '../helpers.js';

const twin = useTestTwin();

function client(opts: { token?: string; apiVersion?: string } = {}): SanityClient {
  return createClient({
    projectId: 'twin',
    dataset: 'production',
    apiHost: `${twin.url}/sanity`,
    useProjectHostname: false,
    apiVersion: opts.apiVersion ?? '2025-04-01',
    useCdn: false,
    token: opts.token ?? TEST_ADMIN_KEY,
  });
}

const KEY = /^[A-Za-z0-9]{8,}$/;
type Item = { _key?: string; _type?: string; label?: string };
type Note = { _id: string; _type: string; items?: Item[]; blocks?: Item[]; title?: string };

describe('autoGenerateArrayKeys', () => {
  const opts = { autoGenerateArrayKeys: true } as const;

  it('keys the array items of create and createOrReplace, leaving keyed items and the mutation alone', async () => {
    const created = await client().create<Note>({ _id: 'keys-1', _type: 'note', items: [{ label: 'a' }, { _key: 'mine', label: 'b' }], title: 'x' }, opts);
    expect(created.items?.[0]._key).toMatch(KEY);
    expect(created.items?.[1]._key).toBe('mine');
    expect(Object.keys(created)).not.toContain('_key');
    const replaced = await client().createOrReplace<Note>({ _id: 'keys-1', _type: 'note', blocks: [{ _type: 'block', label: 'c' }] }, opts);
    expect(replaced.blocks?.[0]._key).toMatch(KEY);
    expect(replaced.items).toBeUndefined();
    const ifMissing = await client().createIfNotExists<Note>({ _id: 'keys-2', _type: 'note', items: [{ label: 'd' }] }, opts);
    expect(ifMissing.items?.[0]._key).toMatch(KEY);
  });

  it('keys the items a patch sets or inserts', async () => {
    await client().create({ _id: 'keys-3', _type: 'note', items: [{ _key: 'k1', label: 'one' }] });
    const set = await client().patch('keys-3').set({ blocks: [{ label: 'b1' }, { label: 'b2' }] }).commit<Note>(opts);
    expect(set.blocks?.map((b) => b._key)).toEqual([expect.stringMatching(KEY), expect.stringMatching(KEY)]);
    expect(set.blocks?.[0]._key).not.toBe(set.blocks?.[1]._key);
    const inserted = await client().patch('keys-3').insert('after', 'items[_key=="k1"]', [{ label: 'two' }]).setIfMissing({ title: 't' }).commit<Note>(opts);
    expect(inserted.items?.map((i) => i.label)).toEqual(['one', 'two']);
    expect(inserted.items?.[1]._key).toMatch(KEY);
    // The generated key addresses the item in the next patch.
    const key = inserted.items?.[1]._key as string;
    const renamed = await client().patch('keys-3').set({ [`items[_key=="${key}"].label`]: 'deux' }).commit<Note>(opts);
    expect(renamed.items?.[1]).toEqual({ _key: key, label: 'deux' });
  });

  it('keys every mutation of a transaction, patches by query too', async () => {
    const res = await client()
      .transaction()
      .create({ _id: 'keys-4', _type: 'keyed', items: [{ label: 'a' }] })
      .createOrReplace({ _id: 'keys-5', _type: 'keyed', items: [{ label: 'b' }] })
      .patch('keys-4', (p) => p.append('items', [{ label: 'c' }]))
      .commit({ ...opts, returnDocuments: true });
    expect(res.map((d) => d._id)).toEqual(['keys-4', 'keys-5', 'keys-4']);
    const docs = await client().fetch<Note[]>('*[_type == "keyed"] | order(_id asc)');
    expect(docs.map((d) => d.items?.map((i) => [i.label, KEY.test(i._key ?? '')]))).toEqual([
      [['a', true], ['c', true]],
      [['b', true]],
    ]);
    await client().mutate([{ patch: { query: '*[_type == "keyed"]', insert: { before: 'items[0]', items: [{ label: 'z' }] } } }], opts);
    const first = await client().fetch<Item[]>('*[_type == "keyed"] | order(_id asc).items[0]');
    expect(first.map((i) => [i.label, KEY.test(i._key ?? '')])).toEqual([['z', true], ['z', true]]);
  });
});
