// The cart's actions: create or recover the cart, add, change, remove, empty,
// discount codes. Loaded after first paint. Every failure is logged, clears the busy flag and
// leaves a short message; a mutation that times out is never sent again: the cart is re-read.
import type { CommerceContext } from '../content/site-context';
import type { Attribute, Cart, CartAnswer, CartApi, CartLine, CartLineInput, CartResult } from '../storefront/cart';
import { ok } from '../result';
import type { PlanCadence } from '../storefront/product-check';
import { lineItem } from '../analytics/cart-items';
import type { TrackedItemInput } from '../analytics/items';
import type { OrderConfirmation } from '../analytics/landing';
import { trackEcommerce } from '../analytics/track';
import { trackCartChange } from '../analytics/track-cart';

import { clearCartId, readCartId, writeCartId, type CookieJar } from './cart-cookie';
import { notifyCartCompleted, notifyLinesAdded, useCartState, type CartNotice } from './cart-state';
import { CART_ENVIRONMENT_ATTRIBUTE, LINE_ATTRIBUTE, markedAttributes, promotionUpdates } from './line-attributes';
import { retrying } from '../timing/retry';

/** Init retries after the first attempt, each wait at most 1000 ms. */
export const INIT_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 1000;
/** Time limit of a read and of a change; a change that runs over is checked by a re-read. */
export const READ_TIMEOUT_MS = 8000;
export const MUTATION_TIMEOUT_MS = 8000;
/** Where the last cart's lines are kept, to carry them into a cart of another currency. */
export const LINES_KEY = 'cartLines';

/** What LINES_KEY holds: the last cart shown (its id, store and currency) and its lines. */
interface SavedLines {
  cartId?: string;
  /** Storefront API URL of the cart's store. */
  store?: string;
  currency?: string;
  lines?: CarriedLine[];
}

/** What a cart line needs to be found again in another store. */
interface CarriedLine {
  handle: string;
  sku: string;
  quantity: number;
  /** The line's selling plan, found again in the other store by its cadence (plan ids differ by store). */
  plan?: PlanCadence;
  /** The line's attributes (plan and promotions), carried with its plan. */
  attributes?: Attribute[];
  /** Product gid, to name the products of a cart that was checked out. */
  productId?: string;
  /** The line as tracked, for the purchase of a cart that was checked out. */
  item?: TrackedItemInput;
}

/** Finds a SKU's variant in this store by product handle (the other store's ids differ). */
export type VariantFinder = (handle: string, sku: string) => Promise<string | null>;

/** A product's selling plan in this store with the cadence of another store's plan (by product handle); null when it has none. */
export type SellingPlanFinder = (handle: string, cadence: PlanCadence) => Promise<{ id: string; name: string } | null>;

/** Whether a cart of another store of the brand is still open: false once checked out or gone, null when unknown. */
export type OtherCartCheck = (storeUrl: string, cartId: string) => Promise<boolean | null>;

/** What the controller works with; the browser passes document, location and localStorage. */
export interface CartControllerDeps {
  api: CartApi;
  findVariant: VariantFinder;
  /** Finds a carried autoship or service plan in this store; without it carried lines become one-time lines. */
  findSellingPlan?: SellingPlanFinder;
  /** Checks a cart kept from another store before its lines are carried into this one. */
  otherCartOpen?: OtherCartCheck;
  jar: CookieJar;
  location: { hostname: string; protocol: string };
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  log?: (message: string, error?: unknown) => void;
  sleep?: (ms: number) => Promise<void>;
  timeouts?: { read?: number; mutation?: number };
  /** The order the checkout returned to the store with (read from the landing address), if any. */
  returnedOrder?: () => OrderConfirmation | null;
}

/** The cart's actions for one locale's store. */
export interface CartController {
  init(): Promise<void>;
  add(lines: CartLineInput[]): Promise<boolean>;
  increment(lineId: string): Promise<void>;
  decrement(lineId: string): Promise<void>;
  remove(lineId: string): Promise<void>;
  empty(): Promise<void>;
  setDiscountCodes(codes: string[]): Promise<void>;
  /** Adds a code the shopper typed; one the store refuses is taken off again and named in `rejectedCode`. */
  applyDiscountCode(code: string): Promise<void>;
  /** Links the cart to a signed-in customer's access token, or unlinks it with null. */
  linkCustomer(accessToken: string | null): Promise<boolean>;
}

const set = useCartState.setState;
const get = useCartState.getState;

