// What the collection location drives on the built pages: a collection page's product links carry the
// collection when the product's breadcrumbs would name another one, and a product page knows the
// collections listing it (the ones a location may name).
import { describe, expect, it } from 'vitest';
import { collectionPages, productPages } from '../../src/build/pages/catalogue';
import type { LocaleInput, PagePlanOf } from '../../src/build/plan';
import type { ShownProduct } from '../../src/build/views';
import { resolveLocales } from '../../locales';

const [enAu] = resolveLocales({ locales: ['en-au'], languages: ['en'], urlPaths: {} });

const shown: ShownProduct = {
  href: '/au/dog-travel/go-bowl/',
  doc: {
    _id: 'p',
    handle: 'go-bowl',
    productType: 'Dog Travel',
    gid: 'gid://shopify/Product/1',
    title: { en: 'Go Bowl' },
    description: { en: 'First paragraph.\n\nSecond paragraph.' },
    languages: ['en'],
    canBeShown: true,
    availability: 'available',
    images: [{ path: 'images/trailmate/go-bowl.png', alt: { en: 'A bowl' }, width: 800, height: 800 }],
    videos: [
      { _key: 'v1', title: { en: 'Safe' }, src: 'https://videos.example/a.mp4', durationSeconds: 30 },
      { _key: 'v2', title: { en: 'Unsafe' }, src: 'javascript:alert(1)', durationSeconds: 30 },
    ],
    reviews: [
      { _key: 'r1', author: 'Sam', rating: 5, title: 'Great', body: 'Yes', date: '2025-01-02' },
      { _key: 'r2', author: '', rating: 4, title: 'Good', body: 'Ok', date: '2025-01-03' },
    ],
    seo: null,
    petType: 'dog',
    addOns: null,
  },
  product: {
    id: 'gid://shopify/Product/1',
    handle: 'go-bowl',
    title: 'Go Bowl',
    productType: 'Dog Travel',
    vendor: 'Trailmate',
    tags: [],
    createdAt: '2025-01-01T00:00:00Z',
    availableForSale: true,
    requiresSellingPlan: false,
    options: [{ name: 'Title', values: ['Default Title'] }],
    priceRange: { min: { amount: '19.5', currencyCode: 'AUD' }, max: { amount: '19.5', currencyCode: 'AUD' } },
    variants: [
      {
        id: 'gid://shopify/ProductVariant/1',
        sku: 'GB-1',
        title: 'Default Title',
        availableForSale: true,
        quantityAvailable: 3,
        requiresShipping: true,
        selectedOptions: [{ name: 'Title', value: 'Default Title' }],
        price: { amount: '19.5', currencyCode: 'AUD' },
        compareAtPrice: { amount: '24.0', currencyCode: 'AUD' },
        imageUrl: null,
        subscriptionFrequency: null,
      },
    ],
    sellingPlanGroups: [],
  },
};

const input = {
  brand: {},
  locale: enAu,
  site: {
    collections: [
      { handle: 'dog-travel', title: { en: 'Dog Travel' } },
      { handle: 'best-sellers', title: { en: 'Best Sellers' } },
    ],
    catalogues: new Map([
      ['en-au', {
        products: new Map(),
        collections: [
          { id: 'c1', handle: 'dog-travel', title: 'Dog Travel', description: '', productHandles: ['go-bowl'] },
          { id: 'c2', handle: 'best-sellers', title: 'Best Sellers', description: '', productHandles: ['go-bowl'] },
          { id: 'c3', handle: 'cat-carriers', title: 'Cat Carriers', description: '', productHandles: [] },
        ],
      }],
    ]),
    sellingPlanLabels: new Map(),
  },
  strings: { home: 'Home' },
  contentDir: 'content',
  queryRedirectsOn: () => [],
} as unknown as LocaleInput;
const products = new Map([['go-bowl', shown]]);

describe('collection location on built pages', () => {
  it('a collection other than the product type’s links the product with its collection location', () => {
    const pages = collectionPages(input, products) as PagePlanOf<'collection'>[];
    const cardHref = (handle: string) => pages.find((p) => p.data.collection.handle === handle)!.data.collection.products[0].href;
    expect(cardHref('best-sellers')).toBe('/au/dog-travel/go-bowl/?collection-location=best-sellers');
    expect(cardHref('dog-travel')).toBe('/au/dog-travel/go-bowl/');
  });

  it('the product page lists the collections with pages that list it; its breadcrumbs name the type’s', () => {
    const [page] = productPages(input, products) as PagePlanOf<'product'>[];
    expect(page.data.collections).toEqual([
      { handle: 'dog-travel', label: 'Dog Travel', href: `${enAu.urlPath}/dog-travel/` },
      { handle: 'best-sellers', label: 'Best Sellers', href: `${enAu.urlPath}/best-sellers/` },
    ]);
    expect(page.breadcrumbs.map((c) => c.label)).toEqual(['Home', 'Dog Travel', 'Go Bowl']);
  });
});
