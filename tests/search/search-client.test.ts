// The search page's client against a real twin: product filters and pages never reach the articles
// index, so a Dog or Price filter keeps the articles for the query.
import type { SearchResponse } from 'algoliasearch/lite';
import { assert, describe, expect, it } from 'vitest';
import { useSearchTwin } from '../../twin/test/search-fixture';
import { createSearchClient, indexName } from '../../src/lib/search';
import { twinSearchConfig } from '../../src/lib/search/twin-search';
import { articlesRequest, withArticleRequests } from '../../src/features/search/search-client';

const fixture = useSearchTwin();

describe('search page client', () => {
  it('a blog request keeps query and page size but drops product filters and the page', () => {
    const request = { indexName: 'trailmate_en_blogs', params: { query: 'hammock', hitsPerPage: 6, page: 2, facetFilters: [['petType:dog']], numericFilters: ['prices.USD<=49.99'], facets: ['petType'] } };
    expect(articlesRequest(request)).toEqual({ indexName: 'trailmate_en_blogs', params: { query: 'hammock', hitsPerPage: 6, page: 0 } });
    expect(articlesRequest({ indexName: 'trailmate_en_blogs', query: 'cats', page: 1, facetFilters: [['petType:cat']] })).toEqual({ indexName: 'trailmate_en_blogs', query: 'cats', page: 0 });
  });

  it('product filters apply to products and not to articles in one multi-query', async () => {
    const client = withArticleRequests(createSearchClient(twinSearchConfig(fixture.twin.url)));
    const filters = { facetFilters: [['petType:cat']], numericFilters: ['prices.USD<=49.99'], page: 0 };
    const { results } = await client.search({
      requests: [
        { indexName: indexName('trailmate', 'en', 'products'), query: 'hammock', ...filters },
        { indexName: indexName('trailmate', 'en', 'blogs'), query: 'hammock', ...filters, page: 3 },
      ],
    });
    const [products, articles] = results as SearchResponse<{ title: string }>[];
    assert.isDefined(articles, 'articles');
    assert.isDefined(products, 'products');
    expect(products.nbHits).toBe(0);
    expect(articles.hits.map((h) => h.title)).toEqual(['Hammock road test']);
  });

  it('the legacy array form InstantSearch sends is kept to the query for articles too', async () => {
    const client = withArticleRequests(createSearchClient(twinSearchConfig(fixture.twin.url)));
    const params = { query: 'hammock', facetFilters: [['petType:cat']], facets: ['petType'], page: 1 };
    const { results } = await (client.search as unknown as (r: unknown) => Promise<{ results: SearchResponse<{ title: string }>[] }>)([
      { indexName: indexName('trailmate', 'en', 'products'), params },
      { indexName: indexName('trailmate', 'en', 'blogs'), params },
    ]);
    expect(results[0]?.nbHits).toBe(0);
    expect(results[1]?.hits.map((h) => h.title)).toEqual(['Hammock road test']);
  });
});
