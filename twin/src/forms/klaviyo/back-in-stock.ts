import type { TwinRuntime } from '../../runtime.js';
import { sendMail } from '../../outbox/index.js';
import { stockWatch } from '../../catalogue/stock-watch.js';
import type { ProductRecord } from '../../catalogue/catalogue.js';
import { productUrl } from '../../search/records.js';

/** Prefix of a Shopify variant in Klaviyo's catalog: `$shopify:::$default:::<variant id>`. */
export const SHOPIFY_VARIANT_PREFIX = '$shopify:::$default:::';

/** The variant id of a Klaviyo catalog variant id, or null when it is not a Shopify one. */
export function parseCatalogVariant(id: string): number | null {
  if (!id.startsWith(SHOPIFY_VARIANT_PREFIX)) return null;
  const rest = id.slice(SHOPIFY_VARIANT_PREFIX.length);
  return /^[1-9]\d{0,15}$/.test(rest) ? Number(rest) : null;
}

/** The origin of a brand's own site (brandSettings.baseUrl), if content has one. */
export function brandSiteOrigin(rt: TwinRuntime, brand: string): string | null {
  const row = rt.db.prepare('SELECT base_url FROM brand_sites WHERE brand = ?').get(brand) as { base_url: string } | undefined;
  try {
    return row ? new URL(row.base_url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The page a back-in-stock form was sent from, as an absolute URL without query or fragment, when it is a page of
 * that product on one of `origins` (the brand's own site, and the site origin the request came from): http(s),
 * its last path segment the product's handle. Anything else is null (the mail then links the brand's site).
 */
export function productPageUrl(raw: unknown, origins: readonly string[], handle: string): string | null {
  if (typeof raw !== 'string' || raw.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || !origins.includes(url.origin)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  if (!segments.length || segments.some((s) => s === '.' || s === '..' || s.includes('%'))) return null;
  if (segments[segments.length - 1] !== handle) return null;
  return `${url.origin}/${segments.join('/')}/`;
}

/** The product's page on the brand's own site (default market), for subscriptions that sent no usable page. */
function brandProductUrl(rt: TwinRuntime, brand: string, product: ProductRecord): string | null {
  const origin = brandSiteOrigin(rt, brand);
  if (!origin) return null;
  const doc = product.doc as { pathPrefix?: string | null; store?: { productType?: string } };
  return `${origin}${productUrl(product.handle, doc.store?.productType ?? '', doc.pathPrefix)}`;
}

/** Records a waiting subscription (one per store, variant and email until it is mailed), with the page it came from. */
export function subscribeBackInStock(rt: TwinRuntime, brand: string, store: string, variantId: number, email: string, pageUrl: string | null = null): void {
  rt.db
    .prepare(`INSERT INTO klaviyo_back_in_stock (brand, store, variant_id, email, created_at, page_url) VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (store, variant_id, email) WHERE notified_at IS NULL DO UPDATE SET page_url = COALESCE(excluded.page_url, page_url)`)
    .run(brand, store, variantId, email, new Date().toISOString(), pageUrl);
}

interface WaitingRow {
  id: number;
  brand: string;
  store: string;
  page_url: string | null;
  variant_id: number;
  email: string;
}

/** Mails every waiting subscriber whose variant has stock again, once each; answers how many were mailed. */
export function notifyRestocked(rt: TwinRuntime): number {
  const db = rt.db;
  const waiting = db.prepare('SELECT id, brand, store, variant_id, email, page_url FROM klaviyo_back_in_stock WHERE notified_at IS NULL ORDER BY id').all() as WaitingRow[];
  let sent = 0;
  for (const w of waiting) {
    const catalogue = rt.catalogue(w.store);
    catalogue.syncStock();
    const variant = catalogue.variantsById.get(w.variant_id);
    if (!variant || catalogue.quantity(w.variant_id) <= 0) continue;
    const product = catalogue.productsById.get(variant.productId);
    const title = String(product?.doc.store?.title ?? 'An item you asked about');
    const variantTitle = String(variant.doc.store?.title ?? '');
    const name = variantTitle && variantTitle !== 'Default Title' ? `${title} (${variantTitle})` : title;
    const link = w.page_url ?? (product ? brandProductUrl(rt, w.brand, product) : null);
    db.transaction(() => {
      const claimed = db.prepare('UPDATE klaviyo_back_in_stock SET notified_at = ? WHERE id = ? AND notified_at IS NULL').run(new Date().toISOString(), w.id);
      if (claimed.changes !== 1) return;
      sendMail(db, {
        to: w.email,
        subject: `${name} is back in stock`,
        text: [`Good news: ${name} is back in stock.`, '', link ? `Shop it now: ${link}` : '', '', 'You asked us to let you know. This is the only mail about it.'].join('\n'),
      });
      sent++;
    })();
  }
  return sent;
}

/**
 * Checks waiting subscriptions on a short, unref'd timer, but only reads stock when something changed: a
 * variant row was written on this connection, another connection committed, or a subscription was added.
 */
export function watchRestocks(rt: TwinRuntime, intervalMs: number): { poke: () => void; stop: () => void } {
  const watch = stockWatch(rt.db);
  let seenWrites = -1;
  let seenVersion: unknown = null;
  let poked = true;
  const timer = setInterval(() => {
    if (!rt.db.open) {
      clearInterval(timer);
      return;
    }
    const version = watch.dataVersion.get();
    if (!poked && watch.writes === seenWrites && version === seenVersion) return;
    seenWrites = watch.writes;
    seenVersion = version;
    poked = false;
    try {
      notifyRestocked(rt);
    } catch (err) {
      console.error('[twin] back-in-stock check failed:', (err as Error).message);
    }
  }, intervalMs);
  timer.unref();
  return { poke: () => (poked = true), stop: () => clearInterval(timer) };
}
