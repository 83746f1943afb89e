// Collection sorting and the list filters (Dog, Cat, Price, Pet Type),
// run in the browser over the products a collection page carries.
import type { ProductCard } from '../content/page-types';

/** The collection sorts, in the spec's order. */
export const COLLECTION_SORTS = ['featured', 'newest', 'price-asc', 'price-desc', 'oldest', 'title-asc', 'title-desc'] as const;

/** One collection sort. */
export type CollectionSort = (typeof COLLECTION_SORTS)[number];

/** UI string key of each sort's label. */
export const SORT_LABEL_KEYS: Record<CollectionSort, string> = {
  featured: 'sortFeatured',
  newest: 'sortNewest',
  'price-asc': 'sortPriceLowHigh',
  'price-desc': 'sortPriceHighLow',
  oldest: 'sortOldest',
  'title-asc': 'sortAtoZ',
  'title-desc': 'sortZtoA',
};

/** Price bands of the Price filter, in whole units of the page currency. */
export const PRICE_BANDS = [
  { id: 'under-50', min: 0, max: 50 },
  { id: '50-100', min: 50, max: 100 },
  { id: '100-200', min: 100, max: 200 },
  { id: 'over-200', min: 200, max: Infinity },
] as const;

/** Filter state of a product list: pet checkboxes (Dog, Cat) and a price band (Pet Type groups the pets). */
export interface ProductFilters {
  dog: boolean;
  cat: boolean;
  price: (typeof PRICE_BANDS)[number]['id'] | 'any';
}

/** No filter applied. */
export const NO_FILTERS: ProductFilters = { dog: false, cat: false, price: 'any' };

const amount = (product: ProductCard): number => Number.parseFloat(product.price.amount);

/** Products matching the filters: a pet filter keeps products for that pet or both. */
export function filterProducts(products: ProductCard[], filters: ProductFilters): ProductCard[] {
  const band = PRICE_BANDS.find((b) => b.id === filters.price);
  return products.filter((product) => {
    if (filters.dog || filters.cat) {
      const forDog = product.petType === 'dog' || product.petType === 'both';
      const forCat = product.petType === 'cat' || product.petType === 'both';
      if (!((filters.dog && forDog) || (filters.cat && forCat))) return false;
    }
    if (band) {
      const price = amount(product);
      if (price < band.min || price >= band.max) return false;
    }
    return true;
  });
}

/** A sorted copy; ties keep the featured (collection) order. */
export function sortProducts(products: ProductCard[], sort: CollectionSort, language = 'en'): ProductCard[] {
  const byPosition = (a: ProductCard, b: ProductCard) => a.position - b.position;
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  const compare: Record<CollectionSort, (a: ProductCard, b: ProductCard) => number> = {
    featured: () => 0,
    newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
    oldest: (a, b) => a.createdAt.localeCompare(b.createdAt),
    'price-asc': (a, b) => amount(a) - amount(b),
    'price-desc': (a, b) => amount(b) - amount(a),
    'title-asc': (a, b) => collator.compare(a.title, b.title),
    'title-desc': (a, b) => collator.compare(b.title, a.title),
  };
  return [...products].sort((a, b) => compare[sort](a, b) || byPosition(a, b));
}

/** The initial sort for a collection's configured sort order. */
export function defaultSort(sortOrder: string): CollectionSort {
  if (sortOrder === 'CREATED') return 'newest';
  if (sortOrder === 'PRICE') return 'price-asc';
  if (sortOrder === 'TITLE') return 'title-asc';
  return 'featured';
}

/** How many filters are applied: each pet ticked and a price band count one each. */
export function activeFilterCount(filters: ProductFilters): number {
  return Number(filters.dog) + Number(filters.cat) + Number(filters.price !== 'any');
}
