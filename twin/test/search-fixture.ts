// A small search catalogue written as content/ files: ranking cases (exact, prefix, typo), pet types,
// a hidden product, a product shown in English only, a sold-out one, HTML in a title, and blog posts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { FIXTURE_CONTENT, useTestTwin, type TestTwin } from './helpers.js';

interface P {
  id: number;
  handle: string;
  title: string;
  fr?: string;
  type: string;
  usd: number;
  pet: 'dog' | 'cat' | 'both';
  created: string;
  tags?: string[];
  qty?: number;
  languages?: string[];
  canBeShown?: boolean;
  pathPrefix?: string;
  availability?: string;
}

/** The fixture's products in catalogue order (position 0 first). */
export const SEARCH_PRODUCTS: P[] = [
  { id: 101, handle: 'hamock-seat-cover', title: 'Hamock Seat Cover', type: 'Car Seat Covers', usd: 59, pet: 'dog', created: '2025-03-01T00:00:00Z', tags: ['car'] },
  { id: 102, handle: 'hammocks-travel-kit', title: 'Hammocks Travel Kit', type: 'Car Seat Covers', usd: 129, pet: 'dog', created: '2025-02-01T00:00:00Z', tags: ['car', 'kit'] },
  { id: 103, handle: 'rover-hammock', title: 'Rover Hammock', fr: 'Hamac Rover', type: 'Car Seat Covers', usd: 89.95, pet: 'dog', created: '2025-01-01T00:00:00Z', tags: ['car', 'bestseller'] },
  { id: 104, handle: 'harbor-cat-carrier', title: 'Harbor Cat Carrier', fr: 'Sac de transport Harbor', type: 'Pet Carriers', usd: 74.5, pet: 'cat', created: '2025-04-01T00:00:00Z', tags: ['carrier'] },
  { id: 105, handle: 'go-travel-bowl', title: 'Go Travel Bowl', fr: 'Gamelle de voyage Go', type: 'Travel Bowls', usd: 19, pet: 'both', created: '2025-05-01T00:00:00Z', tags: ['bowl'] },
  { id: 106, handle: 'hidden-treat-bags', title: 'Hidden Treat Bags', type: 'Dog Supplies', usd: 9, pet: 'dog', created: '2025-06-01T00:00:00Z', canBeShown: false },
  { id: 107, handle: 'harbor-cargo-liner', title: 'Harbor Cargo Liner', type: 'Car Seat Covers', usd: 149, pet: 'dog', created: '2025-07-01T00:00:00Z', languages: ['en'] },
  { id: 108, handle: 'sold-out-leash', title: 'Sold Out Leash', type: 'Leashes & Collars', usd: 35, pet: 'dog', created: '2025-08-01T00:00:00Z', qty: 0 },
  { id: 109, handle: 'tug-toss-toy', title: 'Tug & Toss <Pro> Toy', type: 'Toys', usd: 15, pet: 'dog', created: '2025-09-01T00:00:00Z', tags: ['toy'] },
  { id: 110, handle: 'trailmate-gift-card', title: 'Trailmate Gift Card', type: 'Gift Cards', usd: 50, pet: 'both', created: '2024-12-01T00:00:00Z', pathPrefix: '' },
];

const stamp = { _rev: 'r1', _createdAt: '2024-01-01T00:00:00Z', _updatedAt: '2024-01-01T00:00:00Z', brand: 'trailmate' };

