import type { Db } from '../db/open.js';
import type { ContentDoc, SellingPlanDoc } from './content.js';
import { stockWatch, type StockWatch } from './stock-watch.js';

/** A variant with its parsed content document. */
export interface VariantRecord {
  id: number;
  productId: number;
  /** Replaced (never mutated) when the twin admin changes the variant. */
  doc: ContentDoc;
}

/** A product with its variants and selling plan groups resolved. */
export interface ProductRecord {
  id: number;
  handle: string;
  position: number;
  doc: ContentDoc;
  variants: VariantRecord[];
  groups: ContentDoc[];
}

/** A collection and its products in manual order. */
export interface CollectionRecord {
  id: number;
  handle: string;
  position: number;
  doc: ContentDoc;
  /** The same array for the catalogue's life, so orders of it can be remembered (Catalogue.ordered). */
  products: readonly ProductRecord[];
}

/** One store's catalogue in memory (content is read-only at run time; inventory stays in SQL). */
export class Catalogue {
  readonly products: ProductRecord[] = [];
  readonly productsById = new Map<number, ProductRecord>();
  readonly productsByHandle = new Map<string, ProductRecord>();
  readonly variantsById = new Map<number, VariantRecord>();
  readonly sellingPlans = new Map<number, { plan: SellingPlanDoc; group: ContentDoc }>();
  readonly collections: CollectionRecord[] = [];
  readonly collectionsById = new Map<number, CollectionRecord>();
  readonly collectionsByHandle = new Map<string, CollectionRecord>();
  /** The collections each product is in, in collection order (Product.collections without a scan). */
  readonly collectionsByProduct = new Map<number, CollectionRecord[]>();
  // Sorted product lists by list and order, and where each product sits in a list: a collection is paged
  // through 250 products at a time, and sorting all of it and searching it for the page's cursor again for
  // every page made paging through a large one quadratic.
  private orders = new WeakMap<readonly ProductRecord[], Map<string, readonly ProductRecord[]>>();
  private readonly positions = new WeakMap<readonly ProductRecord[], ReadonlyMap<string, number>>();
  private readonly qtyStmt;
  private readonly watch: StockWatch;
  // Stock read outside transactions, valid while no variant row was written (see StockWatch).
  private readonly stock = new Map<number, number>();
  // Variants read one by one since the stock was last dropped. Once they are a quarter of the store's, the
  // rest is read in one statement, which then costs less than reading them one by one: paging through the
  // catalogue asks for every variant, a page of the site for a few.
  private stockReads = 0;
  private readonly allQtyStmt;
  private stockWrites = -1;
  private stockDataVersion: unknown = null;

