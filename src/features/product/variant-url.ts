// The chosen variant in the product page's address, as Shopify themes keep it (`?variant=<id>`), so a
// link to the page opens with that variant chosen.

/** The address parameter naming the chosen variant. */
export const VARIANT_PARAM = 'variant';

/** The numeric id of a variant gid as the address carries it (`gid://shopify/ProductVariant/42` → `42`). */
export function variantParamOf(gid: string): string {
  return gid.slice(gid.lastIndexOf('/') + 1);
}

/** The variant an address's search names (by numeric id or gid); undefined when it names none of `variants`. */
export function variantFromSearch<V extends { id: string }>(search: string, variants: readonly V[]): V | undefined {
  const named = new URLSearchParams(search).get(VARIANT_PARAM)?.trim();
  if (!named) return undefined;
  return variants.find((v) => v.id === named || variantParamOf(v.id) === named);
}

/** `search` with the variant parameter set to `gid` (removed for null); every other parameter kept as it was. */
export function searchWithVariant(search: string, gid: string | null): string {
  const params = new URLSearchParams(search);
  if (gid) params.set(VARIANT_PARAM, variantParamOf(gid));
  else params.delete(VARIANT_PARAM);
  const out = params.toString();
  return out ? `?${out}` : '';
}

/** Puts the chosen variant in the address without a reload or a new history entry. */
export function showVariantInAddress(gid: string | null): void {
  const { pathname, search, hash } = window.location;
  const next = searchWithVariant(search, gid);
  if (next === search) return;
  // The history entry's state (Gatsby's scroll key) stays as it is.
  window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
}
