// The product gallery's swipe rule and the collection Filters button's count.
import { describe, expect, it } from 'vitest';
import { SWIPE_DISTANCE, swipeTarget } from '../../src/features/product/product-gallery';
import { activeFilterCount, NO_FILTERS } from '../../src/lib/catalogue/sort-filter';

describe('gallery swipe', () => {
  it('a swipe to the left shows the next picture, to the right the previous one', () => {
    expect(swipeTarget(0, 4, -SWIPE_DISTANCE - 10, 5)).toBe(1);
    expect(swipeTarget(2, 4, SWIPE_DISTANCE + 10, -5)).toBe(1);
  });

  it('no picture past either end', () => {
    expect(swipeTarget(3, 4, -200, 0)).toBeNull();
    expect(swipeTarget(0, 4, 200, 0)).toBeNull();
  });

  it('a short or mostly vertical move (a tap, a scroll) is not a swipe', () => {
    expect(swipeTarget(1, 4, -(SWIPE_DISTANCE - 1), 0)).toBeNull();
    expect(swipeTarget(1, 4, -80, 120)).toBeNull();
  });
});

describe('Filters button count', () => {
  it('counts each ticked pet and a price band', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ dog: true, cat: false, price: 'any' })).toBe(1);
    expect(activeFilterCount({ dog: true, cat: true, price: 'under-50' })).toBe(3);
  });
});
