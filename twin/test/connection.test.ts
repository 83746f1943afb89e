import { describe, expect, it } from 'vitest';
import { connection } from '../src/storefront/connection.js';
import { encodeCursor } from '../src/storefront/ids.js';

// Relay paging over an ordered list, as Shopify pages: ten items, keyed by their number.
const items = Array.from({ length: 10 }, (_, i) => i + 1);
const page = (args: Parameters<typeof connection<number>>[1]) => {
  const c = connection(items, args, (n) => n, (n) => n);
  return { nodes: c.nodes, next: c.pageInfo.hasNextPage, previous: c.pageInfo.hasPreviousPage };
};

describe('connection', () => {
  it('pages forward with first and after', () => {
    expect(page({ first: 3 })).toEqual({ nodes: [1, 2, 3], next: true, previous: false });
    expect(page({ first: 3, after: encodeCursor(3) })).toEqual({ nodes: [4, 5, 6], next: true, previous: true });
    expect(page({ first: 3, after: encodeCursor(9) })).toEqual({ nodes: [10], next: false, previous: true });
    expect(page({ first: 3, after: encodeCursor(10) })).toEqual({ nodes: [], next: false, previous: true });
  });

  it('pages backward with last and before', () => {
    expect(page({ last: 3 })).toEqual({ nodes: [8, 9, 10], next: false, previous: true });
    expect(page({ last: 3, before: encodeCursor(8) })).toEqual({ nodes: [5, 6, 7], next: true, previous: true });
    expect(page({ last: 3, before: encodeCursor(2) })).toEqual({ nodes: [1], next: true, previous: false });
  });

  it('takes a window between after and before', () => {
    expect(page({ first: 10, after: encodeCursor(2), before: encodeCursor(6) })).toEqual({ nodes: [3, 4, 5], next: true, previous: true });
    expect(page({ first: 2, after: encodeCursor(2), before: encodeCursor(6) })).toEqual({ nodes: [3, 4], next: true, previous: true });
    expect(page({ last: 2, after: encodeCursor(2), before: encodeCursor(6) })).toEqual({ nodes: [4, 5], next: true, previous: true });
    expect(page({ first: 5, after: encodeCursor(6), before: encodeCursor(2) })).toEqual({ nodes: [], next: true, previous: true });
  });

  it('pages the reversed list without changing the one it was given', () => {
    expect(page({ first: 3, reverse: true })).toEqual({ nodes: [10, 9, 8], next: true, previous: false });
    expect(page({ first: 3, reverse: true, after: encodeCursor(8) })).toEqual({ nodes: [7, 6, 5], next: true, previous: true });
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('treats an unknown cursor as the end of the list', () => {
    expect(page({ first: 3, after: encodeCursor(99) })).toEqual({ nodes: [], next: false, previous: true });
  });

  it('refuses a page size outside 0–250 and a missing one', () => {
    expect(() => page({ first: 251 })).toThrow('between 0 and 250');
    expect(() => page({ first: -1 })).toThrow('between 0 and 250');
    expect(() => page({})).toThrow('you must provide one of first or last');
  });
});
