import type { ResolverMap, StorefrontContext } from '../storefront/types.js';
import type { VariantRecord } from '../catalogue/catalogue.js';
import { connection, type PageArgs } from '../storefront/connection.js';
import { gid, parseGid } from '../storefront/ids.js';
import { invalidGlobalId } from '../storefront/errors.js';
import { money } from '../storefront/money.js';
import { sellingPlanAllocation } from '../catalogue/resolvers.js';
import { contentLanguage, variantNode } from '../catalogue/nodes.js';
import { currencyForCountry } from '../catalogue/markets.js';
import { groupCommit } from '../db/group-commit.js';
import { CartStore, cartGid, lineGid, parseLineId, type Attribute, type CartRow, type LineRow } from './store.js';
import { applicationFields, cleanCodes } from './discounts.js';
import { priceCart, type CartPricing, type CodeAllocation, type PricedLine } from './pricing.js';
import { findCartBuyerCustomer } from '../customer-account/cart-buyer.js';
import { cartGiftCards, findGiftCard, lastCharacters, normalizeGiftCardCode, spendGiftCards, unusable, type GiftCardRow } from '../gift-cards/store.js';
import { clockNow } from '../clock/clock.js';
import { checkAttributes, checkNote, GRAPHQL_INT_MAX, lineQuantityError, MAX_LINE_QUANTITY, type LimitError } from './limits.js';

// _lines and _pricing memoise the cart's lines and prices for one response, so each field does not re-read them.
type CartParent = { __typename: 'Cart'; _row: CartRow; _lines?: LineRow[]; _pricing?: CartPricing };
type LineParent = { __typename: 'CartLine'; _line: LineRow; _cart: CartRow; _parent: CartParent };

interface UserError {
  __typename: 'CartUserError';
  field: string[] | null;
  message: string;
  code: string | null;
}
interface Warning {
  __typename: 'CartWarning';
  code: string;
  message: string;
  target: string;
}

const stores = new WeakMap<object, CartStore>();
/** The cart store of a database (one per connection). */
export function cartStore(ctx: { db: object }): CartStore {
  let s = stores.get(ctx.db);
  if (!s) stores.set(ctx.db, (s = new CartStore(ctx.db as never)));
  return s;
}

/** The answer to a code no store card has (or one disabled or expired), and to a card with nothing left. */
export const GIFT_CARD_INVALID = 'Gift card code is invalid';
export const GIFT_CARD_EMPTY = 'Gift card has no balance left';

/** The codes a cart carries, as entered (normalized). */
function giftCardCodesOf(cart: CartRow): string[] {
  return JSON.parse(cart.gift_card_codes ?? '[]') as string[];
}

/** An applied card's id on a cart. */
const appliedGiftCardGid = (card: GiftCardRow) => gid('AppliedGiftCard', card.id);

const userError = (field: (string | number)[] | null, message: string, code: string | null = 'INVALID'): UserError => ({
  __typename: 'CartUserError',
  field: field ? field.map(String) : null,
  message,
  code,
});

const cartNode = (row: CartRow): CartParent => ({ __typename: 'Cart', _row: row });

/** Limit errors as CartUserErrors, their fields under `prefix`. */
const limitErrors = (errors: LimitError[], prefix: (string | number)[] = []): UserError[] =>
  errors.map((e) => userError([...prefix, ...e.field], e.message, e.code));

/** Refuses a change that would make the cart's total quantity overflow a GraphQL Int (the cart would be unreadable). */
function totalQuantityErrors(store: CartStore, token: string): UserError[] {
  const total = store.lines(token).reduce((n, l) => n + l.quantity, 0);
  return total > GRAPHQL_INT_MAX ? [userError(['lines'], `The cart can hold at most ${GRAPHQL_INT_MAX} items.`, 'MAXIMUM_EXCEEDED')] : [];
}

function attrs(list: unknown): Attribute[] {
  return (Array.isArray(list) ? list : []).map((a: { key: string; value: string }) => ({ key: String(a.key), value: String(a.value ?? '') }));
}

function attributeNodes(json: string) {
  return (JSON.parse(json) as Attribute[]).map((a) => ({ __typename: 'Attribute', key: a.key, value: a.value }));
}

function cartLines(s: CartParent, ctx: StorefrontContext): LineRow[] {
  return (s._lines ??= cartStore(ctx).lines(s._row.token));
}

function cartPricing(s: CartParent, ctx: StorefrontContext): CartPricing {
  return (s._pricing ??= priceCart(s._row, cartLines(s, ctx), ctx));
}

