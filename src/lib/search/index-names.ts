// Index names (`<brand>_<language>_products|blogs[_<sort>]`) and the collection
// sorts as replica indexes.

/** What an index holds. */
export type IndexKind = 'products' | 'blogs';

/** A sort order of the spec. */
export type SortKey = 'featured' | 'newest' | 'oldest' | 'title-asc' | 'title-desc' | 'price-asc' | 'price-desc';

/** Sorts of the search page, with the spec's labels, in the spec's order. */
export const SEARCH_SORTS: { key: SortKey; label: string }[] = [
  { key: 'featured', label: 'Featured' },
  { key: 'newest', label: 'Newest (to oldest)' },
  { key: 'oldest', label: 'Oldest (to newest)' },
  { key: 'title-asc', label: 'Pages A-Z' },
  { key: 'title-desc', label: 'Pages Z-A' },
  { key: 'price-asc', label: 'Price low to high' },
  { key: 'price-desc', label: 'Price high to low' },
];

/** Sorts of collection pages, with the spec's labels, in the spec's order. */
export const COLLECTION_SORTS: { key: SortKey; label: string }[] = [
  { key: 'featured', label: 'Featured' },
  { key: 'newest', label: 'Newest' },
  { key: 'price-asc', label: 'Price low to high' },
  { key: 'price-desc', label: 'Price high to low' },
  { key: 'oldest', label: 'Oldest' },
  { key: 'title-asc', label: 'A to Z' },
  { key: 'title-desc', label: 'Z to A' },
];

const SUFFIX: Record<Exclude<SortKey, 'featured'>, string> = {
  newest: 'newest',
  oldest: 'oldest',
  'title-asc': 'title_asc',
  'title-desc': 'title_desc',
  'price-asc': 'price_asc',
  'price-desc': 'price_desc',
};

/** Whether an index kind has a replica for a sort (blog posts have no price). */
export function hasSort(kind: IndexKind, sort: SortKey): boolean {
  return sort === 'featured' || kind === 'products' || !sort.startsWith('price');
}

/** The index for a brand, language, kind and sort; a sort the kind lacks falls back to featured. */
export function indexName(brand: string, language: string, kind: IndexKind, sort: SortKey = 'featured'): string {
  const base = `${brand}_${language}_${kind}`;
  return sort === 'featured' || !hasSort(kind, sort) ? base : `${base}_${SUFFIX[sort]}`;
}

/** Reads an index name back; null when it is not one of ours. */
export function parseIndexName(name: string): { brand: string; language: string; kind: IndexKind; sort: SortKey } | null {
  const [, brand, language, kindName, suffix] = /^([a-z][a-z0-9-]*)_([a-z]{2})_(products|blogs)(?:_([a-z_]+))?$/.exec(name) ?? [];
  if (!brand || !language || !kindName) return null;
  const kind = kindName as IndexKind;
  const sort = suffix === undefined ? 'featured' : (Object.keys(SUFFIX) as (keyof typeof SUFFIX)[]).find((k) => SUFFIX[k] === suffix);
  if (!sort || !hasSort(kind, sort)) return null;
  return { brand, language, kind, sort };
}
