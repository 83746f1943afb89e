// The pageContext of every page template: what src/build hands to src/templates/<template>.tsx.
// Plain JSON view models only (no `edges`/`node`, no raw HTML, no API types): every string is
// already localized, every href already carries the locale prefix and its trailing slash, every
// price is already formatted for the page's locale. Templates render; they do not compute paths.
import type { Money } from '../i18n/money';
import type { ArticleMetaEntry } from './article-metadata';
import type { CollectionCrumb, RedirectRule } from '../paths';
import type { AlternateLink, Currency, PageSitePaths, SiteContext } from './site-context';
import type { ImageDataMap } from './image-data';

// ---------------------------------------------------------------------------------------------
// Templates
// ---------------------------------------------------------------------------------------------

/** Every page template; the component of a page is `src/templates/<TemplateId>.tsx`. */
export const TEMPLATE_IDS = [
  'home',
  'collection',
  'product',
  'article-listing',
  'article-category',
  'article-detail',
  'press-listing',
  'press-detail',
  'marketing',
  'search',
  'manuals',
  'contact',
  'calculator',
  'first-aid-guide',
  'pro-program',
  'lifetime-warranty',
  'privacy',
  'account',
  'not-found',
  'server-error',
] as const;

/** Name of one page template (also its file name under src/templates/). */
export type TemplateId = (typeof TEMPLATE_IDS)[number];

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

/** One breadcrumb; the last one of a trail has `href: null` and renders as plain text. */
export interface Breadcrumb {
  label: string;
  href: string | null;
}

/**
 * An image from content/. `path` is content-relative (`images/trailmate/rover-hammock-1.png`)
 * and equals `File.relativePath` of the `content` filesystem source; a template finds its
 * `gatsbyImageData` in its context's `images` under that path.
 */
export interface ImageRef {
  path: string;
  alt: string;
  width: number;
  height: number;
}

/** A price as a page shows it: the amount as the Storefront API returns it, plus the locale-formatted text. */
export interface PriceView extends Money {
  currencyCode: Currency;
  /** Formatted for the page's locale (price format replacements applied), e.g. `A$129.95`. */
  formatted: string;
}

/** Pagination of a listing (previous, Page N, next; a missing link is struck through). */
export interface Pagination {
  /** 1-based. */
  currentPage: number;
  totalPages: number;
  /** Null on the first page: rendered struck through in grey. */
  previousHref: string | null;
  /** Null on the last page: rendered struck through in grey. */
  nextHref: string | null;
  pages: { number: number; href: string }[];
}

/** A link in rich text, already checked at build time: `https:`, `mailto:`/`tel:` or a localized site path. */
export interface RichTextLink {
  _key: string;
  _type: 'link';
  href: string;
  /** True when the link leaves the site (render with rel="noopener noreferrer"). */
  external: boolean;
}

/** A text run inside a rich-text block; `marks` names decorators (`strong`, `em`) or a markDefs key. */
export interface RichTextSpan {
  _key: string;
  _type: 'span';
  text: string;
  marks: string[];
}

/**
 * One Portable Text block. Only text blocks and images reach templates (no HTML, no other embedded objects); links
 * that were unsafe fail the build, so every markDef is safe to render as <a href>.
 */
export interface RichTextBlock {
  _key: string;
  _type: 'block';
  /** `normal`, `h2`, `h3`, `h4`, `blockquote`. */
  style: string;
  listItem?: 'bullet' | 'number';
  level?: number;
  children: RichTextSpan[];
  markDefs: RichTextLink[];
}

/** A content image between the paragraphs of rich text (a guide's product pictures). */
export interface RichTextImage {
  _key: string;
  _type: 'image';
  image: ImageRef;
}

/** Rich text body (Portable Text subset). */
export type RichText = (RichTextBlock | RichTextImage)[];

// ---------------------------------------------------------------------------------------------
// SEO
// ---------------------------------------------------------------------------------------------

/** The social share image: always 1200×630, cropped around the content hotspot when there is one. */
export interface ShareImage {
  /** Absolute URL (brand baseUrl + path under /share/). */
  url: string;
  width: 1200;
  height: 630;
  alt: string;
}

