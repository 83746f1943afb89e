// What a cart line carries besides its variant: the autoship plan, its discount and the
// promotions in force, as line attributes; and the add-ons that go in with it, one each.
import type { Attribute, Cart, CartLineInput, CartLineUpdate } from '../storefront/cart';

/** Line attribute keys, word for word. */
export const LINE_ATTRIBUTE = {
  autoRenews: 'Auto-renews',
  subscriptionDiscount: 'Subscription Discount Applied',
  promotions: 'Promotions Applied',
} as const;

/** The cart attribute that names the environment a cart was made in (underscored: checkout does not show it). */
export const CART_ENVIRONMENT_ATTRIBUTE = '_environment';

/** The attributes of a line: plan name and discount percent when on autoship, promotions when any. */
export function lineAttributes(input: { plan?: { name: string; percentageDiscount: number } | null; promotions?: string[] }): Attribute[] {
  const out: Attribute[] = [];
  if (input.plan) {
    out.push({ key: LINE_ATTRIBUTE.autoRenews, value: input.plan.name });
    if (input.plan.percentageDiscount > 0) out.push({ key: LINE_ATTRIBUTE.subscriptionDiscount, value: `${input.plan.percentageDiscount}%` });
  }
  const promotions = (input.promotions ?? []).map((p) => p.trim()).filter(Boolean);
  if (promotions.length) out.push({ key: LINE_ATTRIBUTE.promotions, value: promotions.join(', ') });
  return out;
}

/**
 * The lines whose Promotions Applied no longer names the cart's applicable codes (after codes were added or
 * taken off), each with its attributes as they should be: the others kept, promotions set or dropped.
 */
export function promotionUpdates(cart: Cart): CartLineUpdate[] {
  const value = cart.discountCodes.filter((c) => c.applicable).map((c) => c.code.trim()).filter(Boolean).join(', ');
  const updates: CartLineUpdate[] = [];
  for (const line of cart.lines) {
    const current = line.attributes.find((a) => a.key === LINE_ATTRIBUTE.promotions)?.value ?? '';
    if (current === value) continue;
    const others = line.attributes.filter((a) => a.key !== LINE_ATTRIBUTE.promotions);
    updates.push({ id: line.id, attributes: value ? [...others, { key: LINE_ATTRIBUTE.promotions, value }] : others });
  }
  return updates;
}

/** The cart's attributes with the environment marker set to `environment`; null when the cart already has it. */
export function markedAttributes(attributes: Attribute[], environment: string): Attribute[] | null {
  if (attributes.some((a) => a.key === CART_ENVIRONMENT_ATTRIBUTE && a.value === environment)) return null;
  return [...attributes.filter((a) => a.key !== CART_ENVIRONMENT_ATTRIBUTE), { key: CART_ENVIRONMENT_ATTRIBUTE, value: environment }];
}

/** An add-on as the product page offers it (cartProps and sku). */
export interface AddOn {
  cartProps: { variantId: string; quantity: number };
  sku: string;
}

/** The lines one add-to-cart sends: the chosen variant, then each add-on with quantity 1. */
export function linesWithAddOns(main: CartLineInput, addOns: AddOn[]): CartLineInput[] {
  const seen = new Set([main.variantId]);
  const extra: CartLineInput[] = [];
  for (const addOn of addOns) {
    if (seen.has(addOn.cartProps.variantId)) continue;
    seen.add(addOn.cartProps.variantId);
    extra.push({ variantId: addOn.cartProps.variantId, quantity: 1 });
  }
  return [main, ...extra];
}
