// An order as Shopify's `orders/create` webhook carries it: the REST Admin API's order JSON (snake_case,
// amounts as strings with two decimals), built from the order the checkout or orderCreate stored.
import type { TwinRuntime } from '../runtime.js';
import type { OrderRow } from '../checkout/orders.js';
import { findCustomerByEmail, getCustomer } from '../customer/store.js';
import { taxRate } from '../checkout/pricing.js';

type Money = { amount: string; currencyCode: string };
type Address = Record<string, unknown>;
type StoredLine = {
  title: string;
  quantity: number;
  customAttributes?: { key: string; value: string | null }[];
  originalTotalPrice: Money;
  discountedTotalPrice: Money;
  discountAllocations?: { allocatedAmount: Money; discountApplication?: { __typename?: string } }[];
  _variantId?: number | null;
  _sku?: string | null;
  _unit?: number;
  _plan?: { id: number } | null;
  _requiresShipping?: boolean;
};
/** What an order keeps of its card (checkout) or transaction (orderCreate). */
export interface StoredPayment {
  gateway: string;
  company: string | null;
  number: string | null;
  expMonth: number | null;
  expYear: number | null;
}
/** The stored order document fields the payload reads. */
export interface StoredOrderDoc {
  id: string;
  name: string;
  orderNumber: number;
  email: string;
  phone: string | null;
  processedAt: string;
  currencyCode: string;
  financialStatus: string;
  fulfillmentStatus: string;
  customerLocale?: string;
  customAttributes?: { key: string; value: string | null }[];
  subtotalPrice: Money;
  totalShippingPrice: Money;
  totalTax: Money;
  totalPrice: Money;
  shippingAddress: Address | null;
  billingAddress: Address | null;
  shippingMethod?: string;
  _lineItems: StoredLine[];
  _tags?: string[];
  _sourceIdentifier?: string | null;
  _sourceName?: string;
  _taxLines?: { title: string; rate: number; price: number }[];
  _payment?: StoredPayment | null;
}

const two = (n: number | string) => Number(n).toFixed(2);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function address(a: Address | null): Record<string, unknown> | null {
  if (!a) return null;
  const first = str(a.firstName);
  const last = str(a.lastName);
  return {
    first_name: first,
    last_name: last,
    name: str(a.name) ?? ([first, last].filter(Boolean).join(' ') || null),
    company: str(a.company),
    address1: str(a.address1),
    address2: str(a.address2),
    city: str(a.city),
    province: str(a.province),
    province_code: str(a.provinceCode),
    zip: str(a.zip),
    country: str(a.country),
    country_code: str(a.countryCodeV2 ?? a.countryCode),
    phone: str(a.phone),
    latitude: null,
    longitude: null,
  };
}

/** The numeric id of a line item: the order's id and the line's position, as stable as Shopify's own. */
export function lineItemId(orderId: number, index: number): number {
  return orderId * 1000 + index + 1;
}

