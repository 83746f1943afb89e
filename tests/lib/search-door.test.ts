import { describe, expect, it } from 'vitest';
import {
  COLLECTION_SORTS,
  SEARCH_SORTS,
  fromAlgoliaFilters,
  indexName,
  parseIndexName,
  searchEndpoint,
  toAlgoliaFilters,
  usesAlgolia,
} from '../../src/lib/search';
import { TWIN_ALGOLIA_APP_ID, twinSearchConfig } from '../../src/lib/search/twin-search';
import { searchConfigOf } from '../../src/features/search/search-insights';

describe('search endpoint', () => {
  it('points at the twin while no Algolia app id and key are set', () => {
    const e = searchEndpoint(twinSearchConfig('http://127.0.0.1:8787'));
    expect(e).toMatchObject({ appId: TWIN_ALGOLIA_APP_ID, hosts: [{ url: '127.0.0.1:8787', protocol: 'http', accept: 'readWrite' }], insightsOrigin: 'http://127.0.0.1:8787' });
  });

  it('points at Algolia when both app id and public key are set', () => {
    const config = { appId: 'APP123', searchKey: 'public-key' };
    expect(usesAlgolia(config)).toBe(true);
    expect(searchEndpoint(config)).toEqual({ appId: 'APP123', apiKey: 'public-key', insightsOrigin: 'https://insights.algolia.io' });
    expect(searchEndpoint({ ...config, region: 'de' }).insightsOrigin).toBe('https://insights.de.algolia.io');
    expect(usesAlgolia(twinSearchConfig('http://127.0.0.1:8787'))).toBe(false);
  });

  it("sends a page's search analytics to the region its market is set to (the locale site's Algolia region)", () => {
    const services = (region?: 'de' | 'us') => ({ services: { twinUrl: null, algolia: { appId: 'APP123', searchKey: 'k', ...(region ? { region } : {}) } } }) as Parameters<typeof searchConfigOf>[0];
    expect(searchEndpoint(searchConfigOf(services('de'))).insightsOrigin).toBe('https://insights.de.algolia.io');
    expect(searchEndpoint(searchConfigOf(services())).insightsOrigin).toBe('https://insights.algolia.io');
  });
});

describe('index names and sorts', () => {
  it('names an index by brand, language and kind', () => {
    expect(indexName('trailmate', 'fr', 'products')).toBe('trailmate_fr_products');
    expect(indexName('homing', 'en', 'blogs')).toBe('homing_en_blogs');
  });

  it('maps every search and collection sort to a replica and back', () => {
    for (const { key } of [...SEARCH_SORTS, ...COLLECTION_SORTS]) {
      const name = indexName('yardwise', 'en', 'products', key);
      expect(parseIndexName(name)).toEqual({ brand: 'yardwise', language: 'en', kind: 'products', sort: key });
    }
    expect(indexName('trailmate', 'en', 'products', 'price-asc')).toBe('trailmate_en_products_price_asc');
    expect(indexName('trailmate', 'en', 'products', 'newest')).toBe('trailmate_en_products_newest');
    expect(indexName('trailmate', 'en', 'blogs', 'title-desc')).toBe('trailmate_en_blogs_title_desc');
  });

  it('keeps the spec labels and order of the sorts', () => {
    expect(SEARCH_SORTS.map((s) => s.label)).toEqual(['Featured', 'Newest (to oldest)', 'Oldest (to newest)', 'Pages A-Z', 'Pages Z-A', 'Price low to high', 'Price high to low']);
    expect(COLLECTION_SORTS.map((s) => s.label)).toEqual(['Featured', 'Newest', 'Price low to high', 'Price high to low', 'Oldest', 'A to Z', 'Z to A']);
  });

  it('sorts blog posts by price on the primary index, as they have no price', () => {
    expect(indexName('trailmate', 'en', 'blogs', 'price-asc')).toBe('trailmate_en_blogs');
    expect(parseIndexName('trailmate_en_blogs_price_asc')).toBeNull();
    expect(parseIndexName('trailmate_en_products_cheapest')).toBeNull();
  });
});

describe('product list filters', () => {
  it('ORs Dog and Cat as pet types', () => {
    expect(toAlgoliaFilters({ petTypes: ['dog', 'cat'] }, 'USD')).toEqual({ facetFilters: [['petType:dog', 'petType:cat']], numericFilters: [] });
  });

  it('bounds the price in the market currency', () => {
    expect(toAlgoliaFilters({ price: { min: 10, max: 50 } }, 'cad')).toEqual({ facetFilters: [], numericFilters: ['prices.CAD>=10', 'prices.CAD<=50'] });
  });

  it('reads filters back from the parameters', () => {
    const filters = { petTypes: ['cat' as const], price: { max: 80 } };
    expect(fromAlgoliaFilters(toAlgoliaFilters(filters, 'EUR'), 'EUR')).toEqual(filters);
    expect(fromAlgoliaFilters({ facetFilters: [['vendor:Other']], numericFilters: ['prices.USD>=5'] }, 'EUR')).toEqual({});
  });
});
