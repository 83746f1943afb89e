// Hydrogen's storefront template (2025.4) against the twin: documents written from the template's
// documented queries (product page, header and footer, search, predictive search, localization, the
// cart handler's mutations), validated against the official schema and sent as hydrogen-react's
// createStorefrontClient addresses the Storefront API.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeEncodedVariant, isOptionValueCombinationInEncodedVariant } from '@shopify/hydrogen-react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertValidDocument, FIXTURE_CONTENT, startTestTwin } from '../helpers.js';
import { hydrogenClient } from './storefront-client.js';

let twin: Awaited<ReturnType<typeof startTestTwin>>;
let contentDir: string;
const sf = () => hydrogenClient(twin.url);

/** The fixture catalogue plus one editorial page and one blog post. */
function contentWithEditorial(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twin-hydrogen-'));
  fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  const stamp = { _rev: 'r1', _createdAt: '2024-01-01T00:00:00Z', _updatedAt: '2024-01-01T00:00:00Z', brand: 'trailmate', language: 'en' };
  const block = (text: string) => [{ _type: 'block', _key: 'b1', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's1', text, marks: [] }] }];
  const docs = [
    { _id: 'blogCategory-trips', _type: 'blogCategory', ...stamp, title: 'Road Trips', slug: { _type: 'slug', current: 'road-trips' } },
    { _id: 'page-shipping', _type: 'page', ...stamp, title: 'Shipping and Returns', slug: { _type: 'slug', current: '/shipping' }, body: block('We ship every hammock within two days.') },
    {
      _id: 'page-privacy', _type: 'page', ...stamp, _updatedAt: '2024-02-01T00:00:00Z', title: 'Privacy Policy', slug: { _type: 'slug', current: 'privacy-policy' },
      body: [
        { _type: 'block', _key: 'h', style: 'h2', markDefs: [], children: [{ _type: 'span', _key: 's', text: 'What we keep', marks: [] }] },
        { _type: 'block', _key: 'l1', style: 'normal', listItem: 'bullet', markDefs: [], children: [{ _type: 'span', _key: 's', text: 'Your <b>orders</b> & addresses', marks: [] }] },
        { _type: 'block', _key: 'l2', style: 'normal', listItem: 'bullet', markDefs: [], children: [{ _type: 'span', _key: 's', text: 'Nothing else', marks: ['strong'] }] },
        {
          _type: 'block', _key: 'p', style: 'normal',
          markDefs: [{ _key: 'good', _type: 'link', href: '/pages/contact-us' }, { _key: 'bad', _type: 'link', href: 'javascript:alert(1)' }],
          children: [{ _type: 'span', _key: 'a', text: 'Write to us', marks: ['good'] }, { _type: 'span', _key: 'b', text: ' or not', marks: ['bad'] }],
        },
      ],
    },
    { _id: 'person-sam', _type: 'person', ...stamp, name: 'Sam Okafor', title: 'Sam Okafor', slug: { _type: 'slug', current: 'sam-okafor' } },
    {
      _id: 'blogPost-hammock', _type: 'blogPost', ...stamp, title: 'Choosing a Hammock for the Back Seat', slug: { _type: 'slug', current: 'choosing-a-hammock' },
      author: { _type: 'reference', _ref: 'person-sam' }, tags: ['gear'], body: block('Measure the back seat first.'),
      excerpt: 'How to pick a seat hammock.', category: { _type: 'reference', _ref: 'blogCategory-trips' }, publishedAt: '2024-05-01T10:00:00.123Z',
      image: { path: 'images/trailmate/rover.png', alt: 'A hammock' },
    },
  ];
  fs.writeFileSync(path.join(dir, 'editorial-trailmate.ndjson'), docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
  return dir;
}

beforeAll(async () => {
  contentDir = contentWithEditorial();
  twin = await startTestTwin({ contentDir });
});
afterAll(async () => {
  await twin?.stop();
  fs.rmSync(contentDir, { recursive: true, force: true });
});

