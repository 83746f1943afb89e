// Drafts never reach a public build: the content door a public build reads through answers the
// published perspective only, even with a token that may read drafts, and fails the build if a
// source ever hands it a draft or release version; only a preview build (SANITY_PERSPECTIVE=drafts)
// reads drafts. Everything of dist/ (HTML, page data, search records, the service worker's list)
// is made from what this door answers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/config/env';
import { createContentClient, unpublishedIdIn } from '../../src/lib/content/client';
import { PRODUCTS_QUERY } from '../../src/lib/content/queries';
import { LISTEN_QUERY } from '../../scripts/republish/republisher';
import { TEST_ADMIN_KEY, useTestTwin } from '../../twin/test/helpers';

const twin = useTestTwin();
const DRAFT_ONLY = 'Draft-only title 7f3c';

const lakeEnv = (perspective?: 'drafts') =>
  parseEnv({ SANITY_PROJECT_ID: 'twin', SANITY_DATASET: 'production', SANITY_API_HOST: `${twin.url}/sanity`, SANITY_TOKEN: TEST_ADMIN_KEY, ...(perspective ? { SANITY_PERSPECTIVE: perspective } : {}) });

describe('a public build’s content door on the twin’s lake holding a draft', () => {
  beforeAll(async () => {
    const lake = createClient({ projectId: 'twin', dataset: 'production', apiHost: `${twin.url}/sanity`, useProjectHostname: false, apiVersion: '2025-04-01', useCdn: false, token: TEST_ADMIN_KEY });
    const product = await lake.getDocument('shopifyProduct-1002');
    expect(product).toBeTruthy();
    await lake.createOrReplace({ ...product!, _id: 'drafts.shopifyProduct-1002', title: { ...(product!.title as object), en: DRAFT_ONLY } });
  });

  it('answers no draft id and no draft-only value, even with a token that may read drafts', async () => {
    const client = createContentClient(lakeEnv(), process.cwd());
    for (const [query, params] of [['*', {}], ['*[_type == "product"]', {}], [PRODUCTS_QUERY, { brand: 'trailmate' }]] as const) {
      const text = JSON.stringify(await client.fetch(query, params));
      expect(text).not.toContain('drafts.');
      expect(text).not.toContain('versions.');
      expect(text).not.toContain(DRAFT_ONLY);
    }
  });

  it('reads the draft over the published document only in a preview build', async () => {
    const client = createContentClient(lakeEnv('drafts'), process.cwd());
    const product = await client.fetch<{ title: { en: string } } | null>('*[_id == $id][0]{title}', { id: 'shopifyProduct-1002' });
    expect(product?.title.en).toBe(DRAFT_ONLY);
  });

  it('leaves the republisher deaf to drafts: its listen query selects published documents only', () => {
    expect(LISTEN_QUERY).toBe('*[!(_id in path("drafts.**")) && !(_id in path("versions.**"))]');
  });
});

describe('the public build’s guard', () => {
  // A source that does hand out drafts (a misconfigured lake or proxy): the build must fail.
  let server: http.Server;
  let origin = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ result: [{ _id: 'product-1', title: 'Published' }, { _id: 'drafts.product-2', title: DRAFT_ONLY, ref: { _ref: 'product-1' } }], ms: 1 }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fails a public build that is handed a draft, and lets a preview build read it', async () => {
    const env = { SANITY_PROJECT_ID: 'twin', SANITY_DATASET: 'production', SANITY_API_HOST: `${origin}/sanity` };
    await expect(createContentClient(parseEnv(env), process.cwd()).fetch('*')).rejects.toThrow('unpublished content (drafts.product-2)');
    await expect(createContentClient(parseEnv({ ...env, SANITY_PERSPECTIVE: 'drafts' }), process.cwd()).fetch('*')).resolves.toHaveLength(2);
  });

  it('finds drafts and release versions by id, original id or reference, anywhere in a result', () => {
    expect(unpublishedIdIn({ a: [{ b: { _ref: 'versions.rSpring.product-1' } }] })).toBe('versions.rSpring.product-1');
    expect(unpublishedIdIn([{ _id: 'product-1', _originalId: 'drafts.product-1' }])).toBe('drafts.product-1');
    expect(unpublishedIdIn([{ _id: 'product-1', title: 'drafts. are words too' }])).toBeNull();
  });
});