function isStale(result: CartResult): boolean {
  return !result.cart && result.userErrors.some((e) => e.field?.includes('cartId') || /does not exist/i.test(e.message));
}

function warningNotice(result: CartResult): CartNotice | null {
  const codes = result.warnings.map((w) => w.code);
  if (codes.includes('MERCHANDISE_OUT_OF_STOCK')) return { key: 'soldOutNow', tone: 'error' };
  if (codes.includes('MERCHANDISE_NOT_ENOUGH_STOCK')) return { key: 'notEnoughStock', tone: 'info' };
  return null;
}

/** What of a line is carried into another store's cart: its product, plan and attributes. */
function carriedLine(line: CartLine): CarriedLine {
  const plan = line.sellingPlan;
  const cadence = plan?.billing ? { recurring: !plan.service, interval: plan.billing.interval, count: plan.billing.count } : undefined;
  return {
    handle: line.product.handle,
    sku: line.sku,
    quantity: line.quantity,
    ...(cadence ? { plan: cadence } : {}),
    ...(line.attributes.length ? { attributes: line.attributes } : {}),
    productId: line.product.id,
    item: lineItem(line),
  };
}

/**
 * The attributes a carried line keeps: with its plan found again they name that store's plan; without a
 * plan the plan's attributes go (the promotions stay).
 */
function carriedAttributes(attributes: Attribute[] | undefined, plan: { name: string } | null): Attribute[] {
  const planKeys: string[] = [LINE_ATTRIBUTE.autoRenews, LINE_ATTRIBUTE.subscriptionDiscount];
  return (attributes ?? [])
    .filter((a) => plan || !planKeys.includes(a.key))
    .map((a) => (plan && a.key === LINE_ATTRIBUTE.autoRenews ? { key: a.key, value: plan.name } : a));
}

/** Quantity per variant of a cart. */
function quantities(cart: Cart | null): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of cart?.lines ?? []) out.set(line.variantId, (out.get(line.variantId) ?? 0) + line.quantity);
  return out;
}

