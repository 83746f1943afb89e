// The compact product and collection specs each brand's catalogue module writes.
import type { Language, Localized } from '../lib/core';
import type { FeatureKey, OptionKey } from '../i18n/types';

/** Silhouettes the image module can draw. */
export type Shape =
  | 'hammock' | 'cover' | 'coat' | 'harness' | 'leash' | 'collar' | 'carrier' | 'bowl' | 'bed'
  | 'bag' | 'bottle' | 'flag' | 'fence' | 'tracker' | 'battery' | 'kit' | 'ball' | 'ramp';

/** Image-only silhouettes for products whose kind shares a shape but whose look differs (fence systems, kits, collars with a receiver). */
export type IconShape = 'inGroundFence' | 'wirelessFence' | 'barrier' | 'wireSpool' | 'trainingKit' | 'splice' | 'gift' | 'wipes' | 'receiverCollar';

/** One product as a brand module describes it; build.ts turns it into Shopify-shaped documents. */
export interface ProductSpec {
  handle: string;
  /** Proper line name kept in every language, e.g. "Rover". */
  line: string;
  /** Localized noun phrase; the title is built per language from line + noun. */
  noun: Localized;
  /** The noun is plural (boots, wipes, a pack of flags): sentences with the title as subject agree with it. */
  plural?: boolean;
  productType: string;
  price: number;
  compareAt?: number;
  options: { name: OptionKey; values: string[] }[];
  features: FeatureKey[];
  /** Brand-specific sentences in the brand's languages. */
  extra?: Localized[];
  tags: string[];
  petType: 'dog' | 'cat' | 'both';
  shape: Shape;
  pathPrefix?: string;
  pathAliases?: string[];
  availability?: 'comingSoon' | 'discontinued';
  /** Variant indexes (in option order) that are out of stock; 'all' for the whole product. */
  soldOut?: number[] | 'all';
  /** Inventory policy CONTINUE: sold-out variants stay purchasable (backorder). */
  continueSelling?: boolean;
  autoship?: boolean;
  requiresSellingPlan?: boolean;
  requiresShipping?: boolean;
  weightGrams: number;
  video?: boolean;
  /** Drawn instead of `shape`'s silhouette in the product's images (the shape still decides its kind). */
  icon?: IconShape;
  secondImage?: boolean;
  addOns?: string[];
  canBeShown?: boolean;
  /** Restricts the languages the product is shown in (default: all of the brand's). */
  languages?: Language[];
  /** Specification lines replacing its kind's (a bark or receiver collar has no remote range). */
  specs?: Localized[];
  /**
   * Ratings of a language's reviews, picked from the kind's pool in this order instead of at random
   * (an edge case: three German reviews rated 4, 3 and 3 average 3.3, "3,3 von 5 Sternen").
   */
  reviewRatings?: Partial<Record<Language, number[]>>;
  /** Reuse another product's images (scaled benchmark catalogues) instead of drawing new ones. */
  imageHandle?: string;
}

/** One collection: a manual list of product handles. */
export interface CollectionSpec {
  handle: string;
  title: Localized;
  sortOrder: 'BEST_SELLING' | 'CREATED' | 'PRICE' | 'TITLE' | 'MANUAL';
  products: string[];
}

/** Sentence templates a brand may use instead of the travel-gear defaults of the dictionaries. */
export interface CatalogueCopy {
  /** See the dictionaries' productIntro: `n` is the product's place in the catalogue. */
  productIntro: (title: string, pet: 'dog' | 'cat' | 'both', plural: boolean, n: number) => string;
  collectionText: (title: string, brand: string) => string;
}

/** A brand's whole catalogue spec. */
export interface CatalogueSpec {
  skuPrefix: string;
  /** Per-language overrides of the intro and collection sentences (yardwise and homing sell no travel gear). */
  copy?: Partial<Record<Language, CatalogueCopy>>;
  products: ProductSpec[];
  collections: CollectionSpec[];
}