const VARIANT_FIELDS = `
  fragment SkeletonVariant on ProductVariant {
    id availableForSale sku title
    price { amount currencyCode }
    compareAtPrice { amount currencyCode }
    unitPrice { amount currencyCode }
    image { __typename id url altText width height }
    product { title handle }
    selectedOptions { name value }
  }`;

const PRODUCT_PAGE = assertValidDocument(`
  query SkeletonProduct($country: CountryCode, $language: LanguageCode, $handle: String!, $selectedOptions: [SelectedOptionInput!]!)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id title vendor handle descriptionHtml description
      encodedVariantExistence
      encodedVariantAvailability
      options {
        name
        optionValues { name firstSelectableVariant { ...SkeletonVariant } swatch { color image { previewImage { url } } } }
      }
      selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) { ...SkeletonVariant }
      adjacentVariants(selectedOptions: $selectedOptions) { ...SkeletonVariant }
      seo { title description }
    }
  }
  ${VARIANT_FIELDS}
`);

const MENU_FIELDS = `
  fragment SkeletonMenuItem on MenuItem { id resourceId tags title type url }
  fragment SkeletonMenu on Menu { id items { ...SkeletonMenuItem items { ...SkeletonMenuItem } } }`;

const HEADER = assertValidDocument(`
  query SkeletonHeader($country: CountryCode, $headerMenuHandle: String!, $language: LanguageCode) @inContext(language: $language, country: $country) {
    shop { id name description primaryDomain { url } brand { logo { image { url } } } }
    menu(handle: $headerMenuHandle) { ...SkeletonMenu }
  }
  ${MENU_FIELDS}
`);

const FOOTER = assertValidDocument(`
  query SkeletonFooter($country: CountryCode, $footerMenuHandle: String!, $language: LanguageCode) @inContext(language: $language, country: $country) {
    menu(handle: $footerMenuHandle) { ...SkeletonMenu }
  }
  ${MENU_FIELDS}
`);

describe('the product page', () => {
  it('answers the encoded variant fields and adjacent variants instead of product: null', async () => {
    const body = await sf().query(PRODUCT_PAGE, { handle: 'rover-hammock-extended-width', selectedOptions: [{ name: 'Size', value: 'Standard' }] });
    expect(body.errors).toBeUndefined();
    const p = body.data.product;
    expect(p.encodedVariantExistence).toBe('v1_0-1');
    expect(decodeEncodedVariant(p.encodedVariantExistence)).toEqual([[0], [1]]);
    expect(isOptionValueCombinationInEncodedVariant([1], p.encodedVariantAvailability)).toBe(true);
    expect(p.selectedOrFirstAvailableVariant.selectedOptions).toEqual([{ name: 'Size', value: 'Standard' }]);
    expect(p.adjacentVariants.map((v: { selectedOptions: unknown }) => v.selectedOptions)).toEqual([[{ name: 'Size', value: 'XL' }]]);
    expect(p.selectedOrFirstAvailableVariant.image).toMatchObject({ width: 1, height: 1 });
  });

  it('encodes a sold-out product as existing but not available', async () => {
    const body = await sf().query(PRODUCT_PAGE, { handle: 'sold-out-leash', selectedOptions: [] });
    expect(body.data.product.encodedVariantExistence).toBe('v1_0');
    expect(body.data.product.encodedVariantAvailability).toBe('');
    expect(isOptionValueCombinationInEncodedVariant([0], body.data.product.encodedVariantAvailability)).toBe(false);
  });
});

