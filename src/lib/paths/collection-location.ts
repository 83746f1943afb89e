// Collection location: a path with a segment named `shop` is a collection location;
// otherwise it comes from the `collection-location` query parameter. A product page reached from a
// collection shows that collection in its breadcrumbs, between Home and the product.
import type { Breadcrumb } from '../content/page-types';

/** The collection location of a URL, or null when there is none. */
export function collectionLocation(pathname: string, search = ''): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.includes('shop')) return pathname;
  const value = new URLSearchParams(search).get('collection-location');
  return value ? value : null;
}

/**
 * The collection handle a location names: in a path with a `shop` segment, the segment after it;
 * otherwise (a query parameter's handle or path) its last segment. Null when it names none.
 */
export function collectionHandleOf(location: string | null): string | null {
  if (!location) return null;
  const segments = location.split('/').filter(Boolean);
  const shop = segments.indexOf('shop');
  const handle = shop >= 0 ? segments[shop + 1] : segments[segments.length - 1];
  return handle ? decodeURIComponent(handle).toLowerCase() : null;
}

/** A collection that lists a product: its handle and its breadcrumb (label, localized href). */
export interface CollectionCrumb {
  handle: string;
  label: string;
  href: string;
}

/**
 * A product page's breadcrumbs for a collection location: when the location names one of the
 * collections that list the product, that collection takes the place between Home and the product
 * (replacing the product type's collection); otherwise the breadcrumbs stay as built.
 */
export function withCollectionCrumb(crumbs: Breadcrumb[], location: string | null, collections: CollectionCrumb[]): Breadcrumb[] {
  const handle = collectionHandleOf(location);
  const chosen = handle ? collections.find((c) => c.handle === handle) : undefined;
  const home = crumbs[0];
  const product = crumbs.length >= 2 ? crumbs[crumbs.length - 1] : undefined;
  if (!chosen || !home || !product) return crumbs;
  return [home, { label: chosen.label, href: chosen.href }, product];
}

/** A product link that carries the collection it was listed in (`?collection-location=<handle>`). */
export function withCollectionLocation(href: string, handle: string): string {
  const [path = '', hash] = href.split('#');
  const joined = `${path}${path.includes('?') ? '&' : '?'}collection-location=${encodeURIComponent(handle)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}
