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
  let list = args.reverse ? [...items].reverse() : [...items];
  let start = 0;
  let end = list.length;
  if (args.after) {
    const k = decodeCursor(args.after);
    const i = list.findIndex((x) => String(key(x)) === k);
    start = i >= 0 ? i + 1 : list.length;
  }
  if (args.before) {
    const k = decodeCursor(args.before);
    const i = list.findIndex((x) => String(key(x)) === k);
    end = i >= 0 ? i : end;
  }
  list = list.slice(start, Math.max(start, end));
  let hasNextPage = end < items.length;
  let hasPreviousPage = start > 0;
  if (args.first != null && list.length > args.first) {
    list = list.slice(0, args.first);
    hasNextPage = true;
  }
  if (args.last != null && list.length > args.last) {
    list = list.slice(list.length - args.last);
    hasPreviousPage = true;
  }
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
