// Which brands a changed content document affects. Every document carries the brand it belongs to
// (`brand`); shared documents say `brand: "shared"` and may list the brands that show them
// (`brands`). A shared document without that list, a document without a brand and a deleted
// document (nothing left to read) affect every brand.

/** The fields of a document that name its brands (null: the document no longer exists). */
export type BrandFields = { brand?: unknown; brands?: unknown } | null | undefined;

/** Draft ids (`drafts.<id>`) and version ids (`versions.<release>.<id>`) are not published content. */
export function isUnpublishedId(id: string): boolean {
  return id.startsWith('drafts.') || id.startsWith('versions.');
}

/** The brands (of `allBrands`, in its order) a change of this document rebuilds. */
export function affectedBrands(doc: BrandFields, allBrands: readonly string[]): string[] {
  if (!doc) return [...allBrands];
  const named = new Set<string>();
  if (typeof doc.brand === 'string' && doc.brand !== 'shared') named.add(doc.brand);
  if (Array.isArray(doc.brands)) for (const brand of doc.brands) if (typeof brand === 'string') named.add(brand);
  const known = allBrands.filter((brand) => named.has(brand));
  return known.length ? known : [...allBrands];
}

/** GROQ projection of the fields affectedBrands reads, for a published document by id. */
export const BRAND_FIELDS_QUERY = '*[_id == $id][0]{brand, brands}';
