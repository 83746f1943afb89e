// The cart's state: what the header button, drawer and toast render. This module is
// small and ships with the page; the code that talks to the Storefront API (cart-controller.ts)
// loads after first paint and writes here.
import { create } from 'zustand';
import type { Cart } from '../storefront/cart';

/** idle: not loaded yet; loading: first read or create; ready; error: creation failed after retries. */
export type CartStatus = 'idle' | 'loading' | 'ready' | 'error';

/** A message for the shopper: a UI string key and its values. */
export interface CartNotice {
  key: string;
  values?: Record<string, string | number>;
  tone: 'error' | 'info';
}

/** Everything the cart's views read. */
export interface CartState {
  status: CartStatus;
  cart: Cart | null;
  /** True while a change is on its way (buttons wait). */
  busy: boolean;
  /** True when the cart could not be created after retries. */
  error: boolean;
  /** True while the drawer is open. */
  active: boolean;
  /** Lines just added, shown in the toast until closed or the drawer toggles. */
  toast: { lineIds: string[] } | null;
  notice: CartNotice | null;
  /** A discount code the store just refused: said once by the code field, and not kept on the cart. */
  rejectedCode: string | null;
}

const initial: CartState = { status: 'idle', cart: null, busy: false, error: false, active: false, toast: null, notice: null, rejectedCode: null };

/** The cart store. */
export const useCartState = create<CartState>(() => ({ ...initial }));

/** Drawer and toast switches; they need no network, so they live with the state. */
export const cartView = {
  open(): void {
    useCartState.setState({ active: true, toast: null });
  },
  close(): void {
    useCartState.setState({ active: false });
  },
  toggle(): void {
    useCartState.setState((s) => ({ active: !s.active, toast: null }));
  },
  hideToast(): void {
    useCartState.setState({ toast: null });
  },
  clearNotice(): void {
    useCartState.setState({ notice: null });
  },
  /** Back to the initial state (tests). */
  reset(): void {
    useCartState.setState({ ...initial });
  },
};

/** What an add-to-cart put in the cart, for listeners such as search insights (conversions). */
export interface LinesAdded {
  lines: { variantId: string; productId: string; quantity: number }[];
}

const addedListeners = new Set<(event: LinesAdded) => void>();

/** Calls `listener` after each successful add; returns the unsubscribe function. */
export function onLinesAdded(listener: (event: LinesAdded) => void): () => void {
  addedListeners.add(listener);
  return () => addedListeners.delete(listener);
}

/** Tells the listeners about an add (the cart controller calls it). */
export function notifyLinesAdded(event: LinesAdded): void {
  for (const listener of addedListeners) {
    try {
      listener(event);
    } catch (error) {
      console.error('A cart listener failed', error);
    }
  }
}

/** A cart the shopper has checked out: the stored cart id now reads as no cart. */
export interface CartCompleted {
  /** Product gids of the cart's last known lines. */
  productIds: string[];
}

const completedListeners = new Set<(event: CartCompleted) => void>();

/** Calls `listener` when the stored cart turns out to be checked out; returns the unsubscribe function. */
export function onCartCompleted(listener: (event: CartCompleted) => void): () => void {
  completedListeners.add(listener);
  return () => completedListeners.delete(listener);
}

/** Tells the listeners about a checked-out cart (the cart controller calls it). */
export function notifyCartCompleted(event: CartCompleted): void {
  for (const listener of completedListeners) {
    try {
      listener(event);
    } catch (error) {
      console.error('A cart listener failed', error);
    }
  }
}
