// The search page's state in its address (`?query=…&sort=…&pet=dog,cat&price=under-50&page=2`) and
// in InstantSearch's UI state of the products index, so results can be shared and Back restores them.
import { indexName, parseIndexName, priceAttribute, SEARCH_SORTS, type PetType, type SortKey } from '../../lib/search';
import { PRICE_BANDS } from '../../lib/catalogue/sort-filter';

/** A price band of the Price filter, or no price filter. */
export type PriceBandId = (typeof PRICE_BANDS)[number]['id'] | 'any';

/** Everything the search page's address holds. Defaults are left out of the address. */
export interface SearchRoute {
  query: string;
  sort: SortKey;
  pets: PetType[];
  price: PriceBandId;
  /** 1-based page of the product results. */
  page: number;
}

/** The state of a fresh search page. */
export const EMPTY_ROUTE: SearchRoute = { query: '', sort: 'featured', pets: [], price: 'any', page: 1 };

const SORT_KEYS = new Set<string>(SEARCH_SORTS.map((s) => s.key));
const PETS: PetType[] = ['dog', 'cat'];

/** Reads the state from an address's search string; unknown or malformed values fall back to defaults. */
export function parseSearchRoute(search: string): SearchRoute {
  const params = new URLSearchParams(search);
  const sort = params.get('sort') ?? '';
  const pets = (params.get('pet') ?? '')
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter((p): p is PetType => (PETS as string[]).includes(p));
  const price = params.get('price') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    query: (params.get('query') ?? '').slice(0, 512),
    sort: SORT_KEYS.has(sort) ? (sort as SortKey) : 'featured',
    pets: PETS.filter((p) => pets.includes(p)),
    price: PRICE_BANDS.some((b) => b.id === price) ? (price as PriceBandId) : 'any',
    page: Number.isInteger(page) && page > 1 && page <= 1000 ? page : 1,
  };
}

/** The search string (with `?`, or '' for a fresh page) of a state. */
export function searchRouteToSearch(route: SearchRoute): string {
  const params = new URLSearchParams();
  if (route.query) params.set('query', route.query);
  if (route.sort !== 'featured') params.set('sort', route.sort);
  if (route.pets.length) params.set('pet', PETS.filter((p) => route.pets.includes(p)).join(','));
  if (route.price !== 'any') params.set('price', route.price);
  if (route.page > 1) params.set('page', String(route.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Where the products index lives and in which currency prices are filtered. */
export interface SearchScope {
  brand: string;
  language: string;
  currency: string;
}

/** InstantSearch's UI state of one index (the part the search page uses). */
export interface ProductsUiState {
  query?: string;
  page?: number;
  sortBy?: string;
  refinementList?: Record<string, string[]>;
  numericMenu?: Record<string, string>;
}

/** The numericMenu value of a band (`min:max`, bounds inclusive; InstantSearch writes 0 as ''). */
export function priceBandValue(id: PriceBandId): string | undefined {
  const band = PRICE_BANDS.find((b) => b.id === id);
  if (!band) return undefined;
  const min = band.min > 0 ? String(band.min) : '';
  const max = Number.isFinite(band.max) ? String(band.max - 0.01) : '';
  return `${min}:${max}`;
}

function priceBandOf(value: string | undefined): PriceBandId {
  if (!value) return 'any';
  const band = PRICE_BANDS.find((b) => priceBandValue(b.id) === value);
  return band ? band.id : 'any';
}

/** The products index's UI state for an address state. */
export function routeToUiState(route: SearchRoute, scope: SearchScope): ProductsUiState {
  const state: ProductsUiState = {};
  if (route.query) state.query = route.query;
  if (route.page > 1) state.page = route.page;
  if (route.sort !== 'featured') state.sortBy = indexName(scope.brand, scope.language, 'products', route.sort);
  if (route.pets.length) state.refinementList = { petType: [...route.pets] };
  const price = priceBandValue(route.price);
  if (price) state.numericMenu = { [priceAttribute(scope.currency)]: price };
  return state;
}

/** The address state for the products index's UI state. */
export function uiStateToRoute(state: ProductsUiState | undefined, scope: SearchScope): SearchRoute {
  if (!state) return { ...EMPTY_ROUTE };
  const sort = state.sortBy ? (parseIndexName(state.sortBy)?.sort ?? 'featured') : 'featured';
  const pets = (state.refinementList?.petType ?? []).map((p) => p.toLowerCase());
  return {
    query: state.query ?? '',
    sort,
    pets: PETS.filter((p) => pets.includes(p)),
    price: priceBandOf(state.numericMenu?.[priceAttribute(scope.currency)]),
    page: state.page && state.page > 1 ? state.page : 1,
  };
}
