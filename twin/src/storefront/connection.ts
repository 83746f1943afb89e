import { TwinGraphQLError } from './errors.js';
import { decodeCursor, encodeCursor } from './ids.js';

/** Standard Relay pagination arguments of the Storefront API. */
export interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
}

/** How a connection pages beyond the Relay arguments. */
export interface ConnectionOptions {
  /** Most items a page may ask for (Shopify's 250 unless a field says otherwise). */
  max?: number;
  /**
   * Where each item first appears in `items`, by its key as a cursor holds it (String(key)): a long list paged
   * through again and again is then not searched for every page's cursor.
   */
  positions?: ReadonlyMap<string, number>;
}

/** Builds a Relay connection (edges, nodes, pageInfo) over an ordered list, as Shopify paginates. */
export function connection<T>(
  items: readonly T[],
  args: PageArgs,
  key: (item: T) => string | number,
  toNode: (item: T) => unknown,
  { max = 250, positions }: ConnectionOptions = {},
) {
  if (args.first == null && args.last == null) {
    throw new TwinGraphQLError('you must provide one of first or last', 'BAD_REQUEST');
  }
  for (const n of [args.first, args.last]) {
    if (n != null && (n < 0 || n > max)) {
      throw new TwinGraphQLError(`The value of first or last must be between 0 and ${max}`, 'BAD_REQUEST');
    }
  }
  // Positions into the ordered list; only the page itself is copied (a catalogue is paged through
  // a hundred at a time, and copying every item for every page made paging quadratic).
  const ordered = args.reverse ? [...items].reverse() : items;
  // The positions are of `items`; a reversed list is searched.
  const known = args.reverse ? undefined : positions;
  let start = 0;
  let end = ordered.length;
  if (args.after) {
    const i = cursorPosition(ordered, key, known, args.after);
    start = i >= 0 ? i + 1 : ordered.length;
  }
  if (args.before) {
    const i = cursorPosition(ordered, key, known, args.before);
    end = i >= 0 ? i : end;
  }
  end = Math.max(start, end);
  let hasNextPage = end < items.length;
  let hasPreviousPage = start > 0;
  if (args.first != null && end - start > args.first) {
    end = start + args.first;
    hasNextPage = true;
  }
  if (args.last != null && end - start > args.last) {
    start = end - args.last;
    hasPreviousPage = true;
  }
  const list = ordered.slice(start, end);
  // Edges and cursors are worked out only when read: most queries select nodes alone, and a product
  // page would otherwise encode a cursor for every variant and selling plan it lists.
  return {
    get edges() {
      return list.map((item) => ({ cursor: encodeCursor(key(item)), node: toNode(item) }));
    },
    nodes: list.map((item) => toNode(item)),
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      get startCursor() {
        const first = list.at(0);
        return first === undefined ? null : encodeCursor(key(first));
      },
      get endCursor() {
        const last = list.at(-1);
        return last === undefined ? null : encodeCursor(key(last));
      },
    },
  };
}

/** Where the item a cursor names (String(key(item)) is its key) first appears in `list`, or -1. */
function cursorPosition<T>(
  list: readonly T[],
  key: (item: T) => string | number,
  positions: ReadonlyMap<string, number> | undefined,
  cursor: string,
): number {
  const k = decodeCursor(cursor);
  if (k === null) return -1;
  if (positions) return positions.get(k) ?? -1;
  // A number's string is k exactly when k is how that number is written: number keys are compared as
  // numbers, so a long list is searched without writing every key out.
  const n = Number(k);
  const numeric = String(n) === k;
  for (const [i, item] of list.entries()) {
    const v = key(item);
    if (typeof v === 'number' ? numeric && v === n : typeof v === 'string' ? v === k : String(v) === k) return i;
  }
  return -1;
}
