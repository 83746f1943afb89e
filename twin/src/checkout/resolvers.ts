import type { ResolverMap } from '../storefront/types.js';
import { connection, type PageArgs } from '../storefront/connection.js';
import { variantNode } from '../catalogue/nodes.js';

/** The stored order document's parts the resolvers read; each line, discount and fulfillment is a node of its own. */
type OrderParent = { currencyCode: string; _lineItems?: Record<string, unknown>[]; _discountApplications?: Record<string, unknown>[]; _fulfillments?: Record<string, unknown>[] };

/** Order, line item and fulfillment fields computed from the stored order document. */
export const orderResolvers: ResolverMap = {
  Order: {
    lineItems: (s: OrderParent, a: PageArgs) =>
      connection((s._lineItems ?? []).map((li, i) => ({ ...li, _index: i, _currency: s.currencyCode })), a, (li) => li._index, (li) => li),
    discountApplications: (s: OrderParent, a: PageArgs) =>
      connection((s._discountApplications ?? []).map((d, i) => ({ ...d, _index: i })), a, (d) => d._index, (d) => d),
    successfulFulfillments: (s: OrderParent, a: { first?: number | null }) => {
      const list = (s._fulfillments ?? []).map((f) => ({ ...f, _order: s }));
      return a.first != null ? list.slice(0, a.first) : list;
    },
    customerUrl: () => null,
    metafield: () => null,
    metafields: (_s: unknown, a: { identifiers: unknown[] }) => a.identifiers.map(() => null),
  },
  OrderLineItem: {
    variant: (s: { _variantId: number; _currency: string }, _a, ctx) => {
      const v = ctx.catalogue.variantsById.get(s._variantId);
      return v ? variantNode(v, s._currency) : null;
    },
  },
  Fulfillment: {
    trackingInfo: (s: { _trackingInfo?: unknown[] }, a: { first?: number | null }) =>
      a.first != null ? (s._trackingInfo ?? []).slice(0, a.first) : (s._trackingInfo ?? []),
    fulfillmentLineItems: (s: { _lineItems?: { index: number; quantity: number }[]; _order: OrderParent }, a: PageArgs) =>
      connection(s._lineItems ?? [], a, (x) => x.index, (x) => ({
        __typename: 'FulfillmentLineItem',
        quantity: x.quantity,
        lineItem: { ...(s._order._lineItems ?? [])[x.index], _currency: s._order.currencyCode },
      })),
  },
};