function pricedLine(s: LineParent, ctx: StorefrontContext): PricedLine | undefined {
  return cartPricing(s._parent, ctx).lines.find((p) => p.line.id === s._line.id);
}

/** A CartCodeDiscountAllocation of a code's amount (on a line or on the whole cart). */
function codeAllocation(a: CodeAllocation, currency: string) {
  return {
    __typename: 'CartCodeDiscountAllocation',
    code: a.code,
    discountedAmount: money(a.amount, currency),
    targetType: 'LINE_ITEM',
    discountApplication: { __typename: 'CartDiscountApplication', ...applicationFields(a.rule) },
  };
}

function stockLimit(v: VariantRecord, ctx: StorefrontContext): number {
  const inv = v.doc.store.inventory ?? {};
  if (inv.isAvailable === false) return 0;
  if (inv.policy === 'CONTINUE' || inv.management !== 'SHOPIFY') return Number.MAX_SAFE_INTEGER;
  return Math.max(0, ctx.catalogue.quantity(v.id));
}

function productTitle(v: VariantRecord, ctx: StorefrontContext): string {
  return ctx.catalogue.productsById.get(v.productId)?.doc.store.title ?? 'product';
}

/** Resolves a merchandise id (gid or base64 gid) to a variant of the store. */
function variantFor(id: string, ctx: StorefrontContext): VariantRecord | null {
  const p = parseGid(id);
  if (!p || p.type !== 'ProductVariant' || !/^\d+$/.test(p.id)) return null;
  return ctx.catalogue.variantsById.get(Number(p.id)) ?? null;
}

/** Checks a selling plan id against the variant's product; returns the plan id or an error message. */
function planFor(v: VariantRecord, sellingPlanId: string | null | undefined, ctx: StorefrontContext): { id: number | null } | { error: string; field: string } {
  const product = ctx.catalogue.productsById.get(v.productId);
  if (!sellingPlanId) {
    if (product?.doc.store.requiresSellingPlan) return { error: 'Variant can only be purchased with a selling plan.', field: 'sellingPlanId' };
    return { id: null };
  }
  const p = parseGid(sellingPlanId);
  const n = p && p.type === 'SellingPlan' ? Number(p.id) : NaN;
  const allowed = (product?.groups ?? []).some((g) => (g.store.sellingPlans ?? []).some((plan: { id: number }) => Number(plan.id) === n));
  if (!allowed) return { error: `Selling plan with id ${sellingPlanId} is not applicable to the merchandise.`, field: 'sellingPlanId' };
  return { id: n };
}

interface LineInput {
  merchandiseId: string;
  quantity?: number | null;
  sellingPlanId?: string | null;
  attributes?: Attribute[] | null;
}

/** Adds lines to a cart with Shopify's merge, stock and selling-plan rules. */
function addLines(cart: CartRow, inputs: LineInput[], ctx: StorefrontContext, fieldBase = 'lines') {
  const store = cartStore(ctx);
  const userErrors: UserError[] = [];
  const warnings: Warning[] = [];
  const checked = inputs.map((input, i) => {
    const v = variantFor(input.merchandiseId, ctx);
    if (!v) {
      userErrors.push(userError([fieldBase, i, 'merchandiseId'], `The merchandise with id ${input.merchandiseId} does not exist.`));
      return null;
    }
    const qty = input.quantity ?? 1;
    if (!Number.isInteger(qty) || qty < 1) {
      userErrors.push(userError([fieldBase, i, 'quantity'], 'The quantity must be greater than 0.', 'INVALID'));
      return null;
    }
    const plan = planFor(v, input.sellingPlanId, ctx);
    if ('error' in plan) {
      userErrors.push(userError([fieldBase, i, plan.field], plan.error));
      return null;
    }
    const attributeErrors = limitErrors(checkAttributes(attrs(input.attributes)), [fieldBase, i]);
    if (attributeErrors.length) {
      userErrors.push(...attributeErrors);
      return null;
    }
    return { v, qty, planId: plan.id, attributes: attrs(input.attributes) };
  });
  if (userErrors.length) return { userErrors, warnings };
  for (const [i, c] of checked.entries()) {
    if (!c) continue;
    const existing = store
      .lines(cart.token)
      .find((l) => l.variant_id === c.v.id && l.selling_plan_id === c.planId && l.attributes === JSON.stringify(c.attributes));
    const limit = stockLimit(c.v, ctx);
    const current = existing?.quantity ?? 0;
    const wanted = current + c.qty;
    if (wanted > MAX_LINE_QUANTITY) {
      userErrors.push(...limitErrors([lineQuantityError([fieldBase, i, 'quantity'])]));
      continue;
    }
    if (limit <= 0) {
      warnings.push({ __typename: 'CartWarning', code: 'MERCHANDISE_OUT_OF_STOCK', message: `The product '${productTitle(c.v, ctx)}' is already sold out.`, target: gid('ProductVariant', c.v.id) });
      continue;
    }
    const qty = Math.min(wanted, limit);
    const line = existing ? (store.setLine(existing.id, { quantity: qty }), existing) : store.addLine(cart.token, c.v.id, qty, c.planId, c.attributes);
    if (qty < wanted) {
      warnings.push({
        __typename: 'CartWarning',
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: `Only ${qty - current} items were added to your cart due to availability.`,
        target: lineGid(line),
      });
    }
  }
  return { userErrors, warnings };
}

