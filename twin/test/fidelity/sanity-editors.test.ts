// The content lake against the editors' side of the real @sanity/client: mutations with
// `autoGenerateArrayKeys`, content source maps (`resultSourceMap`, what stega and visual editing read)
// and perspectives, as Sanity's HTTP API answers them.
import { describe, expect, it } from 'vitest';
import { createClient, type ContentSourceMap, type SanityClient } from '@sanity/client';
import { resolveEditInfo } from '@sanity/client/csm';
import { stegaClean } from '@sanity/client/stega';
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
    expect(created.items?.[0]?._key).toMatch(KEY);
    expect(created.items?.[1]?._key).toBe('mine');
    expect(Object.keys(created)).not.toContain('_key');
    const replaced = await client().createOrReplace<Note>({ _id: 'keys-1', _type: 'note', blocks: [{ _type: 'block', label: 'c' }] }, opts);
    expect(replaced.blocks?.[0]?._key).toMatch(KEY);
    expect(replaced.items).toBeUndefined();
    const ifMissing = await client().createIfNotExists<Note>({ _id: 'keys-2', _type: 'note', items: [{ label: 'd' }] }, opts);
    expect(ifMissing.items?.[0]?._key).toMatch(KEY);
  });

  it('keys the items a patch sets or inserts', async () => {
    await client().create({ _id: 'keys-3', _type: 'note', items: [{ _key: 'k1', label: 'one' }] });
    const set = await client().patch('keys-3').set({ blocks: [{ label: 'b1' }, { label: 'b2' }] }).commit<Note>(opts);
    expect(set.blocks?.map((b) => b._key)).toEqual([expect.stringMatching(KEY), expect.stringMatching(KEY)]);
    expect(set.blocks?.[0]?._key).not.toBe(set.blocks?.[1]?._key);
    const inserted = await client().patch('keys-3').insert('after', 'items[_key=="k1"]', [{ label: 'two' }]).setIfMissing({ title: 't' }).commit<Note>(opts);
    expect(inserted.items?.map((i) => i.label)).toEqual(['one', 'two']);
    expect(inserted.items?.[1]?._key).toMatch(KEY);
    // The generated key addresses the item in the next patch.
    const key = inserted.items?.[1]?._key as string;
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

describe('resultSourceMap', () => {
  const raw = async (query: string, extra: Record<string, string>, version = 'v2025-04-01') => {
    const qs = new URLSearchParams({ query, ...extra });
    const res = await fetch(`${twin.url}/sanity/${version}/data/query/production?${qs}`, { headers: { authorization: `Bearer ${TEST_ADMIN_KEY}` } });
    return (await res.json()) as { result: unknown; resultSourceMap?: ContentSourceMap };
  };
  const seed = async () => {
    await client().createOrReplace({ _id: 'csm-author', _type: 'csmAuthor', name: 'Ada' });
    await client().createOrReplace({
      _id: 'csm-1',
      _type: 'csmPage',
      title: 'Trail notes',
      slug: { _type: 'slug', current: 'trail-notes' },
      author: { _type: 'reference', _ref: 'csm-author' },
      sections: [
        { _key: 's1', _type: 'hero', headline: 'Out there' },
        { _key: 's2', _type: 'hero', headline: 'Back home' },
      ],
    });
  };
  const value = (path: number) => ({ type: 'value', source: { type: 'documentValue', document: 0, path } });

  it('maps each projected value to its document and path, by index or by _key', async () => {
    await seed();
    const query = '*[_type == "csmPage"]{title, slug, "lead": sections[0].headline, sections[]{headline}, "by": author->name, "n": 1}';
    const { result, resultSourceMap } = await raw(query, { resultSourceMap: 'true' });
    expect(result).toEqual([
      { title: 'Trail notes', slug: { _type: 'slug', current: 'trail-notes' }, lead: 'Out there', sections: [{ headline: 'Out there' }, { headline: 'Back home' }], by: 'Ada', n: 1 },
    ]);
    expect(resultSourceMap).toEqual({
      documents: [
        { _id: 'csm-1', _type: 'csmPage' },
        { _id: 'csm-author', _type: 'csmAuthor' },
      ],
      paths: ["$['title']", "$['slug']", "$['sections'][0]['headline']", "$['sections'][1]['headline']", "$['name']"],
      mappings: {
        "$[0]['title']": value(0),
        "$[0]['slug']": value(1),
        "$[0]['lead']": value(2),
        "$[0]['sections'][0]['headline']": value(2),
        "$[0]['sections'][1]['headline']": value(3),
        "$[0]['by']": { type: 'value', source: { type: 'documentValue', document: 1, path: 4 } },
      },
    });
    const keyed = await raw(query, { resultSourceMap: 'withKeyArraySelector' });
    expect(keyed.resultSourceMap?.paths).toEqual([
      "$['title']",
      "$['slug']",
      "$['sections'][?(@._key=='s1')]['headline']",
      "$['sections'][?(@._key=='s2')]['headline']",
      "$['name']",
    ]);
    // Not asked, or an API version before Content Source Maps: none.
    expect((await raw(query, {})).resultSourceMap).toBeUndefined();
    expect((await raw(query, { resultSourceMap: 'true' }, 'v1')).resultSourceMap).toBeUndefined();
  });

  it('maps a fetched document attribute by attribute, a draft to its draft id', async () => {
    await seed();
    await client().createOrReplace({ _id: 'drafts.csm-1', _type: 'csmPage', title: 'Trail notes, edited' });
    const published = await raw('*[_id == $id][0]', { $id: '"csm-1"', resultSourceMap: 'true' });
    const doc = published.result as Record<string, unknown>;
    const csm = published.resultSourceMap as ContentSourceMap;
    expect(csm.documents).toEqual([{ _id: 'csm-1', _type: 'csmPage' }]);
    expect(Object.keys(csm.mappings).sort()).toEqual(Object.keys(doc).map((k) => `$['${k}']`).sort());
    expect(csm.mappings["$['title']"]?.source).toEqual({ type: 'documentValue', document: 0, path: csm.paths.indexOf("$['title']") });
    const draft = await raw('*[_id == $id][0]{_id, title}', { $id: '"csm-1"', resultSourceMap: 'true', perspective: 'drafts' });
    expect(draft.result).toEqual({ _id: 'csm-1', title: 'Trail notes, edited' });
    expect(draft.resultSourceMap).toEqual({
      documents: [{ _id: 'drafts.csm-1', _type: 'csmPage' }],
      paths: ["$['_id']", "$['title']"],
      mappings: { "$['_id']": value(0), "$['title']": value(1) },
    });
    await client().delete('drafts.csm-1');
  });

  it('lets @sanity/client encode stega edit links and resolve edit info from it', async () => {
    await seed();
    const stega = createClient({ ...client().config(), stega: { enabled: true, studioUrl: '/studio' } });
    const page = await stega.fetch<{ title: string; by: string }>('*[_id == "csm-1"][0]{title, "by": author->name}');
    expect(page.title).not.toBe('Trail notes');
    expect(stegaClean(page)).toEqual({ title: 'Trail notes', by: 'Ada' });
    const { resultSourceMap } = await client().fetch('*[_id == "csm-1"][0]{title, "by": author->name}', {}, { filterResponse: false, resultSourceMap: 'withKeyArraySelector' });
    const info = resolveEditInfo({ studioUrl: '/studio', resultSourceMap: resultSourceMap as ContentSourceMap, resultPath: ['by'] });
    expect(info).toMatchObject({ id: 'csm-author', type: 'csmAuthor', path: ['name'] });
  });
});

describe('perspectives', () => {
  const ask = async (perspective: string, version = 'v2025-04-01', query = '*[_type == "launch"] | order(_id asc){_id, _originalId, title}') => {
    const qs = new URLSearchParams({ query, perspective });
    const res = await fetch(`${twin.url}/sanity/${version}/data/query/production?${qs}`, { headers: { authorization: `Bearer ${TEST_ADMIN_KEY}` } });
    return { status: res.status, body: (await res.json()) as { result?: unknown; error?: unknown } };
  };
  const seed = () =>
    client()
      .transaction()
      .createOrReplace({ _id: 'launch-1', _type: 'launch', title: 'One' })
      .createOrReplace({ _id: 'launch-2', _type: 'launch', title: 'Two' })
      .createOrReplace({ _id: 'drafts.launch-1', _type: 'launch', title: 'One (draft)' })
      .createOrReplace({ _id: 'versions.rSpring.launch-1', _type: 'launch', title: 'One (spring)' })
      .createOrReplace({ _id: 'versions.rSpring.launch-3', _type: 'launch', title: 'Three (spring)' })
      .createOrReplace({ _id: 'versions.rSummer.launch-2', _type: 'launch', title: 'Two (summer)' })
      .commit();

  it('reads a release stack through @sanity/client, the first release over the next, drafts and published', async () => {
    await seed();
    const q = '*[_type == "launch"] | order(_id asc){_id, _originalId, title}';
    expect(await client().withConfig({ perspective: ['rSpring', 'drafts'] }).fetch(q)).toEqual([
      { _id: 'launch-1', _originalId: 'versions.rSpring.launch-1', title: 'One (spring)' },
      { _id: 'launch-2', _originalId: 'launch-2', title: 'Two' },
      { _id: 'launch-3', _originalId: 'versions.rSpring.launch-3', title: 'Three (spring)' },
    ]);
    expect(await client().fetch(q, {}, { perspective: ['rSummer', 'rSpring'] })).toEqual([
      { _id: 'launch-1', _originalId: 'versions.rSpring.launch-1', title: 'One (spring)' },
      { _id: 'launch-2', _originalId: 'versions.rSummer.launch-2', title: 'Two (summer)' },
      { _id: 'launch-3', _originalId: 'versions.rSpring.launch-3', title: 'Three (spring)' },
    ]);
    // previewDrafts is drafts' former name; published and drafts alone never see releases.
    expect(await client().fetch<{ title: string }[]>(q, {}, { perspective: 'previewDrafts' })).toEqual([
      { _id: 'launch-1', _originalId: 'drafts.launch-1', title: 'One (draft)' },
      { _id: 'launch-2', _originalId: 'launch-2', title: 'Two' },
    ]);
    expect((await ask('published')).body.result).toEqual([
      { _id: 'launch-1', _originalId: null, title: 'One' },
      { _id: 'launch-2', _originalId: null, title: 'Two' },
    ]);
    // raw shows versions from API version 2025-02-19 only.
    const ids = '*[_type == "launch"] | order(_id asc)._id';
    expect((await ask('raw', 'v2025-04-01', ids)).body.result).toEqual(['drafts.launch-1', 'launch-1', 'launch-2', 'versions.rSpring.launch-1', 'versions.rSpring.launch-3', 'versions.rSummer.launch-2']);
    expect((await ask('raw', 'v2024-01-01', ids)).body.result).toEqual(['drafts.launch-1', 'launch-1', 'launch-2']);
  });

  it('refuses what Sanity refuses, with its error', async () => {
    const complex = await ask('rSpring,drafts', 'v2024-01-01');
    expect(complex).toEqual({ status: 400, body: { error: { description: 'Complex perspectives are not supported for this version', type: 'httpBadRequest' } } });
    expect((await ask('rSpring', 'v1')).status).toBe(400);
    for (const p of ['raw,drafts', 'rSpring,raw']) {
      expect(await ask(p)).toEqual({
        status: 400,
        body: { error: { description: 'Invalid API perspective value: "raw". The raw-perspective can not be combined with other perspectives', type: 'httpBadRequest' } },
      });
    }
    expect((await ask('no such!')).status).toBe(400);
    expect((await ask('rSpring,,drafts')).status).toBe(400);
    // Every named perspective is accepted by every version.
    for (const p of ['raw', 'published', 'drafts', 'previewDrafts']) expect((await ask(p, 'v2021-10-21')).status).toBe(200);
  });
});
