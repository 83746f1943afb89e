// The add-to-cart marketing tracking waits 2000 ms (spec §9): the data layer's add_to_cart goes at
// once, Klaviyo's Added to Cart 2000 ms later, not before. Driven through the cart's tracking with
// a stand-in window whose klaviyo.js is loaded.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackCartChange } from '../../src/lib/analytics/track-cart';
import { ADDED_TO_CART_DELAY_MS, setAnalyticsContext } from '../../src/lib/analytics/track';
import { notifyTrackingStarted, useConsentState } from '../../src/lib/analytics/consent-state';
import type { AnalyticsContext } from '../../src/lib/content/site-context';
import type { TrackableLine } from '../../src/lib/analytics/cart-items';

const globals = globalThis as Record<string, unknown>;
let push: ReturnType<typeof vi.fn>;
let win: { dataLayer: { event?: string }[] };

const line: TrackableLine = {
  id: 'line-1',
  quantity: 1,
  sku: 'RH-BLK',
  variantTitle: null,
  unitPrice: { amount: '99.95' },
  product: { title: 'Rover Hammock', productType: 'Car Seat Covers', vendor: 'Trailmate' },
  sellingPlan: null,
};

const addedToCart = () => push.mock.calls.filter(([command]) => command[0] === 'track' && command[1] === 'Added to Cart');

beforeEach(() => {
  vi.useFakeTimers();
  push = vi.fn();
  win = { dataLayer: [] };
  globals.window = Object.assign(win, {
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    // klaviyo.js has loaded: commands go straight to it.
    klaviyo: { push, track: () => undefined, identify: () => undefined },
  });
  setAnalyticsContext({
    optIn: false,
    consentDefault: 'granted',
    affiliation: 'Trailmate US Store',
    pixels: { gtm: null, klaviyo: { src: 'https://static.klaviyo.example/onsite.js', companyId: 'TwinCo' }, adroll: null },
  } as AnalyticsContext);
  useConsentState.setState({ choice: { analytics: true, marketing: true }, decided: true });
  notifyTrackingStarted();
});

afterEach(() => {
  vi.useRealTimers();
  delete globals.window;
});

describe('add-to-cart marketing tracking', () => {
  it('is delayed 2000 ms', () => {
    expect(ADDED_TO_CART_DELAY_MS).toBe(2000);
  });

  it('the data layer hears add_to_cart at once; Klaviyo hears Added to Cart after 2000 ms, not before', async () => {
    trackCartChange('USD', [], { lines: [line], checkoutUrl: 'https://checkout.example/c/1' });
    expect(win.dataLayer.map((entry) => entry.event)).toContain('add_to_cart');

    await vi.advanceTimersByTimeAsync(1999);
    await vi.dynamicImportSettled();
    expect(addedToCart()).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(addedToCart()).toHaveLength(1));
    expect(addedToCart()[0]?.[0][2]).toMatchObject({ AddedItemSKU: 'RH-BLK', AddedItemQuantity: 1 });
  });
});