const notFound = () => ({ cart: null, userErrors: [userError(['cartId'], 'The specified cart does not exist.')], warnings: [] });

/** Runs a cart mutation atomically and answers with the fresh cart. */
function mutate(ctx: StorefrontContext, cartId: string, fn: (cart: CartRow) => { userErrors: UserError[]; warnings: Warning[] }) {
  // Concurrent mutations share one commit (one fsync); each answers only once its write is durable.
  return groupCommit(ctx.db).run(() => mutateNow(ctx, cartId, fn));
}

function mutateNow(ctx: StorefrontContext, cartId: string, fn: (cart: CartRow) => { userErrors: UserError[]; warnings: Warning[] }) {
  const store = cartStore(ctx);
  try {
    return ctx.db.transaction(() => {
      const cart = store.findOpen(ctx.store.name, cartId);
      if (!cart) return notFound();
      const out = fn(cart);
      if (!out.userErrors.length) out.userErrors.push(...totalQuantityErrors(store, cart.token));
      if (out.userErrors.length) throw new RollBack(out.userErrors);
      // The checkout speaks the language the buyer last changed the cart in.
      store.update(cart.token, { language: ctx.language });
      return { cart: cartNode(store.byToken(cart.token)!), ...out };
    })();
  } catch (e) {
    // Shopify answers user errors with the unchanged cart.
    if (!(e instanceof RollBack)) throw e;
    const cart = store.findOpen(ctx.store.name, cartId);
    return { cart: cart ? cartNode(cart) : null, userErrors: e.userErrors, warnings: [] };
  }
}

