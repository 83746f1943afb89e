// The lake's listen stream through @sanity/client: welcome, mutation events with transitions,
// revisions and results, the query filter honoured, drafts never shown to an anonymous listener.
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, type ListenEvent, type SanityClient } from '@sanity/client';
import { TEST_ADMIN_KEY, useTestTwin } from '../helpers.js';

const twin = useTestTwin();

function client(token?: string): SanityClient {
  return createClient({
    projectId: 'twin',
    dataset: 'production',
    apiHost: `${twin.url}/sanity`,
    useProjectHostname: false,
    apiVersion: '2025-04-01',
    useCdn: false,
    token,
  });
}
const admin = () => client(TEST_ADMIN_KEY);

const subs: { unsubscribe(): void }[] = [];
afterEach(() => {
  for (const s of subs.splice(0)) s.unsubscribe();
});

/** Listens and collects events; resolves `welcomed` once the stream is open. */
function collect(c: SanityClient, query: string, params: Record<string, unknown> = {}, opts: Record<string, unknown> = {}) {
  const events: ListenEvent<Record<string, any>>[] = [];
  const errors: unknown[] = [];
  let welcomed!: () => void;
  const ready = new Promise<void>((resolve) => (welcomed = resolve));
  subs.push(
    c.listen(query, params, { events: ['welcome', 'mutation'], ...opts } as never).subscribe({
      next: (e: ListenEvent<Record<string, any>>) => {
        if (e.type === 'welcome') welcomed();
        events.push(e);
      },
      error: (e) => {
        errors.push(e);
        welcomed();
      },
    }),
  );
  return { events, errors, ready };
}

const until = async (cond: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('listen', () => {
  it('sends welcome, then mutation events for documents the filter selects', async () => {
    const l = collect(admin(), '*[_type == $t]', { t: 'memo' }, { includeResult: true, includePreviousRevision: true });
    await l.ready;
    expect(l.events[0]).toMatchObject({ type: 'welcome', listenerName: expect.any(String) });

    const created = await admin().create({ _id: 'memo-1', _type: 'memo', title: 'A' });
    await admin().create({ _id: 'other-1', _type: 'other', title: 'ignored' });
    const patched = await admin().patch('memo-1').set({ title: 'B' }).commit({ transactionId: 'memo-tx-2' });
    await admin().patch('memo-1').set({ _type: 'other' }).commit();
    await until(() => l.events.filter((e) => e.type === 'mutation').length >= 3);

    const muts = l.events.filter((e) => e.type === 'mutation') as Record<string, any>[];
    expect(muts.map((m) => [m.documentId, m.transition])).toEqual([
      ['memo-1', 'appear'],
      ['memo-1', 'update'],
      ['memo-1', 'disappear'],
    ]);
    expect(muts[0]).toMatchObject({ resultRev: created._rev, result: { title: 'A' }, transactionId: created._rev, visibility: 'query' });
    expect(muts[0]).not.toHaveProperty('previousRev');
    expect(muts[1]).toMatchObject({
      transactionId: 'memo-tx-2',
      previousRev: created._rev,
      resultRev: patched._rev,
      result: { title: 'B' },
      previous: { title: 'A' },
      mutations: [{ patch: { id: 'memo-1', set: { title: 'B' } } }],
    });
    expect(l.errors).toEqual([]);
  });

  it('describes each change as mendoza effects when asked (as Studio listens)', async () => {
    const l = collect(admin(), '*[_id == $id]', { id: 'memo-m' }, { includeResult: false, effectFormat: 'mendoza' });
    await l.ready;
    const created = await admin().create({ _id: 'memo-m', _type: 'memo', title: 'M1' });
    const patched = await admin().patch('memo-m').set({ title: 'M2' }).commit();
    await until(() => l.events.filter((e) => e.type === 'mutation').length >= 2);
    const muts = l.events.filter((e) => e.type === 'mutation') as Record<string, any>[];
    expect(muts[0]?.effects).toEqual({ apply: [0, created], revert: [0, null] });
    expect(muts[1]?.effects).toEqual({ apply: [0, patched], revert: [0, created] });
  });

  it('never tells an anonymous listener about drafts', async () => {
    const anon = collect(client(), '*[_type == "memo2"]');
    const authed = collect(admin(), '*[_type == "memo2"]');
    await Promise.all([anon.ready, authed.ready]);
    await admin().create({ _id: 'drafts.memo2-1', _type: 'memo2', secret: 'unpublished words' });
    await admin().create({ _id: 'memo2-2', _type: 'memo2', title: 'public' });
    await until(() => authed.events.filter((e) => e.type === 'mutation').length >= 2);
    await until(() => anon.events.filter((e) => e.type === 'mutation').length >= 1);
    await new Promise((r) => setTimeout(r, 100));
    const anonMuts = anon.events.filter((e) => e.type === 'mutation') as Record<string, any>[];
    expect(anonMuts.map((m) => m.documentId)).toEqual(['memo2-2']);
    expect(JSON.stringify(anon.events)).not.toContain('unpublished words');
    expect((authed.events.filter((e) => e.type === 'mutation') as Record<string, any>[]).map((m) => m.documentId)).toEqual(['drafts.memo2-1', 'memo2-2']);
  });

  it('leaves the result out when includeResult is false, and reports a delete', async () => {
    const l = collect(admin(), '*[_id == "memo-3"]', {}, { includeResult: false });
    await l.ready;
    await admin().create({ _id: 'memo-3', _type: 'memo', title: 'C' });
    await admin().delete('memo-3');
    await until(() => l.events.filter((e) => e.type === 'mutation').length >= 2);
    const muts = l.events.filter((e) => e.type === 'mutation') as Record<string, any>[];
    expect(muts[0]).not.toHaveProperty('result');
    expect(muts[1]).toMatchObject({ documentId: 'memo-3', transition: 'disappear', previousRev: expect.any(String) });
    expect(muts[1]).not.toHaveProperty('resultRev');
  });

  it('ends with a channelError for a bad query', async () => {
    const l = collect(admin(), '*[_type == ');
    await l.ready;
    await until(() => l.errors.length > 0);
    expect(l.errors[0]).toMatchObject({ name: 'ChannelError' });
    expect(String((l.errors[0] as Error).message)).toContain('GROQ query parse error');
  });

  it('refuses a wrong token', async () => {
    const res = await fetch(`${twin.url}/sanity/v2025-04-01/data/listen/production?query=*`, { headers: { authorization: 'Bearer nope' } });
    expect(res.status).toBe(401);
    await res.body?.cancel();
  });
});