/** Creates the cart controller of a locale. */
export function createCartController(commerce: CommerceContext, deps: CartControllerDeps): CartController {
  const log = deps.log ?? ((message: string, error?: unknown) => console.error(message, error));
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const readTimeout = { timeoutMs: deps.timeouts?.read ?? READ_TIMEOUT_MS };
  const mutationTimeout = { timeoutMs: deps.timeouts?.mutation ?? MUTATION_TIMEOUT_MS };
  let initializing: Promise<void> | null = null;

  function remember(cart: Cart): void {
    writeCartId(deps.jar, commerce.cartCookie, cart.id, deps.location, commerce.cookieDomain);
    const lines: CarriedLine[] = cart.lines.map(carriedLine);
    try {
      deps.storage?.setItem(LINES_KEY, JSON.stringify({ cartId: cart.id, store: commerce.storefront.url, currency: cart.currencyCode, lines } satisfies SavedLines));
    } catch {
      // Storage may be full or blocked; the cookie alone still finds the cart.
    }
  }

  function show(cart: Cart, extra: Partial<ReturnType<typeof get>> = {}): void {
    remember(cart);
    set({ cart, status: 'ready', error: false, busy: false, ...extra });
  }

  function savedLines(): SavedLines | null {
    try {
      return JSON.parse(deps.storage?.getItem(LINES_KEY) ?? 'null') as SavedLines | null;
    } catch {
      return null;
    }
  }

  /**
   * The stored cart id `id` reads as no cart: the shopper checked it out (or it expired). When the kept
   * lines are that cart's, they are told to the listeners (search analytics' purchase) and forgotten, so
   * no cart of this or another market takes them up again; lines kept from another market's cart stay.
   */
  function completed(id: string): void {
    const saved = savedLines();
    // Lines kept without a cart id come from an older page: they can only be this cart's.
    if (saved?.cartId !== undefined && saved.cartId !== id) return;
    try {
      deps.storage?.setItem(LINES_KEY, JSON.stringify({ lines: [] } satisfies SavedLines));
    } catch {
      // Storage may be full or blocked; nothing is carried then either.
    }
    const productIds = [...new Set((saved?.lines ?? []).map((l) => l.productId).filter((id): id is string => typeof id === 'string'))];
    if (productIds.length) notifyCartCompleted({ productIds });
    // The checked-out cart is the order the checkout returned to the store with: its purchase names
    // that order and its total when the checkout said so (in the cart's currency), else the cart.
    const items = (saved?.lines ?? []).map((l) => l.item).filter((i): i is TrackedItemInput => Boolean(i));
    if (items.length && saved?.cartId) {
      const currency = saved.currency ?? commerce.currency;
      const order = deps.returnedOrder?.() ?? null;
      const extra =
        order && order.currency === currency
          ? { transaction_id: order.name, value: order.total }
          : { transaction_id: saved.cartId.replace(/^gid:\/\/shopify\/Cart\//, '').split('?')[0] };
      trackEcommerce('purchase', currency, items, extra);
    }
  }

  /** Lines of the last cart when it was in another currency (re-created on a currency change). */
  async function carriedLines(): Promise<CartLineInput[]> {
    const saved = savedLines();
    if (!saved?.lines?.length || !saved.currency || saved.currency === commerce.currency) return [];
    if (saved.cartId && saved.store && saved.store !== commerce.storefront.url && deps.otherCartOpen) {
      // A cart checked out in another market (its store answers no cart) is not bought again here; when its
      // store cannot tell, nothing is carried rather than lines that may have been paid for.
      const open = await deps.otherCartOpen(saved.store, saved.cartId).catch(() => null);
      if (open === false) completed(saved.cartId);
      if (open !== true) return [];
    }
    const found = await Promise.all(
      saved.lines.map(async (line): Promise<CartLineInput | null> => {
        const variantId = await deps.findVariant(line.handle, line.sku).catch(() => null);
        if (!variantId) return null;
        // An autoship (or service) line stays one when this store offers the same plan.
        const plan = line.plan && deps.findSellingPlan ? await deps.findSellingPlan(line.handle, line.plan).catch(() => null) : null;
        const attributes = carriedAttributes(line.attributes, plan);
        return { variantId, quantity: line.quantity, ...(plan ? { sellingPlanId: plan.id } : {}), ...(attributes.length ? { attributes } : {}) };
      }),
    );
    return found.filter((l): l is CartLineInput => l !== null);
  }

  function createWithRetries(initial: CartLineInput[]): Promise<Cart | null> {
    let lines = initial;
    // The environment marker, when the build has one, travels with the cart to its order.
    const attributes = commerce.environment ? [{ key: CART_ENVIRONMENT_ATTRIBUTE, value: commerce.environment }] : undefined;
    const create = async (attempt: number): Promise<Cart> => {
      const answer = await deps.api.create({ country: commerce.country, lines, ...(attributes ? { attributes } : {}) }, readTimeout);
      if (!answer.ok) {
        log(`Cart creation failed (attempt ${attempt})`, answer.failure);
        throw new Error('cart not created');
      }
      if (answer.value.cart) return answer.value.cart;
      log('Cart could not be created', answer.value.userErrors);
      // Lines the store no longer sells should not stop the shopper from getting a cart.
      lines = [];
      throw new Error('cart refused');
    };
    return retrying(create, { tries: INIT_RETRIES + 1, pause: (failed) => Math.min(250 * 2 ** (failed - 1), MAX_RETRY_DELAY_MS), sleep }).catch(() => null);
  }

  /**
   * A stored cart (its id cookie is shared by every site on the parent domain) made under another
   * environment marker, or none, takes this build's, so its order says where it was checked out.
   */
  async function marked(cart: Cart): Promise<Cart> {
    const attributes = commerce.environment ? markedAttributes(cart.attributes, commerce.environment) : null;
    if (!attributes) return cart;
    const answer = await deps.api.setAttributes(cart.id, attributes, mutationTimeout);
    if (!answer.ok) log('Cart environment marker could not be set', answer.failure);
    else if (answer.value.cart && !answer.value.userErrors.length) return answer.value.cart;
    else log('Cart environment marker refused', answer.value.userErrors);
    return cart;
  }

  /** After the codes changed: each line's Promotions Applied follows the cart's applicable codes (one cartLinesUpdate). */
  async function withPromotions(answer: CartAnswer): Promise<CartAnswer> {
    if (!answer.ok) return answer;
    const result = answer.value;
    const updates = result.cart && !result.userErrors.length ? promotionUpdates(result.cart) : [];
    if (!result.cart || !updates.length) return answer;
    const updated = await deps.api.updateLines(result.cart.id, updates, mutationTimeout);
    if (!updated.ok) log('Line promotions could not be updated', updated.failure);
    else if (updated.value.cart && !updated.value.userErrors.length) return ok({ ...updated.value, warnings: [...result.warnings, ...updated.value.warnings] });
    else log('Line promotions refused', updated.value.userErrors);
    // The codes went through; the lines keep their old attributes.
    return answer;
  }

  async function initOnce(): Promise<void> {
    set({ status: get().cart ? 'ready' : 'loading', error: false });
    const id = readCartId(deps.jar, commerce.cartCookie);
    let carry: CartLineInput[] = [];
    if (id) {
      const read = await deps.api.get(id, readTimeout);
      if (!read.ok) log('Cart could not be read', read.failure);
      else {
        const cart = read.value;
        if (!cart) completed(id);
        if (cart && cart.currencyCode === commerce.currency) return show(await marked(cart));
        // Same store, other market: a new cart in this currency with the same lines.
        if (cart) carry = cart.lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity, attributes: l.attributes, sellingPlanId: l.sellingPlan?.id }));
      }
    }
    if (!carry.length) carry = await carriedLines();
    const cart = await createWithRetries(carry);
    if (cart) return show(cart);
    clearCartId(deps.jar, commerce.cartCookie, deps.location, commerce.cookieDomain);
    set({ status: 'error', error: true, busy: false, notice: { key: 'cartLoadFailed', tone: 'error' } });
  }

  async function init(): Promise<void> {
    initializing ??= initOnce().finally(() => {
      initializing = null;
    });
    return initializing;
  }

  async function ensureCart(): Promise<Cart | null> {
    if (!get().cart) await init();
    return get().cart;
  }

  /**
   * Runs one change. A stale cart is replaced (and the change made there when `onNewCart` says how);
   * a timeout leads to a re-read, and `applied` tells from the re-read cart whether it went through.
   */
  async function change(
    run: (cartId: string) => Promise<CartAnswer>,
    options: { applied: (before: Cart, after: Cart) => boolean; onNewCart?: (cart: Cart) => Promise<CartAnswer | null> },
  ): Promise<CartResult | null> {
    const before = await ensureCart();
    if (!before) return null;
    set({ busy: true, notice: null, rejectedCode: null });
    const failed = (): null => {
      set({ busy: false, notice: { key: 'cartUpdateFailed', tone: 'error' } });
      return null;
    };
    let answer = await run(before.id);
    if (answer.ok && isStale(answer.value)) {
      clearCartId(deps.jar, commerce.cartCookie, deps.location, commerce.cookieDomain);
      set({ cart: null });
      const fresh = await createWithRetries([]);
      if (!fresh) {
        log('No cart after the stored one expired');
        return failed();
      }
      answer = (await options.onNewCart?.(fresh)) ?? ok({ cart: fresh, userErrors: [], warnings: [] });
    }
    if (!answer.ok) {
      log('Cart change failed', answer.failure);
      if (answer.failure.code !== 'TIMEOUT') return failed();
      // The change may have gone through: read the cart instead of sending it again.
      const reread = await deps.api.get(before.id, readTimeout);
      if (!reread.ok) log('Cart re-read after a timeout failed', reread.failure);
      const after = reread.ok ? reread.value : null;
      if (!after) return failed();
      const applied = options.applied(before, after);
      show(after, applied ? {} : { notice: { key: 'cartUpdateFailed', tone: 'error' } });
      if (applied) trackCartChange(after.currencyCode, before.lines, after);
      return applied ? { cart: after, userErrors: [], warnings: [] } : null;
    }
    const result = answer.value;
    if (result.userErrors.length) {
      log('Cart change refused', result.userErrors);
      set({ busy: false, notice: { key: 'cartUpdateFailed', tone: 'error' }, ...(result.cart ? { cart: result.cart } : {}) });
      return null;
    }
    if (result.cart) {
      show(result.cart, { notice: warningNotice(result) });
      trackCartChange(result.cart.currencyCode, result.cart.id === before.id ? before.lines : [], result.cart);
    } else set({ busy: false });
    return result;
  }

  async function add(lines: CartLineInput[]): Promise<boolean> {
    if (!lines.length) return false;
    const wanted = lines.map((l) => l.variantId);
    const had = quantities(await ensureCart());
    const result = await change((id) => deps.api.addLines(id, lines, mutationTimeout), {
      applied: (before, after) => {
        const was = quantities(before);
        const now = quantities(after);
        return wanted.every((v) => (now.get(v) ?? 0) > (was.get(v) ?? 0));
      },
      onNewCart: (fresh) => deps.api.addLines(fresh.id, lines, mutationTimeout),
    });
    const cart = result?.cart;
    if (!cart) return false;
    const now = quantities(cart);
    // What the store's stock let through, per variant: the cart's warning only says "not enough".
    const asked = new Map<string, number>();
    for (const line of lines) asked.set(line.variantId, (asked.get(line.variantId) ?? 0) + line.quantity);
    const short = [...asked].map(([variantId, quantity]) => ({ variantId, quantity, added: Math.max(0, (now.get(variantId) ?? 0) - (had.get(variantId) ?? 0)), inCart: now.get(variantId) ?? 0 }));
    const limited = short.find((s) => s.inCart > 0 && s.added < s.quantity);
    if (limited) {
      set({
        notice:
          limited.added === 0
            ? { key: 'stockAllInCart', values: { stock: limited.inCart }, tone: 'info' }
            : { key: 'stockPartlyAdded', values: { added: limited.added, stock: limited.inCart }, tone: 'info' },
      });
    }
    const addedLines = cart.lines.filter((l) => wanted.includes(l.variantId) && (now.get(l.variantId) ?? 0) > (had.get(l.variantId) ?? 0));
    const added = addedLines.map((l) => l.id);
    // The toast says "Added … × n"; when the stock held the add back, the notice says what happened instead.
    if (added.length && !limited && !get().active) set({ toast: { lineIds: added } });
    if (added.length) {
      notifyLinesAdded({
        lines: addedLines.map((l) => ({ variantId: l.variantId, productId: l.product.id, quantity: Math.min(asked.get(l.variantId) ?? l.quantity, (now.get(l.variantId) ?? 0) - (had.get(l.variantId) ?? 0)) })),
      });
    }
    return added.length > 0;
  }

  async function setQuantity(lineId: string, quantity: number): Promise<void> {
    if (quantity <= 0) return remove(lineId);
    await change((id) => deps.api.updateLines(id, [{ id: lineId, quantity }], mutationTimeout), {
      applied: (_before, after) => after.lines.find((l) => l.id === lineId)?.quantity === quantity,
    });
  }

  function lineQuantity(lineId: string): number | null {
    return get().cart?.lines.find((l) => l.id === lineId)?.quantity ?? null;
  }

  async function remove(lineId: string): Promise<void> {
    await change((id) => deps.api.removeLines(id, [lineId], mutationTimeout), {
      applied: (_before, after) => !after.lines.some((l) => l.id === lineId),
    });
  }

  return {
    init,
    add,
    async increment(lineId) {
      const q = lineQuantity(lineId);
      if (q !== null) await setQuantity(lineId, q + 1);
    },
    async decrement(lineId) {
      const q = lineQuantity(lineId);
      if (q !== null) await setQuantity(lineId, q - 1);
    },
    remove,
    async empty() {
      const ids = get().cart?.lines.map((l) => l.id) ?? [];
      if (!ids.length) return;
      await change((id) => deps.api.removeLines(id, ids, mutationTimeout), { applied: (_b, after) => after.lines.length === 0 });
    },
    async setDiscountCodes(codes) {
      await change(async (id) => withPromotions(await deps.api.setDiscountCodes(id, codes, mutationTimeout)), {
        applied: (_b, after) => after.discountCodes.length === codes.length,
      });
    },
    async applyDiscountCode(typed) {
      const code = typed.trim();
      if (!code) return;
      const same = (c: string) => c.toLowerCase() === code.toLowerCase();
      const kept = (get().cart?.discountCodes ?? []).map((c) => c.code).filter((c) => !same(c));
      let rejected = false;
      await change(
        async (id) => {
          const answer = await deps.api.setDiscountCodes(id, [...kept, code], mutationTimeout);
          if (!answer.ok || !answer.value.cart?.discountCodes.some((c) => same(c.code) && !c.applicable)) return withPromotions(answer);
          // The store keeps a code it refuses (applicable: false): take it off again, so it does not linger.
          rejected = true;
          return withPromotions(await deps.api.setDiscountCodes(id, kept, mutationTimeout));
        },
        { applied: (_b, after) => after.discountCodes.some((c) => same(c.code) && c.applicable) },
      );
      if (rejected) set({ rejectedCode: code });
    },
    async linkCustomer(accessToken) {
      const result = await change((id) => deps.api.setBuyerIdentity(id, { customerAccessToken: accessToken }, mutationTimeout), {
        applied: (_b, after) => (accessToken ? after.buyer.customerId !== null : after.buyer.customerId === null),
      });
      return result !== null;
    },
  };
}