function buyerFields(input: { countryCode?: string | null; email?: string | null; phone?: string | null; customerAccessToken?: string | null } | null | undefined, cart: CartRow | null, ctx: StorefrontContext) {
  const out: Partial<CartRow> = {};
  if (!input) return out;
  if (input.countryCode) {
    out.country = input.countryCode;
    out.currency = currencyForCountry(input.countryCode, ctx.store);
  }
  if (input.email !== undefined) out.buyer_email = input.email ?? null;
  if (input.phone !== undefined) out.buyer_phone = input.phone ?? null;
  if (input.customerAccessToken !== undefined) out.buyer_customer_token = input.customerAccessToken ?? null;
  void cart;
  return out;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks a buyer identity: a valid email, and a customer access token (classic or Customer Account) that is live in this store. */
function validateBuyer(input: { email?: string | null; customerAccessToken?: string | null } | null | undefined, field: string[], ctx: StorefrontContext): UserError[] {
  if (input?.email && !EMAIL.test(input.email)) return [userError([...field, 'email'], 'Email is invalid', 'INVALID')];
  // Shopify's answer to an unknown or expired token (seen on Storefront API carts): "Customer is invalid", INVALID.
  if (input?.customerAccessToken != null && !findCartBuyerCustomer(ctx.db, ctx.store.name, input.customerAccessToken)) {
    return [userError([...field, 'customerAccessToken'], 'Customer is invalid', 'INVALID')];
  }
  return [];
}

/** The customer a cart is linked to through its buyer's access token, while that token is live. */
function cartCustomer(row: CartRow, ctx: StorefrontContext) {
  return findCartBuyerCustomer(ctx.db, row.store, row.buyer_customer_token) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Cart metafields: `key` is `namespace.key`, or a bare key in the app-reserved namespace ("$app", as Shopify's
// documentation names it); at most 25 per call, values up to 64 KB (Shopify's limits for cart metafields).

interface CartMetafield {
  namespace: string;
  key: string;
  type: string;
  value: string;
  updatedAt: string;
}

const APP_NAMESPACE = '$app';
const MAX_METAFIELDS_PER_CALL = 25;
const MAX_METAFIELD_VALUE = 65_535;
const METAFIELD_KEY = /^[a-zA-Z0-9_-]{2,64}$/;
const METAFIELD_NAMESPACE = /^(\$app|[a-zA-Z0-9_-]{2,255})$/;

function metafieldKey(raw: string, namespace?: string | null): { namespace: string; key: string } {
  if (namespace) return { namespace, key: raw };
  const at = raw.lastIndexOf('.');
  return at > 0 ? { namespace: raw.slice(0, at), key: raw.slice(at + 1) } : { namespace: APP_NAMESPACE, key: raw };
}

const cartMetafields = (row: CartRow): CartMetafield[] => JSON.parse(row.metafields ?? '[]') as CartMetafield[];

function metafieldNode(row: CartRow, m: CartMetafield) {
  return {
    __typename: 'Metafield',
    id: gid('Metafield', `${row.token}-${m.namespace}.${m.key}`),
    namespace: m.namespace,
    key: m.key,
    type: m.type,
    value: m.value,
    description: null,
    reference: null,
    references: null,
    parentResource: cartNode(row),
    createdAt: m.updatedAt,
    updatedAt: m.updatedAt,
  };
}

const metafieldsError = (field: (string | number)[], message: string, code: string, elementIndex: number | null = null) => ({
  __typename: 'MetafieldsSetUserError',
  field: field.map(String),
  message,
  code,
  elementIndex,
});

function setCartMetafields(inputs: { ownerId: string; key: string; type: string; value: string }[], ctx: StorefrontContext) {
  if (inputs.length > MAX_METAFIELDS_PER_CALL) {
    return { metafields: null, userErrors: [metafieldsError(['metafields'], `Exceeded the maximum metafields input limit of ${MAX_METAFIELDS_PER_CALL}.`, 'LESS_THAN_OR_EQUAL_TO')] };
  }
  const store = cartStore(ctx);
  const userErrors: ReturnType<typeof metafieldsError>[] = [];
  const rows = inputs.map((input, i) => {
    const row = parseGid(input.ownerId)?.type === 'Cart' ? store.findOpen(ctx.store.name, input.ownerId) : null;
    if (!row) userErrors.push(metafieldsError(['metafields', i, 'ownerId'], 'Owner does not exist.', 'INVALID_OWNER', i));
    const { namespace, key } = metafieldKey(input.key);
    if (!METAFIELD_KEY.test(key) || !METAFIELD_NAMESPACE.test(namespace)) userErrors.push(metafieldsError(['metafields', i, 'key'], 'Key is invalid.', 'INVALID_VALUE', i));
    if (!/^[a-z_.]+(\.[a-z_]+)*$/.test(input.type) || input.type.length > 100) userErrors.push(metafieldsError(['metafields', i, 'type'], 'Type is invalid.', 'INVALID_TYPE', i));
    if (!input.value) userErrors.push(metafieldsError(['metafields', i, 'value'], "Value can't be blank.", 'BLANK', i));
    else if (input.value.length > MAX_METAFIELD_VALUE) userErrors.push(metafieldsError(['metafields', i, 'value'], `Value is too long (maximum is ${MAX_METAFIELD_VALUE} characters).`, 'TOO_LONG', i));
    return { row, namespace, key, input };
  });
  if (userErrors.length) return { metafields: null, userErrors };
  const now = new Date().toISOString();
  const set: { row: CartRow; m: CartMetafield }[] = [];
  ctx.db.transaction(() => {
    for (const { row, namespace, key, input } of rows) {
      const current = store.byToken(row!.token)!;
      const list = cartMetafields(current).filter((m) => !(m.namespace === namespace && m.key === key));
      const m = { namespace, key, type: input.type, value: input.value, updatedAt: now };
      list.push(m);
      store.update(current.token, { metafields: JSON.stringify(list) });
      set.push({ row: store.byToken(current.token)!, m });
    }
  })();
  return { metafields: set.map(({ row, m }) => metafieldNode(row, m)), userErrors: [] };
}

function deleteCartMetafield(input: { ownerId: string; key: string }, ctx: StorefrontContext) {
  const store = cartStore(ctx);
  const row = parseGid(input.ownerId)?.type === 'Cart' ? store.findOpen(ctx.store.name, input.ownerId) : null;
  const error = (message: string, code: string) => ({ deletedId: null, userErrors: [{ __typename: 'MetafieldDeleteUserError', field: ['input', code === 'INVALID_OWNER' ? 'ownerId' : 'key'], message, code }] });
  if (!row) return error('Owner does not exist.', 'INVALID_OWNER');
  const { namespace, key } = metafieldKey(input.key);
  const list = cartMetafields(row);
  const found = list.find((m) => m.namespace === namespace && m.key === key);
  if (!found) return error('Metafield does not exist.', 'METAFIELD_DOES_NOT_EXIST');
  store.update(row.token, { metafields: JSON.stringify(list.filter((m) => m !== found)) });
  return { deletedId: metafieldNode(row, found).id, userErrors: [] };
}

/** Storefront resolvers for the cart: query, mutations, Cart and CartLine. */
export const cartResolvers: ResolverMap = {
  QueryRoot: {
    cart: (_s, args: { id: string }, ctx) => {
      if (!parseGid(args.id)) throw invalidGlobalId(args.id);
      const row = cartStore(ctx).findOpen(ctx.store.name, args.id);
      return row ? cartNode(row) : null;
    },
  },
  Mutation: {
    cartCreate: (_s, args, ctx) => {
      const input = args.input ?? {};
      const errors = [
        ...validateBuyer(input.buyerIdentity, ['input', 'buyerIdentity'], ctx),
        ...limitErrors(checkNote(input.note), ['input']),
        ...limitErrors(checkAttributes(attrs(input.attributes)), ['input']),
      ];
      if (errors.length) return { cart: null, userErrors: errors, warnings: [] };
      const store = cartStore(ctx);
      return groupCommit(ctx.db).run(() => guard(() => ctx.db.transaction(() => {
        const country = input.buyerIdentity?.countryCode ?? ctx.country;
        const row = store.create(ctx.store.name, country, currencyForCountry(country, ctx.store), {
          attributes: attrs(input.attributes),
          note: input.note ?? null,
          email: input.buyerIdentity?.email ?? null,
          phone: input.buyerIdentity?.phone ?? null,
          customerToken: input.buyerIdentity?.customerAccessToken ?? null,
          discountCodes: cleanCodes(input.discountCodes),
          siteOrigin: ctx.siteOrigin ?? null,
          language: ctx.language,
        });
        const out = input.lines?.length ? addLines(row, input.lines, ctx, 'input') : { userErrors: [], warnings: [] };
        if (!out.userErrors.length) out.userErrors.push(...totalQuantityErrors(store, row.token));
        if (out.userErrors.length) throw new RollBack(out.userErrors);
        return { cart: cartNode(store.byToken(row.token)!), ...out };
      })()));
    },
    cartLinesAdd: (_s, args: { cartId: string; lines: LineInput[] }, ctx) =>
      mutate(ctx, args.cartId, (cart) => addLines(cart, args.lines, ctx)),
    cartLinesUpdate: (_s, args: { cartId: string; lines: { id: string; quantity?: number | null; attributes?: Attribute[] | null; sellingPlanId?: string | null; merchandiseId?: string | null }[] }, ctx) =>
        mutate(ctx, args.cartId, (cart) => {
          const store = cartStore(ctx);
          const lines = store.lines(cart.token);
          const userErrors: UserError[] = [];
          const warnings: Warning[] = [];
          const plan = args.lines.map((input, i) => {
            const uuid = parseLineId(input.id);
            const line = lines.find((l) => l.id === uuid);
            if (!line) {
              userErrors.push(userError(['lines', i, 'id'], `The merchandise line with id ${input.id} does not exist.`));
              return null;
            }
            if (input.quantity != null && (!Number.isInteger(input.quantity) || input.quantity < 0)) {
              userErrors.push(userError(['lines', i, 'quantity'], 'The quantity must be greater than or equal to 0.'));
              return null;
            }
            if (input.quantity != null && input.quantity > MAX_LINE_QUANTITY) {
              userErrors.push(...limitErrors([lineQuantityError(['lines', i, 'quantity'])]));
              return null;
            }
            const attributeErrors = limitErrors(checkAttributes(input.attributes ? attrs(input.attributes) : null), ['lines', i]);
            if (attributeErrors.length) {
              userErrors.push(...attributeErrors);
              return null;
            }
            let variant = ctx.catalogue.variantsById.get(line.variant_id);
            if (input.merchandiseId) {
              const v = variantFor(input.merchandiseId, ctx);
              if (!v) {
                userErrors.push(userError(['lines', i, 'merchandiseId'], `The merchandise with id ${input.merchandiseId} does not exist.`));
                return null;
              }
              variant = v;
            }
            let planId = line.selling_plan_id;
            if (input.sellingPlanId !== undefined && variant) {
              const p = planFor(variant, input.sellingPlanId, ctx);
              if ('error' in p) {
                userErrors.push(userError(['lines', i, p.field], p.error));
                return null;
              }
              planId = p.id;
            }
            return { line, input, variant, planId };
          });
          if (userErrors.length) return { userErrors, warnings };
          for (const p of plan) {
            if (!p || !p.variant) continue;
            const qty = p.input.quantity ?? p.line.quantity;
            if (qty === 0) {
              store.removeLine(p.line.id);
              continue;
            }
            const limit = stockLimit(p.variant, ctx);
            const final = Math.min(qty, limit);
            if (final <= 0) {
              store.removeLine(p.line.id);
              warnings.push({ __typename: 'CartWarning', code: 'MERCHANDISE_OUT_OF_STOCK', message: `The product '${productTitle(p.variant, ctx)}' is already sold out.`, target: lineGid(p.line) });
              continue;
            }
            store.setLine(p.line.id, {
              quantity: final,
              variant_id: p.variant.id,
              selling_plan_id: p.planId,
              ...(p.input.attributes ? { attributes: JSON.stringify(attrs(p.input.attributes)) } : {}),
            });
            if (final < qty) {
              warnings.push({ __typename: 'CartWarning', code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: `Only ${final} items were added to your cart due to availability.`, target: lineGid(p.line) });
            }
          }
          return { userErrors, warnings };
        }),
    cartLinesRemove: (_s, args: { cartId: string; lineIds: string[] }, ctx) =>
      mutate(ctx, args.cartId, (cart) => {
        const store = cartStore(ctx);
        const lines = store.lines(cart.token);
        const userErrors: UserError[] = [];
        const ids = args.lineIds.map((id, i) => {
          const uuid = parseLineId(id);
          if (!lines.some((l) => l.id === uuid)) userErrors.push(userError(['lineIds', i], `The merchandise line with id ${id} does not exist.`));
          return uuid;
        });
        if (!userErrors.length) for (const id of ids) store.removeLine(id!);
        return { userErrors, warnings: [] };
      }),
    cartAttributesUpdate: (_s, args: { cartId: string; attributes: Attribute[] }, ctx) =>
      mutate(ctx, args.cartId, (cart) => {
        const userErrors = limitErrors(checkAttributes(attrs(args.attributes)));
        if (!userErrors.length) cartStore(ctx).update(cart.token, { attributes: JSON.stringify(attrs(args.attributes)) });
        return { userErrors, warnings: [] };
      }),
    cartNoteUpdate: (_s, args: { cartId: string; note: string }, ctx) =>
      mutate(ctx, args.cartId, (cart) => {
        const userErrors = limitErrors(checkNote(args.note));
        if (!userErrors.length) cartStore(ctx).update(cart.token, { note: args.note });
        return { userErrors, warnings: [] };
      }),
    cartDiscountCodesUpdate: (_s, args: { cartId: string; discountCodes?: string[] | null }, ctx) =>
      mutate(ctx, args.cartId, (cart) => {
        // Unknown or inapplicable codes stay on the cart and read as `applicable: false`, as on Shopify.
        cartStore(ctx).update(cart.token, { discount_codes: JSON.stringify(cleanCodes(args.discountCodes)) });
        return { userErrors: [], warnings: [] };
      }),
    // As in 2025-04, the codes given replace the cart's; an unknown, disabled, expired or empty card is refused
    // and leaves the cart as it was.
    cartGiftCardCodesUpdate: (_s, args: { cartId: string; giftCardCodes: string[] }, ctx) =>
      mutate(ctx, args.cartId, (cart) => {
        const codes = [...new Set(args.giftCardCodes.map(normalizeGiftCardCode).filter(Boolean))];
        const day = clockNow(ctx.db).toISOString().slice(0, 10);
        const userErrors: UserError[] = [];
        codes.forEach((code, i) => {
          const why = unusable(findGiftCard(ctx.db, ctx.store.name, code), day);
          if (why === 'unknown') userErrors.push(userError(['giftCardCodes', i], GIFT_CARD_INVALID, 'INVALID'));
          if (why === 'empty') userErrors.push(userError(['giftCardCodes', i], GIFT_CARD_EMPTY, 'INVALID'));
        });
        if (!userErrors.length) cartStore(ctx).update(cart.token, { gift_card_codes: JSON.stringify(codes) });
        return { userErrors, warnings: [] };
      }),
    cartGiftCardCodesRemove: (_s, args: { cartId: string; appliedGiftCardIds: string[] }, ctx) =>
      mutate(ctx, args.cartId, (cart) => {
        const codes = giftCardCodesOf(cart);
        const applied = new Map(codes.map((c) => [findGiftCard(ctx.db, ctx.store.name, c), c] as const).filter(([card]) => card).map(([card, c]) => [appliedGiftCardGid(card!), c]));
        const userErrors = args.appliedGiftCardIds
          .map((id, i) => (applied.has(id) ? null : userError(['appliedGiftCardIds', i], `The gift card with id ${id} is not applied to this cart.`, 'INVALID')))
          .filter((e): e is UserError => e !== null);
        const gone = new Set(args.appliedGiftCardIds.map((id) => applied.get(id)));
        if (!userErrors.length) cartStore(ctx).update(cart.token, { gift_card_codes: JSON.stringify(codes.filter((c) => !gone.has(c))) });
        return { userErrors, warnings: [] };
      }),
    cartSelectedDeliveryOptionsUpdate: (_s, args: { cartId: string; selectedDeliveryOptions: { deliveryGroupId: string; deliveryOptionHandle: string }[] }, ctx) =>
      mutate(ctx, args.cartId, () => {
        // A cart has delivery groups only once it has a delivery address; the Storefront carts here have none,
        // so every group id names no group of the cart.
        const userErrors = args.selectedDeliveryOptions.map((_o, i) =>
          userError(['selectedDeliveryOptions', i, 'deliveryGroupId'], 'The delivery group does not exist.', 'INVALID_DELIVERY_GROUP'),
        );
        return { userErrors, warnings: [] };
      }),
    cartMetafieldsSet: (_s, args: { metafields: { ownerId: string; key: string; type: string; value: string }[] }, ctx) =>
      setCartMetafields(args.metafields, ctx),
    cartMetafieldDelete: (_s, args: { input: { ownerId: string; key: string } }, ctx) => deleteCartMetafield(args.input, ctx),
    cartBuyerIdentityUpdate: (_s, args, ctx) =>
      mutate(ctx, args.cartId, (cart) => {
        const userErrors = validateBuyer(args.buyerIdentity, ['buyerIdentity'], ctx);
        if (!userErrors.length) cartStore(ctx).update(cart.token, buyerFields(args.buyerIdentity, cart, ctx));
        return { userErrors, warnings: [] };
      }),
  },
  Cart: {
    id: (s: CartParent) => cartGid(s._row),
    // As Shopify's, the checkout opens in the language the cart is read in (its `locale` parameter).
    checkoutUrl: (s: CartParent, _a, ctx) =>
      `${ctx.origin}/shops/${s._row.store}/checkouts/${s._row.token}?key=${s._row.secret}&locale=${contentLanguage(ctx)}`,
    createdAt: (s: CartParent) => s._row.created_at,
    updatedAt: (s: CartParent) => s._row.updated_at,
    note: (s: CartParent) => s._row.note,
    attributes: (s: CartParent) => attributeNodes(s._row.attributes),
    attribute: (s: CartParent, a: { key: string }) => attributeNodes(s._row.attributes).find((x) => x.key === a.key) ?? null,
    totalQuantity: (s: CartParent, _a, ctx) => cartLines(s, ctx).reduce((n, l) => n + l.quantity, 0),
    buyerIdentity: (s: CartParent, _a, ctx) => {
      const customer = cartCustomer(s._row, ctx);
      return {
        __typename: 'CartBuyerIdentity',
        _row: s._row,
        countryCode: s._row.country,
        // A linked customer's email is the buyer's email, as on Shopify.
        email: customer?.email ?? s._row.buyer_email,
        phone: s._row.buyer_phone,
        deliveryAddressPreferences: [],
        preferences: null,
        purchasingCompany: null,
        customer,
      };
    },
    lines: (s: CartParent, a: PageArgs, ctx) =>
      connection(cartLines(s, ctx), a, (l) => l.id, (l): LineParent => ({ __typename: 'CartLine', _line: l, _cart: s._row, _parent: s })),
    cost: (s: CartParent, _a, ctx) => {
      const t = cartPricing(s, ctx);
      const total = money(t.total, s._row.currency);
      return {
        __typename: 'CartCost',
        subtotalAmount: money(t.subtotal, s._row.currency),
        totalAmount: total,
        checkoutChargeAmount: total,
        subtotalAmountEstimated: false,
        totalAmountEstimated: false,
        totalTaxAmount: null,
        totalTaxAmountEstimated: false,
        totalDutyAmount: null,
        totalDutyAmountEstimated: false,
      };
    },
    estimatedCost: (s: CartParent, _a, ctx) => {
      const t = cartPricing(s, ctx);
      const total = money(t.total, s._row.currency);
      return { __typename: 'CartEstimatedCost', subtotalAmount: money(t.subtotal, s._row.currency), totalAmount: total, checkoutChargeAmount: total, totalTaxAmount: null, totalDutyAmount: null };
    },
    discountCodes: (s: CartParent, _a, ctx) => cartPricing(s, ctx).codes.map((c) => ({ __typename: 'CartDiscountCode', ...c })),
    discountAllocations: (s: CartParent, _a, ctx) => cartPricing(s, ctx).orderAllocations.map((a) => codeAllocation(a, s._row.currency)),
    // Each card entered takes its balance off the cart's total, up to what is still due; `balance` is what is left on it after.
    appliedGiftCards: (s: CartParent, _a, ctx) => {
      const day = clockNow(ctx.db).toISOString().slice(0, 10);
      const cards = cartGiftCards(ctx.db, s._row.store, giftCardCodesOf(s._row), day);
      return spendGiftCards(cards, cartPricing(s, ctx).total, s._row.currency).map(({ card, used, left }) => ({
        __typename: 'AppliedGiftCard',
        id: appliedGiftCardGid(card),
        lastCharacters: lastCharacters(card),
        amountUsed: money(used, s._row.currency),
        amountUsedV2: money(used, s._row.currency),
        presentmentAmountUsed: money(used, s._row.currency),
        balance: money(left, card.currency),
        balanceV2: money(left, card.currency),
      }));
    },
    // Delivery groups come with a delivery address, which these carts do not take: none.
    deliveryGroups: (_s: CartParent, a: PageArgs) => connection([] as never[], a, () => '', () => null),
    metafield: (s: CartParent, a: { namespace?: string | null; key: string }) => {
      const { namespace, key } = metafieldKey(a.key, a.namespace);
      const m = cartMetafields(s._row).find((x) => x.namespace === namespace && x.key === key);
      return m ? metafieldNode(s._row, m) : null;
    },
    metafields: (s: CartParent, a: { identifiers: { namespace?: string | null; key: string }[] }) =>
      a.identifiers.map((id) => {
        const { namespace, key } = metafieldKey(id.key, id.namespace);
        const m = cartMetafields(s._row).find((x) => x.namespace === namespace && x.key === key);
        return m ? metafieldNode(s._row, m) : null;
      }),
  },
  CartLine: {
    id: (s: LineParent) => lineGid(s._line),
    quantity: (s: LineParent) => s._line.quantity,
    attributes: (s: LineParent) => attributeNodes(s._line.attributes),
    attribute: (s: LineParent, a: { key: string }) => attributeNodes(s._line.attributes).find((x) => x.key === a.key) ?? null,
    discountAllocations: (s: LineParent, _a, ctx) => (pricedLine(s, ctx)?.lineAllocations ?? []).map((a) => codeAllocation(a, s._cart.currency)),
    merchandise: (s: LineParent, _a, ctx) => {
      const v = ctx.catalogue.variantsById.get(s._line.variant_id);
      return v ? variantNode(v, s._cart.currency) : null;
    },
    sellingPlanAllocation: (s: LineParent, _a, ctx) => {
      if (!s._line.selling_plan_id) return null;
      const v = ctx.catalogue.variantsById.get(s._line.variant_id);
      const plan = ctx.catalogue.sellingPlans.get(s._line.selling_plan_id)?.plan;
      return v && plan ? sellingPlanAllocation(v, plan, s._line.quantity, ctx, s._cart.currency) : null;
    },
    cost: (s: LineParent, _a, ctx) => {
      const { price: p, total } = pricedLine(s, ctx)!;
      return {
        __typename: 'CartLineCost',
        amountPerQuantity: money(p.unit, p.currency),
        compareAtAmountPerQuantity: p.compareAt == null ? null : money(p.compareAt, p.currency),
        subtotalAmount: money(p.subtotal, p.currency),
        totalAmount: money(total, p.currency),
      };
    },
    estimatedCost: (s: LineParent, _a, ctx) => {
      const { price: p, total } = pricedLine(s, ctx)!;
      return {
        __typename: 'CartLineEstimatedCost',
        amount: money(total, p.currency),
        subtotalAmount: money(p.subtotal, p.currency),
        totalAmount: money(total, p.currency),
        compareAtAmount: p.compareAt == null ? null : money(p.compareAt * s._line.quantity, p.currency),
      };
    },
  },
};

/** Carries user errors out of a transaction so nothing of a failed mutation is written. */
class RollBack extends Error {
  constructor(readonly userErrors: UserError[]) {
    super('rollback');
  }
}

function guard<T>(fn: () => T): T | { cart: null; userErrors: UserError[]; warnings: [] } {
  try {
    return fn();
  } catch (e) {
    if (e instanceof RollBack) return { cart: null, userErrors: e.userErrors, warnings: [] };
    throw e;
  }
}
