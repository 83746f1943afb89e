// Builds the page plans of real brands from content/ and a twin the build starts itself.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type SiteBuild } from '../../src/build/build-site';
import { parseEnv } from '../../src/config/env';
import type { BuiltContextOf, FirstAidGuidePageContext, ProductPageContext } from '../../src/lib/content/page-types';
import { productJsonLd } from '../../src/lib/content/product-json-ld';

const rootDir = path.resolve(__dirname, '../..');
// Nothing listens on port 9: the build must start (and stop) its own twin.
const envFor = (brand: string) => parseEnv({ BRAND: brand, TWIN_URL: 'http://127.0.0.1:9' });

let trailmate: SiteBuild;
let homing: SiteBuild;

beforeAll(async () => {
  const quiet = () => undefined;
  [trailmate, homing] = await Promise.all([
    buildSite({ rootDir, env: envFor('trailmate'), log: quiet }),
    buildSite({ rootDir, env: envFor('homing'), log: quiet }),
  ]);
}, 180_000);

const page = (build: SiteBuild, p: string) => build.pages.find((x) => x.path === p);

describe('planned page data', () => {
  it('the query rules of the redirect table reach the page on their path only', () => {
    const search = page(trailmate, '/search/');
    expect(search?.context.queryRedirects?.map((r) => r.fromPath)).toEqual(['/search?query=warranty']);
    expect(trailmate.pages.filter((p) => p.context.queryRedirects).map((p) => p.path)).toEqual(['/search/']);
  });
  it('every first-aid guide page with content links the PDF of its language, written once per language', () => {
    const guides = trailmate.pages.filter((p) => p.template === 'first-aid-guide');
    expect(guides.length).toBe(trailmate.locales.length);
    const files = new Map(trailmate.downloads.map((f) => [f.path, f.bytes.length]));
    for (const guide of guides) {
      const context = guide.context as FirstAidGuidePageContext;
      if (!context.page) continue;
      expect(context.download?.href, guide.path).toBe(`/downloads/first-aid-guide-${trailmate.localeSites.get(context.localeId)!.locale.language}.pdf`);
      expect(files.get(context.download!.href), guide.path).toBeGreaterThan(1000);
      expect(context.download?.sizeLabel).toMatch(/\d/);
    }
    expect(files.size).toBe(new Set(guides.map((g) => trailmate.localeSites.get(g.context.localeId)!.locale.language)).size);
  });
});