  constructor(private readonly db: Db, readonly store: string) {
    this.watch = stockWatch(db);
    this.qtyStmt = db.prepare('SELECT inventory_quantity AS q FROM variants WHERE store = ? AND id = ?').pluck();
    this.allQtyStmt = db.prepare('SELECT id, inventory_quantity AS q FROM variants WHERE store = ?');
    const groups = new Map<number, ContentDoc>();
    for (const r of db.prepare('SELECT id, doc FROM selling_plan_groups WHERE store = ?').all(store) as {
      id: number;
      doc: string;
    }[]) {
      const g = JSON.parse(r.doc) as ContentDoc;
      groups.set(r.id, g);
      for (const plan of g.store.sellingPlans ?? []) this.sellingPlans.set(Number(plan.id), { plan, group: g });
    }
    const groupsByDocId = new Map([...groups.values()].map((g) => [g._id, g]));
    const variantsByProduct = new Map<number, VariantRecord[]>();
    for (const r of db.prepare('SELECT id, product_id, doc FROM variants WHERE store = ? ORDER BY id').all(store) as {
      id: number;
      product_id: number;
      doc: string;
    }[]) {
      const v: VariantRecord = { id: r.id, productId: r.product_id, doc: JSON.parse(r.doc) };
      this.variantsById.set(v.id, v);
      const list = variantsByProduct.get(v.productId) ?? [];
      list.push(v);
      variantsByProduct.set(v.productId, list);
    }
    const productRows = db.prepare('SELECT id, handle, doc, position FROM products WHERE store = ?').all(store) as {
      id: number;
      handle: string;
      doc: string;
      position: number;
    }[];
    // Ordered here: ORDER BY would have SQLite copy every product document into a temporary b-tree first.
    productRows.sort((a, b) => a.position - b.position);
    for (const r of productRows) {
      const doc = JSON.parse(r.doc) as ContentDoc;
      const unordered = variantsByProduct.get(r.id) ?? [];
      const order = (doc.store.variants ?? []).map((ref: { _ref: string }) => ref._ref);
      const variants = [...unordered].sort((a, b) => order.indexOf(a.doc._id) - order.indexOf(b.doc._id));
      const p: ProductRecord = {
        id: r.id,
        handle: r.handle,
        position: r.position,
        doc,
        variants,
        groups: (doc.store.sellingPlanGroups ?? [])
          .map((ref: { _ref: string }) => groupsByDocId.get(ref._ref))
          .filter(Boolean),
      };
      this.products.push(p);
      this.productsById.set(p.id, p);
      this.productsByHandle.set(p.handle, p);
    }
    const productByDocId = new Map(this.products.map((p) => [p.doc._id, p]));
    for (const r of db.prepare('SELECT id, handle, doc, position FROM collections WHERE store = ? ORDER BY position').all(store) as {
      id: number;
      handle: string;
      doc: string;
      position: number;
    }[]) {
      const doc = JSON.parse(r.doc) as ContentDoc;
      const c: CollectionRecord = {
        id: r.id,
        handle: r.handle,
        position: r.position,
        doc,
        products: (doc.products ?? doc.store?.products ?? [])
          .map((ref: { _ref: string }) => productByDocId.get(ref._ref))
          .filter((p: ProductRecord | undefined): p is ProductRecord => p !== undefined),
      };
      this.collections.push(c);
      this.collectionsById.set(c.id, c);
      this.collectionsByHandle.set(c.handle, c);
      for (const productId of new Set(c.products.map((p) => p.id))) {
        const list = this.collectionsByProduct.get(productId);
        if (list) list.push(c);
        else this.collectionsByProduct.set(productId, [c]);
      }
    }
  }

  /**
   * `list` in the order `sort` puts it in, sorted once and remembered while no variant changes. `order` names
   * the order and everything it depends on besides the products (a title's language, a price's currency);
   * `list` must not change afterwards (the catalogue's own lists never do).
   */
  ordered(list: readonly ProductRecord[], order: string, sort: () => readonly ProductRecord[]): readonly ProductRecord[] {
    let byOrder = this.orders.get(list);
    if (!byOrder) this.orders.set(list, (byOrder = new Map()));
    let sorted = byOrder.get(order);
    if (!sorted) byOrder.set(order, (sorted = sort()));
    return sorted;
  }

  /** Where each product first appears in `list` (one of the catalogue's lists or orders), by its id as a cursor holds it. */
  positionsOf(list: readonly ProductRecord[]): ReadonlyMap<string, number> {
    let at = this.positions.get(list);
    if (!at) {
      const map = new Map<string, number>();
      list.forEach((p, i) => {
        const id = String(p.id);
        if (!map.has(id)) map.set(id, i);
      });
      this.positions.set(list, (at = map));
    }
    return at;
  }

  /** Current stock of a variant (live: orders decrement it). */
  quantity(variantId: number): number {
    // Inside a transaction the value may yet be rolled back, so it is read but never cached.
    if (this.db.inTransaction) return this.readQuantity(variantId);
    if (this.watch.writes !== this.stockWrites) {
      this.dropStock();
      this.stockWrites = this.watch.writes;
    }
    let q = this.stock.get(variantId);
    if (q === undefined) {
      if (++this.stockReads === Math.ceil(this.variantsById.size / 4)) {
        for (const r of this.allQtyStmt.all(this.store) as { id: number; q: number }[]) this.stock.set(r.id, r.q);
        q = this.stock.get(variantId);
      }
      if (q === undefined) this.stock.set(variantId, (q = this.readQuantity(variantId)));
    }
    return q;
  }

  /** Drops cached stock when another connection (another process) has committed since the last call. */
  syncStock(): void {
    const version = this.watch.dataVersion.get();
    if (version !== this.stockDataVersion) {
      this.dropStock();
      this.stockDataVersion = version;
    }
  }

  private dropStock(): void {
    this.stock.clear();
    this.stockReads = 0;
  }

