// The customer through the Storefront API door (customer, addresses, orders): typed
// documents in, flattened customers, addresses and orders out. User errors become data here once.
import {
  CUSTOMER_ADDRESS_CREATE_MUTATION,
  CUSTOMER_ADDRESS_DELETE_MUTATION,
  CUSTOMER_ADDRESS_UPDATE_MUTATION,
  CUSTOMER_ADDRESSES_QUERY,
  CUSTOMER_DEFAULT_ADDRESS_MUTATION,
  CUSTOMER_MULTIPASS_MUTATION,
  CUSTOMER_ORDER_QUERY,
  CUSTOMER_ORDERS_QUERY,
  CUSTOMER_QUERY,
  CUSTOMER_TOKEN_DELETE_MUTATION,
  CUSTOMER_TOKEN_RENEW_MUTATION,
  CUSTOMER_UPDATE_MUTATION,
} from './documents/customer';
import type {
  CustomerByTokenQuery,
  CustomerOrdersQuery,
  CustomerUpdateInput,
  MailingAddressInput,
} from './generated/storefront-types';
import { readData, type StorefrontClient, type StorefrontResult } from './client';
import type { Money } from '../i18n/money';
import { ok } from '../result';

/** The signed-in customer as stored in the browser. */
export interface Customer {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  displayName: string;
  phone: string | null;
  acceptsMarketing: boolean;
  createdAt: string;
  updatedAt: string;
  tags: string[];
  defaultAddress: { id: string } | null;
}

/** An access token and when it stops working (ISO date). */
export interface CustomerAccessToken {
  accessToken: string;
  expiresAt: string;
}

/** A problem the API reported with a customer request. */
export interface CustomerUserError {
  code: string | null;
  field: string[] | null;
  message: string;
}

/** A postal address. */
export interface Address {
  id: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  company: string | null;
  firstName: string | null;
  lastName: string | null;
  country: string | null;
  countryCode: string | null;
  name: string | null;
  zip: string | null;
  province: string | null;
  provinceCode: string | null;
  phone: string | null;
}

/** An address as a form sends it. */
export type AddressInput = Pick<MailingAddressInput, 'address1' | 'address2' | 'city' | 'company' | 'firstName' | 'lastName' | 'country' | 'zip' | 'province' | 'phone'>;

/** A discount applied to an order. */
export interface OrderDiscount {
  title: string;
  allocationMethod: string;
  targetSelection: string;
  targetType: string;
  value: { amount: string; currencyCode: string } | { percentage: number };
}

/** One line of an order. */
export interface OrderLine {
  title: string;
  quantity: number;
  originalTotal: Money;
  discountedTotal: Money;
  discounts: Money[];
  variantTitle: string | null;
  requiresShipping: boolean;
  image: { url: string; altText: string | null } | null;
  selectedOptions: { name: string; value: string }[];
  productTags: string[];
  /** The autoship interval (selling plan name or the variant's subscription_frequency), null for one-time lines. */
  interval: string | null;
  shippingMode: 'one-time' | 'autoship';
}

/** An order. */
export interface Order {
  id: string;
  name: string;
  processedAt: string;
  financialStatus: string | null;
  fulfillmentStatus: string;
  statusUrl: string;
  customAttributes: { key: string; value: string }[];
  currentTotal: Money;
  total: Money;
  shipping: Money;
  /** The title of the shipping rate the checkout picked ("Standard Shipping"), null when the order has none. */
  shippingMethod: string | null;
  subtotal: Money | null;
  tax: Money | null;
  shippingAddress: Address | null;
  discounts: OrderDiscount[];
  tracking: { company: string | null; number: string | null; url: string | null }[];
  lines: OrderLine[];
  productCount: number;
}

