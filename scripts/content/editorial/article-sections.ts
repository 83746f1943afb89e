// The gear sections of a blog post: for each related product, its description, its specifications
// and what an owner writing in the post's language says about it, under their own headings.
import type { Language, Localized } from '../lib/core';
import { type Block, block, bullet, type ImageBlock, imageBlock, linkBlock } from '../lib/portable-text';

/** A product as a post's gear sections describe it. */
export interface ArticleProduct {
  handle: string;
  title: Localized;
  path: string;
  productType: string;
  /** Product kind (catalogue/kinds.ts): related products of the same kind come next. */
  kind: string;
  /** Tagged best seller: the last related products when a post's own kind has too few. */
  bestseller: boolean;
  /** Paragraphs separated by a blank line: the description, then one specification per paragraph. */
  description: Localized;
  languages: Language[];
  /** Shown and on sale (not coming soon, not discontinued). */
  available: boolean;
  reviews: { language: string; title: string; body: string; author?: string; rating: number }[];
  /** The product's main picture (content path, localized alt text, size), shown in its section. */
  image?: { path: string; alt: Localized; width: number; height: number };
}

/** Section labels per language. */
const LABELS: Record<Language, { specs: string; owners: string; anonymous: string }> = {
  en: { specs: 'Specifications', owners: 'What owners say', anonymous: 'a verified owner' },
  fr: { specs: 'Caractéristiques', owners: 'L’avis des propriétaires', anonymous: 'un propriétaire vérifié' },
  de: { specs: 'Technische Daten', owners: 'Das sagen Besitzer', anonymous: 'ein verifizierter Besitzer' },
  it: { specs: 'Caratteristiche', owners: 'Cosa dicono i proprietari', anonymous: 'un proprietario verificato' },
  nl: { specs: 'Specificaties', owners: 'Wat eigenaren zeggen', anonymous: 'een geverifieerde eigenaar' },
  es: { specs: 'Características', owners: 'Lo que dicen los dueños', anonymous: 'un dueño verificado' },
};

/**
 * Related products of a post: the ones it names, then products of the same type as the first, then of
 * its kind, then best sellers, up to `count`; only products shown and on sale in the language.
 */
export function relatedProducts(named: string[], all: Map<string, ArticleProduct>, language: Language, count = 4): ArticleProduct[] {
  const usable = (product: ArticleProduct | undefined): product is ArticleProduct =>
    Boolean(product && product.available && product.languages.includes(language));
  const picked = named.map((handle) => all.get(handle)).filter(usable);
  const first = all.get(named[0] ?? '');
  const tests: ((product: ArticleProduct) => boolean)[] = [
    (product) => product.productType === first?.productType,
    (product) => product.kind === first?.kind,
    (product) => product.bestseller,
  ];
  for (const test of tests) {
    for (const product of all.values()) {
      if (picked.length >= count) return picked;
      if (test(product) && usable(product) && !picked.includes(product)) picked.push(product);
    }
  }
  return picked;
}

/** The blocks of one product's section in a language. */
export function productSection(seed: string, product: ArticleProduct, language: Language, shopLink: string): (Block | ImageBlock)[] {
  const labels = LABELS[language];
  const [description = '', ...specs] = (product.description[language] ?? product.description.en).split('\n\n');
  const title = product.title[language] ?? product.title.en;
  const quotes = product.reviews.filter((r) => r.language === language && r.rating >= 4).slice(0, 2);
  return [
    block(`${seed}:h`, title, 'h2'),
    ...(product.image
      ? [imageBlock(`${seed}:i`, product.image.path, product.image.alt[language] ?? product.image.alt.en, product.image.width, product.image.height)]
      : []),
    block(`${seed}:d`, description),
    ...(specs.length ? [block(`${seed}:sh`, labels.specs, 'h3'), ...specs.map((spec, n) => bullet(`${seed}:s${n}`, spec))] : []),
    ...(quotes.length
      ? [
          block(`${seed}:rh`, labels.owners, 'h3'),
          ...quotes.map((review, n) => block(`${seed}:r${n}`, `“${review.title}. ${review.body}” (${review.author ?? labels.anonymous})`, 'blockquote')),
        ]
      : []),
    linkBlock(`${seed}:l`, `${shopLink}: ${title}`, product.path),
  ];
}