  private readQuantity(variantId: number): number {
    const q = this.qtyStmt.get(this.store, variantId) as number | null | undefined;
    return q ?? 0;
  }

  /** Whether a variant can be bought now, following its inventory policy. */
  availableForSale(v: VariantRecord): boolean {
    const inv = v.doc.store.inventory ?? {};
    if (inv.isAvailable === false) return false;
    if (inv.policy === 'CONTINUE' || inv.management !== 'SHOPIFY') return true;
    return this.quantity(v.id) > 0;
  }

  private readonly rates = new Map<string, number>();

  /**
   * How many `to` one `from` is worth in this catalogue: the ratio of the variants' market prices, so amounts
   * such as shipping convert the way the store priced its goods. 1 when a currency has no prices.
   */
  marketRate(from: string, to: string): number {
    if (from === to) return 1;
    const key = `${from}>${to}`;
    let rate = this.rates.get(key);
    if (rate === undefined) {
      let a = 0;
      let b = 0;
      for (const v of this.variantsById.values()) {
        const p = v.doc.store.prices ?? {};
        if (p[from]?.price == null || p[to]?.price == null) continue;
        a += Number(p[from].price);
        b += Number(p[to].price);
      }
      this.rates.set(key, (rate = a > 0 && b > 0 ? b / a : 1));
    }
    return rate;
  }

  /**
   * Sets a variant's live price, compare-at price and/or stock (twin admin). A new price is in `baseCurrency` (the
   * store's); every other market price moves by the same factor, so markets stay consistent with each other.
   */
  updateVariant(v: VariantRecord, baseCurrency: string, change: { price?: number; compareAtPrice?: number | null; quantity?: number }): void {
    const doc = structuredClone(v.doc);
    const prices: Record<string, { price: number; compareAtPrice: number | null }> = doc.store.prices ?? {};
    const oldBase = Number(prices[baseCurrency]?.price ?? doc.store.price);
    // Each market's price as a share of the base price, taken before anything changes.
    const factor = (market: { price: number }) => (oldBase > 0 ? Number(market.price) / oldBase : 1);
    const round = (n: number) => Math.round(n * 100) / 100;
    for (const [currency, market] of Object.entries(prices)) {
      const f = currency === baseCurrency ? 1 : factor(market);
      const next = { ...market };
      if (change.price !== undefined) next.price = round(change.price * f);
      if (change.compareAtPrice !== undefined) next.compareAtPrice = change.compareAtPrice === null ? null : round(change.compareAtPrice * f);
      prices[currency] = next;
    }
    if (prices.USD) {
      doc.store.price = prices.USD.price;
      doc.store.compareAtPrice = prices.USD.compareAtPrice;
    } else {
      if (change.price !== undefined) doc.store.price = change.price;
      if (change.compareAtPrice !== undefined) doc.store.compareAtPrice = change.compareAtPrice;
    }
    if (change.quantity !== undefined) {
      doc.store.inventory = { ...(doc.store.inventory ?? {}), quantity: change.quantity };
      // Restocking makes a sold-out variant available again, as receiving inventory does on Shopify.
      if (change.quantity > 0) doc.store.inventory.isAvailable = true;
    }
    this.db.transaction(() => {
      this.db.prepare('UPDATE variants SET doc = ? WHERE store = ? AND id = ?').run(JSON.stringify(doc), this.store, v.id);
      if (change.quantity !== undefined) {
        this.db.prepare('UPDATE variants SET inventory_quantity = ? WHERE store = ? AND id = ?').run(change.quantity, this.store, v.id);
      }
    })();
    // Shared records (products hold the same objects) see the change at once; the market rates and the
    // orders (a price order may change) are worked out again.
    v.doc = doc;
    this.rates.clear();
    this.orders = new WeakMap();
  }

  /** Price and compare-at price of a variant in a currency (falls back to the USD fields). */
  prices(v: VariantRecord, currency: string): { price: number; compareAtPrice: number | null; currency: string } {
    const p = v.doc.store.prices?.[currency];
    if (p) return { price: Number(p.price), compareAtPrice: p.compareAtPrice == null ? null : Number(p.compareAtPrice), currency };
    return {
      price: Number(v.doc.store.price),
      compareAtPrice: v.doc.store.compareAtPrice == null ? null : Number(v.doc.store.compareAtPrice),
      currency: 'USD',
    };
  }
}