/** The `orders/create` payload of a stored order. */
export function orderPayload(rt: TwinRuntime, row: OrderRow): Record<string, unknown> {
  const doc = JSON.parse(row.doc) as StoredOrderDoc;
  const currency = doc.currencyCode;
  const catalogue = rt.catalogue(row.store);
  const country = String(doc.shippingAddress?.countryCodeV2 ?? doc.shippingAddress?.countryCode ?? '');
  const taxLines =
    doc._taxLines ?? (Number(doc.totalTax.amount) > 0 ? [{ title: 'Tax', rate: taxRate(country), price: Number(doc.totalTax.amount) }] : []);
  const customer = row.customer_id ? getCustomer(rt.db, row.store, row.customer_id) : findCustomerByEmail(rt.db, row.store, row.customer_email);
  const lines = doc._lineItems.map((li, index) => {
    const variant = li._variantId ? catalogue.variantsById.get(li._variantId) : undefined;
    const unit = li._unit ?? Number(li.originalTotalPrice.amount) / Math.max(1, li.quantity);
    // The plan's own price cut is in the price already; the discounts left are the codes'.
    const discounts = (li.discountAllocations ?? [])
      .filter((a) => a.discountApplication?.__typename !== 'AutomaticDiscountApplication')
      .map((a) => ({ amount: two(a.allocatedAmount.amount), discount_application_index: 0 }));
    const id = lineItemId(row.id, index);
    return {
      id,
      admin_graphql_api_id: `gid://shopify/LineItem/${id}`,
      variant_id: li._variantId ?? null,
      product_id: variant?.productId ?? null,
      title: li.title,
      name: li.title,
      variant_title: null,
      quantity: li.quantity,
      current_quantity: li.quantity,
      fulfillable_quantity: li.quantity,
      sku: li._sku ?? null,
      vendor: null,
      // The selling plan's price: Shopify prices a subscription line at its plan's adjusted price.
      price: two(unit),
      price_set: { shop_money: { amount: two(unit), currency_code: currency }, presentment_money: { amount: two(unit), currency_code: currency } },
      total_discount: two(discounts.reduce((s, d) => s + Number(d.amount), 0)),
      discount_allocations: discounts,
      properties: (li.customAttributes ?? []).map((a) => ({ name: a.key, value: a.value ?? '' })),
      // Shopify adds selling_plan_id to the line items of orders webhooks from 2026-10 on; the twin
      // sends it at 2025-04 already, the one field the store's subscriptions need beyond that version.
      selling_plan_id: li._plan ? Number(li._plan.id) : null,
      requires_shipping: li._requiresShipping ?? variant?.doc.store.requiresShipping !== false,
      taxable: true,
      gift_card: false,
      fulfillment_service: 'manual',
      tax_lines: [],
    };
  });
  const payment = doc._payment;
  return {
    id: row.id,
    admin_graphql_api_id: doc.id,
    name: doc.name,
    order_number: doc.orderNumber,
    number: doc.orderNumber - 1000,
    email: doc.email,
    contact_email: doc.email,
    phone: doc.phone,
    currency,
    presentment_currency: currency,
    created_at: doc.processedAt,
    updated_at: doc.processedAt,
    processed_at: doc.processedAt,
    financial_status: doc.financialStatus.toLowerCase(),
    fulfillment_status: doc.fulfillmentStatus === 'FULFILLED' ? 'fulfilled' : null,
    confirmed: true,
    test: false,
    customer_locale: doc.customerLocale ?? 'en',
    source_name: doc._sourceName ?? 'web',
    source_identifier: doc._sourceIdentifier ?? null,
    tags: (doc._tags ?? []).join(', '),
    note: null,
    note_attributes: (doc.customAttributes ?? []).map((a) => ({ name: a.key, value: a.value ?? '' })),
    taxes_included: false,
    total_line_items_price: two(lines.reduce((s, l) => s + Number(l.price) * l.quantity, 0)),
    subtotal_price: two(doc.subtotalPrice.amount),
    total_discounts: two(lines.reduce((s, l) => s + Number(l.total_discount), 0)),
    total_shipping_price_set: {
      shop_money: { amount: two(doc.totalShippingPrice.amount), currency_code: currency },
      presentment_money: { amount: two(doc.totalShippingPrice.amount), currency_code: currency },
    },
    total_tax: two(doc.totalTax.amount),
    total_price: two(doc.totalPrice.amount),
    tax_lines: taxLines.map((t) => ({ title: t.title, rate: t.rate, price: two(t.price) })),
    line_items: lines,
    shipping_lines: doc.shippingMethod && doc.shippingMethod !== 'No Shipping'
      ? [{ title: doc.shippingMethod, code: doc.shippingMethod, price: two(doc.totalShippingPrice.amount), source: 'shopify' }]
      : [],
    shipping_address: address(doc.shippingAddress),
    billing_address: address(doc.billingAddress),
    customer: customer
      ? { id: customer.id, admin_graphql_api_id: `gid://shopify/Customer/${customer.id}`, email: customer.email, first_name: customer.firstName, last_name: customer.lastName }
      : { id: null, email: doc.email, first_name: null, last_name: null },
    payment_gateway_names: payment ? [payment.gateway] : [],
    // The card, with the fields of the REST Transaction's payment_details (orders of API versions before
    // 2023-04 carried them on the order itself); the expiry fields came with 2023-01.
    payment_details: payment
      ? {
          credit_card_company: payment.company,
          credit_card_number: payment.number,
          credit_card_expiration_month: payment.expMonth,
          credit_card_expiration_year: payment.expYear,
          credit_card_bin: null,
          avs_result_code: null,
          cvv_result_code: null,
        }
      : null,
  };
}