describe('the root loader', () => {
  it('answers the header: primary domain and the main menu of collections', async () => {
    const body = await sf().query(HEADER, { headerMenuHandle: 'main-menu' });
    expect(body.errors).toBeUndefined();
    expect(body.data.shop.primaryDomain).toEqual({ url: 'https://www.trailmate.example' });
    const items = body.data.menu.items as { title: string; type: string; url: string; resourceId: string | null }[];
    expect(items.map((i) => [i.type, i.title, i.url])).toEqual([
      ['FRONTPAGE', 'Home', 'https://www.trailmate.example/'],
      ['CATALOG', 'Catalog', 'https://www.trailmate.example/collections/all'],
      ['COLLECTION', 'Car Seat Covers', 'https://www.trailmate.example/collections/car-seat-covers'],
      ['COLLECTION', 'Everything', 'https://www.trailmate.example/collections/everything'],
      ['BLOG', 'Road Trips', 'https://www.trailmate.example/blogs/road-trips'],
    ]);
    expect(items[2]?.resourceId).toBe('gid://shopify/Collection/3001');
  });

  it('answers the footer menu with search and the content pages; null for an unknown menu', async () => {
    const body = await sf().query(FOOTER, { footerMenuHandle: 'footer' });
    expect(body.data.menu.items.map((i: { type: string; url: string }) => [i.type, i.url])).toEqual([
      ['SEARCH', 'https://www.trailmate.example/search'],
      ['PAGE', 'https://www.trailmate.example/pages/shipping'],
      ['PAGE', 'https://www.trailmate.example/pages/privacy-policy'],
    ]);
    expect((await sf().query(FOOTER, { footerMenuHandle: 'no-such-menu' })).data.menu).toBeNull();
  });

  it('answers localization from the store’s countries and the brand’s market languages', async () => {
    const doc = assertValidDocument(`
      query Localization($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
        localization {
          country { isoCode name currency { isoCode symbol } unitSystem availableLanguages { isoCode endonymName } market { handle } }
          language { isoCode name endonymName }
          availableCountries { isoCode }
          availableLanguages { isoCode }
          market { handle }
        }
      }`);
    const body = await sf().query(doc, { country: 'CH', language: 'FR' });
    expect(body.errors).toBeUndefined();
    const l = body.data.localization;
    expect(l.availableCountries.map((c: { isoCode: string }) => c.isoCode)).toEqual(['US', 'AU', 'GB', 'FR', 'DE', 'CH']);
    expect(l.country).toMatchObject({ isoCode: 'CH', name: 'Suisse', currency: { isoCode: 'EUR', symbol: '€' }, unitSystem: 'METRIC_SYSTEM', market: { handle: 'eu' } });
    expect(l.availableLanguages).toEqual([{ isoCode: 'DE' }, { isoCode: 'FR' }]);
    expect(l.language).toEqual({ isoCode: 'FR', name: 'Français', endonymName: 'Français' });
    const home = (await sf().query(doc, {})).data.localization;
    expect(home.country).toMatchObject({ isoCode: 'US', currency: { isoCode: 'USD', symbol: '$' }, unitSystem: 'IMPERIAL_SYSTEM' });
    expect(home.language.isoCode).toBe('EN');
  });
});

// The blogs, blog, article, policies and sitemap routes' documents (skeleton 2025.4: app/routes/
// blogs._index, blogs.$blogHandle._index, blogs.$blogHandle.$articleHandle, policies._index,
// policies.$handle; the sitemap documents of @shopify/hydrogen's getSitemapIndex and getSitemap).
const BLOGS = assertValidDocument(`
  query Blogs($country: CountryCode, $endCursor: String, $first: Int, $language: LanguageCode, $last: Int, $startCursor: String)
  @inContext(country: $country, language: $language) {
    blogs(first: $first, last: $last, before: $startCursor, after: $endCursor) {
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      nodes { title handle seo { title description } }
    }
  }
`);

const BLOG = assertValidDocument(`
  query Blog($language: LanguageCode, $blogHandle: String!, $first: Int, $last: Int, $startCursor: String, $endCursor: String)
  @inContext(language: $language) {
    blog(handle: $blogHandle) {
      title handle seo { title description }
      articles(first: $first, last: $last, before: $startCursor, after: $endCursor) {
        nodes { ...ArticleItem }
        pageInfo { hasPreviousPage hasNextPage endCursor startCursor }
      }
    }
  }
  fragment ArticleItem on Article {
    author: authorV2 { name }
    contentHtml handle id
    image { id altText url width height }
    publishedAt title
    blog { handle }
  }
`);

