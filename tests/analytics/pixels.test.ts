// The pixel allow-list: known pixels gtm, klaviyo and adroll; a brand's list (default gtm and
// klaviyo) overridden by GATSBY_PIXELS; an unknown name fails the build; a pixel loads only when
// allowed and its consent category granted.
import { describe, expect, it } from 'vitest';
import { loadBrand, parseBrand } from '../../brands';
import { buildPixels } from '../../src/build/analytics';
import { pixelAllowed, resolvePixels, validatePixels } from '../../src/lib/analytics/pixels';

describe('pixel allow-list', () => {
  it('accepts the known pixels and names an unknown one', () => {
    expect(validatePixels(['gtm', 'adroll', 'gtm'], 'test')).toEqual(['gtm', 'adroll']);
    expect(() => validatePixels(['gtm', 'facebook'], 'GATSBY_PIXELS')).toThrow(
      'GATSBY_PIXELS: unknown pixel "facebook"; known pixels are gtm, klaviyo, adroll',
    );
  });

  it('defaults to gtm and klaviyo; GATSBY_PIXELS overrides the brand', () => {
    expect(resolvePixels(undefined, undefined)).toEqual(['gtm', 'klaviyo']);
    expect(resolvePixels(['gtm', 'klaviyo', 'adroll'], 'gtm, adroll')).toEqual(['gtm', 'adroll']);
    expect(resolvePixels(['gtm'], '')).toEqual([]);
    expect(() => resolvePixels(['gtm'], 'gtm,tiktok')).toThrow(/unknown pixel "tiktok"/);
  });

  it('validates brand.json: an unknown pixel fails the brand with the reason', () => {
    const brand = JSON.parse(JSON.stringify(loadBrand('homing'))) as Record<string, unknown>;
    brand.analytics = { pixels: ['gtm', 'pinterest'] };
    expect(() => parseBrand('homing', brand)).toThrow(/analytics\.pixels: .*unknown pixel "pinterest"/);
    delete brand.analytics;
    expect(parseBrand('homing', brand).analytics).toEqual({ consentDefault: 'granted', pixels: ['gtm', 'klaviyo'] });
  });

  it("the build's list: the environment's when set, else the brand's", () => {
    const brand = loadBrand('trailmate');
    expect(buildPixels(brand, { GATSBY_PIXELS: undefined })).toEqual(brand.analytics.pixels);
    expect(buildPixels(brand, { GATSBY_PIXELS: 'adroll' })).toEqual(['adroll']);
    expect(() => buildPixels(brand, { GATSBY_PIXELS: 'gtm,unknown' })).toThrow(/unknown pixel "unknown"/);
  });

  it('a pixel loads only when allowed and its category consented', () => {
    expect(pixelAllowed('gtm', ['gtm'], { analytics: true, marketing: false })).toBe(true);
    expect(pixelAllowed('gtm', ['gtm'], { analytics: false, marketing: true })).toBe(false);
    expect(pixelAllowed('adroll', ['gtm'], { analytics: true, marketing: true })).toBe(false);
    expect(pixelAllowed('klaviyo', ['klaviyo'], { analytics: false, marketing: true })).toBe(true);
  });
});
