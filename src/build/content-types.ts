// Shapes of the content documents as the GROQ queries of src/lib/content/queries.ts return them.
import type { ArticleMetaEntryDoc, ArticleMetadataDoc } from '../lib/content/article-metadata';

/** A value per language (`{ en, fr, … }`); editorial documents may hold a plain string. */
export type Localized = Record<string, string>;

/** An image of content/ (path relative to content/). */
export interface ContentImage {
  _key?: string;
  path: string;
  alt?: Localized | string | null;
  width: number;
  height: number;
  hotspot?: { x: number; y: number } | null;
}

/** Portable Text as stored. */
export interface PortableBlock {
  _key: string;
  _type: string;
  style?: string;
  listItem?: string;
  level?: number;
  children?: { _key: string; _type: string; text?: string; marks?: string[] }[];
  markDefs?: { _key: string; _type: string; href?: string }[];
  /** Image blocks (`_type: "image"`): the content image's path, alt text and size. */
  path?: string;
  alt?: string;
  width?: number;
  height?: number;
}

/** Editorial fields of a product. */
export interface ProductDoc {
  _id: string;
  handle: string | null;
  productType: string | null;
  gid: string;
  title: Localized | null;
  description: Localized | null;
  languages: string[] | null;
  canBeShown: boolean | null;
  availability: 'available' | 'comingSoon' | 'discontinued' | null;
  pathPrefix?: string | null;
  pathAliases?: string[] | null;
  images: ContentImage[] | null;
  /** `src`: https URL or a content-relative `media/<brand>/<file>.webm` shipped with the dataset; `captions`: WebVTT per language. */
  videos: { _key: string; title: Localized | string; poster?: ContentImage | null; src: string; durationSeconds: number; captions?: { _key: string; language: string; src: string }[] | null }[] | null;
  /** `language`: the language the review was written in; a page shows only its own language's reviews. */
  reviews: { _key: string; author?: string | null; rating: number; title: string; body: string; date: string; language?: string | null }[] | null;
  seo: { title?: Localized | null; description?: Localized | null } | null;
  petType: 'dog' | 'cat' | 'both' | null;
  addOns: string[] | null;
  /** Localized option names and value labels (the store holds English ones). */
  optionLabels?: { option: string; name: Localized; values?: { value: string; label: Localized }[] | null }[] | null;
}

/** Editorial fields of a collection. */
export interface CollectionDoc {
  _id: string;
  handle: string;
  gid: string;
  sortOrder: 'BEST_SELLING' | 'CREATED' | 'PRICE' | 'TITLE' | 'MANUAL' | null;
  title: Localized | null;
  description: Localized | null;
  image: ContentImage | null;
}

/** Link of a support card or section. */
export interface ContentLinkDoc {
  type: string;
  targetId?: string | null;
  path?: string | null;
  href?: string | null;
}

/** A section of a page. */
export interface SectionDoc {
  _key: string;
  _type: string;
  heading?: string | null;
  text?: string | null;
  image?: ContentImage | null;
  cta?: { label?: string; href?: string } | null;
  products?: (string | null)[] | null;
  collections?: (string | null)[] | null;
  cards?: SupportCardDoc[] | null;
}

/** Common fields of editorial documents (one per language). */
export interface EditorialDoc {
  _id: string;
  language: string;
  translationKey?: string | null;
  title: string;
  slug: string | null;
  seo?: { title?: string | null; description?: string | null } | null;
  publishedAt?: string | null;
}

/** A page or shared page. */
export interface PageDoc extends EditorialDoc {
  _type: 'page' | 'sharedPage';
  body?: PortableBlock[] | null;
  template?: string | null;
  sections?: SectionDoc[] | null;
}

/** A blog category. */
export interface BlogCategoryDoc extends EditorialDoc {
  description?: string | null;
}

/** A blog post. */
export interface BlogPostDoc extends EditorialDoc {
  excerpt?: string | null;
  body?: PortableBlock[] | null;
  image?: ContentImage | null;
  tags?: string[] | null;
  /** Article metadata: arbitrary keys (spec §3); the head writes each as `article:<key>`. */
  metadata?: (ArticleMetaEntryDoc | null)[] | null;
  category?: { _id: string; translationKey?: string | null; title: string; slug: string } | null;
  author?: { name: string; role?: string | null; bio?: string | null; image?: ContentImage | null } | null;
  products?: (string | null)[] | null;
}

/** A press release. */
export interface PressReleaseDoc extends EditorialDoc {
  excerpt?: string | null;
  body?: PortableBlock[] | null;
  outlet?: string | null;
}

/** A support card. */
export interface SupportCardDoc {
  _id: string;
  language?: string;
  title: string;
  text?: string | null;
  link?: ContentLinkDoc | null;
  icon?: string | null;
}

/** A product manual in one language (`productManual`), with its product's handle and title. */
export interface ProductManualDoc {
  _id: string;
  language: string;
  title: string;
  /** `src`: content-relative `media/<brand>/<file>.pdf` shipped with the dataset, or an https URL. */
  file?: { src?: string | null; mimeType?: string | null; size?: number | null } | null;
  product?: { handle?: string | null; title?: Localized | null; canBeShown?: boolean | null } | null;
}

/** A store location. */
export interface StoreLocationDoc {
  _id: string;
  language?: string | null;
  name: string;
  address: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  phone: string;
  hours: string;
}

/** A notification banner. */
export interface BannerDoc {
  _id: string;
  language?: string | null;
  scheduledMessageEnabled?: boolean | null;
  scheduledMessage?: string | null;
  scheduledLink?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  messageText?: string | null;
  messageLink?: string | null;
}

/** The brand's settings document. */
export interface BrandSettingsDoc {
  brand: string;
  name: string;
  stores: { usd: string; cad: string } | null;
  supportEmail?: string | null;
  /** Customer care per market region: the countries served, phone and hours per language. */
  careLines?: { _key: string; countries: string[]; phone: string; hours: Localized }[] | null;
  /** Article metadata of every article of the brand: arbitrary keys plus a tag list (spec §3). */
  articleMetadata?: ArticleMetadataDoc | null;
}

/** The value of a localized field in a language (English, then any value, as fallbacks). */
export function pick(value: Localized | string | null | undefined, language: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return value[language] ?? value.en ?? Object.values(value)[0] ?? '';
}
