// Larger catalogues for build benchmarks: every product repeated with a numbered handle.
import type { Language, Localized } from '../lib/core';
import type { CatalogueSpec } from './types';

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
  const copies = spec.products.flatMap((product) =>
    Array.from({ length: factor - 1 }, (_, n) => ({
      ...product,
      handle: `${product.handle}-${n + 2}`,
      line: `${product.line} ${n + 2}`,
      pathAliases: undefined,
      addOns: undefined,
      imageHandle: product.handle,
    })),
  );
  const products = [...spec.products, ...copies];
  const languages = Object.keys(spec.collections[0].title) as Language[];
  const title = Object.fromEntries(languages.map((language) => [language, ALL_PRODUCTS[language]])) as Localized;
  return {
    ...spec,
    products,
    collections: [...spec.collections, { handle: 'all-products', title, sortOrder: 'TITLE', products: products.map((p) => p.handle) }],
  };
}
