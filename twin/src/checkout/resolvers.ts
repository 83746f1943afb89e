import type { ResolverMap } from '../storefront/types.js';
import { connection, type PageArgs } from '../storefront/connection.js';
import { variantNode } from '../catalogue/nodes.js';
import { gid, parseGid } from '../storefront/ids.js';

/** The stored order document's parts the resolvers read; each line, discount and fulfillment is a node of its own. */
type OrderParent = { id?: string; currencyCode: string; shippingMethod?: string; processedAt?: string; _lineItems?: Record<string, unknown>[]; _discountApplications?: Record<string, unknown>[]; _fulfillments?: Record<string, unknown>[] };

/** The order metafield the store's order flow writes: the title of the shipping rate the checkout picked. */
const SHIPPING_METHOD = { namespace: 'custom', key: 'shipping_method' };
/** What an order without shipping stores as its method (orderCreate without shipping lines): no shipping line, no metafield. */
const NO_SHIPPING = 'No Shipping';

/** Order.metafield: `custom.shipping_method` from the stored shipping line's title; other metafields do not exist. */
function orderMetafield(s: OrderParent, namespace: string | null, key: string) {
  if (namespace !== SHIPPING_METHOD.namespace || key !== SHIPPING_METHOD.key) return null;
  if (!s.shippingMethod || s.shippingMethod === NO_SHIPPING) return null;
  return {
    __typename: 'Metafield',
    id: gid('Metafield', `${parseGid(s.id ?? '')?.id ?? 0}${SHIPPING_METHOD.key.length}`),
    namespace: SHIPPING_METHOD.namespace,
    key: SHIPPING_METHOD.key,
    type: 'single_line_text_field',
    value: s.shippingMethod,
    description: null,
    reference: null,
    references: null,
    parentResource: { __typename: 'Order', ...s },
    createdAt: s.processedAt,
    updatedAt: s.processedAt,
  };
}

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
    metafield: (s: OrderParent, a: { namespace?: string | null; key: string }) => orderMetafield(s, a.namespace ?? null, a.key),
    metafields: (s: OrderParent, a: { identifiers: { namespace?: string | null; key: string }[] }) =>
      a.identifiers.map((i) => orderMetafield(s, i.namespace ?? null, i.key)),
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
