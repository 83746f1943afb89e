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

/** Builds a Relay connection (edges, nodes, pageInfo) over an ordered list, as Shopify paginates. */
export function connection<T>(
  items: readonly T[],
  args: PageArgs,
  key: (item: T) => string | number,
  toNode: (item: T) => unknown,
  max = 250,
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
  const indexOf = (cursor: string) => {
    const k = decodeCursor(cursor);
    return ordered.findIndex((x) => String(key(x)) === k);
  };
  let start = 0;
  let end = ordered.length;
  if (args.after) {
    const i = indexOf(args.after);
    start = i >= 0 ? i + 1 : ordered.length;
  }
  if (args.before) {
    const i = indexOf(args.before);
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
  const edges = list.map((item) => ({ cursor: encodeCursor(key(item)), node: toNode(item) }));
  return {
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
