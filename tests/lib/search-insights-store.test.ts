import { describe, expect, it } from 'vitest';
import { DEFAULT_COOKIE_DURATION_MS, QUERY_MAP_KEEP, QUERY_MAP_KEY, createInsightsStore, type StorageLike } from '../../src/lib/search';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const Q1 = '1'.repeat(32);
const Q2 = '2'.repeat(32);
const INDEX = 'trailmate_en_products';

function setup(start = 1_000_000) {
  const storage = memoryStorage();
  let clock = start;
  let n = 0;
  const store = createInsightsStore({ storage, now: () => clock, uuid: () => `uuid-${++n}` });
  return { storage, store, tick: (ms: number) => (clock += ms) };
}

describe('search insights store', () => {
  it('a click after a search stores its queryID against the objectIDs', () => {
    const { store, storage } = setup();
    const click = store.clickedAfterSearch({ index: INDEX, queryID: Q1, objectIDs: ['103', '104'], positions: [1, 2] });
    expect(click).toEqual({ eventType: 'click', eventName: 'Product Clicked', index: INDEX, queryID: Q1, objectIDs: ['103', '104'], positions: [1, 2], userToken: 'uuid-1' });
    expect(store.queryIDFor(INDEX, '104')).toBe(Q1);
    expect(store.queryIDFor('trailmate_en_blogs', '104')).toBeUndefined();
    expect(storage.data.has(QUERY_MAP_KEY)).toBe(true);
  });

  it('an addToCart without a queryID takes the stored one and keeps it', () => {
    const { store } = setup();
    store.clickedAfterSearch({ index: INDEX, queryID: Q1, objectIDs: ['103'], positions: [1] });
    const add = store.converted({ index: INDEX, objectIDs: ['103'], subtype: 'addToCart' });
    expect(add).toMatchObject({ eventType: 'conversion', eventSubtype: 'addToCart', queryID: Q1, objectIDs: ['103'], userToken: 'uuid-1' });
    expect(store.queryIDFor(INDEX, '103')).toBe(Q1);
  });

  it('a purchase takes the stored queryID and removes the stored entries', () => {
    const { store } = setup();
    store.clickedAfterSearch({ index: INDEX, queryID: Q1, objectIDs: ['103'], positions: [1] });
    store.clickedAfterSearch({ index: INDEX, queryID: Q2, objectIDs: ['105'], positions: [3] });
    const purchase = store.converted({ index: INDEX, objectIDs: ['103', '105'], subtype: 'purchase' });
    expect(purchase.queryID).toBe(Q1);
    expect(purchase.objectData).toEqual([{ queryID: Q1 }, { queryID: Q2 }]);
    expect(store.size()).toBe(0);
  });

  it('a conversion with its own queryID keeps it', () => {
    const { store } = setup();
    store.clickedAfterSearch({ index: INDEX, queryID: Q1, objectIDs: ['103'], positions: [1] });
    expect(store.converted({ index: INDEX, objectIDs: ['103'], subtype: 'addToCart', queryID: Q2 }).queryID).toBe(Q2);
    expect(store.converted({ index: INDEX, objectIDs: ['999'], subtype: 'addToCart' }).queryID).toBeUndefined();
  });

  it('trims the map to the newest 4000 entries once it holds over 5000', () => {
    const { store, storage } = setup(10_000);
    // 5000 stored clicks, entry i clicked at time i.
    const full = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`${INDEX}\u0000${i}`, [Q1, i]]));
    storage.setItem(QUERY_MAP_KEY, JSON.stringify(full));
    expect(store.size()).toBe(5000);
    store.rememberQuery(INDEX, Q2, ['5000']);
    expect(store.size()).toBe(QUERY_MAP_KEEP);
    expect(store.queryIDFor(INDEX, '5000')).toBe(Q2);
    expect(store.queryIDFor(INDEX, '1001')).toBe(Q1);
    expect(store.queryIDFor(INDEX, '1000')).toBeUndefined();
    expect(store.queryIDFor(INDEX, '0')).toBeUndefined();
  });

  it('does not trim at 5000 entries or fewer', () => {
    const { store, storage } = setup(10_000);
    const full = Object.fromEntries(Array.from({ length: 4999 }, (_, i) => [`${INDEX}\u0000${i}`, [Q1, i]]));
    storage.setItem(QUERY_MAP_KEY, JSON.stringify(full));
    store.rememberQuery(INDEX, Q2, ['new']);
    expect(store.size()).toBe(5000);
  });

  it('keeps one uuid user token for six times 30 days, then renews it', () => {
    const { store, tick } = setup();
    expect(DEFAULT_COOKIE_DURATION_MS).toBe(6 * 30 * 24 * 60 * 60 * 1000);
    const first = store.userToken();
    tick(DEFAULT_COOKIE_DURATION_MS - 1);
    expect(store.userToken()).toBe(first);
    tick(1);
    expect(store.userToken()).not.toBe(first);
  });

  it('uses crypto uuids by default and refuses a non-integer cookie duration', () => {
    const store = createInsightsStore({ storage: memoryStorage() });
    expect(store.userToken()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(() => createInsightsStore({ storage: memoryStorage(), cookieDuration: 1.5 })).toThrow('cookieDuration must be a positive integer');
  });

  it('survives unreadable storage values', () => {
    const storage = memoryStorage();
    storage.setItem(QUERY_MAP_KEY, '{oops');
    const store = createInsightsStore({ storage, uuid: () => 'u' });
    expect(store.size()).toBe(0);
    store.rememberQuery(INDEX, Q1, ['1']);
    expect(store.size()).toBe(1);
  });

  it('views carry the index, objects and user token', () => {
    const { store } = setup();
    expect(store.viewed({ index: INDEX, objectIDs: ['1', '2'] })).toEqual({ eventType: 'view', eventName: 'Products Viewed', index: INDEX, objectIDs: ['1', '2'], userToken: 'uuid-1' });
  });
});