/** One page of orders with the cursors to its neighbours. */
export interface OrderPage {
  orders: Order[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

/** Which page of orders to read: the first, the one after a cursor, or the one before it. */
export type OrderPageRequest = { after?: string | null; before?: string | null; size: number };

/** A customer change's outcome: the customer and a new token, or the API's user errors. */
export interface CustomerUpdateResult {
  customer: Customer | null;
  accessToken: CustomerAccessToken | null;
  errors: CustomerUserError[];
}

type RawOrder = NonNullable<CustomerOrdersQuery['customer']>['orders']['edges'][number]['node'];
type RawAddress = NonNullable<RawOrder['shippingAddress']>;

function reshapeAddress(a: RawAddress): Address {
  return {
    id: a.id,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    company: a.company,
    firstName: a.firstName,
    lastName: a.lastName,
    country: a.country,
    countryCode: a.countryCodeV2,
    name: a.name,
    zip: a.zip,
    province: a.province,
    provinceCode: a.provinceCode,
    phone: a.phone,
  };
}

const SUBSCRIPTION_ATTRIBUTE = 'Auto-renews';

function reshapeOrder(o: RawOrder): Order {
  const lines: OrderLine[] = o.lineItems.nodes.map((li) => {
    const plan = li.customAttributes.find((a) => a.key === SUBSCRIPTION_ATTRIBUTE)?.value ?? null;
    const interval = plan ?? li.variant?.subscriptionFrequency?.value ?? null;
    return {
      title: li.title,
      quantity: li.quantity,
      originalTotal: li.originalTotalPrice,
      discountedTotal: li.discountedTotalPrice,
      discounts: li.discountAllocations.map((d) => d.allocatedAmount),
      variantTitle: li.variant && li.variant.title !== 'Default Title' ? li.variant.title : null,
      requiresShipping: li.variant?.requiresShipping ?? true,
      image: li.variant?.image ? { url: li.variant.image.url, altText: li.variant.image.altText } : null,
      selectedOptions: (li.variant?.selectedOptions ?? []).filter((s) => s.value !== 'Default Title'),
      productTags: li.variant?.product.tags ?? [],
      interval: plan ? interval : null,
      shippingMode: plan ? 'autoship' : 'one-time',
    };
  });
  return {
    id: o.id,
    name: o.name,
    processedAt: o.processedAt,
    financialStatus: o.financialStatus,
    fulfillmentStatus: o.fulfillmentStatus,
    statusUrl: o.statusUrl,
    customAttributes: o.customAttributes.map((a) => ({ key: a.key, value: a.value ?? '' })),
    currentTotal: o.currentTotalPrice,
    total: o.totalPrice,
    shipping: o.totalShippingPrice,
    shippingMethod: o.shippingMethod?.value || null,
    subtotal: o.subtotalPrice,
    tax: o.totalTax,
    shippingAddress: o.shippingAddress ? reshapeAddress(o.shippingAddress) : null,
    discounts: o.discountApplications.nodes.map((d) => ({
      title: 'code' in d ? d.code : 'title' in d ? d.title : '',
      allocationMethod: d.allocationMethod,
      targetSelection: d.targetSelection,
      targetType: d.targetType,
      value: 'percentage' in d.value ? { percentage: d.value.percentage } : { amount: d.value.amount, currencyCode: d.value.currencyCode },
    })),
    tracking: o.successfulFulfillments?.flatMap((f) =>
      f.trackingInfo.length ? f.trackingInfo.map((t) => ({ company: f.trackingCompany, number: t.number, url: t.url })) : [{ company: f.trackingCompany, number: null, url: null }],
    ) ?? [],
    lines,
    productCount: lines.reduce((n, l) => n + l.quantity, 0),
  };
}

function reshapeCustomer(c: NonNullable<CustomerByTokenQuery['customer']>): Customer {
  return {
    id: c.id,
    email: c.email,
    firstName: c.firstName,
    lastName: c.lastName,
    displayName: c.displayName,
    phone: c.phone,
    acceptsMarketing: c.acceptsMarketing,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    tags: c.tags,
    defaultAddress: c.defaultAddress ? { id: c.defaultAddress.id } : null,
  };
}

const errorsOf = (list: { code?: string | null; field: string[] | null; message: string }[] | undefined): CustomerUserError[] =>
  (list ?? []).map((e) => ({ code: e.code ?? null, field: e.field, message: e.message }));

/** The customer operations of one store; each answers the door's result (the store's answer, or why there was none) and none throws. */
export interface CustomerApi {
  /** The customer, or null when the token finds none. */
  get(accessToken: string): Promise<StorefrontResult<Customer | null>>;
  createWithMultipass(multipassToken: string): Promise<StorefrontResult<{ token: CustomerAccessToken | null; errors: CustomerUserError[] }>>;
  renew(accessToken: string): Promise<StorefrontResult<CustomerAccessToken | null>>;
  deleteToken(accessToken: string): Promise<StorefrontResult<boolean>>;
  update(accessToken: string, changes: CustomerUpdateInput): Promise<StorefrontResult<CustomerUpdateResult>>;
  /** The addresses and the default one's id, or null when the token finds no customer. */
  addresses(accessToken: string): Promise<StorefrontResult<{ addresses: Address[]; defaultId: string | null } | null>>;
  createAddress(accessToken: string, address: AddressInput): Promise<StorefrontResult<CustomerUserError[]>>;
  updateAddress(accessToken: string, id: string, address: AddressInput): Promise<StorefrontResult<CustomerUserError[]>>;
  deleteAddress(accessToken: string, id: string): Promise<StorefrontResult<CustomerUserError[]>>;
  setDefaultAddress(accessToken: string, id: string): Promise<StorefrontResult<CustomerUserError[]>>;
  /** One page of orders, or null when the token finds no customer. */
  orders(accessToken: string, page: OrderPageRequest): Promise<StorefrontResult<OrderPage | null>>;
  /** An order and the customer's tags (the order null when the customer has none by that id), or null when the token finds no customer. */
  order(accessToken: string, id: string): Promise<StorefrontResult<{ order: Order | null; customerTags: string[] } | null>>;
}

/** Customer operations over a Storefront client. */
export function customerApi(client: StorefrontClient): CustomerApi {
  return {
    async get(accessToken) {
      const answer = await client.request(CUSTOMER_QUERY, { customerAccessToken: accessToken });
      return readData(answer, (data) => (data.customer ? reshapeCustomer(data.customer) : null));
    },
    async createWithMultipass(multipassToken) {
      const answer = await client.request(CUSTOMER_MULTIPASS_MUTATION, { multipassToken });
      return readData(answer, (data) => {
        const payload = data.customerAccessTokenCreateWithMultipass;
        return { token: payload?.customerAccessToken ?? null, errors: errorsOf(payload?.customerUserErrors) };
      });
    },
    async renew(accessToken) {
      const answer = await client.request(CUSTOMER_TOKEN_RENEW_MUTATION, { customerAccessToken: accessToken });
      return readData(answer, (data) => data.customerAccessTokenRenew?.customerAccessToken ?? null);
    },
    async deleteToken(accessToken) {
      const answer = await client.request(CUSTOMER_TOKEN_DELETE_MUTATION, { customerAccessToken: accessToken });
      return readData(answer, (data) => Boolean(data.customerAccessTokenDelete?.deletedAccessToken));
    },
    async update(accessToken, changes) {
      const answer = await client.request(CUSTOMER_UPDATE_MUTATION, { customerAccessToken: accessToken, customer: changes });
      return readData(answer, (data) => {
        const payload = data.customerUpdate;
        return {
          customer: payload?.customer ? reshapeCustomer(payload.customer) : null,
          accessToken: payload?.customerAccessToken ?? null,
          errors: errorsOf(payload?.customerUserErrors),
        };
      });
    },
    async addresses(accessToken) {
      const answer = await client.request(CUSTOMER_ADDRESSES_QUERY, { customerAccessToken: accessToken });
      return readData(answer, (data) =>
        data.customer ? { addresses: data.customer.addresses.nodes.map(reshapeAddress), defaultId: data.customer.defaultAddress?.id ?? null } : null,
      );
    },
    async createAddress(accessToken, address) {
      const answer = await client.request(CUSTOMER_ADDRESS_CREATE_MUTATION, { customerAccessToken: accessToken, address });
      return readData(answer, (data) => errorsOf(data.customerAddressCreate?.customerUserErrors));
    },
    async updateAddress(accessToken, id, address) {
      const answer = await client.request(CUSTOMER_ADDRESS_UPDATE_MUTATION, { customerAccessToken: accessToken, id, address });
      return readData(answer, (data) => errorsOf(data.customerAddressUpdate?.customerUserErrors));
    },
    async deleteAddress(accessToken, id) {
      const answer = await client.request(CUSTOMER_ADDRESS_DELETE_MUTATION, { customerAccessToken: accessToken, id });
      return readData(answer, (data) => errorsOf(data.customerAddressDelete?.customerUserErrors));
    },
    async setDefaultAddress(accessToken, id) {
      const answer = await client.request(CUSTOMER_DEFAULT_ADDRESS_MUTATION, { customerAccessToken: accessToken, addressId: id });
      return readData(answer, (data) => errorsOf(data.customerDefaultAddressUpdate?.customerUserErrors));
    },
    async orders(accessToken, page) {
      const variables = page.before ? { last: page.size, before: page.before } : { first: page.size, ...(page.after ? { after: page.after } : {}) };
      const answer = await client.request(CUSTOMER_ORDERS_QUERY, { customerAccessToken: accessToken, ...variables });
      return readData(answer, (data) => {
        if (!data.customer) return null;
        const { edges, pageInfo } = data.customer.orders;
        return {
          orders: edges.map((e) => reshapeOrder(e.node)),
          hasNextPage: pageInfo.hasNextPage,
          hasPreviousPage: pageInfo.hasPreviousPage,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        };
      });
    },
    async order(accessToken, id) {
      const numeric = /(\d+)(?:\?.*)?$/.exec(id)?.[1];
      if (!numeric) return ok({ order: null, customerTags: [] });
      const answer = await client.request(CUSTOMER_ORDER_QUERY, { customerAccessToken: accessToken, query: `id:${numeric}` });
      return readData(answer, (data) => {
        if (!data.customer) return null;
        const raw = data.customer.orders.nodes[0];
        return { order: raw ? reshapeOrder(raw) : null, customerTags: data.customer.tags };
      });
    },
  };
}
