// Studio's Presentation tools over the committed content (studio/market-paths.ts, what
// studio/presentation.ts hands to Sanity): the pages a document is listed on in every market of its
// brand, and the document a preview page opens in any market, found with the queries Presentation
// runs (evaluated by groq-js, as the twin's lake does).
import { evaluate, parse } from 'groq-js';
import { assert, describe, expect, it } from 'vitest';
import {
  BRANDS,
  LOCATION_LISTEN,
  LOCATION_QUERY,
  documentLocations,
  locationParams,
  mainDocumentQuery,
  marketHref,
  productHref,
  type LocationAnswer,
  type MainDocumentQuery,
  type MarketPath,
  type PageLocations,
} from '../../studio/market-paths';
import { localizePath } from '../../src/lib/paths/core';
import { productPath } from '../../src/lib/paths/product-slug';
import { loadFiles, type ContentDoc } from '../content/load';

const brand = (id: string) => BRANDS.find((b) => b.id === id)!;

const files = loadFiles();
const content: ContentDoc[] = [...files.values()].flat();
const settingsOf = (id: string) => content.find((doc) => doc._type === 'brandSettings' && doc.brand === id) as ContentDoc & { marketPaths: MarketPath[] };

async function groq(query: string, params: Record<string, unknown>, dataset: unknown[] = content): Promise<unknown> {
  return (await evaluate(parse(query, { params }), { dataset, params })).get();
}

/** The location list of a document on a brand, its answer read by LOCATION_QUERY from content. */
async function locationsOf(brandId: string, id: string): Promise<PageLocations | null> {
  const answer = (await groq(LOCATION_QUERY, { id, brand: brandId })) as LocationAnswer;
  return documentLocations(brand(brandId), answer);
}
const hrefs = (state: PageLocations | null) => state?.locations?.map((location) => location.href);

/** The document Presentation opens beside a preview page of a brand: the query its one route resolves the path to, run over the content. */
async function mainDocument(brandId: string, path: string): Promise<{ query: MainDocumentQuery | undefined; id: string | null }> {
  const query = mainDocumentQuery(brand(brandId), path);
  if (!query) return { query, id: null };
  const doc = (await groq(`*[${query.filter}][0]{_id, _type}`, query.params)) as { _id: string } | null;
  return { query, id: doc?._id ?? null };
}

describe('Presentation market paths', () => {
  it("strips the market prefixes each brand's brandSettings lists, in its order, with their languages", () => {
    const brands = content.filter((doc) => doc._type === 'brandSettings').map((doc) => doc.brand);
    expect(BRANDS.map((b) => b.id).sort()).toEqual([...brands].sort());
    for (const b of BRANDS) {
      expect(Object.entries(b.markets), b.id).toEqual(settingsOf(b.id).marketPaths.map((market) => [market.path, market.language]));
    }
  });
});

