// Paths of every page of the site, before the locale prefix (localize with localizePath).
import { withTrailingSlash } from './core';

/** The fixed pages every brand builds (site map). */
export const FIXED_PATHS = {
  home: '/',
  search: '/search/',
  manuals: '/manuals/',
  contact: '/contact-us/',
  calculator: '/dog-calorie-calculator/',
  firstAidGuide: '/first-aid-guide/',
  proProgram: '/pro-program-application/',
  lifetimeWarranty: '/lifetime-warranty/',
  privacy: '/privacy-policy/',
  press: '/press/',
  notFound: '/404/',
  serverError: '/500/',
} as const;

/** The account screens and their paths. */
export const ACCOUNT_PATHS = {
  index: '/account/',
  login: '/account/login/',
  register: '/account/register/',
  'reset-password': '/account/reset-password/',
  'verify-account': '/account/verify-account/',
  logout: '/account/logout/',
  orders: '/account/orders/',
  subscriptions: '/account/subscriptions/',
  addresses: '/account/addresses/',
  settings: '/account/settings/',
  'training-videos': '/account/training-videos/',
} as const;

/** A collection page: `/<handle>/`. */
export function collectionPath(handle: string): string {
  return withTrailingSlash(`/${handle}`);
}

/** A marketing page from a `page` document: `/<slug>/` (`/` for the home page). */
export function marketingPath(slug: string): string {
  return withTrailingSlash(`/${slug.replace(/^\/+|\/+$/g, '')}`);
}

/** A blog post under the brand's blog path (`/blog/` or `/learn/`). */
export function articlePath(blogPath: string, slug: string): string {
  return withTrailingSlash(`${blogPath}${slug}`);
}

/** A blog category: `/blog/category/<slug>/`. */
export function articleCategoryPath(blogPath: string, slug: string): string {
  return withTrailingSlash(`${blogPath}category/${slug}`);
}

/** A press release: `/press/<slug>/`. */
export function pressReleasePath(slug: string): string {
  return withTrailingSlash(`${FIXED_PATHS.press}${slug}`);
}

/** Page N of a listing: page 1 is the listing itself, later pages are `<listing>page/<n>/`. */
export function listingPagePath(listingPath: string, page: number): string {
  return page <= 1 ? withTrailingSlash(listingPath) : withTrailingSlash(`${listingPath}page/${page}`);
}

/** Where the localized 404 of a locale lives: `/404/` by default, `<urlPath>/404/` elsewhere. */
export function notFoundPath(urlPath: string): string {
  return `${urlPath}${FIXED_PATHS.notFound}`;
}

/** The catch-all matchPath of a non-default locale's 404 (`<urlPath>/*`); null for the default. */
export function notFoundMatchPath(urlPath: string): string | null {
  return urlPath ? `${urlPath}/*` : null;
}
