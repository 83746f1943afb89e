// The cart through the Storefront API door: typed documents in, flattened carts out. User errors
// and warnings become data here once; no other code sees GraphQL shapes.
import {
  CART_ATTRIBUTES_UPDATE_MUTATION,
  CART_BUYER_IDENTITY_UPDATE_MUTATION,
  CART_CREATE_MUTATION,
  CART_DISCOUNT_CODES_UPDATE_MUTATION,
  CART_LINES_ADD_MUTATION,
  CART_LINES_REMOVE_MUTATION,
  CART_LINES_UPDATE_MUTATION,
  CART_QUERY,
} from './documents/cart';
import type {
  CartFieldsFragment,
  CartProblemsFragment,
  CartWarningFieldsFragment,
  CountryCode,
  LanguageCode,
} from './generated/storefront-types';
import type { Money } from '../i18n/money';
import type { ServiceTermLength } from '../i18n/service-term';
import { readData, type RequestOptions, type StorefrontClient, type StorefrontResult } from './client';

/** A key/value attribute of a cart or line. */
export interface Attribute {
  key: string;
  value: string;
}

/** A discount on a line or on the cart: a code's or an automatic discount's title and amount. */
export interface CartDiscount {
  title: string;
  amount: Money;
}

/** A GPS service plan's term and its price per term: charged by the store's subscriptions from the collar's activation on, not by the cart. */
export interface ServiceTerm extends ServiceTermLength {
  price: Money;
}

/** One line of the cart, flattened. */
export interface CartLine {
  id: string;
  quantity: number;
  attributes: Attribute[];
  variantId: string;
  /** The variant's title, null for a product's only variant ("Default Title"). */
  variantTitle: string | null;
  sku: string;
  quantityAvailable: number | null;
  availableForSale: boolean;
  price: Money;
  compareAtPrice: Money | null;
  /** Price of one item after the selling plan's adjustment. */
  unitPrice: Money;
  /** Line total before discounts and after them. */
  subtotal: Money;
  total: Money;
  selectedOptions: { name: string; value: string }[];
  image: { url: string; altText: string | null } | null;
  product: { id: string; title: string; handle: string; productType: string; vendor: string; tags: string[] };
  /**
   * The line's selling plan; `service` when it is a GPS service plan (a plan that delivers nothing), else
   * autoship. A service plan's `serviceTerm` is its term and price per term, null when the store gives none;
   * `billing` is how often the plan bills (null when the store gives no recurring policy).
   */
  sellingPlan: { id: string; name: string; service: boolean; serviceTerm: ServiceTerm | null; billing: PlanBilling | null } | null;
  discounts: CartDiscount[];
}

/** How often a selling plan bills: every `count` `interval`s (DAY, WEEK, MONTH, YEAR). */
export interface PlanBilling {
  interval: string;
  count: number;
}

/** The cart, flattened. */
export interface Cart {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  note: string | null;
  currencyCode: string;
  subtotal: Money;
  total: Money;
  buyer: { countryCode: string | null; email: string | null; customerId: string | null };
  attributes: Attribute[];
  discountCodes: { code: string; applicable: boolean }[];
  discounts: CartDiscount[];
  lines: CartLine[];
}

/** A problem the API reported with the request (the cart is unchanged). */
export interface CartUserError {
  field: string[] | null;
  message: string;
  code: string | null;
}

/** A note the API attached to a change that went through (e.g. fewer items added than asked). */
export interface CartWarning {
  code: string;
  message: string;
  target: string;
}

