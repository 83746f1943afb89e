// Tracking pixels: which are known, the allow-list of a brand (brand.json, overridden by GATSBY_PIXELS),
// and what each needs consent for.
import type { ConsentChoice } from './consent';

/** Every pixel the site knows how to load. */
export const KNOWN_PIXELS = ['gtm', 'klaviyo', 'adroll'] as const;
/** A known pixel. */
export type PixelName = (typeof KNOWN_PIXELS)[number];
/** The allow-list when the brand names none. */
export const DEFAULT_PIXELS: PixelName[] = ['gtm', 'klaviyo'];

/** The consent category a pixel needs: the tag manager measures; Klaviyo and AdRoll market. */
export const PIXEL_CATEGORY: Record<PixelName, keyof ConsentChoice> = {
  gtm: 'analytics',
  klaviyo: 'marketing',
  adroll: 'marketing',
};

/** Checks an allow-list; throws naming every unknown pixel and the known ones. */
export function validatePixels(names: readonly string[], source: string): PixelName[] {
  const unknown = names.filter((name) => !(KNOWN_PIXELS as readonly string[]).includes(name));
  if (unknown.length) {
    throw new Error(`${source}: unknown pixel ${unknown.map((n) => `"${n}"`).join(', ')}; known pixels are ${KNOWN_PIXELS.join(', ')}`);
  }
  return [...new Set(names)] as PixelName[];
}

/** Parses GATSBY_PIXELS ("gtm,adroll"); undefined when unset; an empty value allows none. */
export function parsePixelList(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return value
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

/** The pixels of a build: GATSBY_PIXELS when set, else the brand's list, else the default; validated. */
export function resolvePixels(brandPixels: readonly string[] | undefined, envValue: string | undefined): PixelName[] {
  const fromEnv = parsePixelList(envValue);
  if (fromEnv) return validatePixels(fromEnv, 'GATSBY_PIXELS');
  return validatePixels(brandPixels ?? DEFAULT_PIXELS, 'brand.json analytics.pixels');
}

/** Whether a pixel may load: allow-listed and its category consented. */
export function pixelAllowed(name: PixelName, allowed: readonly PixelName[], choice: ConsentChoice): boolean {
  return allowed.includes(name) && choice[PIXEL_CATEGORY[name]];
}