const ARTICLE = assertValidDocument(`
  query Article($articleHandle: String!, $blogHandle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(language: $language, country: $country) {
    blog(handle: $blogHandle) {
      handle
      articleByHandle(handle: $articleHandle) {
        handle title contentHtml publishedAt
        author: authorV2 { name }
        image { id altText url width height }
        seo { description title }
      }
    }
  }
`);

const POLICIES = assertValidDocument(`
  fragment PolicyItem on ShopPolicy { id title handle }
  query Policies($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    shop {
      privacyPolicy { ...PolicyItem }
      shippingPolicy { ...PolicyItem }
      termsOfService { ...PolicyItem }
      refundPolicy { ...PolicyItem }
      subscriptionPolicy { id title handle }
    }
  }
`);

const POLICY = assertValidDocument(`
  fragment Policy on ShopPolicy { body handle id title url }
  query Policy($country: CountryCode, $language: LanguageCode, $privacyPolicy: Boolean!, $refundPolicy: Boolean!, $shippingPolicy: Boolean!, $termsOfService: Boolean!)
  @inContext(language: $language, country: $country) {
    shop {
      privacyPolicy @include(if: $privacyPolicy) { ...Policy }
      shippingPolicy @include(if: $shippingPolicy) { ...Policy }
      termsOfService @include(if: $termsOfService) { ...Policy }
      refundPolicy @include(if: $refundPolicy) { ...Policy }
    }
  }
`);

const SITEMAP_INDEX = assertValidDocument(`
  query SitemapIndex {
    products: sitemap(type: PRODUCT) { pagesCount { count } }
    collections: sitemap(type: COLLECTION) { pagesCount { count } }
    articles: sitemap(type: ARTICLE) { pagesCount { count } }
    pages: sitemap(type: PAGE) { pagesCount { count } }
    blogs: sitemap(type: BLOG) { pagesCount { count } }
    metaObjects: sitemap(type: METAOBJECT) { pagesCount { count } }
  }
`);

const sitemapOf = (type: string) =>
  assertValidDocument(`
    query Sitemap${type}($page: Int!) {
      sitemap(type: ${type}) {
        resources(page: $page) {
          items { handle updatedAt ${type === 'METAOBJECT' ? '... on SitemapResourceMetaobject { type }' : ''} }
        }
      }
    }
  `);