/** What every cart mutation answers. */
export interface CartResult {
  cart: Cart | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

/** A line to add: merchandise id as a gid (encoded here), quantity, attributes, selling plan. */
export interface CartLineInput {
  variantId: string;
  quantity: number;
  attributes?: Attribute[];
  sellingPlanId?: string | null;
}

type RawCart = CartFieldsFragment;
type RawLine = RawCart['lines']['nodes'][number];
type RawDiscount = RawCart['discountAllocations'][number];
type RawPlan = NonNullable<RawLine['sellingPlanAllocation']>['sellingPlan'];

const DEFAULT_TITLE = 'Default Title';

/** The base64 form of a merchandise gid that cart mutations send. */
export function encodeMerchandiseId(gid: string): string {
  if (!gid.startsWith('gid://')) return gid;
  return typeof btoa === 'function' ? btoa(gid) : Buffer.from(gid, 'utf8').toString('base64');
}

function discountOf(allocation: RawDiscount): CartDiscount {
  const title = 'code' in allocation ? allocation.code : 'title' in allocation ? allocation.title : '';
  return { title, amount: allocation.discountedAmount };
}

/** A service plan's term and price per term: its billing interval and the fixed price of every order (orderCount null). */
function serviceTermOf(plan: RawPlan): ServiceTerm | null {
  if (plan.recurringDeliveries) return null;
  const billing = plan.billingPolicy;
  const fixed = plan.priceAdjustments.find((a) => a.orderCount === null && a.adjustmentValue.__typename === 'SellingPlanFixedPriceAdjustment');
  const price = fixed && 'price' in fixed.adjustmentValue ? fixed.adjustmentValue.price : null;
  return price && billing && 'interval' in billing && billing.intervalCount > 0 ? { interval: billing.interval, count: billing.intervalCount, price } : null;
}

function billingOf(plan: RawPlan): PlanBilling | null {
  const billing = plan.billingPolicy;
  return billing && 'interval' in billing ? { interval: billing.interval, count: billing.intervalCount } : null;
}

function reshapeLine(line: RawLine): CartLine | null {
  const variant = line.merchandise;
  // Only product variants are sold here; anything else would have no id to show.
  if (!('id' in variant)) return null;
  const plan = line.sellingPlanAllocation;
  return {
    id: line.id,
    quantity: line.quantity,
    attributes: line.attributes.map((a) => ({ key: a.key, value: a.value ?? '' })),
    variantId: variant.id,
    variantTitle: variant.title === DEFAULT_TITLE ? null : variant.title,
    sku: variant.sku ?? '',
    quantityAvailable: variant.quantityAvailable,
    availableForSale: variant.availableForSale,
    price: variant.price,
    compareAtPrice: variant.compareAtPrice,
    unitPrice: plan?.priceAdjustments[0]?.perDeliveryPrice ?? line.cost.amountPerQuantity,
    subtotal: line.cost.subtotalAmount,
    total: line.cost.totalAmount,
    selectedOptions: variant.selectedOptions.filter((o) => o.value !== DEFAULT_TITLE),
    image: variant.image ? { url: variant.image.url, altText: variant.image.altText } : null,
    product: { ...variant.product },
    sellingPlan: plan
      ? { id: plan.sellingPlan.id, name: plan.sellingPlan.name, service: !plan.sellingPlan.recurringDeliveries, serviceTerm: serviceTermOf(plan.sellingPlan), billing: billingOf(plan.sellingPlan) }
      : null,
    discounts: line.discountAllocations.map(discountOf),
  };
}

/** Flattens the API's cart. */
export function reshapeCart(raw: RawCart): Cart {
  return {
    id: raw.id,
    checkoutUrl: raw.checkoutUrl,
    totalQuantity: raw.totalQuantity,
    note: raw.note,
    currencyCode: raw.cost.subtotalAmount.currencyCode,
    subtotal: raw.cost.subtotalAmount,
    total: raw.cost.totalAmount,
    buyer: {
      countryCode: raw.buyerIdentity.countryCode,
      email: raw.buyerIdentity.email,
      customerId: raw.buyerIdentity.customer?.id ?? null,
    },
    attributes: raw.attributes.map((a) => ({ key: a.key, value: a.value ?? '' })),
    discountCodes: raw.discountCodes.map((d) => ({ code: d.code, applicable: d.applicable })),
    discounts: raw.discountAllocations.map(discountOf),
    lines: raw.lines.nodes.map(reshapeLine).filter((l): l is CartLine => l !== null),
  };
}

/** What every cart mutation answers (the payload fragments of documents/cart.ts). */
interface RawPayload {
  cart: RawCart | null;
  userErrors: CartProblemsFragment[];
  warnings: CartWarningFieldsFragment[];
}

function result(payload: RawPayload | null): CartResult {
  if (!payload) return { cart: null, userErrors: [{ field: null, message: 'No answer for the cart.', code: null }], warnings: [] };
  return {
    cart: payload.cart ? reshapeCart(payload.cart) : null,
    userErrors: payload.userErrors.map((e) => ({ field: e.field, message: e.message, code: e.code })),
    warnings: payload.warnings.map((w) => ({ code: w.code, message: w.message, target: w.target })),
  };
}

function lineInputs(lines: CartLineInput[]) {
  return lines.map((line) => ({
    merchandiseId: encodeMerchandiseId(line.variantId),
    quantity: line.quantity,
    attributes: line.attributes ?? [],
    ...(line.sellingPlanId ? { sellingPlanId: line.sellingPlanId } : {}),
  }));
}

/** A line change: its quantity, its attributes (replacing the line's), or both. */
export interface CartLineUpdate {
  id: string;
  quantity?: number;
  attributes?: Attribute[];
}

/** A cart change's answer: what the store said (the cart, its user errors and warnings), or why the request failed. */
export type CartAnswer = StorefrontResult<CartResult>;

/**
 * The cart operations of one store, priced for a buyer country and worded in a language (@inContext).
 * Each answers the door's result: the store's answer, or why there was none; none throws.
 */
export interface CartApi {
  /** The cart, or null when the store has no cart by that id (checked out, expired). */
  get(id: string, options?: RequestOptions): Promise<StorefrontResult<Cart | null>>;
  create(input: { country: string; lines?: CartLineInput[]; attributes?: Attribute[]; customerAccessToken?: string | null }, options?: RequestOptions): Promise<CartAnswer>;
  addLines(id: string, lines: CartLineInput[], options?: RequestOptions): Promise<CartAnswer>;
  updateLines(id: string, lines: CartLineUpdate[], options?: RequestOptions): Promise<CartAnswer>;
  removeLines(id: string, lineIds: string[], options?: RequestOptions): Promise<CartAnswer>;
  setDiscountCodes(id: string, codes: string[], options?: RequestOptions): Promise<CartAnswer>;
  /** Replaces the cart's attributes with `attributes`. */
  setAttributes(id: string, attributes: Attribute[], options?: RequestOptions): Promise<CartAnswer>;
  setBuyerIdentity(id: string, identity: { countryCode?: string; customerAccessToken?: string | null; email?: string }, options?: RequestOptions): Promise<CartAnswer>;
}

/**
 * Cart operations over a Storefront client for one buyer country and language (a LanguageCode such as
 * `DE`): lines come back with the product titles, options and plan names of that language.
 */
export function cartApi(client: StorefrontClient, country: string, language: string): CartApi {
  const inContext = { country: country as CountryCode, language: language as LanguageCode };
  return {
    async get(id, options) {
      const answer = await client.request(CART_QUERY, { id, ...inContext }, options);
      return readData(answer, (data) => (data.cart ? reshapeCart(data.cart) : null));
    },
    async create(input, options) {
      const variables = {
        ...inContext,
        input: {
          buyerIdentity: {
            countryCode: input.country as CountryCode,
            ...(input.customerAccessToken ? { customerAccessToken: input.customerAccessToken } : {}),
          },
          attributes: input.attributes ?? [],
          lines: lineInputs(input.lines ?? []),
        },
      };
      const answer = await client.request(CART_CREATE_MUTATION, variables, options);
      return readData(answer, (data) => result(data.cartCreate));
    },
    async addLines(id, lines, options) {
      const answer = await client.request(CART_LINES_ADD_MUTATION, { cartId: id, lines: lineInputs(lines), ...inContext }, options);
      return readData(answer, (data) => result(data.cartLinesAdd));
    },
    async updateLines(id, lines, options) {
      const input = lines.map((l) => ({ id: l.id, ...(l.quantity !== undefined ? { quantity: l.quantity } : {}), ...(l.attributes ? { attributes: l.attributes } : {}) }));
      const answer = await client.request(CART_LINES_UPDATE_MUTATION, { cartId: id, lines: input, ...inContext }, options);
      return readData(answer, (data) => result(data.cartLinesUpdate));
    },
    async removeLines(id, lineIds, options) {
      const answer = await client.request(CART_LINES_REMOVE_MUTATION, { cartId: id, lineIds, ...inContext }, options);
      return readData(answer, (data) => result(data.cartLinesRemove));
    },
    async setDiscountCodes(id, codes, options) {
      const answer = await client.request(
        CART_DISCOUNT_CODES_UPDATE_MUTATION,
        { cartId: id, discountCodes: codes, ...inContext },
        options,
      );
      return readData(answer, (data) => result(data.cartDiscountCodesUpdate));
    },
    async setAttributes(id, attributes, options) {
      const answer = await client.request(CART_ATTRIBUTES_UPDATE_MUTATION, { cartId: id, attributes, ...inContext }, options);
      return readData(answer, (data) => result(data.cartAttributesUpdate));
    },
    async setBuyerIdentity(id, identity, options) {
      const buyerIdentity = {
        ...(identity.countryCode ? { countryCode: identity.countryCode as CountryCode } : {}),
        ...(identity.customerAccessToken !== undefined ? { customerAccessToken: identity.customerAccessToken } : {}),
        ...(identity.email ? { email: identity.email } : {}),
      };
      const answer = await client.request(
        CART_BUYER_IDENTITY_UPDATE_MUTATION,
        { cartId: id, buyerIdentity, ...inContext },
        options,
      );
      return readData(answer, (data) => result(data.cartBuyerIdentityUpdate));
    },
  };
}
