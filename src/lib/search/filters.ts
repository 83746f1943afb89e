// The product list filters of the spec (Dog, Cat, Price, Pet Type) as Algolia facetFilters and
// numericFilters over the twin's and Algolia's product records (`petType`, `prices.<currency>`).

/** A pet type a product is for. */
export type PetType = 'dog' | 'cat';

/** Filters a shopper chose. */
export interface ProductFilters {
  /** Dog, Cat and Pet Type choices; several are ORed. */
  petTypes?: PetType[];
  /** Price range in the market currency, bounds included. */
  price?: { min?: number; max?: number };
}

/** Algolia parameters for filters. */
export interface AlgoliaFilters {
  facetFilters: string[][];
  numericFilters: string[];
}

/** The price attribute of a market currency. */
export function priceAttribute(currency: string): string {
  return `prices.${currency.toUpperCase()}`;
}

/** Filters → facetFilters (pet types ORed) and numericFilters (price bounds in the currency). */
export function toAlgoliaFilters(filters: ProductFilters, currency: string): AlgoliaFilters {
  const pets = [...new Set(filters.petTypes ?? [])];
  const attr = priceAttribute(currency);
  const numericFilters: string[] = [];
  if (filters.price?.min !== undefined) numericFilters.push(`${attr}>=${filters.price.min}`);
  if (filters.price?.max !== undefined) numericFilters.push(`${attr}<=${filters.price.max}`);
  return { facetFilters: pets.length ? [pets.map((p) => `petType:${p}`)] : [], numericFilters };
}

/** facetFilters and numericFilters (as built above) → filters; unknown parts are ignored. */
export function fromAlgoliaFilters(params: Partial<AlgoliaFilters>, currency: string): ProductFilters {
  const petTypes = (params.facetFilters ?? [])
    .flat()
    .map((f) => /^petType:(dog|cat)$/.exec(f)?.[1] as PetType | undefined)
    .filter((p): p is PetType => p !== undefined);
  const attr = priceAttribute(currency);
  const price: { min?: number; max?: number } = {};
  for (const f of params.numericFilters ?? []) {
    const m = /^(.+?)\s*(>=|<=)\s*(-?\d+(?:\.\d+)?)$/.exec(f);
    if (!m || m[1] !== attr) continue;
    if (m[2] === '>=') price.min = Number(m[3]);
    else price.max = Number(m[3]);
  }
  const out: ProductFilters = {};
  if (petTypes.length) out.petTypes = [...new Set(petTypes)];
  if (price.min !== undefined || price.max !== undefined) out.price = price;
  return out;
}