/** Open Graph type: `website` unless the page is an article or a product. */
export type OgType = 'website' | 'article' | 'product';

/** Everything the <Head> of a page renders. */
export interface SeoData {
  /** Full document title, brand suffix included (e.g. `Rover Hammock | Trailmate`). */
  title: string;
  description: string;
  /** Absolute canonical URL; a product path alias points at the product's main path. */
  canonical: string;
  /** BCP 47 `lang` for <html>, e.g. `fr-BE`. */
  htmlLang: string;
  /** hreflang alternates: one per locale the page exists in, plus `x-default` (absolute URLs). */
  alternates: AlternateLink[];
  /** True for pages that must not be indexed (404, 500, account). */
  noindex: boolean;
  /** Open Graph type (og:type). */
  ogType: OgType;
  /** The share image: og:image and twitter:image. */
  image: ShareImage;
  /** Article pages only: ISO date (article:published_time). */
  publishedTime?: string;
  /** Article metadata: tag list (article:tag). */
  tags?: string[];
  /** Article metadata: arbitrary keys (article:<key>), checked and made plain text at build time. */
  articleMeta?: ArticleMetaEntry[];
  /**
   * JSON-LD of the page's own subject: Product with offers on product pages, Article on article
   * pages. The head adds, from what the page already has, Organization on every page and
   * BreadcrumbList when there are breadcrumbs (src/lib/content/json-ld.ts), and the Open Graph and
   * twitter tags from the fields above and the brand; none of it is carried twice in the context.
   */
  jsonLd: Record<string, unknown>[];
}

// ---------------------------------------------------------------------------------------------
// Catalogue view models
// ---------------------------------------------------------------------------------------------

/** Editorial availability of a product; per-variant stock is `availableForSale`. */
export type ProductAvailability = 'available' | 'comingSoon' | 'discontinued';

/** A product in a grid or list (collection, add-ons, home sections). */
export interface ProductCard {
  /** Storefront gid, e.g. `gid://shopify/Product/7000001`. */
  id: string;
  handle: string;
  title: string;
  /** SKU of the cheapest variant (the tracked item of a grid). */
  sku: string;
  /** Localized product page path. */
  href: string;
  productType: string;
  vendor: string;
  tags: string[];
  petType: 'dog' | 'cat' | 'both';
  availability: ProductAvailability;
  /** True when at least one variant is available for sale. */
  availableForSale: boolean;
  image: ImageRef | null;
  /** Lowest variant price in this locale's currency. */
  price: PriceView;
  /** Highest variant price (equals price for one-price products). */
  maxPrice: PriceView;
  /** Compare-at price of the cheapest variant when it is on sale. */
  compareAtPrice: PriceView | null;
  /** ISO, for the Newest/Oldest sorts. */
  createdAt: string;
  /** Position in the collection's manual/best-selling order (Featured sort). */
  position: number;
  /** The variant an add-on puts in the cart (cartProps and sku); only on add-ons. */
  cartVariant?: { id: string; sku: string } | null;
}

/** A collection in a grid. */
export interface CollectionCard {
  handle: string;
  title: string;
  href: string;
  image: ImageRef | null;
}

/** One variant of the product detail page. */
export interface ProductVariantView {
  /** Storefront gid (`gid://shopify/ProductVariant/…`): the cart's merchandiseId. */
  id: string;
  sku: string;
  /** `Default Title` already removed (empty string for single-variant products). */
  title: string;
  selectedOptions: { name: string; value: string }[];
  price: PriceView;
  compareAtPrice: PriceView | null;
  availableForSale: boolean;
  quantityAvailable: number | null;
  requiresShipping: boolean;
  image: ImageRef | null;
  /** `custom.subscription_frequency` metafield value when the variant can go on autoship. */
  subscriptionFrequency: string | null;
}

