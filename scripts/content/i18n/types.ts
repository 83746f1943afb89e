// The shape every per-language dictionary fills, so a missing word fails type-checking.
import type { Language } from '../lib/core';

/** Every colour option value. */
export const COLOR_KEYS = ['Black', 'Charcoal', 'Navy', 'Olive', 'Red', 'Tan', 'Grey', 'Blue', 'Orange', 'Green'] as const;
/** English colour names, as Shopify holds the option values. */
export type ColorKey = (typeof COLOR_KEYS)[number];

/** Word sizes that need translating (letter sizes XS…XL stay as they are). */
export const WORD_SIZE_KEYS = ['Small', 'Medium', 'Large', 'Regular', 'Extended', 'One Size', '4 ft', '6 ft'] as const;
/** A size value that needs translating. */
export type WordSizeKey = (typeof WORD_SIZE_KEYS)[number];

/** Every option name a product may use. */
export const OPTION_KEYS = ['Color', 'Size', 'Width', 'Length', 'Plan'] as const;
/** An option name (English, as Shopify holds it). */
export type OptionKey = (typeof OPTION_KEYS)[number];

/** Every shared feature sentence key. */
export const FEATURE_KEYS = [
  'waterproof',
  'machineWashable',
  'reflective',
  'noSlip',
  'quickInstall',
  'seatBelt',
  'padded',
  'adjustable',
  'lightweight',
  'durable',
  'warm',
  'packable',
  'handle',
  'storage',
  'easyClean',
  'breathable',
  'molle',
  'recycled',
  'lifetime',
  'collapsible',
] as const;
/** Short product feature sentences shared by every brand's catalogue. */
export type FeatureKey = (typeof FEATURE_KEYS)[number];

/** Words and sentence templates of one language. */
export interface Dictionary {
  language: Language;
  colors: Record<ColorKey, string>;
  sizes: Record<WordSizeKey, string>;
  options: Record<OptionKey, string>;
  features: Record<FeatureKey, string>;
  /** Product title from a proper line name ("Rover") and a localized noun phrase. */
  productTitle: (line: string, noun: string) => string;
  /**
   * First sentence of a product description. `n` is the product's place in its catalogue: each
   * place pairs a different use with a different occasion, so no two products open alike.
   */
  productIntro: (title: string, pet: 'dog' | 'cat' | 'both', plural: boolean, n: number) => string;
  /** Video title for a product. */
  videoTitle: (title: string) => string;
  /** Image alt text for a product picture; `n` is 1 or 2. */
  imageAlt: (title: string, n: number) => string;
  /** Alt text of the picture of one colour of a product (`color` already localized). */
  colorImageAlt: (title: string, color: string) => string;
  /** SEO description of a product. */
  productSeo: (title: string, brand: string) => string;
  /** Collection description from its localized title. */
  collectionText: (title: string, brand: string) => string;
  /** Selling plan labels: autoship and GPS service plans. */
  plans: {
    monthly: string;
    biMonthly: string;
    quarterly: string;
    every4Months: string;
    semiAnnually: string;
    yearly: string;
    gpsMonthly: string;
    gpsYearly: string;
    gps2Years: string;
  };
}
