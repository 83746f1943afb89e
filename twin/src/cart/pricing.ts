import type { Db } from '../db/open.js';
import type { StorefrontContext } from '../storefront/types.js';
import { cents } from '../storefront/money.js';
import { findCartBuyerCustomer } from '../customer-account/cart-buyer.js';
import { findRule, type DiscountRule } from './discounts.js';
import type { CartRow, LineRow } from './store.js';

/** Per-unit price and compare-at price of a line in the cart's currency (selling plan applied), before codes. */
export function linePricing(line: Pick<LineRow, 'variant_id' | 'selling_plan_id' | 'quantity'>, cart: Pick<CartRow, 'currency'>, ctx: Pick<StorefrontContext, 'catalogue'>) {
  const v = ctx.catalogue.variantsById.get(line.variant_id);
  if (!v) return null;
  const p = ctx.catalogue.prices(v, cart.currency);
  const plan = line.selling_plan_id ? ctx.catalogue.sellingPlans.get(line.selling_plan_id)?.plan : undefined;
  const pct = plan ? Number(plan.priceAdjustment?.percentage ?? 0) : 0;
  const unit = plan ? cents((p.price * (100 - pct)) / 100) : p.price;
  const compareAt = plan ? (p.compareAtPrice ?? p.price) : p.compareAtPrice;
  return { variant: v, plan, pct, unit, compareAt, currency: p.currency, subtotal: cents(unit * line.quantity), full: cents(p.price * line.quantity) };
}

/** A line's prices before discount codes. */
export type LinePrice = NonNullable<ReturnType<typeof linePricing>>;

/** One discount code's share of a line or of the cart. */
export interface CodeAllocation {
  /** The code as the buyer entered it. */
  code: string;
  rule: DiscountRule;
  amount: number;
}

/** A line priced with the cart's discount codes. */
export interface PricedLine {
  line: LineRow;
  price: LinePrice;
  /** Line-level (PRODUCT) code discounts. */
  lineAllocations: CodeAllocation[];
  /** The line's share of order-level (ORDER) code discounts. */
  orderShares: CodeAllocation[];
  /** Line subtotal after line-level discounts. */
  total: number;
}

/** A cart priced with its discount codes, shared by the cart resolvers and checkout. */
export interface CartPricing {
  lines: PricedLine[];
  codes: { code: string; applicable: boolean }[];
  /** Sum of line totals: after line-level discounts, before order-level ones. */
  subtotal: number;
  /** Order-level discounts, one per applied code, over the whole cart. */
  orderAllocations: CodeAllocation[];
  /** What the buyer pays for merchandise: subtotal less order-level discounts. */
  total: number;
}

function hasEarlierOrder(db: Db, store: string, email: string): boolean {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'orders'").get();
  return !!table && !!db.prepare('SELECT 1 FROM orders WHERE store = ? AND customer_email = ? COLLATE NOCASE LIMIT 1').get(store, email.trim());
}

/** The email a cart's discounts are checked against: its customer's, else its buyer email. */
export function cartBuyerEmail(db: Db, cart: CartRow): string | null {
  const customer = findCartBuyerCustomer(db, cart.store, cart.buyer_customer_token);
  return customer?.email ?? cart.buyer_email ?? null;
}

function isLive(rule: DiscountRule, now: string): boolean {
  return rule.starts_at <= now && (!rule.ends_at || now <= rule.ends_at);
}

/** False when the code is limited to one customer and the known buyer is someone else; an unknown buyer is checked at checkout. */
function isForBuyer(rule: DiscountRule, email: string | null): boolean {
  return !rule.customer_email || !email || rule.customer_email.trim().toLowerCase() === email.trim().toLowerCase();
}

/**
 * Prices a cart's lines and applies its discount codes the way Shopify combines them: a PRODUCT code takes
 * its percentage off each entitled line (one code per line, the first entered wins), then at most one
 * ORDER code takes its percentage off what remains, shared across lines. A code that does not apply is
 * kept with `applicable: false`. `email` is the buyer (null when unknown, which passes first-order and
 * one-customer checks until checkout knows the email).
 */
export function priceCart(
  cart: CartRow,
  lines: readonly LineRow[],
  ctx: Pick<StorefrontContext, 'db' | 'catalogue'>,
  email: string | null = cartBuyerEmail(ctx.db, cart),
): CartPricing {
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const price = linePricing(line, cart, ctx);
    if (price) priced.push({ line, price, lineAllocations: [], orderShares: [], total: price.subtotal });
  }
  const entered: string[] = JSON.parse(cart.discount_codes ?? '[]');
  const codes: { code: string; applicable: boolean }[] = [];
  const orderAllocations: CodeAllocation[] = [];
  const now = new Date().toISOString();
  const rules = entered.map((code) => ({ code, rule: findRule(ctx.db, cart.store, code) }));
  const eligible = (rule: DiscountRule | undefined): rule is DiscountRule =>
    !!rule && isLive(rule, now) && isForBuyer(rule, email) && !(rule.first_order_only && email && hasEarlierOrder(ctx.db, cart.store, email));

  const applied = new Set<string>();
  for (const { code, rule } of rules) {
    if (!eligible(rule) || rule.kind !== 'PRODUCT') continue;
    for (const p of priced) {
      if (p.lineAllocations.length) continue;
      const tags: string[] = ctx.catalogue.productsById.get(p.price.variant.productId)?.doc.store.tags ?? [];
      if (!tags.some((t) => t.toLowerCase() === rule.entitled_tag?.toLowerCase())) continue;
      const amount = cents((p.price.subtotal * rule.percentage) / 100);
      p.lineAllocations.push({ code, rule, amount });
      p.total = cents(p.total - amount);
      applied.add(code);
    }
  }
  const subtotal = cents(priced.reduce((n, p) => n + p.total, 0));
  for (const { code, rule } of rules) {
    if (!eligible(rule) || rule.kind !== 'ORDER' || orderAllocations.length || !priced.length) continue;
    // The order discount is rounded once and spread across lines in proportion; the last line takes the rounding.
    const amount = cents((subtotal * rule.percentage) / 100);
    let given = 0;
    priced.forEach((p, i) => {
      const share = i === priced.length - 1 ? cents(amount - given) : subtotal ? cents((amount * p.total) / subtotal) : 0;
      p.orderShares.push({ code, rule, amount: share });
      given = cents(given + share);
    });
    orderAllocations.push({ code, rule, amount });
    applied.add(code);
  }
  for (const code of entered) codes.push({ code, applicable: applied.has(code) });
  const discount = orderAllocations.reduce((n, a) => n + a.amount, 0);
  return { lines: priced, codes, subtotal, orderAllocations, total: cents(subtotal - discount) };
}
