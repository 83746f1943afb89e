// Variant selection rules of the product options: which variant a set of choices names and
// whether a value can still lead to an available variant.
import type { ProductVariantView } from '../../lib/content/page-types';

/** Chosen value per option name. */
export type Selection = Record<string, string>;

/** The selection of a variant. */
export function selectionOf(variant: ProductVariantView | undefined): Selection {
  const selection: Selection = {};
  for (const option of variant?.selectedOptions ?? []) selection[option.name] = option.value;
  return selection;
}

/** The first available variant, else the first variant. */
export function initialVariant(variants: ProductVariantView[]): ProductVariantView | undefined {
  return variants.find((v) => v.availableForSale) ?? variants[0];
}

/** The variant matching every chosen value. */
export function findVariant(variants: ProductVariantView[], selection: Selection): ProductVariantView | undefined {
  return variants.find((v) => v.selectedOptions.every((o) => selection[o.name] === o.value));
}

/** True when choosing `value` for `option` (keeping the other choices) names an available variant. */
export function isValueAvailable(variants: ProductVariantView[], selection: Selection, option: string, value: string): boolean {
  const variant = findVariant(variants, { ...selection, [option]: value });
  return Boolean(variant?.availableForSale);
}