function catalogue(): string {
  const lines: object[] = [];
  for (const [i, p] of SEARCH_PRODUCTS.entries()) {
    const vid = 5000 + i;
    const price = (rate: number) => ({ price: Math.round(p.usd * rate * 100) / 100, compareAtPrice: null });
    lines.push({
      _id: `shopifyProductVariant-${vid}`, _type: 'productVariant', ...stamp,
      store: {
        id: vid, gid: `gid://shopify/ProductVariant/${vid}`, productId: p.id, productGid: `gid://shopify/Product/${p.id}`,
        sku: `SKU-${p.id}`, title: 'Default Title', option1: 'Default Title', price: p.usd, compareAtPrice: null,
        prices: { USD: price(1), CAD: price(1.35), AUD: price(1.5), GBP: price(0.8), EUR: price(0.92) },
        inventory: { isAvailable: true, policy: 'DENY', management: 'SHOPIFY', quantity: p.qty ?? 20 },
        requiresShipping: true, previewImageUrl: `images/trailmate/${p.handle}.png`, status: 'active', metafields: [],
      },
    });
    lines.push({
      _id: `shopifyProduct-${p.id}`, _type: 'product', ...stamp,
      store: {
        id: p.id, gid: `gid://shopify/Product/${p.id}`, title: p.title, slug: { _type: 'slug', current: p.handle },
        productType: p.type, vendor: 'Trailmate', tags: p.tags ?? [], status: 'active', options: [],
        descriptionHtml: `<p>${p.title} for the road.</p>`, previewImageUrl: `images/trailmate/${p.handle}.png`,
        priceRange: { minVariantPrice: p.usd, maxVariantPrice: p.usd },
        variants: [{ _type: 'reference', _ref: `shopifyProductVariant-${vid}`, _key: `k${vid}` }],
        isDeleted: false, createdAt: p.created, requiresSellingPlan: false, sellingPlanGroups: [],
      },
      title: { en: p.title, fr: p.fr ?? `${p.title} (fr)` },
      description: { en: `${p.title} for the road.`, fr: `${p.fr ?? p.title} pour la route.` },
      languages: p.languages ?? ['en', 'fr'],
      canBeShown: p.canBeShown ?? true,
      availability: p.availability ?? 'available',
      petType: p.pet,
      ...(p.pathPrefix !== undefined ? { pathPrefix: p.pathPrefix } : {}),
      images: [{ _key: 'i1', path: `images/trailmate/${p.handle}.png`, alt: { en: p.title }, width: 800, height: 800 }],
    });
  }
  return lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
}

function editorial(): string {
  const cat = (slug: string, title: string, language: string) => ({
    _id: `blogCategory-trailmate-${slug}-${language}`, _type: 'blogCategory', ...stamp, language, title, slug: { current: slug },
  });
  const post = (slug: string, title: string, category: string, publishedAt: string, language = 'en') => ({
    _id: `blogPost-trailmate-${slug}-${language}`, _type: 'blogPost', ...stamp, language, title, slug: { current: slug },
    excerpt: `${title}: notes from the trail.`, category: { _type: 'reference', _ref: `blogCategory-trailmate-${category}-${language}` },
    tags: [category], publishedAt, image: { _key: 'b', path: `images/trailmate/blog-${slug}.png`, alt: { [language]: title }, width: 1200, height: 630 },
  });
  return [
    cat('gear', 'Gear', 'en'),
    cat('travel', 'Travel', 'en'),
    cat('gear', 'Équipement', 'fr'),
    post('hammock-road-test', 'Hammock road test', 'gear', '2025-03-01T00:00:00Z'),
    post('camping-with-cats', 'Camping with cats', 'travel', '2025-05-01T00:00:00Z'),
    post('autumn-trails', 'Autumn trails', 'travel', '2024-10-01T00:00:00Z'),
    post('hamac-essai', 'Essai du hamac', 'gear', '2025-03-02T00:00:00Z', 'fr'),
  ]
    .map((d) => JSON.stringify(d))
    .join('\n') + '\n';
}

/** Writes the fixture content to a fresh temp directory and returns its path. */
export function writeSearchContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twin-search-content-'));
  for (const f of ['stores.ndjson', 'brands.ndjson']) fs.copyFileSync(path.join(FIXTURE_CONTENT, f), path.join(dir, f));
  fs.writeFileSync(path.join(dir, 'catalogue-trailmate.ndjson'), catalogue());
  fs.writeFileSync(path.join(dir, 'editorial-trailmate.ndjson'), editorial());
  return dir;
}

/** A twin started on the search catalogue. */
export type SearchTwin = TestTwin;

/**
 * A twin on the search catalogue for the tests of one file (useTestTwin), its content removed after
 * them. Read `.twin` inside a test or hook.
 */
export function useSearchTwin(): { readonly twin: SearchTwin } {
  let contentDir = '';
  const twin = useTestTwin(() => ({ contentDir: (contentDir = writeSearchContent()) }));
  afterAll(() => {
    if (contentDir) fs.rmSync(contentDir, { recursive: true, force: true });
  });
  return { twin };
}
