// Spec §9: the flat shipping value 69 of the containment products (Yardwise), in both of its stores;
// the build reads it from the stores' settings in content/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const stores = readFileSync(path.resolve(__dirname, '../../content/stores.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { name: string; brand: string; currency: string; shipping?: { flatRate: string } | null });

describe('flat shipping', () => {
  it('Yardwise ships at the flat rate of 69 in its USD and CAD stores', () => {
    const yardwise = stores.filter((s) => s.brand === 'yardwise');
    expect(yardwise.map((s) => s.currency).sort()).toEqual(['CAD', 'USD']);
    for (const store of yardwise) expect(store.shipping?.flatRate, store.name).toBe('69.00');
  });
});
