// The spec's prefetch rule (batches of 4 every 3 s, skipped on 2g, data saver and bots) is what
// Gatsby's loader does; the site relies on it instead of its own scheduler. This test reads the
// installed loader so an upgrade that changes the policy fails here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const loader = readFileSync(join(dirname(require.resolve('gatsby/package.json')), 'cache-dir', 'loader.js'), 'utf8');

describe('prefetch policy of the installed Gatsby loader', () => {
  it('runs prefetches in batches of 4', () => {
    expect(loader).toMatch(/prefetchQueued\.splice\(0, 4\)/);
  });
  it('waits 3000 ms between batches', () => {
    expect(loader.match(/\}, 3000\)/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });
  it('skips 2g connections and data saver', () => {
    expect(loader).toMatch(/effectiveType[^\n]*includes\(`2g`\)/);
    expect(loader).toMatch(/navigator\.connection\.saveData/);
  });
  it('skips bots', () => {
    expect(loader).toMatch(/BOT_REGEX = \/bot\|crawler\|spider\|crawling\/i/);
    expect(loader).toMatch(/BOT_REGEX\.test\(navigator\.userAgent\)/);
  });
});
