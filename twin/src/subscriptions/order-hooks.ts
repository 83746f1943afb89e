import type { TwinRuntime } from '../runtime.js';
import type { OrderRow } from '../checkout/orders.js';

/** Something that reacts to an order checkout has just stored (inside the same transaction). */
export type OrderPlacedHook = (rt: TwinRuntime, order: OrderRow) => void;

const hooks = new Set<OrderPlacedHook>();

/** Registers a reaction to placed orders; registering the same function twice keeps one. */
export function onOrderPlaced(fn: OrderPlacedHook): void {
  hooks.add(fn);
}

/** Runs every reaction for a freshly stored order and hands the order back. */
export function orderPlaced(rt: TwinRuntime, order: OrderRow): OrderRow {
  for (const fn of hooks) fn(rt, order);
  return order;
}
