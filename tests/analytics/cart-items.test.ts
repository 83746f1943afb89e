// Cart events carry what changed: an add (with its add-ons and autoship) as add_to_cart items, a
// lower quantity or a removed line as remove_from_cart items, each with the changed quantity.
import { describe, expect, it } from 'vitest';
import { cartChanges, lineItem, type TrackableLine } from '../../src/lib/analytics/cart-items';
import { trackedItem } from '../../src/lib/analytics/items';

const line = (id: string, quantity: number, extra: Partial<TrackableLine> = {}): TrackableLine => ({
  id,
  quantity,
  sku: `SKU-${id}`,
  variantTitle: null,
  unitPrice: { amount: '10.00' },
  product: { title: `Product ${id}`, productType: 'Dog Travel', vendor: 'Trailmate' },
  sellingPlan: null,
  ...extra,
});

describe('cart changes', () => {
  it('an add with an add-on and an autoship line gives an item per line with the added quantity', () => {
    const { added, removed } = cartChanges([line('a', 1)], [line('a', 3), line('b', 1), line('c', 1, { sellingPlan: { id: 'plan' } })]);
    expect(added.map((i) => [i.sku, i.quantity, i.isSubscription])).toEqual([
      ['SKU-a', 2, false],
      ['SKU-b', 1, false],
      ['SKU-c', 1, true],
    ]);
    expect(removed).toEqual([]);
  });

  it('a lower quantity or a removed line is removed with the quantity that left', () => {
    const { added, removed } = cartChanges([line('a', 3), line('b', 2)], [line('a', 1)]);
    expect(added).toEqual([]);
    expect(removed.map((i) => [i.sku, i.quantity])).toEqual([
      ['SKU-a', 2],
      ['SKU-b', 2],
    ]);
  });

  it("a cart line becomes the spec's tracked item", () => {
    const item = trackedItem(lineItem(line('a', 2, { variantTitle: 'Large', unitPrice: { amount: '44.95' } })), 'Trailmate US Store');
    expect(item).toEqual({
      item_id: 'SKU-a',
      item_name: 'Product a',
      item_category: 'dog travel',
      item_brand: 'Trailmate',
      item_variant: 'Large',
      price: 44.95,
      quantity: 2,
      affiliation: 'Trailmate US Store',
      isSubscription: false,
    });
  });
});
