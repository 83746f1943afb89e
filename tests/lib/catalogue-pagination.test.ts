// A collection of more than 250 products comes back complete: the build follows the collection's
// product pages instead of stopping at the first 250.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTwin } from '../../twin/test/helpers';
import { createStorefrontClient, fetchCatalogueCollections, twinStorefrontUrl } from '../../src/lib/storefront';
import { valueOf } from './answer';

const root = path.resolve(__dirname, '../..');
let dir = '';
let twin: Awaited<ReturnType<typeof startTestTwin>>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'scaled-content-'));
  // Every trailmate product five times: the all-products collection holds 320.
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/content/generate.ts', '--out', dir, '--scale', '5', '--no-images'], { cwd: root, stdio: 'ignore' });
  twin = await startTestTwin({ contentDir: dir });
}, 180_000);
afterAll(async () => {
  await twin?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('catalogue collections', () => {
  it('a collection of more than 250 products is complete', async () => {
    const store = readFileSync(path.join(dir, 'stores.ndjson'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { name: string; storefrontAccessToken: string })
      .find((s) => s.name === 'trailmate-us')!;
    const client = createStorefrontClient({ url: twinStorefrontUrl(twin.url, store.name), token: store.storefrontAccessToken });
    const all = valueOf(await fetchCatalogueCollections(client, 'US')).find((c) => c.handle === 'all-products')!;
    expect(all.productHandles.length).toBe(320);
    expect(new Set(all.productHandles).size).toBe(320);
  }, 60_000);
});
