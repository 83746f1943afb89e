import type { Db } from '../db/open.js';
import type { ContentSet } from '../catalogue/content.js';

/** A brand's home page for one market country and language (Shopify Markets' web presence root URL, as a path). */
export interface MarketPath {
  country: string;
  language: string;
  path: string;
}

/** The well-formed entries of a brandSettings `marketPaths` list: a country code, a language key and a site path. */
function marketPathsOf(value: unknown): MarketPath[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((m: Record<string, unknown>) => {
    const { country, language, path } = m ?? {};
    const ok =
      typeof country === 'string' && /^[A-Z]{2}$/.test(country) &&
      typeof language === 'string' && /^[a-z]{2}$/.test(language) &&
      // A path on the site itself: no scheme, no host, no `//`, no backslash or dot segments.
      typeof path === 'string' && /^\/([a-z0-9-]+\/)*$/.test(path);
    return ok ? [{ country, language, path }] : [];
  });
}

/** Records each brand's baseUrl (only http(s) addresses), display name and market home paths from its brandSettings document; idempotent. */
export function seedBrandSites(db: Db, content: ContentSet): void {
  const up = db.prepare(
    'INSERT INTO brand_sites (brand, base_url, market_paths, name) VALUES (?, ?, ?, ?) ON CONFLICT(brand) DO UPDATE SET base_url = excluded.base_url, market_paths = excluded.market_paths, name = excluded.name',
  );
  const drop = db.prepare('DELETE FROM brand_sites WHERE brand = ?');
  db.transaction(() => {
    for (const d of content.docs) {
      if (d._type !== 'brandSettings' || typeof d.brand !== 'string') continue;
      const url = typeof d.baseUrl === 'string' && /^https?:\/\/[^/]+/.test(d.baseUrl) ? d.baseUrl : null;
      const name = typeof d.name === 'string' && d.name.trim() ? d.name.trim() : null;
      if (url) up.run(d.brand, url, JSON.stringify(marketPathsOf(d.marketPaths)), name);
      else drop.run(d.brand);
    }
  })();
}

/** What a brand is called to shoppers (brandSettings.name), else its id. */
export function brandDisplayName(db: Db, brand: string): string {
  const row = db.prepare('SELECT name FROM brand_sites WHERE brand = ?').get(brand) as { name: string | null } | undefined;
  return row?.name ?? brand;
}

/** The home path of a market: its country in the buyer's language, else the country's first language, else the site's root. */
export function marketHomePath(paths: MarketPath[], market: { country: string; language: string }): string {
  const inCountry = paths.filter((p) => p.country === market.country);
  return (inCountry.find((p) => p.language === market.language) ?? inCountry[0])?.path ?? '/';
}

/**
 * The address a shopper returns to from an order page: the home page of the market and language they bought in (the
 * site's root without one), on the site the cart came from, else on the brand's site; none when neither is known.
 */
export function continueShoppingUrl(db: Db, brand: string, siteOrigin: string | null, market?: { country: string; language: string }): string | null {
  const row = db.prepare('SELECT base_url, market_paths FROM brand_sites WHERE brand = ?').get(brand) as { base_url: string; market_paths: string } | undefined;
  const origin = siteOrigin ?? (row ? new URL(row.base_url).origin : null);
  if (!origin) return null;
  const paths = row ? marketPathsOf(JSON.parse(row.market_paths)) : [];
  return `${origin}${market ? marketHomePath(paths, market) : '/'}`;
}
