// Purchase conversions of a checked-out cart: the products a shopper
// clicked from a search convert with the stored queryID (several searches through objectData), the
// stored entries are then forgotten, and products never clicked from a search send nothing.
import { describe, expect, it } from 'vitest';
import { createInsightsStore } from '../../src/lib/search/insights-store';
import { purchaseEvent } from '../../src/features/search/search-insights';

const INDEX = 'trailmate_en_products';

function store() {
  const map = new Map<string, string>();
  return createInsightsStore({
    storage: { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) },
    uuid: () => 'visitor-1',
  });
}

describe('purchase conversion of a checked-out cart', () => {
  it('a purchase without a queryID takes the stored one and the purchase removes the stored entries', () => {
    const s = store();
    s.rememberQuery(INDEX, 'q'.repeat(32), ['103']);
    const event = purchaseEvent(s, INDEX, ['gid://shopify/Product/103']);
    expect(event).toMatchObject({ eventType: 'conversion', eventSubtype: 'purchase', index: INDEX, queryID: 'q'.repeat(32), objectIDs: ['103'], userToken: 'visitor-1' });
    expect(s.queryIDFor(INDEX, '103')).toBeUndefined();
    // A second visit with the same lines converts nothing again.
    expect(purchaseEvent(s, INDEX, ['gid://shopify/Product/103'])).toBeNull();
  });

  it('only products reached from a search convert; products from two searches carry objectData', () => {
    const s = store();
    s.rememberQuery(INDEX, 'a'.repeat(32), ['1']);
    s.rememberQuery(INDEX, 'b'.repeat(32), ['2']);
    s.rememberQuery(INDEX, 'c'.repeat(32), ['9']);
    const event = purchaseEvent(s, INDEX, ['gid://shopify/Product/1', 'gid://shopify/Product/2', 'gid://shopify/Product/3', 'not-a-gid']);
    expect(event?.objectIDs).toEqual(['1', '2']);
    expect(event?.queryID).toBe('a'.repeat(32));
    expect(event?.objectData).toEqual([{ queryID: 'a'.repeat(32) }, { queryID: 'b'.repeat(32) }]);
    expect(s.size()).toBe(1);
    expect(s.queryIDFor(INDEX, '9')).toBe('c'.repeat(32));
  });

  it('a checked-out cart with no product from a search sends nothing and keeps the store', () => {
    const s = store();
    s.rememberQuery(INDEX, 'a'.repeat(32), ['1']);
    expect(purchaseEvent(s, INDEX, ['gid://shopify/Product/5'])).toBeNull();
    expect(s.size()).toBe(1);
  });
});
