// Feature flags per brand for the twin's flag service, in the client SDK's evaluation shape.
import { BRANDS } from './lib/core-exports';

const FLAGS: Record<string, (brand: string) => boolean> = {
  'product-reviews': () => true,
  'search-insights': () => true,
  autoship: () => true,
  'live-chat': (brand) => brand === 'trailmate',
  'dealer-locator': (brand) => brand === 'yardwise',
  'consultation-scheduler': (brand) => brand === 'yardwise',
  'referral-program': (brand) => brand === 'yardwise',
  'collar-activation': (brand) => brand === 'homing',
};

/** `{ <brand>: { <flagKey>: { value, variation, version } } }`. */
export function buildFlags(): Record<string, Record<string, { value: boolean; variation: number; version: number }>> {
  const out: Record<string, Record<string, { value: boolean; variation: number; version: number }>> = {};
  for (const brand of BRANDS) {
    out[brand.id] = {};
    for (const [flag, on] of Object.entries(FLAGS)) {
      const value = on(brand.id);
      out[brand.id][flag] = { value, variation: value ? 0 : 1, version: 1 };
    }
  }
  return out;
}
