// Contact pages show the stores of their own market only (no US stores on localized pages).
import { describe, expect, it } from 'vitest';
import { storesForMarket } from '../../src/build/market-stores';

const stores = [
  { name: 'Portland', country: 'US' },
  { name: 'Denver', country: 'US' },
  { name: 'Vancouver', country: 'CA' },
];

describe('stores per market', () => {
  it('US pages list US stores, Canadian pages Canadian ones, other markets none', () => {
    expect(storesForMarket(stores, 'US').map((s) => s.name)).toEqual(['Portland', 'Denver']);
    expect(storesForMarket(stores, 'ca').map((s) => s.name)).toEqual(['Vancouver']);
    expect(storesForMarket(stores, 'DE')).toEqual([]);
  });
});
