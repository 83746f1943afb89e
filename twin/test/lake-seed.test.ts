// The lake starts from content/ and keeps its edits: a regenerated content/ brings in what changed
// there, but never over an edit made in the lake.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from '@sanity/client';
import { startTwin } from '../src/app.js';
import { FIXTURE_CONTENT, TEST_ADMIN_KEY } from './helpers.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lake-seed-'));
const contentDir = path.join(dir, 'content');
const dbPath = path.join(dir, 'twin.sqlite');
fs.cpSync(FIXTURE_CONTENT, contentDir, { recursive: true });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const start = () => startTwin({ port: 0, dbPath, contentDir, rateLimit: { perSecond: 0, burst: 0 }, adminKey: TEST_ADMIN_KEY });
const lake = (url: string) =>
  createClient({ projectId: 'twin', dataset: 'production', apiHost: `${url}/sanity`, useProjectHostname: false, apiVersion: '2025-04-01', useCdn: false, token: TEST_ADMIN_KEY });

/** Rewrites the catalogue file: `edit` changes each document (or drops it with null); `add` appends. */
function rewriteCatalogue(edit: (doc: Record<string, any>) => Record<string, any> | null, add: Record<string, any>[] = []) {
  const file = path.join(contentDir, 'catalogue-trailmate.ndjson');
  const docs = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => edit(JSON.parse(l) as Record<string, any>))
    .filter((d): d is Record<string, any> => d !== null);
  fs.writeFileSync(file, [...docs, ...add].map((d) => JSON.stringify(d)).join('\n') + '\n');
}

describe('seeding the lake from content/', () => {
  it('brings in changed, new and removed file documents, keeping the lake\'s own edits', async () => {
    let twin = await start();
    const first = await lake(twin.url).getDocuments(['shopifyProduct-1001', 'shopifyProduct-1002', 'shopifyProduct-1003']);
    expect(first.every((d) => typeof d?._rev === 'string')).toBe(true);
    await lake(twin.url).patch('shopifyProduct-1002').set({ 'title.en': 'Edited in the lake' }).commit();
    await twin.close();

    rewriteCatalogue(
      (d) =>
        d._id === 'shopifyProduct-1003'
          ? null
          : d._id === 'shopifyProduct-1001' || d._id === 'shopifyProduct-1002'
            ? { ...d, title: { ...d.title, en: `Regenerated ${d._id}` } }
            : d,
      [{ _id: 'globalProduct-new', _type: 'globalProduct', brand: 'trailmate', title: 'New in content' }],
    );
    twin = await start();
    try {
      const [changed, edited, removed, added] = await lake(twin.url).getDocuments(['shopifyProduct-1001', 'shopifyProduct-1002', 'shopifyProduct-1003', 'globalProduct-new']);
      expect(changed?.title).toMatchObject({ en: 'Regenerated shopifyProduct-1001' });
      expect(changed?._rev).not.toBe(first[0]?._rev);
      expect(edited?.title).toMatchObject({ en: 'Edited in the lake' });
      expect(removed).toBeNull();
      expect(added).toMatchObject({ title: 'New in content' });
    } finally {
      await twin.close();
    }

    // Started again on the same files: nothing changes.
    twin = await start();
    try {
      expect((await lake(twin.url).getDocument('shopifyProduct-1002'))?.title).toMatchObject({ en: 'Edited in the lake' });
      expect(await lake(twin.url).getDocument('shopifyProduct-1003')).toBeUndefined();
    } finally {
      await twin.close();
    }
  });
});
