// Customer Account API fields over the twin's one set of customers, addresses and orders: the classic
// Storefront customer's rows (twin/src/customer/store.ts) and the orders checkout stores
// (twin/src/customer/orders.ts). A change made here is what customerAccessToken, multipass and the
// Admin API see next, and the reverse.
import type { TwinRuntime } from '../runtime.js';
import type { Store } from '../catalogue/stores.js';
import type { StorefrontContext } from '../storefront/types.js';
import { connection, type PageArgs } from '../storefront/connection.js';
import { gid, parseGid } from '../storefront/ids.js';
import { cents, money } from '../storefront/money.js';
import { imageFromPath } from '../catalogue/nodes.js';
import {
  deleteAddress,
  getAddress,
  getCustomer,
  insertAddress,
  listAddresses,
  replaceAddress,
  setDefaultAddress,
  updateCustomer,
  type AddressRecord,
  type CustomerRecord,
} from '../customer/store.js';
import { customerOrders, listCustomerOrderRows, type OrderListArgs } from '../customer/orders.js';
import { buildAddress, nameErrors, sameAddress, type CustomerUserError, type MailingAddressInput } from '../customer/validation.js';

/** What every resolver receives: the store of the URL and the customer the access token signs in. */
export interface CustomerAccountContext {
  rt: TwinRuntime;
  store: Store;
  customer: CustomerRecord;
}

type Resolver = (parent: never, args: Record<string, unknown>, ctx: CustomerAccountContext) => unknown;
/** Type name → field name → resolver; a field without one reads the parent's own property. */
export type CustomerAccountResolvers = Record<string, Record<string, Resolver>>;

/** A user error of the Customer Account API (UserErrorsCustomer…UserErrors). */
interface UserError {
  __typename: string;
  code: string | null;
  field: string[] | null;
  message: string;
}

const addressError = (code: string, field: string[] | null, message: string): UserError => ({ __typename: 'UserErrorsCustomerAddressUserErrors', code, field, message });
const customerError = (code: string, field: string[] | null, message: string): UserError => ({ __typename: 'UserErrorsCustomerUserErrors', code, field, message });

/** The current row of the signed-in customer (a mutation earlier in the request may have changed it). */
const current = (ctx: CustomerAccountContext): CustomerRecord => getCustomer(ctx.rt.db, ctx.store, ctx.customer.id) ?? ctx.customer;

/** An address as CustomerAddress answers it, from a saved address or the address an order was shipped to. */
interface AddressView {
  __typename: 'CustomerAddress';
  id: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  zoneCode: string | null;
  country: string | null;
  territoryCode: string | null;
  zip: string | null;
  phoneNumber: string | null;
}

const addressGid = (id: number): string => gid('CustomerAddress', id);

function savedAddress(a: AddressRecord): AddressView {
  return {
    __typename: 'CustomerAddress',
    id: addressGid(a.id),
    firstName: a.firstName,
    lastName: a.lastName,
    company: a.company,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    province: a.province,
    zoneCode: a.provinceCode,
    country: a.country,
    territoryCode: a.countryCode,
    zip: a.zip,
    phoneNumber: a.phone,
  };
}

