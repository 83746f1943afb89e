// `npm run content:edit`: the local editing loop through @sanity/client against the twin's lake.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN_KEY, TOKENS, useTestTwin } from '../../twin/test/helpers.js';
import { lakeClient, parseValue, runEdit } from '../../scripts/content-lake/lake-edit.js';

const twin = useTestTwin();
const client = () => lakeClient({ TWIN_URL: twin.url, TWIN_ADMIN_KEY: TEST_ADMIN_KEY });
const ROOT = path.resolve(__dirname, '../..');

async function storefrontTitle(): Promise<string> {
  const res = await fetch(`${twin.url}/shops/trailmate-us/api/2025-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKENS['trailmate-us'] },
    body: JSON.stringify({ query: '{ product(handle: "trail-bowl") { title } }' }),
  });
  return ((await res.json()) as { data: { product: { title: string } } }).data.product.title;
}

describe('content:edit', () => {
  it('drafts a change, which the storefront does not show until it is published', async () => {
    const out = await runEdit(['set', 'shopifyProduct-1002', 'title.en', 'Drafted Bowl', '--draft'], client());
    expect(out).toContain('drafts.shopifyProduct-1002');
    expect(await storefrontTitle()).toBe('Trail Bowl');
    const got = JSON.parse(await runEdit(['get', 'shopifyProduct-1002'], client())) as Record<string, any>;
    expect(got.published.title.en).toBe('Trail Bowl');
    expect(got.draft.title.en).toBe('Drafted Bowl');

    await runEdit(['publish', 'shopifyProduct-1002'], client());
    expect(await storefrontTitle()).toBe('Drafted Bowl');
    const after = JSON.parse(await runEdit(['get', 'shopifyProduct-1002'], client())) as Record<string, any>;
    expect(after.draft).toBeNull();
    await expect(runEdit(['publish', 'shopifyProduct-1002'], client())).rejects.toThrow('No draft');
  });

  it('runs as a command against the twin named by TWIN_URL with TWIN_ADMIN_KEY', async () => {
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/content-lake/edit.ts', 'set', 'shopifyProduct-1002', 'title.en', 'CLI Bowl'], {
      cwd: ROOT,
      env: { ...process.env, TWIN_URL: twin.url, TWIN_ADMIN_KEY: TEST_ADMIN_KEY, SANITY_PROJECT_ID: '' },
    });
    expect(stdout).toContain('Set title.en on shopifyProduct-1002');
    expect(await storefrontTitle()).toBe('CLI Bowl');
  });

  it('reads values as JSON, else as text', () => {
    expect(parseValue('12')).toBe(12);
    expect(parseValue('{"en":"x"}')).toEqual({ en: 'x' });
    expect(parseValue('Plain words')).toBe('Plain words');
  });
});
