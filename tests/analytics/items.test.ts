// The tracked item: item_id is the variant SKU, categories come from the product type path
// lowercased (at most five levels), "Default Title" is no variant, price is a number.
import { describe, expect, it } from 'vitest';
import { categoryLevels, itemsValue, priceNumber, storeAffiliation, trackedItem, variantName } from '../../src/lib/analytics/items';
import { pushEcommerce } from '../../src/lib/analytics/data-layer';

const base = { sku: 'TM-HAM-BLK', productTitle: 'Rover Hammock', productType: 'Car Seat Covers', vendor: 'Trailmate', variantTitle: 'Black', price: '89.00' };

describe('tracked item', () => {
  it('maps a variant to the GA4 item', () => {
    expect(trackedItem(base, 'Trailmate US Store')).toEqual({
      item_id: 'TM-HAM-BLK',
      item_name: 'Rover Hammock',
      item_category: 'car seat covers',
      item_brand: 'Trailmate',
      item_variant: 'Black',
      price: 89,
      quantity: 1,
      affiliation: 'Trailmate US Store',
      isSubscription: false,
    });
  });

  it('splits a category path on / into item_category, item_category1 … item_category4, lowercased', () => {
    expect(categoryLevels('Dog Travel / Car / Seat Covers/Hammocks/Large/Extra')).toEqual({
      item_category: 'dog travel',
      item_category1: 'car',
      item_category2: 'seat covers',
      item_category3: 'hammocks',
      item_category4: 'large',
    });
    expect(categoryLevels('')).toEqual({});
    expect(categoryLevels(null)).toEqual({});
  });

  it('leaves out the variant of a product with one variant ("Default Title")', () => {
    expect(variantName('Default Title')).toBeUndefined();
    expect(trackedItem({ ...base, variantTitle: 'Default Title' }, 'x')).not.toHaveProperty('item_variant');
    expect(variantName(' Large ')).toBe('Large');
  });

  it('takes a price as a number, a string or an object with an amount', () => {
    expect(priceNumber(12.5)).toBe(12.5);
    expect(priceNumber('19.999')).toBe(20);
    expect(priceNumber({ amount: '7.10' })).toBe(7.1);
    expect(priceNumber({ amount: 'n/a' })).toBe(0);
  });

  it('defaults quantity to 1 and keeps the autoship flag', () => {
    expect(trackedItem({ ...base, quantity: 0 }, 'x').quantity).toBe(1);
    expect(trackedItem({ ...base, quantity: 3, isSubscription: true }, 'x')).toMatchObject({ quantity: 3, isSubscription: true });
  });

  it('values items as the sum of price × quantity', () => {
    expect(itemsValue([{ price: 89, quantity: 2 }, { price: 0.1, quantity: 3 }])).toBe(178.3);
  });

  it('labels the store by brand and currency', () => {
    expect(storeAffiliation('Trailmate', 'USD')).toBe('Trailmate US Store');
    expect(storeAffiliation('Trailmate', 'CAD')).toBe('Trailmate CA Store');
  });
});

describe('e-commerce push', () => {
  it('clears the previous ecommerce object, then pushes the event with currency, value and items', () => {
    const layer: unknown[] = [];
    (globalThis as unknown as { window: { dataLayer: unknown[] } }).window = { dataLayer: layer };
    try {
      const item = trackedItem({ ...base, quantity: 2 }, 'Trailmate US Store');
      pushEcommerce('add_to_cart', 'USD', [item]);
      expect(layer).toEqual([{ ecommerce: null }, { event: 'add_to_cart', ecommerce: { currency: 'USD', value: 178, items: [item] } }]);
    } finally {
      delete (globalThis as { window?: unknown }).window;
    }
  });
});