/** The order document's address (Storefront MailingAddress-shaped, as checkout stores it). */
function orderAddress(a: Record<string, string | null | undefined> | null | undefined): AddressView | null {
  if (!a) return null;
  const text = (k: string) => (typeof a[k] === 'string' && a[k] !== '' ? (a[k] as string) : null);
  return {
    __typename: 'CustomerAddress',
    id: text('id') ?? '',
    firstName: text('firstName'),
    lastName: text('lastName'),
    company: text('company'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    province: text('province'),
    zoneCode: text('provinceCode'),
    country: text('country'),
    territoryCode: text('countryCodeV2') ?? text('countryCode'),
    zip: text('zip'),
    phoneNumber: text('phone'),
  };
}

const fullName = (a: AddressView): string => [a.firstName, a.lastName].filter(Boolean).join(' ');

/** The address's lines as Shopify formats them: name, company, street lines, "City ST ZIP", country. */
function formatted(a: AddressView, withName: boolean, withCompany: boolean): string[] {
  return [
    withName ? fullName(a) : '',
    withCompany ? (a.company ?? '') : '',
    a.address1 ?? '',
    a.address2 ?? '',
    [a.city, a.zoneCode ?? a.province, a.zip].filter(Boolean).join(' '),
    a.country ?? '',
  ].filter((line) => line !== '');
}

/** The number of a `gid://shopify/CustomerAddress/<n>` (or the Storefront's MailingAddress id of it). */
function addressIdFrom(raw: unknown): number | null {
  const parsed = parseGid(String(raw ?? ''));
  if (!parsed || (parsed.type !== 'CustomerAddress' && parsed.type !== 'MailingAddress') || !/^\d{1,15}$/.test(parsed.id)) return null;
  return Number(parsed.id);
}

/** CustomerAddressInput in the classic MailingAddressInput's names, only the keys given (absent keys keep their value). */
function mailingInput(input: Record<string, unknown> | null | undefined): MailingAddressInput {
  const out: Record<string, string | null> = {};
  const names: [string, keyof MailingAddressInput][] = [
    ['firstName', 'firstName'], ['lastName', 'lastName'], ['company', 'company'], ['address1', 'address1'], ['address2', 'address2'],
    ['city', 'city'], ['zip', 'zip'], ['phoneNumber', 'phone'], ['territoryCode', 'country'], ['zoneCode', 'province'],
  ];
  for (const [from, to] of names) if (input && from in input) out[to] = (input[from] as string | null) ?? null;
  return out as MailingAddressInput;
}

/** The classic address checks' errors in the Customer Account API's fields and codes. */
function addressErrors(errors: CustomerUserError[]): UserError[] {
  const fieldNames: Record<string, string> = { country: 'territoryCode', province: 'zoneCode', phone: 'phoneNumber' };
  return errors.map((e) => {
    const last = e.field?.[e.field.length - 1] ?? '';
    const name = fieldNames[last] ?? last;
    const field = e.field ? ['address', name] : null;
    if (e.code === 'TOO_LONG') return addressError('TOO_LONG', field, e.message);
    if (name === 'territoryCode') return addressError('INVALID_TERRITORY_CODE', field, 'Territory code is invalid');
    if (name === 'zoneCode') return addressError('INVALID_FOR_COUNTRY', field, 'Zone code is invalid for the territory');
    if (name === 'zip') return addressError('INVALID_FOR_COUNTRY_AND_PROVINCE', field, e.message);
    if (name === 'phoneNumber') return addressError('PHONE_NUMBER_NOT_VALID', field, 'Phone number is invalid');
    return addressError('INVALID', field, e.message);
  });
}

/** A store's catalogue images for order lines, answered with the twin's public origin. */
const imageContext = (ctx: CustomerAccountContext) => ({ origin: ctx.rt.origin() }) as StorefrontContext;

interface OrderDoc {
  id: string;
  orderNumber: number;
  processedAt: string;
  currencyCode: string;
  statusUrl?: string;
  canceledAt?: string | null;
  subtotalPrice: unknown;
  totalShippingPrice: unknown;
  shippingAddress?: Record<string, string | null> | null;
  billingAddress?: Record<string, string | null> | null;
  _lineItems?: Record<string, unknown>[];
  _discountApplications?: Record<string, unknown>[];
  _fulfillments?: { _trackingInfo?: { number?: string; url?: string }[]; trackingCompany?: string }[];
}

const orderNumberOf = (o: OrderDoc): string => parseGid(o.id)?.id ?? String(o.orderNumber);

function lineItemNode(o: OrderDoc, li: Record<string, unknown>, index: number, ctx: CustomerAccountContext) {
  const quantity = Number(li.quantity) || 0;
  const original = Number((li.originalTotalPrice as { amount?: string } | undefined)?.amount ?? 0);
  const discounted = Number((li.discountedTotalPrice as { amount?: string } | undefined)?.amount ?? original);
  const catalogue = ctx.rt.catalogue(ctx.store.name);
  const variant = typeof li._variantId === 'number' ? catalogue.variantsById.get(li._variantId) : undefined;
  const product = variant ? catalogue.productsById.get(variant.productId) : undefined;
  const imagePath = variant?.doc.store.previewImageUrl ?? product?.doc.store.previewImageUrl;
  const variantTitle = variant?.doc.store.title;
  return {
    __typename: 'LineItem',
    id: gid('LineItem', `${orderNumberOf(o)}${String(index + 1).padStart(3, '0')}`),
    title: li.title,
    name: variantTitle && variantTitle !== 'Default Title' ? `${String(li.title)} - ${variantTitle}` : li.title,
    quantity,
    price: money(quantity ? cents(original / quantity) : 0, o.currencyCode),
    totalPrice: li.discountedTotalPrice,
    totalPriceBeforeDiscounts: li.originalTotalPrice,
    totalDiscount: money(cents(Math.max(0, original - discounted)), o.currencyCode),
    discountAllocations: li.discountAllocations ?? [],
    customAttributes: li.customAttributes ?? [],
    sku: li._sku ?? null,
    variantId: variant ? gid('ProductVariant', variant.id) : null,
    productId: variant ? gid('Product', variant.productId) : null,
    variantTitle: variantTitle && variantTitle !== 'Default Title' ? variantTitle : null,
    image: imagePath ? imageFromPath(imagePath, imageContext(ctx), (product?.doc.store.title as string | undefined) ?? null) : null,
    giftCard: false,
  };
}

/** The signed-in customer's order with this id, if it is theirs. */
function ownOrder(ctx: CustomerAccountContext, rawId: unknown): OrderDoc | null {
  const parsed = parseGid(String(rawId ?? ''));
  if (!parsed || parsed.type !== 'Order' || !/^\d{1,15}$/.test(parsed.id)) return null;
  const row = listCustomerOrderRows(ctx.rt.db, current(ctx)).find((r) => String(r.id) === parsed.id);
  return row ? { __typename: 'Order', ...(JSON.parse(row.doc) as OrderDoc) } as OrderDoc : null;
}

/** Every Customer Account field the twin answers beyond the stored properties. */
export const customerAccountResolvers: CustomerAccountResolvers = {
  QueryRoot: {
    customer: (_root, _args, ctx) => current(ctx),
    order: (_root, args, ctx) => ownOrder(ctx, args.id),
  },
  Customer: {
    id: (c: CustomerRecord) => gid('Customer', c.id),
    displayName: (c: CustomerRecord) => [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email,
    creationDate: (c: CustomerRecord) => c.createdAt,
    emailAddress: (c: CustomerRecord) => ({
      __typename: 'CustomerEmailAddress',
      emailAddress: c.email,
      marketingState: c.acceptsMarketing ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED',
    }),
    phoneNumber: (c: CustomerRecord) => (c.phone ? { __typename: 'CustomerPhoneNumber', phoneNumber: c.phone, marketingState: 'NOT_SUBSCRIBED' } : null),
    defaultAddress: (c: CustomerRecord, _args, ctx) => {
      const a = c.defaultAddressId === null ? undefined : getAddress(ctx.rt.db, c.id, c.defaultAddressId);
      return a ? savedAddress(a) : null;
    },
    addresses: (c: CustomerRecord, args: PageArgs & { skipDefault?: boolean | null }, ctx) => {
      const all = listAddresses(ctx.rt.db, c.id).filter((a) => !(args.skipDefault && a.id === c.defaultAddressId));
      return connection(all, args, (a) => a.id, savedAddress);
    },
    orders: (c: CustomerRecord, args: OrderListArgs, ctx) => {
      const { edges, nodes, pageInfo } = customerOrders({ db: ctx.rt.db }, c, args);
      return { edges, nodes, pageInfo };
    },
    metafield: () => null,
    metafields: (_c, args) => (args.identifiers as unknown[]).map(() => null),
  },
  CustomerAddress: {
    name: (a: AddressView) => fullName(a) || null,
    formatted: (a: AddressView, args) => formatted(a, (args.withName as boolean | null) ?? false, (args.withCompany as boolean | null) ?? true),
    formattedArea: (a: AddressView) => [[a.city, a.zoneCode ?? a.province].filter(Boolean).join(' '), a.country].filter(Boolean).join(', ') || null,
  },
  Order: {
    number: (o: OrderDoc) => o.orderNumber,
    createdAt: (o: OrderDoc) => o.processedAt,
    updatedAt: (o: OrderDoc) => o.processedAt,
    cancelledAt: (o: OrderDoc) => o.canceledAt ?? null,
    statusPageUrl: (o: OrderDoc) => o.statusUrl ?? null,
    subtotal: (o: OrderDoc) => o.subtotalPrice,
    totalShipping: (o: OrderDoc) => o.totalShippingPrice,
    shippingAddress: (o: OrderDoc) => orderAddress(o.shippingAddress),
    billingAddress: (o: OrderDoc) => orderAddress(o.billingAddress),
    customer: (_o, _args, ctx) => current(ctx),
    fulfillments: (o: OrderDoc, args: PageArgs) =>
      connection(
        (o._fulfillments ?? []).map((f, i) => ({ f, i })),
        args,
        (x) => x.i,
        ({ f, i }) => ({
          __typename: 'Fulfillment',
          id: gid('Fulfillment', `${orderNumberOf(o)}${String(i + 1).padStart(3, '0')}`),
          status: 'SUCCESS',
          createdAt: o.processedAt,
          updatedAt: o.processedAt,
          requiresShipping: true,
          isPickedUp: false,
          estimatedDeliveryAt: null,
          latestShipmentStatus: null,
          trackingInformation: (f._trackingInfo ?? []).map((t) => ({ __typename: 'TrackingInformation', number: t.number ?? null, url: t.url ?? null, company: f.trackingCompany ?? null })),
        }),
      ),
    discountApplications: (o: OrderDoc, args: PageArgs) =>
      connection((o._discountApplications ?? []).map((d, i) => ({ d, i })), args, (x) => x.i, (x) => x.d),
    lineItems: (o: OrderDoc, args: PageArgs, ctx) =>
      connection((o._lineItems ?? []).map((li, i) => ({ li, i })), args, (x) => x.i, (x) => lineItemNode(o, x.li, x.i, ctx)),
    metafield: () => null,
    metafields: (_o, args) => (args.identifiers as unknown[]).map(() => null),
  },
  Mutation: {
    customerUpdate: (_root, args: { input?: Record<string, unknown> }, ctx) => {
      const input = args.input ?? {};
      const keys = (['firstName', 'lastName'] as const).filter((k) => k in input);
      if (!keys.length) return { customer: null, userErrors: [customerError('CUSTOMER_INPUT_ARGUMENT_EMPTY', ['input'], 'Customer input argument is empty')] };
      const errors: UserError[] = [];
      for (const key of keys) {
        for (const e of nameErrors(input[key], ['input', key], key === 'firstName' ? 'First name' : 'Last name')) {
          errors.push(customerError(e.code === 'TOO_LONG' ? 'TOO_LONG' : 'INVALID', ['input', key], e.message));
        }
      }
      if (errors.length) return { customer: null, userErrors: errors };
      const before = current(ctx);
      const changes = Object.fromEntries(keys.map((k) => [k, typeof input[k] === 'string' && (input[k] as string).trim() !== '' ? (input[k] as string).trim() : null]));
      return ctx.rt.db.transaction(() => {
        const after = updateCustomer(ctx.rt.db, before, changes);
        // Other modules hear of a changed name as they do from the classic customerUpdate (the customers/update webhook).
        const changed = after.firstName !== before.firstName || after.lastName !== before.lastName;
        return { customer: changed ? ctx.rt.customerUpdated(after) : after, userErrors: [] };
      })();
    },

    customerAddressCreate: (_root, args: { address?: Record<string, unknown>; defaultAddress?: boolean | null }, ctx) => {
      const customer = current(ctx);
      if (!args.address || !Object.keys(args.address).length) {
        return { customerAddress: null, userErrors: [addressError('ADDRESS_ARGUMENT_EMPTY', ['address'], 'Address argument is empty')] };
      }
      const { fields, errors } = buildAddress(mailingInput(args.address), null);
      const userErrors = addressErrors(errors);
      if (!userErrors.length && listAddresses(ctx.rt.db, customer.id).some((a) => sameAddress(fields, a))) {
        userErrors.push(addressError('CUSTOMER_ADDRESS_ALREADY_EXISTS', ['address'], 'Address already exists'));
      }
      if (userErrors.length) return { customerAddress: null, userErrors };
      return ctx.rt.db.transaction(() => {
        const saved = insertAddress(ctx.rt.db, customer, fields);
        if (args.defaultAddress) setDefaultAddress(ctx.rt.db, customer, saved.id);
        return { customerAddress: savedAddress(saved), userErrors: [] };
      })();
    },

    customerAddressUpdate: (_root, args: { addressId?: unknown; address?: Record<string, unknown> | null; defaultAddress?: boolean | null }, ctx) => {
      const customer = current(ctx);
      const id = addressIdFrom(args.addressId);
      const saved = id === null ? undefined : getAddress(ctx.rt.db, customer.id, id);
      if (!saved) return { customerAddress: null, userErrors: [addressError('ADDRESS_ID_DOES_NOT_EXIST', ['addressId'], 'Address does not exist')] };
      const isDefault = customer.defaultAddressId === saved.id;
      if (args.defaultAddress === false && isDefault) {
        return { customerAddress: null, userErrors: [addressError('DEMOTING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED', ['defaultAddress'], 'The default address cannot be demoted: make another address the default')] };
      }
      const { fields, errors } = buildAddress(mailingInput(args.address), saved);
      const userErrors = addressErrors(errors);
      if (!userErrors.length && listAddresses(ctx.rt.db, customer.id).some((a) => a.id !== saved.id && sameAddress(fields, a))) {
        userErrors.push(addressError('CUSTOMER_ADDRESS_ALREADY_EXISTS', ['address'], 'Address already exists'));
      }
      if (userErrors.length) return { customerAddress: null, userErrors };
      return ctx.rt.db.transaction(() => {
        const updated = replaceAddress(ctx.rt.db, customer.id, saved.id, fields);
        if (args.defaultAddress && !isDefault) setDefaultAddress(ctx.rt.db, customer, saved.id);
        return { customerAddress: savedAddress(updated), userErrors: [] };
      })();
    },

    customerAddressDelete: (_root, args: { addressId?: unknown }, ctx) => {
      const customer = current(ctx);
      const id = addressIdFrom(args.addressId);
      if (id === null || !getAddress(ctx.rt.db, customer.id, id)) {
        return { deletedAddressId: null, userErrors: [addressError('ADDRESS_ID_DOES_NOT_EXIST', ['addressId'], 'Address does not exist')] };
      }
      if (customer.defaultAddressId === id && listAddresses(ctx.rt.db, customer.id).length > 1) {
        return { deletedAddressId: null, userErrors: [addressError('DELETING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED', ['addressId'], 'The default address cannot be deleted: make another address the default first')] };
      }
      deleteAddress(ctx.rt.db, customer, id);
      return { deletedAddressId: addressGid(id), userErrors: [] };
    },
  },
};