describe('Presentation locations', () => {
  it('lists a product in every market of its brand, the default market first, under each market path', async () => {
    const state = await locationsOf('trailmate', 'shopifyProduct-8000001000002');
    expect(hrefs(state)).toEqual([
      '/car-seat-covers/rover-hammock/',
      '/en-ca/car-seat-covers/rover-hammock/',
      '/au/car-seat-covers/rover-hammock/',
      '/gb/car-seat-covers/rover-hammock/',
      '/fr/car-seat-covers/rover-hammock/',
      '/be/car-seat-covers/rover-hammock/',
      '/be/fr/car-seat-covers/rover-hammock/',
      '/de/car-seat-covers/rover-hammock/',
      '/ie/car-seat-covers/rover-hammock/',
      '/it/car-seat-covers/rover-hammock/',
      '/nl/car-seat-covers/rover-hammock/',
      '/nl/en/car-seat-covers/rover-hammock/',
      '/es/car-seat-covers/rover-hammock/',
      '/ch/car-seat-covers/rover-hammock/',
      '/ch/fr/car-seat-covers/rover-hammock/',
      '/ch/it/car-seat-covers/rover-hammock/',
    ]);
    expect(state?.locations?.slice(0, 2).map((location) => location.title)).toEqual(['Rover Hammock (en-US)', 'Rover Hammock (en-CA)']);
    expect(state?.locations?.[6]?.title).toBe('Rover Hammock (fr-BE)');
  });

  it('lists the default market first even when brandSettings lists it later', () => {
    const marketPaths = [...settingsOf('homing').marketPaths].reverse();
    const state = documentLocations(brand('homing'), { doc: { _type: 'collection', brand: 'homing', slug: 'gps-collars', title: 'GPS Collars' }, marketPaths });
    expect(hrefs(state)).toEqual(['/gps-collars/', '/en-ca/gps-collars/']);
  });

  it('lists a product that names its languages in the markets of those languages only', async () => {
    expect(hrefs(await locationsOf('trailmate', 'shopifyProduct-8000001000010'))).toEqual([
      '/car-seat-covers/harbor-cargo-liner/',
      '/en-ca/car-seat-covers/harbor-cargo-liner/',
      '/au/car-seat-covers/harbor-cargo-liner/',
      '/gb/car-seat-covers/harbor-cargo-liner/',
      '/fr/car-seat-covers/harbor-cargo-liner/',
      '/be/fr/car-seat-covers/harbor-cargo-liner/',
      '/de/car-seat-covers/harbor-cargo-liner/',
      '/ie/car-seat-covers/harbor-cargo-liner/',
      '/nl/en/car-seat-covers/harbor-cargo-liner/',
      '/ch/car-seat-covers/harbor-cargo-liner/',
      '/ch/fr/car-seat-covers/harbor-cargo-liner/',
    ]);
  });

  it('lists a collection in every market of its brand', async () => {
    expect(hrefs(await locationsOf('yardwise', content.find((d) => d._type === 'collection' && d.brand === 'yardwise')!._id))).toHaveLength(4);
    expect(hrefs(await locationsOf('trailmate', 'shopifyCollection-470001000001'))?.slice(0, 3)).toEqual(['/car-seat-covers/', '/en-ca/car-seat-covers/', '/au/car-seat-covers/']);
  });

  it("lists a German blog post in the German markets only, then those markets' blog indexes", async () => {
    const state = await locationsOf('trailmate', 'blogPost-trailmate-trail-tested-the-rucksack-de');
    expect(hrefs(state)).toEqual(['/de/blog/trail-tested-the-rucksack/', '/ch/blog/trail-tested-the-rucksack/', '/de/blog/', '/ch/blog/']);
    expect(state?.locations?.map((location) => location.title.replace(/^.* \(/, '('))).toEqual(['(de-DE)', '(de-CH)', '(de-DE)', '(de-CH)']);
  });

  it("lists an English page in the English markets, the home page at each market's root", async () => {
    expect(hrefs(await locationsOf('trailmate', 'page-trailmate-home-en'))).toEqual(['/', '/en-ca/', '/au/', '/gb/', '/ie/', '/nl/en/']);
    expect(hrefs(await locationsOf('yardwise', 'page-yardwise-about-fr'))).toEqual(['/fr/about/', '/ca/fr/about/']);
  });

  it('lists a shared page in its language on the brands it names, and nowhere on the others', async () => {
    expect(hrefs(await locationsOf('yardwise', 'sharedPage-accessibility-fr'))).toEqual(['/fr/accessibility/', '/ca/fr/accessibility/']);
    expect(hrefs(await locationsOf('homing', 'sharedPage-accessibility-en'))).toEqual(['/accessibility/', '/en-ca/accessibility/']);
    expect(await locationsOf('homing', 'sharedPage-accessibility-fr')).toBeNull();
  });

  it("lists nothing for another brand's document or a type without pages", async () => {
    expect(await locationsOf('yardwise', 'shopifyProduct-8000001000002')).toBeNull();
    expect(await locationsOf('homing', 'blogPost-trailmate-trail-tested-the-rucksack-en')).toBeNull();
    expect(await locationsOf('trailmate', 'person-trailmate-nora-lindqvist-en')).toBeNull();
  });

  it('says so when the brand settings list no market paths', () => {
    const state = documentLocations(brand('homing'), { doc: { _type: 'collection', brand: 'homing', slug: 'gps-collars' }, marketPaths: null });
    expect(state?.locations).toBeUndefined();
    expect(state?.message).toMatch(/marketPaths/);
  });

  it("asks for the document in its draft and its release, with the brand's settings, and for nothing of a type without pages", () => {
    const id = 'shopifyProduct-8000001000002';
    expect(locationParams(brand('trailmate'), { id, type: 'product', version: undefined })).toEqual({ id, ids: [id, `drafts.${id}`], brand: 'trailmate' });
    expect(locationParams(brand('trailmate'), { id, type: 'product', version: 'rSpring' })?.ids).toEqual([id, `drafts.${id}`, `versions.rSpring.${id}`]);
    expect(locationParams(brand('trailmate'), { id: 'person-trailmate-nora-lindqvist-en', type: 'person', version: undefined })).toBeNull();
  });

  it("hears of changes to the document's draft and to the brand's settings, not to other documents", async () => {
    const params = { ids: ['shopifyProduct-8000001000002', 'drafts.shopifyProduct-8000001000002'], brand: 'trailmate' };
    const product = content.find((doc) => doc._id === 'shopifyProduct-8000001000002')!;
    const dataset = [{ ...product, _id: 'drafts.shopifyProduct-8000001000002' }, settingsOf('trailmate'), settingsOf('homing'), content.find((doc) => doc._id === 'shopifyProduct-8000001000010')!];
    const heard = (await groq(LOCATION_LISTEN, params, dataset)) as ContentDoc[];
    expect(heard.map((doc) => doc._id)).toEqual(['drafts.shopifyProduct-8000001000002', 'brandSettings-trailmate']);
  });
});

describe('Presentation main documents', () => {
  it('opens a product from its page under a market path, by its handle', async () => {
    const { query, id } = await mainDocument('trailmate', '/de/dog-hammocks/rover-hammock/');
    expect(query).toEqual({ filter: '_type == "product" && brand == $brand && store.slug.current == $handle', params: { brand: 'trailmate', handle: 'rover-hammock' } });
    expect(id).toBe('shopifyProduct-8000001000002');
    expect((await mainDocument('trailmate', '/car-seat-covers/rover-hammock/')).id).toBe('shopifyProduct-8000001000002');
  });

  it('tells a two-segment market path from a product type: /be/fr/<handle>/ is a collection', async () => {
    expect((await mainDocument('trailmate', '/be/fr/car-seat-covers/')).id).toBe('shopifyCollection-470001000001');
    expect((await mainDocument('trailmate', '/be/car-seat-covers/rover-hammock/')).id).toBe('shopifyProduct-8000001000002');
  });

  it("opens a blog post in the market's language", async () => {
    expect((await mainDocument('trailmate', '/de/blog/trail-tested-the-rucksack/')).id).toBe('blogPost-trailmate-trail-tested-the-rucksack-de');
    expect((await mainDocument('trailmate', '/ch/fr/blog/trail-tested-the-rucksack/')).id).toBe('blogPost-trailmate-trail-tested-the-rucksack-fr');
    expect((await mainDocument('trailmate', '/blog/trail-tested-the-rucksack/')).id).toBe('blogPost-trailmate-trail-tested-the-rucksack-en');
    expect((await mainDocument('yardwise', '/ca/fr/learn/meet-the-perimeter-fence/')).id).toBe('blogPost-yardwise-meet-the-perimeter-fence-fr');
  });

  it("opens pages, shared pages and the home page in the market's language", async () => {
    expect((await mainDocument('trailmate', '/de/')).id).toBe('page-trailmate-home-de');
    expect((await mainDocument('trailmate', '/')).id).toBe('page-trailmate-home-en');
    expect((await mainDocument('trailmate', '/nl/en/about/')).id).toBe('page-trailmate-about-en');
    expect((await mainDocument('trailmate', '/ch/it/accessibility/')).id).toBe('sharedPage-accessibility-it');
    expect((await mainDocument('homing', '/en-ca/accessibility/')).id).toBe('sharedPage-accessibility-en');
  });

  it('opens a product without a path prefix from its one-segment page', async () => {
    expect((await mainDocument('trailmate', '/en-ca/trailmate-e-gift-card/')).id).toBe('shopifyProduct-8000001000064');
  });

  it("opens nothing for another brand's page or a path no document has", async () => {
    expect((await mainDocument('yardwise', '/fr/dog-hammocks/rover-hammock/')).id).toBeNull();
    expect((await mainDocument('trailmate', '/de/blog/category/gear/')).query).toBeUndefined();
  });
});

// Studio keeps its own copy of the site's path rules (it is a package of its own and does not import
// the site's code): they must give the pages the site builds.
describe("Studio's copy of the site's path rules", () => {
  it('gives every committed product the page path the site builds for it', () => {
    const products = content.filter((doc) => doc._type === 'product') as (ContentDoc & { pathPrefix?: string | null; store: { slug: { current: string }; productType?: string } })[];
    expect(products.length).toBeGreaterThan(50);
    for (const product of products) {
      const handle = product.store.slug.current;
      expect(productHref(handle, product.store.productType, product.pathPrefix), product._id).toBe(productPath({ handle, productType: product.store.productType, pathPrefix: product.pathPrefix }, () => {}));
    }
    // The type's own rules: accents dropped, "&" as "and", an empty prefix at the root.
    expect(productHref('rover', 'Crème & Co')).toBe(productPath({ handle: 'rover', productType: 'Crème & Co' }));
    expect(productHref('rover', 'Beds', '')).toBe(productPath({ handle: 'rover', productType: 'Beds', pathPrefix: '' }));
  });

  it('puts a page under every market path as the site does', () => {
    for (const id of ['trailmate', 'yardwise', 'homing']) {
      for (const { path: marketPath } of settingsOf(id).marketPaths) {
        assert(marketPath, `a market path of ${id}`);
        const prefix = marketPath.replace(/\/+$/, '');
        for (const page of ['/', '/dog-hammocks/', '/blog/meet-the-core-sweater/']) expect(marketHref(marketPath, page), `${marketPath} ${page}`).toBe(localizePath(prefix, page));
      }
    }
  });
});