describe('blogs and articles', () => {
  it('lists the brand’s blogs, one per blog category, with pagination', async () => {
    const body = await sf().query(BLOGS, { first: 10 });
    expect(body.errors).toBeUndefined();
    expect(body.data.blogs.nodes).toEqual([{ title: 'Road Trips', handle: 'road-trips', seo: { title: 'Road Trips', description: null } }]);
    expect(body.data.blogs.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    const none = await sf().query(BLOGS, {});
    expect(none.errors?.[0]?.message).toBe('you must provide one of first or last');
  });

  it('answers a blog with its articles: author, HTML content, image and blog', async () => {
    const body = await sf().query(BLOG, { blogHandle: 'road-trips', first: 4 });
    expect(body.errors).toBeUndefined();
    const [article] = body.data.blog.articles.nodes;
    expect(article).toMatchObject({
      author: { name: 'Sam Okafor' },
      contentHtml: '<p>Measure the back seat first.</p>',
      handle: 'choosing-a-hammock',
      title: 'Choosing a Hammock for the Back Seat',
      publishedAt: '2024-05-01T10:00:00Z',
      blog: { handle: 'road-trips' },
      image: { altText: 'A hammock' },
    });
    expect(article.id).toMatch(/^gid:\/\/shopify\/Article\/\d+$/);
    expect((await sf().query(BLOG, { blogHandle: 'no-such-blog', first: 4 })).data.blog).toBeNull();
  });

  it('answers an article by its blog and handle, null for another handle', async () => {
    const body = await sf().query(ARTICLE, { blogHandle: 'road-trips', articleHandle: 'choosing-a-hammock' });
    expect(body.errors).toBeUndefined();
    expect(body.data.blog.articleByHandle).toMatchObject({ title: 'Choosing a Hammock for the Back Seat', seo: { description: 'How to pick a seat hammock.' } });
    expect((await sf().query(ARTICLE, { blogHandle: 'road-trips', articleHandle: 'nope' })).data.blog.articleByHandle).toBeNull();
  });
});

describe('shop policies', () => {
  it('lists the policies the content has a page for, null for the others', async () => {
    const body = await sf().query(POLICIES);
    expect(body.errors).toBeUndefined();
    expect(body.data.shop).toEqual({
      privacyPolicy: { id: expect.stringMatching(/^gid:\/\/shopify\/ShopPolicy\/\d+$/), title: 'Privacy Policy', handle: 'privacy-policy' },
      shippingPolicy: { id: expect.any(String), title: 'Shipping and Returns', handle: 'shipping-policy' },
      termsOfService: null,
      refundPolicy: null,
      subscriptionPolicy: null,
    });
  });

  it('answers a policy’s body as escaped HTML with only safe links, at its online store URL', async () => {
    const flags = { privacyPolicy: true, refundPolicy: false, shippingPolicy: false, termsOfService: false };
    const body = await sf().query(POLICY, flags);
    expect(body.errors).toBeUndefined();
    expect(Object.keys(body.data.shop)).toEqual(['privacyPolicy']);
    expect(body.data.shop.privacyPolicy).toMatchObject({
      handle: 'privacy-policy',
      url: 'https://www.trailmate.example/policies/privacy-policy',
      body:
        '<h2>What we keep</h2><ul><li>Your &lt;b&gt;orders&lt;/b&gt; &amp; addresses</li><li><strong>Nothing else</strong></li></ul>' +
        '<p><a href="/pages/contact-us">Write to us</a> or not</p>',
    });
  });
});

describe('the sitemap', () => {
  it('counts the pages of each sitemap', async () => {
    const body = await sf().query(SITEMAP_INDEX);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      products: { pagesCount: { count: 1 } },
      collections: { pagesCount: { count: 1 } },
      articles: { pagesCount: { count: 1 } },
      pages: { pagesCount: { count: 1 } },
      blogs: { pagesCount: { count: 1 } },
      metaObjects: { pagesCount: { count: 0 } },
    });
  });

  it('lists each type’s handles and update times, page by page', async () => {
    const products = await sf().query(sitemapOf('PRODUCT'), { page: 1 });
    expect(products.errors).toBeUndefined();
    const handles = products.data.sitemap.resources.items.map((i: { handle: string }) => i.handle);
    expect(handles).toContain('rover-hammock-extended-width');
    expect(products.data.sitemap.resources.items[0].updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await sf().query(sitemapOf('PRODUCT'), { page: 2 })).data.sitemap.resources.items).toEqual([]);
    const pages = await sf().query(sitemapOf('PAGE'), { page: 1 });
    expect(pages.data.sitemap.resources.items).toEqual([
      { handle: 'shipping', updatedAt: '2024-01-01T00:00:00Z' },
      { handle: 'privacy-policy', updatedAt: '2024-02-01T00:00:00Z' },
    ]);
    const articles = await sf().query(sitemapOf('ARTICLE'), { page: 1 });
    expect(articles.data.sitemap.resources.items).toEqual([{ handle: 'choosing-a-hammock', updatedAt: '2024-01-01T00:00:00Z' }]);
    const blogs = await sf().query(sitemapOf('BLOG'), { page: 1 });
    expect(blogs.data.sitemap.resources.items).toEqual([{ handle: 'road-trips', updatedAt: '2024-01-01T00:00:00Z' }]);
    const metaobjects = await sf().query(sitemapOf('METAOBJECT'), { page: 1 });
    expect(metaobjects.errors).toBeUndefined();
    expect(metaobjects.data.sitemap.resources.items).toEqual([]);
  });
});

