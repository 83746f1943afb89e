// The search page's address: query, sort, filters and page survive a round trip through the URL
// and InstantSearch's UI state, so results can be shared and Back restores them.
import { describe, expect, it } from 'vitest';
import { EMPTY_ROUTE, parseSearchRoute, priceBandValue, routeToUiState, searchRouteToSearch, uiStateToRoute } from '../../src/features/search/search-route';

const scope = { brand: 'trailmate', language: 'de', currency: 'EUR' };

describe('search page address', () => {
  it('a fresh search page has an empty address and default state', () => {
    expect(searchRouteToSearch(EMPTY_ROUTE)).toBe('');
    expect(parseSearchRoute('')).toEqual(EMPTY_ROUTE);
  });

  it('query, sort, pet filters, price band and page round-trip through the address', () => {
    const route = { query: 'rover hammock', sort: 'price-asc' as const, pets: ['dog' as const, 'cat' as const], price: '50-100' as const, page: 3 };
    const search = searchRouteToSearch(route);
    expect(search).toBe('?query=rover+hammock&sort=price-asc&pet=dog%2Ccat&price=50-100&page=3');
    expect(parseSearchRoute(search)).toEqual(route);
  });

  it('unknown sorts, pets, price bands and bad pages fall back to defaults', () => {
    expect(parseSearchRoute('?query=x&sort=cheapest&pet=horse,cat&price=free&page=-2')).toEqual({ ...EMPTY_ROUTE, query: 'x', pets: ['cat'] });
    expect(parseSearchRoute('?page=abc').page).toBe(1);
  });

  it('the address maps to the products index UI state: replica for the sort, petType refinements, price in the page currency', () => {
    const ui = routeToUiState({ query: 'napf', sort: 'newest', pets: ['cat'], price: 'under-50', page: 2 }, scope);
    expect(ui).toEqual({
      query: 'napf',
      page: 2,
      sortBy: 'trailmate_de_products_newest',
      refinementList: { petType: ['cat'] },
      numericMenu: { 'prices.EUR': ':49.99' },
    });
    expect(uiStateToRoute(ui, scope)).toEqual({ query: 'napf', sort: 'newest', pets: ['cat'], price: 'under-50', page: 2 });
  });

  it('price bands are inclusive ranges below the next band', () => {
    expect(priceBandValue('50-100')).toBe('50:99.99');
    expect(priceBandValue('over-200')).toBe('200:');
    expect(priceBandValue('any')).toBeUndefined();
  });

  it('a UI state without our index or with a foreign sort index reads as the default state', () => {
    expect(uiStateToRoute(undefined, scope)).toEqual(EMPTY_ROUTE);
    expect(uiStateToRoute({ sortBy: 'other_index' }, scope).sort).toBe('featured');
  });
});
