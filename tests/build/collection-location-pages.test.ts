// What the collection location drives on the built pages: a collection page's product links carry the
// collection when the product's breadcrumbs would name another one, and a product page knows the
// collections listing it (the ones a location may name).
import { assert, describe, expect, it } from 'vitest';
import { collectionPages, productPages } from '../../src/build/pages/catalogue';
import type { LocaleInput, PagePlanOf } from '../../src/build/plan';
import { resolveLocales } from '../../locales';
import { GO_BOWL } from './shown-product-fixture';

const [enAu] = resolveLocales({ locales: ['en-au'], languages: ['en'], urlPaths: {} });
assert.isDefined(enAu, 'enAu');

const shown = GO_BOWL;

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
    const cardHref = (handle: string) => pages.find((p) => p.data.collection.handle === handle)!.data.collection.products[0]!.href;
    expect(cardHref('best-sellers')).toBe('/au/dog-travel/go-bowl/?collection-location=best-sellers');
    expect(cardHref('dog-travel')).toBe('/au/dog-travel/go-bowl/');
  });

  it('the product page lists the collections with pages that list it; its breadcrumbs name the type’s', () => {
    const [page] = productPages(input, products) as PagePlanOf<'product'>[];
    assert.isDefined(page, 'page');
    expect(page.data.collections).toEqual([
      { handle: 'dog-travel', label: 'Dog Travel', href: `${enAu.urlPath}/dog-travel/` },
      { handle: 'best-sellers', label: 'Best Sellers', href: `${enAu.urlPath}/best-sellers/` },
    ]);
    expect(page.breadcrumbs.map((c) => c.label)).toEqual(['Home', 'Dog Travel', 'Go Bowl']);
  });
});
