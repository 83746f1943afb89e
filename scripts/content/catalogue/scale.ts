// Larger catalogues for build benchmarks: every product repeated with a numbered handle.
import type { Language, Localized } from '../lib/core';
import type { CatalogueSpec, ProductSpec } from './types';

const ALL_PRODUCTS: Record<Language, string> = {
  en: 'All Products', fr: 'Tous les produits', de: 'Alle Produkte', it: 'Tutti i prodotti', nl: 'Alle producten', es: 'Todos los productos',
};

/**
 * Repeats each product `factor` times (copies get handles `<handle>-<n>`, reuse the original's images,
 * keep no path aliases) and lists everything in an `all-products` collection. Factor 1 returns the spec as is.
 */
export function scaleCatalogue(spec: CatalogueSpec, factor: number): CatalogueSpec {
  if (!Number.isInteger(factor) || factor < 1 || factor > 100) throw new Error(`--scale must be an integer from 1 to 100, got ${factor}`);
  if (factor === 1) return spec;
  const copies = spec.products.flatMap((product) => Array.from({ length: factor - 1 }, (_, n) => copyOf(product, n + 2)));
  return withAllProducts(spec, [...spec.products, ...copies]);
}

/**
 * A catalogue of exactly `count` products: the brand's own first, then numbered copies of them in
 * turn (copy 2 of every product, then copy 3 …), all listed in an `all-products` collection.
 */
export function catalogueOfSize(spec: CatalogueSpec, count: number): CatalogueSpec {
  if (!Number.isInteger(count) || count < 1 || count > 100_000) throw new Error(`--products must be an integer from 1 to 100000, got ${count}`);
  const products = spec.products.slice(0, count);
  for (let i = products.length; i < count; i++) {
    const original = spec.products[i % spec.products.length];
    if (!original) throw new Error('A catalogue without products cannot be scaled');
    products.push(copyOf(original, Math.floor(i / spec.products.length) + 1));
  }
  const kept = new Set(products.map((product) => product.handle));
  const trimmed = products.map((product) => (product.addOns?.some((handle) => !kept.has(handle)) ? { ...product, addOns: undefined } : product));
  return withAllProducts({ ...spec, collections: spec.collections.map((c) => ({ ...c, products: c.products.filter((h) => kept.has(h)) })) }, trimmed);
}

/** Copy `n` (2, 3 …) of a product: numbered handle and line, the original's images, no aliases or add-ons. */
function copyOf(product: ProductSpec, n: number): ProductSpec {
  return { ...product, handle: `${product.handle}-${n}`, line: `${product.line} ${n}`, pathAliases: undefined, addOns: undefined, imageHandle: product.handle };
}

function withAllProducts(spec: CatalogueSpec, products: ProductSpec[]): CatalogueSpec {
  const [firstCollection] = spec.collections;
  if (!firstCollection) throw new Error('A catalogue without collections has no languages to title all products in');
  const languages = Object.keys(firstCollection.title) as Language[];
  const title = Object.fromEntries(languages.map((language) => [language, ALL_PRODUCTS[language]])) as Localized;
  return {
    ...spec,
    products,
    // A brand's own all-products collection (if it has one) is replaced by the one listing every product.
    collections: [...spec.collections.filter((c) => c.handle !== 'all-products'), { handle: 'all-products', title, sortOrder: 'TITLE', products: products.map((p) => p.handle) }],
  };
}