describe('search', () => {
  const SEARCH = assertValidDocument(`
    query SkeletonSearch($term: String!, $first: Int, $endCursor: String) {
      articles: search(query: $term, types: [ARTICLE], first: $first) { nodes { ... on Article { __typename handle id title trackingParameters } } }
      pages: search(query: $term, types: [PAGE], first: $first) { nodes { ... on Page { __typename handle id title trackingParameters } } }
      products: search(query: $term, types: [PRODUCT], first: $first, after: $endCursor, sortKey: RELEVANCE, unavailableProducts: HIDE) {
        nodes { ... on Product { __typename handle id title vendor selectedOrFirstAvailableVariant(selectedOptions: [], ignoreUnknownOptions: true, caseInsensitiveMatch: true) { id price { amount currencyCode } } } }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        totalCount
      }
    }`);

  it('finds products, pages and articles by their words', async () => {
    const body = await sf().query(SEARCH, { term: 'hammock', first: 10 });
    expect(body.errors).toBeUndefined();
    expect(body.data.products.nodes.map((p: { handle: string }) => p.handle)).toEqual(['rover-hammock-extended-width']);
    expect(body.data.products.totalCount).toBe(1);
    expect(body.data.pages.nodes.map((p: { handle: string }) => p.handle)).toEqual(['shipping']);
    expect(body.data.articles.nodes.map((a: { handle: string }) => a.handle)).toEqual(['choosing-a-hammock']);
    // unavailableProducts: HIDE leaves the sold-out leash out.
    expect((await sf().query(SEARCH, { term: 'leash', first: 10 })).data.products.nodes).toEqual([]);
  });

  it('answers predictive search: completions, products, collections, articles', async () => {
    const PREDICTIVE = assertValidDocument(`
      query SkeletonPredictive($limit: Int!, $limitScope: PredictiveSearchLimitScope!, $term: String!, $types: [PredictiveSearchType!]) {
        predictiveSearch(limit: $limit, limitScope: $limitScope, query: $term, types: $types) {
          articles { __typename id title handle blog { handle } image { url altText width height } trackingParameters }
          collections { __typename id title handle image { url } trackingParameters }
          pages { __typename id title handle trackingParameters }
          products { __typename id title handle trackingParameters selectedOrFirstAvailableVariant(selectedOptions: [], ignoreUnknownOptions: true, caseInsensitiveMatch: true) { id } }
          queries { __typename text styledText trackingParameters }
        }
      }`);
    const body = await sf().query(PREDICTIVE, { limit: 10, limitScope: 'EACH', term: 'hamm' });
    expect(body.errors).toBeUndefined();
    const r = body.data.predictiveSearch;
    expect(r.queries).toEqual([{ __typename: 'SearchQuerySuggestion', text: 'hammock', styledText: 'hamm<mark>ock</mark>', trackingParameters: null }]);
    expect(r.products.map((p: { handle: string }) => p.handle)).toEqual(['rover-hammock-extended-width']);
    expect(r.articles[0]).toMatchObject({ handle: 'choosing-a-hammock', blog: { handle: 'road-trips' } });
    const car = (await sf().query(PREDICTIVE, { limit: 1, limitScope: 'ALL', term: 'car', types: ['COLLECTION'] })).data.predictiveSearch;
    expect(car.collections.map((c: { handle: string }) => c.handle)).toEqual(['car-seat-covers']);
  });
});