/** A selling plan (autoship frequency or GPS service plan). */
export interface SellingPlanView {
  /** Storefront gid of the selling plan: the cart line's sellingPlanId. */
  id: string;
  /** English name as the store holds it (e.g. `Monthly`). */
  name: string;
  /** Localized label. */
  label: string;
  percentageDiscount: number;
  frequency: { interval: 'WEEK' | 'MONTH'; count: number } | null;
  /** A GPS service plan's term and price per term in the page's currency; null for autoship plans. */
  service: { interval: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR'; count: number; price: PriceView } | null;
}

/** A selling plan group (≤ 15 groups of ≤ 7 plans fetched). */
export interface SellingPlanGroupView {
  name: string;
  appName: string | null;
  options: { name: string; values: string[] }[];
  sellingPlans: SellingPlanView[];
}

/** A product video lockup. */
export interface ProductVideoView {
  key: string;
  title: string;
  poster: ImageRef | null;
  /** Site path (`/media/…`, shipped with the site) or https URL of the WebM file. */
  src: string;
  durationSeconds: number;
  /** WebVTT captions per language; `isDefault` marks the page's language (listed first). */
  captions: { language: string; label: string; src: string; isDefault: boolean }[];
}

/** A review; `author` is already "Anonymous" (localized) when content has none. */
export interface ReviewView {
  key: string;
  author: string;
  rating: number;
  title: string;
  body: string;
  /** ISO date. */
  date: string;
  /** Localized date text. */
  formattedDate: string;
}

/** Everything the product detail page shows. */
export interface ProductView {
  id: string;
  handle: string;
  title: string;
  /** Plain-text paragraphs of the description (never HTML). */
  description: string[];
  productType: string;
  vendor: string;
  tags: string[];
  petType: 'dog' | 'cat' | 'both';
  availability: ProductAvailability;
  availableForSale: boolean;
  requiresSellingPlan: boolean;
  /** `name`/`values` as the store holds them (they key selectedOptions); `label`/`valueLabels` localized for display. */
  options: { name: string; values: string[]; label?: string; valueLabels?: Record<string, string> }[];
  variants: ProductVariantView[];
  sellingPlanGroups: SellingPlanGroupView[];
  priceRange: { min: PriceView; max: PriceView };
  images: ImageRef[];
  videos: ProductVideoView[];
  reviews: ReviewView[];
  /** Average rating rounded to one decimal, null without reviews. */
  averageRating: number | null;
  addOns: ProductCard[];
  /** Main (canonical) path of the product in this locale. */
  href: string;
}

// ---------------------------------------------------------------------------------------------
// Editorial view models
// ---------------------------------------------------------------------------------------------

/** A blog post in a listing. */
export interface ArticleCard {
  title: string;
  slug: string;
  href: string;
  excerpt: string;
  image: ImageRef | null;
  category: { title: string; href: string } | null;
  publishedAt: string;
  formattedDate: string;
}

/** The blog post of the article detail page. */
export interface ArticleView extends ArticleCard {
  /** The post's lake id, in preview builds only (their click-to-edit markers, src/components/site/edit-marker.ts). */
  documentId?: string;
  body: RichText;
  tags: string[];
  author: { name: string; role: string; bio: string; image: ImageRef | null } | null;
  products: ProductCard[];
}

/** A blog category link. */
export interface ArticleCategoryLink {
  title: string;
  slug: string;
  href: string;
}

/** A press release in a listing. */
export interface PressCard {
  title: string;
  slug: string;
  href: string;
  excerpt: string;
  outlet: string;
  publishedAt: string;
  formattedDate: string;
}

/** A press release detail. */
export interface PressView extends PressCard {
  body: RichText;
}

/** A support card with its link already resolved; `href: null` for a disabled/invalid link. */
export interface SupportCardView {
  key: string;
  title: string;
  text: string;
  icon: string;
  href: string | null;
  external: boolean;
}

/** A product manual as the manuals page lists it. */
export interface ManualView {
  key: string;
  /** The product's name in the page's language. */
  product: string;
  /** The manual's title, in the manual's language. */
  title: string;
  /** Language of the manual (`en`, `fr` …). */
  language: string;
  /** The language's name in the page's language ("French" on an English page). */
  languageLabel: string;
  /** Site path of the file (`/media/<brand>/<handle>-manual.<language>.pdf`). */
  href: string;
  /** The file's size in the page's locale ("2 kB"). */
  sizeLabel: string;
}

/** A store location (contact page). */
export interface StoreLocationView {
  key: string;
  name: string;
  address: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  phone: string;
  hours: string;
}

/** One section of a content page, references resolved for this locale. */
export type PageSection =
  | { _key: string; _type: 'hero'; heading: string; text: string; image: ImageRef | null; cta: { label: string; href: string } | null }
  | { _key: string; _type: 'productGrid'; heading: string; text: string; products: ProductCard[] }
  | { _key: string; _type: 'collectionGrid'; heading: string; text: string; collections: CollectionCard[] }
  | { _key: string; _type: 'textBlock'; heading: string; text: string }
  | { _key: string; _type: 'supportCards'; heading: string; text: string; cards: SupportCardView[] };

/** A `page`/`sharedPage` document as rendered (home, marketing and the content of special pages). */
export interface ContentPageView {
  title: string;
  slug: string;
  body: RichText;
  sections: PageSection[];
}

// ---------------------------------------------------------------------------------------------
// Page contexts
// ---------------------------------------------------------------------------------------------

/**
 * The fields every page's built context has. The locale-wide part of the
 * site (strings, brand, menus, services) is not among them: it is one `LocaleSite` per locale, published
 * once and joined to the context before the template renders (src/components/site/locale-page.tsx).
 */
export interface BuiltContextBase extends PageSitePaths {
  template: TemplateId;
  /** Id of the page's locale (`en-us`, `fr-be`): whose site the page renders with. */
  localeId: string;
  seo: SeoData;
  /** Empty on home; otherwise starts with Home and ends with the current page (href null). */
  breadcrumbs: Breadcrumb[];
  /**
   * The image data of every content image this page renders, by ImageRef.path, in path order (the
   * same page-data from one build to the next). Templates have no page queries: the build resolves
   * each image once (gatsby-node.ts) instead of once per page that shows it.
   */
  images: ImageDataMap;
  /**
   * The query rules of the redirect table on this page's path (`/search?query=warranty` on
   * `/search/`): Gatsby's browser redirects match the pathname only, so the page applies them itself.
   * Absent when there are none, so no other page carries the table.
   */
  queryRedirects?: RedirectRule[];
}

/** What a template receives: its built context with the site of its locale joined in (`site`). */
export interface PageContextBase extends BuiltContextBase {
  site: SiteContext;
}

/** The account screens, one page each under `/account/`. */
export const ACCOUNT_VIEWS = [
  'index',
  'login',
  'register',
  'reset-password',
  'verify-account',
  'logout',
  'orders',
  'subscriptions',
  'addresses',
  'settings',
  'training-videos',
] as const;

/** One account screen. */
export type AccountView = (typeof ACCOUNT_VIEWS)[number];

/**
 * What each template's page planner produces (src/build/pages/*), by template id: the page's own
 * fields besides PageContextBase. A template's pageContext is PageContextBase with these fields.
 */
export interface TemplateDataMap {
  /** Home (`/`). */
  home: { page: ContentPageView };
  /** A collection (`/<handle>/`); sorting and filters (Dog, Cat, Price, Pet Type) run in the browser. */
  collection: {
    collection: {
      handle: string;
      title: string;
      description: string;
      image: ImageRef | null;
      sortOrder: 'BEST_SELLING' | 'CREATED' | 'PRICE' | 'TITLE' | 'MANUAL';
      products: ProductCard[];
    };
  };
  /** A product (main path or a path alias; an alias's canonical points at the main path). */
  product: {
    product: ProductView;
    /** True when this page is one of the product's pathAliases. */
    isAlias: boolean;
    /** The collections listing the product (with pages in this locale): the ones a collection location may name. */
    collections: CollectionCrumb[];
  };
  /** Blog (`/blog/`, yardwise `/learn/`), paginated. */
  'article-listing': {
    heading: string;
    articles: ArticleCard[];
    categories: ArticleCategoryLink[];
    pagination: Pagination;
  };
  /** A blog category (`/blog/category/<slug>/`), paginated. */
  'article-category': {
    category: { title: string; slug: string; description: string };
    articles: ArticleCard[];
    categories: ArticleCategoryLink[];
    pagination: Pagination;
  };
  /** A blog post (`/blog/<slug>/`). */
  'article-detail': { article: ArticleView };
  /** Press (`/press/`), paginated. */
  'press-listing': {
    heading: string;
    releases: PressCard[];
    pagination: Pagination;
  };
  /** A press release (`/press/<slug>/`). */
  'press-detail': { release: PressView };
  /** A marketing page (`/<slug>/`) from a `page` or `sharedPage` document. */
  marketing: { page: ContentPageView };
  /** Search shell (`/search/`); results come from the search door in the browser. */
  search: Record<never, never>;
  /** Product manuals (`/manuals/`): every manual of the brand; the search by product and the language filter run in the browser. */
  manuals: {
    manuals: ManualView[];
    /** The languages manuals exist in, the page's first; the filter starts on the page's language when it has manuals. */
    languages: { code: string; label: string }[];
    /** The language filter's first choice (empty: all languages). */
    defaultLanguage: string;
  };
  /** Contact us (`/contact-us/`): content, support cards, store locations, care details. */
  contact: {
    page: ContentPageView | null;
    supportCards: SupportCardView[];
    storeLocations: StoreLocationView[];
    support: { email: string; phone: string; careHours: string };
  };
  /** Dog calorie calculator (`/dog-calorie-calculator/`); the calculation runs in the browser. */
  calculator: { page: ContentPageView | null };
  /** First-aid guide download (`/first-aid-guide/`). */
  'first-aid-guide': {
    page: ContentPageView | null;
    /** The guide as a PDF in the page's language (written at build), with its size in the locale's words; absent without guide content. */
    download?: { href: string; sizeLabel: string };
  };
  /** Pro program application (`/pro-program-application/`): content now, the form later. */
  'pro-program': { page: ContentPageView | null };
  /** Lifetime warranty (`/lifetime-warranty/`): content now, the form later. */
  'lifetime-warranty': { page: ContentPageView | null };
  /** Privacy policy (`/privacy-policy/`). */
  privacy: { page: ContentPageView | null };
  /** An account page shell; everything it shows is loaded in the browser after sign-in. */
  account: {
    view: AccountView;
    /** Tabs of the account navigation (Training Videos only where the brand enables it). */
    tabs: { view: AccountView; label: string; href: string }[];
  };
  /** 404 (`/404/` for the default locale, `<urlPath>/404/` with matchPath `<urlPath>/*` elsewhere). */
  'not-found': Record<never, never>;
  /** 500 (`/500/`, default locale only). */
  'server-error': Record<never, never>;
}

/** The template-specific fields of a page's context (what its planner produces). */
export type TemplateData<T extends TemplateId> = TemplateDataMap[T];

/** The built context of a template's pages: the base every page has, its template id and its planner's data (createPage is given it as JSON text, src/lib/content/stored-context.ts). */
export type BuiltContextOf<T extends TemplateId> = BuiltContextBase & { template: T } & TemplateDataMap[T];

/** The pageContext a template's pages render with: the built context and the site of the page's locale. */
export type PageContextOf<T extends TemplateId> = BuiltContextOf<T> & { site: SiteContext };

export type HomePageContext = PageContextOf<'home'>;
export type CollectionPageContext = PageContextOf<'collection'>;
export type ProductPageContext = PageContextOf<'product'>;
export type ArticleListingPageContext = PageContextOf<'article-listing'>;
export type ArticleCategoryPageContext = PageContextOf<'article-category'>;
export type ArticleDetailPageContext = PageContextOf<'article-detail'>;
export type PressListingPageContext = PageContextOf<'press-listing'>;
export type PressDetailPageContext = PageContextOf<'press-detail'>;
export type MarketingPageContext = PageContextOf<'marketing'>;
export type SearchPageContext = PageContextOf<'search'>;
export type ManualsPageContext = PageContextOf<'manuals'>;
export type ContactPageContext = PageContextOf<'contact'>;
export type CalculatorPageContext = PageContextOf<'calculator'>;
export type FirstAidGuidePageContext = PageContextOf<'first-aid-guide'>;
export type ProProgramPageContext = PageContextOf<'pro-program'>;
export type LifetimeWarrantyPageContext = PageContextOf<'lifetime-warranty'>;
export type PrivacyPageContext = PageContextOf<'privacy'>;
export type AccountPageContext = PageContextOf<'account'>;
export type NotFoundPageContext = PageContextOf<'not-found'>;
export type ServerErrorPageContext = PageContextOf<'server-error'>;
