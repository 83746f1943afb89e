// Product availability: in stock, out of stock, coming soon, discontinued, and the
// label of the buy button for each.
import type { ProductAvailability } from '../content/page-types';

/** What a product or variant can do right now. */
export type AvailabilityState = 'inStock' | 'outOfStock' | 'comingSoon' | 'discontinued';

/** Editorial availability wins; otherwise stock decides. */
export function availabilityState(availability: ProductAvailability, availableForSale: boolean): AvailabilityState {
  if (availability === 'comingSoon') return 'comingSoon';
  if (availability === 'discontinued') return 'discontinued';
  return availableForSale ? 'inStock' : 'outOfStock';
}

/** UI string key of the buy button for a state (Out of Stock, Discontinued, Coming Soon, Add to cart). */
export const BUTTON_LABEL_KEYS: Record<AvailabilityState, string> = {
  inStock: 'addToCart',
  outOfStock: 'outOfStock',
  comingSoon: 'comingSoon',
  discontinued: 'discontinued',
};

/** UI string key of the availability text. */
export const STATE_LABEL_KEYS: Record<AvailabilityState, string> = {
  inStock: 'inStock',
  outOfStock: 'outOfStock',
  comingSoon: 'comingSoon',
  discontinued: 'discontinued',
};