describe('the cart handler’s mutations', () => {
  const create = async () =>
    (await sf().query(assertValidDocument('mutation { cartCreate(input: {}) { cart { id } userErrors { message } } }'))).data.cartCreate.cart.id as string;

  it('sets, reads and deletes cart metafields', async () => {
    const cartId = await create();
    const set = await sf().query(
      assertValidDocument(`mutation SkeletonMetafieldsSet($metafields: [CartMetafieldsSetInput!]!) {
        cartMetafieldsSet(metafields: $metafields) { metafields { key namespace type value } userErrors { code elementIndex field message } }
      }`),
      { metafields: [{ ownerId: cartId, key: 'custom.gift_note', type: 'single_line_text_field', value: 'Happy trails' }] },
    );
    expect(set.data.cartMetafieldsSet).toEqual({ metafields: [{ key: 'gift_note', namespace: 'custom', type: 'single_line_text_field', value: 'Happy trails' }], userErrors: [] });
    const READ = assertValidDocument('query ($id: ID!) { cart(id: $id) { metafield(namespace: "custom", key: "gift_note") { value } } }');
    expect((await sf().query(READ, { id: cartId })).data.cart.metafield).toEqual({ value: 'Happy trails' });
    const DELETE = assertValidDocument(`mutation SkeletonMetafieldDelete($cartId: ID!, $key: String!) {
      cartMetafieldDelete(input: { ownerId: $cartId, key: $key }) { deletedId userErrors { code field message } }
    }`);
    const deleted = await sf().query(DELETE, { cartId, key: 'custom.gift_note' });
    expect(deleted.data.cartMetafieldDelete.userErrors).toEqual([]);
    expect(deleted.data.cartMetafieldDelete.deletedId).toMatch(/^gid:\/\/shopify\/Metafield\//);
    expect((await sf().query(READ, { id: cartId })).data.cart.metafield).toBeNull();
    expect((await sf().query(DELETE, { cartId, key: 'custom.gift_note' })).data.cartMetafieldDelete.userErrors[0].code).toBe('METAFIELD_DOES_NOT_EXIST');
  });

  it('answers gift card codes and delivery options with the cart and user errors', async () => {
    const cartId = await create();
    const GIFT = assertValidDocument(`mutation SkeletonGiftCards($cartId: ID!, $giftCardCodes: [String!]!) {
      cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: $giftCardCodes) { cart { id appliedGiftCards { lastCharacters } } userErrors { code field message } warnings { code } }
    }`);
    const unknown = await sf().query(GIFT, { cartId, giftCardCodes: ['NOT-A-CARD'] });
    expect(unknown.data.cartGiftCardCodesUpdate.cart).toEqual({ id: cartId, appliedGiftCards: [] });
    expect(unknown.data.cartGiftCardCodesUpdate.userErrors).toEqual([{ code: 'INVALID', field: ['giftCardCodes', '0'], message: 'Gift card code is invalid' }]);
    expect((await sf().query(GIFT, { cartId, giftCardCodes: [] })).data.cartGiftCardCodesUpdate.userErrors).toEqual([]);
    const DELIVERY = assertValidDocument(`mutation SkeletonDelivery($cartId: ID!, $selectedDeliveryOptions: [CartSelectedDeliveryOptionInput!]!) {
      cartSelectedDeliveryOptionsUpdate(cartId: $cartId, selectedDeliveryOptions: $selectedDeliveryOptions) { cart { id deliveryGroups(first: 5) { nodes { id } } } userErrors { code field } }
    }`);
    const delivery = await sf().query(DELIVERY, { cartId, selectedDeliveryOptions: [{ deliveryGroupId: 'gid://shopify/CartDeliveryGroup/1', deliveryOptionHandle: 'standard' }] });
    expect(delivery.data.cartSelectedDeliveryOptionsUpdate).toEqual({
      cart: { id: cartId, deliveryGroups: { nodes: [] } },
      userErrors: [{ code: 'INVALID_DELIVERY_GROUP', field: ['selectedDeliveryOptions', '0', 'deliveryGroupId'] }],
    });
  });
});
