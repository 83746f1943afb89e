// Collection location: a path with a segment named `shop` is a collection location;
// otherwise it comes from the `collection-location` query parameter.

/** The collection location of a URL, or null when there is none. */
export function collectionLocation(pathname: string, search = ''): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.includes('shop')) return pathname;
  const value = new URLSearchParams(search).get('collection-location');
  return value ? value : null;
}
