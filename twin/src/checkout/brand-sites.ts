import type { Db } from '../db/open.js';
import type { ContentSet } from '../catalogue/content.js';

/** Records each brand's baseUrl from its brandSettings document (only http(s) addresses); idempotent. */
export function seedBrandSites(db: Db, content: ContentSet): void {
  const up = db.prepare('INSERT INTO brand_sites (brand, base_url) VALUES (?, ?) ON CONFLICT(brand) DO UPDATE SET base_url = excluded.base_url');
  const drop = db.prepare('DELETE FROM brand_sites WHERE brand = ?');
  db.transaction(() => {
    for (const d of content.docs) {
      if (d._type !== 'brandSettings' || typeof d.brand !== 'string') continue;
      const url = typeof d.baseUrl === 'string' && /^https?:\/\/[^/]+/.test(d.baseUrl) ? d.baseUrl : null;
      if (url) up.run(d.brand, url);
      else drop.run(d.brand);
    }
  })();
}

/** The address a shopper returns to from an order page: the site the cart came from, else the brand's site, else none. */
export function continueShoppingUrl(db: Db, brand: string, siteOrigin: string | null): string | null {
  if (siteOrigin) return `${siteOrigin}/`;
  const row = db.prepare('SELECT base_url FROM brand_sites WHERE brand = ?').get(brand) as { base_url: string } | undefined;
  return row ? `${new URL(row.base_url).origin}/` : null;
}
