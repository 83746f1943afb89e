// Product availability (spec §4): in stock, out of stock, coming soon or discontinued, and the buy
// button each one shows (Out of Stock, Discontinued, Coming Soon; Add to cart when in stock).
import { describe, expect, it } from 'vitest';
import { availabilityState, BUTTON_LABEL_KEYS } from '../../src/lib/catalogue/availability';
import { DEV_STRINGS } from '../../src/components/site/dev-strings';

describe('product availability', () => {
  it('stock decides between in stock and out of stock', () => {
    expect(availabilityState('available', true)).toBe('inStock');
    expect(availabilityState('available', false)).toBe('outOfStock');
  });

  it('coming soon and discontinued hold whatever the stock', () => {
    for (const inStock of [true, false]) {
      expect(availabilityState('comingSoon', inStock)).toBe('comingSoon');
      expect(availabilityState('discontinued', inStock)).toBe('discontinued');
    }
  });

  it("each state's buy button reads the spec's words", () => {
    const button = (state: keyof typeof BUTTON_LABEL_KEYS) => DEV_STRINGS[BUTTON_LABEL_KEYS[state]];
    expect(button('outOfStock')).toBe('Out of Stock');
    expect(button('discontinued')).toBe('Discontinued');
    expect(button('comingSoon')).toBe('Coming Soon');
    expect(button('inStock')).toBe('Add to cart');
  });
});
