// Tracked-item inputs from the cart and the pages: cart lines (with add-ons and autoship), product
// pages' variants and grid cards. Pure: the data layer and Klaviyo both use them.
import type { TrackedItemInput } from './items';

/** The part of a cart line the tracked item needs (src/lib/storefront/cart.ts CartLine). */
export interface TrackableLine {
  id: string;
  quantity: number;
  sku: string;
  variantTitle: string | null;
  unitPrice: { amount: string };
  product: { title: string; productType: string; vendor: string };
  sellingPlan: { id: string } | null;
}

/** The tracked-item input of a cart line, with a quantity (default the line's). */
export function lineItem(line: TrackableLine, quantity = line.quantity): TrackedItemInput {
  return {
    sku: line.sku,
    productTitle: line.product.title,
    productType: line.product.productType,
    vendor: line.product.vendor,
    variantTitle: line.variantTitle,
    price: line.unitPrice,
    quantity,
    isSubscription: line.sellingPlan !== null,
  };
}

/** What changed between two states of a cart: the quantities added and removed, per line. */
export function cartChanges(before: readonly TrackableLine[], after: readonly TrackableLine[]): { added: TrackedItemInput[]; removed: TrackedItemInput[] } {
  const was = new Map(before.map((l) => [l.id, l]));
  const now = new Map(after.map((l) => [l.id, l]));
  const added: TrackedItemInput[] = [];
  const removed: TrackedItemInput[] = [];
  for (const line of after) {
    const delta = line.quantity - (was.get(line.id)?.quantity ?? 0);
    if (delta > 0) added.push(lineItem(line, delta));
    else if (delta < 0) removed.push(lineItem(line, -delta));
  }
  for (const line of before) if (!now.has(line.id)) removed.push(lineItem(line));
  return { added, removed };
}
