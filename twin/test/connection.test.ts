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

  it('matches a cursor to a number key only as that number is written', () => {
    expect(page({ first: 2, after: encodeCursor('3') })).toEqual({ nodes: [4, 5], next: true, previous: true });
    expect(page({ first: 2, after: encodeCursor('03') })).toEqual({ nodes: [], next: false, previous: true });
    expect(page({ first: 2, after: encodeCursor('3.0') })).toEqual({ nodes: [], next: false, previous: true });
    const words = connection(['1', '2', '3'], { first: 1, after: encodeCursor(1) }, (w) => w, (w) => w);
    expect(words.nodes).toEqual(['2']);
  });

  it('pages the same through the positions it is given as by searching, and searches a reversed list', () => {
    const positions = new Map(items.map((n, i) => [String(n), i]));
    for (const args of [{ first: 3, after: encodeCursor(3) }, { last: 2, before: encodeCursor(6) }, { first: 3, after: encodeCursor(99) }, { first: 3, reverse: true, after: encodeCursor(8) }]) {
      const searched = connection(items, args, (n) => n, (n) => n);
      expect(connection(items, args, (n) => n, (n) => n, { positions }).nodes).toEqual(searched.nodes);
    }
  });

  it('gives edges and page cursors for the page it returns', () => {
    const c = connection(items, { first: 2, after: encodeCursor(4) }, (n) => n, (n) => ({ n }));
    expect(c.edges).toEqual([{ cursor: encodeCursor(5), node: { n: 5 } }, { cursor: encodeCursor(6), node: { n: 6 } }]);
    expect([c.pageInfo.startCursor, c.pageInfo.endCursor]).toEqual([encodeCursor(5), encodeCursor(6)]);
    const empty = connection(items, { first: 0 }, (n) => n, (n) => n);
    expect([empty.edges, empty.pageInfo.startCursor, empty.pageInfo.endCursor]).toEqual([[], null, null]);
  });

  it('refuses a page size outside 0–250 and a missing one', () => {
    expect(() => page({ first: 251 })).toThrow('between 0 and 250');
    expect(() => page({ first: -1 })).toThrow('between 0 and 250');
    expect(() => page({})).toThrow('you must provide one of first or last');
  });
});
