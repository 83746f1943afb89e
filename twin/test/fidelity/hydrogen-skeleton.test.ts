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
      _id: 'blogPost-hammock', _type: 'blogPost', ...stamp, title: 'Choosing a Hammock for the Back Seat', slug: { _type: 'slug', current: 'choosing-a-hammock' },
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
    expect(items[2].resourceId).toBe('gid://shopify/Collection/3001');
  });

  it('answers the footer menu with search and the content pages; null for an unknown menu', async () => {
    const body = await sf().query(FOOTER, { footerMenuHandle: 'footer' });
    expect(body.data.menu.items.map((i: { type: string; url: string }) => [i.type, i.url])).toEqual([
      ['SEARCH', 'https://www.trailmate.example/search'],
      ['PAGE', 'https://www.trailmate.example/pages/shipping'],
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