describe('pages per template and locale', () => {
  it('every locale gets home, search, the account shells and its own 404', () => {
    for (const locale of trailmate.locales) {
      expect(page(trailmate, `${locale.urlPath}/`), locale.id).toBeDefined();
      expect(page(trailmate, `${locale.urlPath}/search/`)).toBeDefined();
      expect(page(trailmate, `${locale.urlPath}/account/login/`)).toBeDefined();
      expect(page(trailmate, `${locale.urlPath}/404/`)?.template).toBe('not-found');
    }
  });
  it('localized 404s catch every missing path under their prefix; the default locale has none', () => {
    expect(page(trailmate, '/de/404/')?.matchPath).toBe('/de/*');
    expect(page(trailmate, '/be/fr/404/')?.matchPath).toBe('/be/fr/*');
    expect(page(trailmate, '/404/')?.matchPath).toBeUndefined();
    expect(page(trailmate, '/500/')?.template).toBe('server-error');
    expect(page(trailmate, '/de/500/')).toBeUndefined();
  });
  it('every internal page path ends with a slash and no path is built twice', () => {
    const paths = trailmate.pages.map((p) => p.path);
    expect(paths.every((p) => p.endsWith('/'))).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('product pages use the product type as prefix, and aliases point their canonical at the main path', () => {
    const main = page(trailmate, '/car-seat-covers/rover-hammock-extended-width/');
    const alias = page(trailmate, '/products/rover-hammock-extended-width/');
    expect(main?.template).toBe('product');
    expect((alias?.context as ProductPageContext).isAlias).toBe(true);
    expect(alias?.context.seo.canonical).toBe('https://www.trailmate.example/car-seat-covers/rover-hammock-extended-width/');
  });
  it('products are built only in the languages they list and only when they can be shown', () => {
    expect(page(trailmate, '/de/car-seat-covers/harbor-cargo-liner/')).toBeDefined();
    expect(page(trailmate, '/ch/fr/car-seat-covers/harbor-cargo-liner/')).toBeDefined();
    expect(page(trailmate, '/it/car-seat-covers/harbor-cargo-liner/')).toBeUndefined();
    expect(page(trailmate, '/nl/en/car-seat-covers/harbor-cargo-liner/')).toBeDefined();
    expect(page(trailmate, '/nl/car-seat-covers/harbor-cargo-liner/')).toBeUndefined();
    expect(trailmate.pages.some((p) => p.path.includes('go-treat-pouch-refill-bags'))).toBe(false);
  });
  it("the picker of a product not sold in a market leads to the product's collection there; every picker target of every page is a built page", () => {
    const product = page(trailmate, '/car-seat-covers/harbor-cargo-liner/')!;
    expect(product.context.pickerPaths).toEqual({
      'it-it': '/it/car-seat-covers/',
      'nl-be': '/be/car-seat-covers/',
      'nl-nl': '/nl/car-seat-covers/',
      'es-es': '/es/car-seat-covers/',
      'it-ch': '/ch/it/car-seat-covers/',
    });
    expect(page(trailmate, '/de/car-seat-covers/harbor-cargo-liner/')!.context.pickerPaths?.['it-it']).toBe('/it/car-seat-covers/');
    // A page every locale has carries no picker paths at all.
    expect(page(trailmate, '/car-seat-covers/rover-hammock-extended-width/')!.context.pickerPaths).toBeUndefined();
    expect(page(trailmate, '/')!.context.pickerPaths).toBeUndefined();
    for (const build of [trailmate, homing]) {
      const built = new Set(build.pages.map((p) => p.path));
      for (const p of build.pages) {
        for (const locale of build.locales) {
          if (locale.id === p.context.localeId) continue;
          const target = p.context.pickerPaths?.[locale.id] ?? `${locale.urlPath}${p.context.pagePath}`;
          if (p.path.endsWith('/500/') || p.template === 'not-found') continue;
          expect(built.has(target), `${p.path} → ${locale.id}: ${target}`).toBe(true);
        }
      }
    }
  });
  it('every internal redirect target of the table is a page of the build', () => {
    const paths = new Set(trailmate.pages.map((p) => p.path));
    const internal = trailmate.redirects.filter((r) => r.toPath.startsWith('/'));
    expect(internal.length).toBeGreaterThan(30);
    for (const rule of internal) expect(paths.has(rule.toPath), rule.fromPath).toBe(true);
  });
  it('the search page carries the query rules on its path for the browser; other pages carry none', () => {
    const rulesOf = (p: string) => (page(trailmate, p)?.context as { queryRedirects?: { fromPath: string; toPath: string }[] } | undefined)?.queryRedirects;
    expect(rulesOf('/search/')?.map((r) => r.fromPath)).toEqual(['/search?query=warranty']);
    expect(rulesOf('/en-ca/search/')).toBeUndefined();
    expect(trailmate.pages.filter((p) => 'queryRedirects' in p.context).map((p) => p.path)).toEqual(['/search/']);
  });
  it("the site of each locale is published once, not in any page's data: pages name their locale and carry only their own paths", () => {
    for (const build of [trailmate, homing]) {
      expect([...build.localeSites.keys()]).toEqual(build.locales.map((l) => l.id));
      for (const p of build.pages) {
        expect(p.context, p.path).not.toHaveProperty('site');
        expect(build.localeSites.has(p.context.localeId), p.path).toBe(true);
      }
    }
    const deSite = trailmate.localeSites.get('de-de')!;
    expect(deSite.locale.language).toBe('de');
    // Every string of the language, the account copy included: one file per locale serves every template.
    expect(homing.localeSites.get('en-us')!.strings.subMsgCancelled).toBeTruthy();
    expect(page(trailmate, '/de/')!.context.localeId).toBe('de-de');
  });
});

describe('markets', () => {
  const price = (p: string) => (page(trailmate, p)?.context as ProductPageContext | undefined)?.product.priceRange.min;
  it('/en-ca pages show CAD prices', () => {
    expect(price('/en-ca/car-seat-covers/rover-hammock-extended-width/')?.currencyCode).toBe('CAD');
  });
  it('/au pages show A$', () => {
    expect(price('/au/car-seat-covers/rover-hammock-extended-width/')?.formatted).toMatch(/^A\$\d/);
  });
  it('/de pages show euros in German format', () => {
    expect(price('/de/car-seat-covers/rover-hammock-extended-width/')?.formatted).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
  });
  it('the Canadian market of homing is /en-ca with CAD', () => {
    const home = page(homing, '/en-ca/');
    expect(homing.localeSites.get(home!.context.localeId)?.locale).toMatchObject({ id: 'en-ca', currency: 'CAD', country: 'CA' });
  });
});

describe('SEO data', () => {
  it('hreflang alternates list every locale having the page plus x-default', () => {
    const alternates = page(trailmate, '/dog-hammocks/')!.context.seo.alternates;
    // Carried once per page: the head's hreflang links read them from seo, nothing else needs them.
    expect(Object.keys(trailmate.localeSites.get('en-us')!)).not.toContain('alternates');
    expect(alternates).toHaveLength(trailmate.locales.length + 1);
    expect(alternates.find((a) => a.hreflang === 'x-default')?.href).toBe('https://www.trailmate.example/dog-hammocks/');
    expect(alternates.find((a) => a.hreflang === 'fr-BE')?.href).toBe('https://www.trailmate.example/be/fr/dog-hammocks/');
  });
  it('product pages carry what their head makes the Product JSON-LD from, and share images are 1200×630', () => {
    const context = page(trailmate, '/car-seat-covers/rover-hammock-extended-width/')!.context as BuiltContextOf<'product'>;
    const { seo } = context;
    // Organization, BreadcrumbList and Product are made in the head from the brand, the breadcrumbs and the product.
    expect(seo.jsonLd).toEqual([]);
    const product = productJsonLd(context.product, seo.canonical, seo.image.url, 'Trailmate') as { offers: { priceCurrency: string; url: string }[]; url: string };
    expect(product.offers.length).toBeGreaterThan(0);
    expect(product.offers[0]?.priceCurrency).toBe('USD');
    expect(product.url).toBe('https://www.trailmate.example/car-seat-covers/rover-hammock-extended-width/');
    expect(seo.ogType).toBe('product');
    expect(seo.image).toMatchObject({ width: 1200, height: 630 });
  });
  it('titles add the brand suffix once', () => {
    for (const p of trailmate.pages) expect(p.context.seo.title, p.path).not.toMatch(/\| Trailmate \| Trailmate/);
    expect(page(trailmate, '/dog-hammocks/')!.context.seo.title).toMatch(/ \| Trailmate$/);
  });
  it('article pages carry Article JSON-LD; other pages are of type website', () => {
    const article = page(trailmate, '/blog/meet-the-designer/')!.context.seo;
    expect(article.ogType).toBe('article');
    expect(article.jsonLd.some((j) => j['@type'] === 'Article')).toBe(true);
    expect(page(trailmate, '/')!.context.seo.ogType).toBe('website');
  });
  it('the sitemap leaves out aliases, account pages and error pages', () => {
    const paths = trailmate.sitemap.map((e) => e.path);
    expect(paths).toContain('/dog-hammocks/');
    expect(paths).not.toContain('/products/rover-hammock-extended-width/');
    expect(paths).not.toContain('/account/login/');
    expect(paths).not.toContain('/404/');
  });
});
