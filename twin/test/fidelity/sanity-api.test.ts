// The content lake against the real @sanity/client: queries, documents, mutations, drafts and
// publishing, as Sanity's HTTP API answers them (errors included).
import { describe, expect, it } from 'vitest';
import { createClient, type SanityClient } from '@sanity/client';
import { TEST_ADMIN_KEY, useTestTwin } from '../helpers.js';

const twin = useTestTwin();

function client(token?: string, apiVersion = '2025-04-01'): SanityClient {
  return createClient({
    projectId: 'twin',
    dataset: 'production',
    apiHost: `${twin.url}/sanity`,
    useProjectHostname: false,
    apiVersion,
    useCdn: false,
    token,
  });
}
const admin = () => client(TEST_ADMIN_KEY);

/** What @sanity/client rejects with for an HTTP error. */
interface ClientFailure {
  statusCode: number;
  message: string;
  details: Record<string, any>;
}
const unexpected = (): never => {
  throw new Error('expected the request to fail');
};
const caught = (e: unknown) => e as ClientFailure;

describe('query', () => {
  it('answers GROQ with parameters over GET and POST', async () => {
    const titles = await client().fetch<string[]>('*[_type == "product" && store.slug.current == $handle].store.title', { handle: 'trail-bowl' });
    expect(titles).toEqual(['Trail Bowl']);
    // A long query goes by POST (the client switches above 11 kB).
    const long = `*[_type == $t && _id in $ids] | order(_id asc) { _id }`;
    const ids = Array.from({ length: 600 }, (_, i) => `shopifyProduct-${1000 + i}`);
    const res = await client().fetch<{ _id: string }[]>(long, { t: 'product', ids });
    expect(res.map((d) => d._id)).toEqual(['shopifyProduct-1001', 'shopifyProduct-1002', 'shopifyProduct-1003', 'shopifyProduct-1004']);
  });

  it('is served at /sanity/v<date>/data/query/production and /v1', async () => {
    const url = `${twin.url}/sanity/v2021-10-21/data/query/production?query=${encodeURIComponent('count(*[_type == $t])')}&%24t=%22product%22`;
    const body = (await (await fetch(url)).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ query: 'count(*[_type == $t])', result: 4 });
    expect(typeof body.ms).toBe('number');
    const v1 = await fetch(`${twin.url}/sanity/v1/data/query/production?query=${encodeURIComponent('count(*)')}`);
    expect(v1.status).toBe(200);
    const bad = await fetch(`${twin.url}/sanity/version7/data/query/production?query=1`);
    expect(bad.status).toBe(400);
    const other = await fetch(`${twin.url}/sanity/v1/data/query/staging?query=1`);
    expect(other.status).toBe(404);
  });

  it('answers a GROQ syntax error with Sanity\'s queryParseError', async () => {
    const err = await client()
      .fetch('*[_type == "product"')
      .then(unexpected, caught);
    expect(err.statusCode).toBe(400);
    expect(err.details).toMatchObject({ type: 'queryParseError', query: '*[_type == "product"', start: expect.any(Number), end: expect.any(Number) });
    expect(err.message).toContain('GROQ query parse error');
  });

  it('answers a parameter not given as queryParseError', async () => {
    const err = await client()
      .fetch('*[_type == $missing]')
      .then(unexpected, caught);
    expect(err.statusCode).toBe(400);
    expect(err.details).toMatchObject({ type: 'queryParseError', description: 'param $missing referenced, but not provided' });
  });

  it('refuses a wrong token with Sanity\'s 401 body', async () => {
    const res = await fetch(`${twin.url}/sanity/v2025-04-01/data/query/production?query=1`, { headers: { authorization: 'Bearer wrong-token' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Unauthorized', message: 'Session not found', statusCode: 401 });
    const err = await client('wrong-token').fetch('1').then(unexpected, caught);
    expect(err.statusCode).toBe(401);
    expect(err.message).toBe('Unauthorized - Session not found');
  });
});

describe('documents', () => {
  it('gets documents by id, with omitted ones reported', async () => {
    const doc = await client().getDocument('shopifyProduct-1002');
    expect(doc).toMatchObject({ _id: 'shopifyProduct-1002', _type: 'product', _rev: expect.any(String) });
    expect(await client().getDocument('nope')).toBeUndefined();
    const docs = await client().getDocuments(['shopifyProduct-1002', 'nope']);
    expect(docs.map((d) => d?._id ?? null)).toEqual(['shopifyProduct-1002', null]);
    const raw = await (await fetch(`${twin.url}/sanity/v2025-04-01/data/doc/production/shopifyProduct-1002,nope`)).json();
    expect(raw).toMatchObject({ documents: [{ _id: 'shopifyProduct-1002' }], omitted: [{ id: 'nope', reason: 'existence' }] });
  });
});

describe('mutations', () => {
  it('refuses mutations without a token, and with a wrong one', async () => {
    const anon = await client()
      .create({ _type: 'note', title: 'x' })
      .then(unexpected, caught);
    expect(anon.statusCode).toBe(403);
    expect(anon.details).toMatchObject({ type: 'mutationError', items: [{ error: { type: 'insufficientPermissionsError' } }] });
    const wrong = await client('wrong-token').create({ _type: 'note', title: 'x' }).then(unexpected, caught);
    expect(wrong.statusCode).toBe(401);
    expect(await admin().fetch('count(*[_type == "note"])')).toBe(0);
  });

  it('creates, replaces, patches and deletes, with revisions and timestamps', async () => {
    const created = await admin().create({ _id: 'note-1', _type: 'note', title: 'First', tags: ['a'], count: 1 });
    expect(created).toMatchObject({ _id: 'note-1', _type: 'note', title: 'First', _rev: expect.any(String), _createdAt: expect.any(String), _updatedAt: expect.any(String) });
    const dup = await admin()
      .create({ _id: 'note-1', _type: 'note' })
      .then(unexpected, caught);
    expect(dup.statusCode).toBe(409);
    expect(dup.details.items[0].error.type).toBe('documentAlreadyExistsError');

    const same = await admin().createIfNotExists({ _id: 'note-1', _type: 'note', title: 'Ignored' });
    expect(await admin().getDocument('note-1')).toMatchObject({ title: 'First' });
    expect(same).toBeDefined();

    const patched = await admin()
      .patch('note-1')
      .set({ title: 'Second', 'meta.lang': 'en' })
      .setIfMissing({ count: 9, extra: true })
      .inc({ count: 2 })
      .insert('after', 'tags[-1]', ['b'])
      .commit();
    expect(patched).toMatchObject({ title: 'Second', meta: { lang: 'en' }, count: 3, extra: true, tags: ['a', 'b'] });
    expect(patched._rev).not.toBe(created._rev);
    expect(patched._createdAt).toBe(created._createdAt);

    const unset = await admin().patch('note-1').unset(['extra', 'meta.lang']).dec({ count: 1 }).commit();
    expect(unset).toMatchObject({ count: 2, meta: {} });
    expect(unset).not.toHaveProperty('extra');

    const replaced = await admin().createOrReplace({ _id: 'note-1', _type: 'note', title: 'Replaced' });
    expect(replaced).toEqual({ _id: 'note-1', _type: 'note', title: 'Replaced', _rev: expect.any(String), _createdAt: created._createdAt, _updatedAt: expect.any(String) });

    const res = await admin().delete('note-1');
    expect(res).toMatchObject({ transactionId: expect.any(String), results: [{ id: 'note-1', operation: 'delete' }] });
    expect(await admin().getDocument('note-1')).toBeUndefined();
  });

  it('refuses a patch whose ifRevisionID is stale with Sanity\'s mutationError, changing nothing', async () => {
    const doc = await admin().create({ _id: 'note-rev', _type: 'note', title: 'One' });
    const ok = await admin().patch('note-rev').ifRevisionId(doc._rev).set({ title: 'Two' }).commit();
    expect(ok.title).toBe('Two');
    const err = await admin()
      .patch('note-rev')
      .ifRevisionId(doc._rev)
      .set({ title: 'Three' })
      .commit()
      .then(unexpected, caught);
    expect(err.statusCode).toBe(409);
    expect(err.details).toMatchObject({
      type: 'mutationError',
      description: expect.any(String),
      items: [{ index: 0, error: { type: 'documentRevisionIDDoesNotMatchError', id: 'note-rev', currentRevisionID: ok._rev, expectedRevisionID: doc._rev } }],
    });
    expect(err.message).toContain('unexpected revision ID');
    expect((await admin().getDocument('note-rev'))?.title).toBe('Two');
  });

  it('applies a transaction wholly or not at all, with its own transactionId, dryRun and returnIds', async () => {
    const tx = await admin()
      .transaction()
      .create({ _id: 'note-a', _type: 'note' })
      .create({ _id: 'note-a', _type: 'note' })
      .commit()
      .then(unexpected, caught);
    expect(tx.statusCode).toBe(409);
    expect(tx.details.items[0].index).toBe(1);
    expect(await admin().getDocument('note-a')).toBeUndefined();

    const done = await admin().transaction().create({ _id: 'note-b', _type: 'note' }).patch('note-b', (p) => p.set({ n: 1 })).commit({ transactionId: 'my-tx-1' });
    expect(done.transactionId).toBe('my-tx-1');
    expect(done.documentIds).toEqual(['note-b', 'note-b']);
    expect((await admin().getDocument('note-b'))?._rev).toBe('my-tx-1');

    const dry = await admin().create({ _id: 'note-dry', _type: 'note' }, { dryRun: true });
    expect(dry._id).toBe('note-dry');
    expect(await admin().getDocument('note-dry')).toBeUndefined();
  });

  it('patches and deletes by query', async () => {
    await admin().transaction().create({ _id: 'q-1', _type: 'qnote', n: 1 }).create({ _id: 'q-2', _type: 'qnote', n: 2 }).commit();
    await admin().mutate([{ patch: { query: '*[_type == "qnote" && n > $min]', params: { min: 1 }, set: { big: true } } }]);
    expect(await admin().fetch('*[_type == "qnote" && big == true]._id')).toEqual(['q-2']);
    await admin().delete({ query: '*[_type == "qnote"]' });
    expect(await admin().fetch('count(*[_type == "qnote"])')).toBe(0);
  });
});

describe('drafts and publishing', () => {
  it('keeps drafts out of the published perspective and anonymous reads, and publishes with the documented mutation pair', async () => {
    const pub = await admin().getDocument('shopifyProduct-1003');
    await admin().createOrReplace({ ...pub!, _id: 'drafts.shopifyProduct-1003', store: { ...pub!.store, title: 'Draft Leash' } });

    const q = '*[_id == "shopifyProduct-1003"][0].store.title';
    expect(await client().fetch(q)).toBe('Sold Out Leash');
    expect(await admin().fetch(q)).toBe('Sold Out Leash');
    expect(await admin().fetch(q, {}, { perspective: 'drafts' })).toBe('Draft Leash');
    expect(await client().fetch(q, {}, { perspective: 'drafts' })).toBe('Sold Out Leash');
    expect(await admin().fetch('count(*[_id in ["shopifyProduct-1003", "drafts.shopifyProduct-1003"]])', {}, { perspective: 'raw' })).toBe(2);
    expect(await client().getDocument('drafts.shopifyProduct-1003')).toBeUndefined();
    const raw = await (await fetch(`${twin.url}/sanity/v2025-04-01/data/doc/production/drafts.shopifyProduct-1003`)).json();
    expect(raw).toEqual({ documents: [], omitted: [{ id: 'drafts.shopifyProduct-1003', reason: 'permission' }] });

    // Publish: createOrReplace the published id from the draft + delete the draft, in one transaction.
    const draft = await admin().getDocument('drafts.shopifyProduct-1003');
    const { _rev, _updatedAt, ...body } = draft!;
    await admin().transaction().createOrReplace({ ...body, _id: 'shopifyProduct-1003' }).delete('drafts.shopifyProduct-1003').commit();
    expect(await client().fetch(q)).toBe('Draft Leash');
    expect(await admin().getDocument('drafts.shopifyProduct-1003')).toBeUndefined();
  });

  it('publishes, unpublishes and discards through the Actions API', async () => {
    await admin().create({ _id: 'drafts.page-act', _type: 'note', title: 'Act' });
    const published = await admin().action({ actionType: 'sanity.action.document.publish', draftId: 'drafts.page-act', publishedId: 'page-act' });
    expect(published.transactionId).toEqual(expect.any(String));
    expect(await client().getDocument('page-act')).toMatchObject({ title: 'Act' });
    expect(await admin().getDocument('drafts.page-act')).toBeUndefined();

    const again = await admin()
      .action({ actionType: 'sanity.action.document.publish', draftId: 'drafts.page-act', publishedId: 'page-act' })
      .then(unexpected, caught);
    expect(again.statusCode).toBe(409);
    expect(again.details.type).toBe('actionError');

    await admin().action({ actionType: 'sanity.action.document.unpublish', draftId: 'drafts.page-act', publishedId: 'page-act' });
    expect(await client().getDocument('page-act')).toBeUndefined();
    expect(await admin().getDocument('drafts.page-act')).toMatchObject({ title: 'Act' });
    await admin().action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.page-act' });
    expect(await admin().getDocument('drafts.page-act')).toBeUndefined();
  });
});
