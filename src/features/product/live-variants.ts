// Merges the live check into the page's variants: current price, compare-at price, stock; a
// product the store no longer sells reads as discontinued.
import type { PriceView, ProductAvailability, ProductVariantView } from '../../lib/content/page-types';
import { formatMoney } from '../../lib/i18n/money';
import type { LiveProduct } from '../../lib/storefront/product-check';

function money(value: { amount: string; currencyCode: string }, priceFormat: string): PriceView {
  return { amount: value.amount, currencyCode: value.currencyCode as PriceView['currencyCode'], formatted: formatMoney(value.amount, value.currencyCode, priceFormat) };
}

/** The page's variants corrected by the live product (unchanged while it is unknown). */
export function liveVariants(variants: ProductVariantView[], live: LiveProduct | null | undefined, priceFormat: string): ProductVariantView[] {
  if (!live) return variants;
  const byId = new Map(live.variants.map((v) => [v.id, v]));
  return variants.map((variant) => {
    const current = byId.get(variant.id);
    if (!current) return { ...variant, availableForSale: false, quantityAvailable: 0 };
    return {
      ...variant,
      price: money(current.price, priceFormat),
      compareAtPrice: current.compareAtPrice ? money(current.compareAtPrice, priceFormat) : null,
      availableForSale: current.availableForSale,
      quantityAvailable: current.quantityAvailable,
    };
  });
}

/** Editorial availability, or discontinued when the store no longer has the product. */
export function liveAvailability(availability: ProductAvailability, live: LiveProduct | null | undefined): ProductAvailability {
  return live === null ? 'discontinued' : availability;
}
