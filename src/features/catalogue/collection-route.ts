// The state of a large collection page in its address (`?sort=price-asc&pet=dog,cat&price=under-50&page=2`)
// and the search door's query for it: the products index (a sort replica per collection sort) with
// the collection, Pet Type and Price filters. The collection's own sort and page 1 stay out of the address.
import { indexName } from '../../lib/search/index-names';
import { toAlgoliaFilters, type PetType } from '../../lib/search/filters';
import { COLLECTION_SORTS, NO_FILTERS, PRICE_BANDS, type CollectionSort, type ProductFilters } from '../../lib/catalogue/sort-filter';

/** Products per page of a collection; a collection with more is paged through the search door. */
export const COLLECTION_PAGE_SIZE = 12;

/** What a collection page shows. */
export interface CollectionRoute {
  sort: CollectionSort;
  filters: ProductFilters;
  /** 1-based. */
  page: number;
}

/** The state of a fresh page of a collection with this default sort. */
export function initialRoute(defaultSort: CollectionSort): CollectionRoute {
  return { sort: defaultSort, filters: { ...NO_FILTERS }, page: 1 };
}

/** True when the route is the collection as built (its sort, no filter, page 1): the static grid shows it. */
export function isInitialRoute(route: CollectionRoute, defaultSort: CollectionSort): boolean {
  return route.sort === defaultSort && !route.filters.dog && !route.filters.cat && route.filters.price === 'any' && route.page === 1;
}

/** Reads an address's search string; unknown or malformed values fall back to the defaults. */
export function parseCollectionRoute(search: string, defaultSort: CollectionSort): CollectionRoute {
  const params = new URLSearchParams(search);
  const sort = params.get('sort') ?? '';
  const pets = (params.get('pet') ?? '').split(',').map((p) => p.trim().toLowerCase());
  const price = params.get('price') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    sort: (COLLECTION_SORTS as readonly string[]).includes(sort) ? (sort as CollectionSort) : defaultSort,
    filters: {
      dog: pets.includes('dog'),
      cat: pets.includes('cat'),
      price: PRICE_BANDS.some((b) => b.id === price) ? (price as ProductFilters['price']) : 'any',
    },
    page: Number.isInteger(page) && page > 1 && page <= 1000 ? page : 1,
  };
}

/** The search string of a route (with `?`, or '' for the collection as built). */
export function collectionRouteToSearch(route: CollectionRoute, defaultSort: CollectionSort): string {
  const params = new URLSearchParams();
  if (route.sort !== defaultSort) params.set('sort', route.sort);
  const pets = [route.filters.dog ? 'dog' : null, route.filters.cat ? 'cat' : null].filter(Boolean);
  if (pets.length) params.set('pet', pets.join(','));
  if (route.filters.price !== 'any') params.set('price', route.filters.price);
  if (route.page > 1) params.set('page', String(route.page));
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/** Where the collection's products are searched. */
export interface CollectionScope {
  brand: string;
  language: string;
  currency: string;
  collection: string;
}

/** One request of the search door (a multi-query request, parameters inline). */
export interface CollectionSearchRequest {
  indexName: string;
  query: string;
  facetFilters: string[][];
  numericFilters: string[];
  hitsPerPage: number;
  page: number;
  attributesToRetrieve: string[];
  attributesToHighlight: string[];
}

/** The search door's request for a route: the sort's replica, the collection and the chosen filters, the page (0-based). */
export function collectionSearchRequest(route: CollectionRoute, scope: CollectionScope): CollectionSearchRequest {
  const petTypes: PetType[] = [...(route.filters.dog ? (['dog'] as const) : []), ...(route.filters.cat ? (['cat'] as const) : [])];
  const band = PRICE_BANDS.find((b) => b.id === route.filters.price);
  // Bands include their lower bound and exclude the upper one (prices are in cents, so max − 0.01).
  const price = band ? { ...(band.min > 0 ? { min: band.min } : {}), ...(Number.isFinite(band.max) ? { max: band.max - 0.01 } : {}) } : undefined;
  const filters = toAlgoliaFilters({ petTypes, ...(price ? { price } : {}) }, scope.currency);
  return {
    indexName: indexName(scope.brand, scope.language, 'products', route.sort),
    query: '',
    facetFilters: [[`collections:${scope.collection}`], ...filters.facetFilters],
    numericFilters: filters.numericFilters,
    hitsPerPage: COLLECTION_PAGE_SIZE,
    page: route.page - 1,
    attributesToRetrieve: ['objectID'],
    attributesToHighlight: [],
  };
}
