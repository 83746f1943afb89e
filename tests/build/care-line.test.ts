// Contact pages show the care line of their market: phone and hours in the page's language
//, not the US line on every page.
import { describe, expect, it } from 'vitest';
import { BRAND_IDS, loadBrand } from '../../brands';
import { resolveLocales } from '../../locales';
import { careLineFor } from '../../src/build/care-line';
import type { BrandSettingsDoc } from '../../src/build/content-types';
import { loadDocs } from '../content/load';

const settings = [...loadDocs().values()].filter((d) => d._type === 'brandSettings') as unknown as (BrandSettingsDoc & { brand: string })[];
const linesOf = (brand: string) => settings.find((s) => s.brand === brand)!.careLines;

describe('care line per market', () => {
  const lines = linesOf('trailmate');

  it('US pages get the North American line with the spec hours', () => {
    expect(careLineFor(lines, 'US', 'en')).toEqual({ phone: '1-800-555-0142', hours: 'Mon-Fri 8 am-8 pm ET, Sat 9 am-5 pm ET' });
  });

  it('French Canadian pages get the same line with French hours', () => {
    expect(careLineFor(lines, 'CA', 'fr')).toEqual({ phone: '1-800-555-0142', hours: 'lun.-ven. 8 h-20 h HE, sam. 9 h-17 h HE' });
  });

  it('German pages get the European line with German hours, Australian pages the Asia-Pacific line', () => {
    expect(careLineFor(lines, 'DE', 'de')).toEqual({ phone: '+44 20 7946 0142', hours: 'Mo.–Fr. 9–17 Uhr MEZ' });
    expect(careLineFor(lines, 'AU', 'en')).toEqual({ phone: '+61 2 5550 0142', hours: 'Mon-Fri 9 am-5 pm AEST' });
  });

  it('a country no line serves falls back to North America; no lines give none', () => {
    expect(careLineFor(lines, 'BR', 'en')?.phone).toBe('1-800-555-0142');
    expect(careLineFor(null, 'US', 'en')).toBeNull();
  });

  it.each(BRAND_IDS)('every locale of %s has a care line serving its country with hours in its language', (brand) => {
    const brandLines = linesOf(brand) ?? [];
    for (const locale of resolveLocales(loadBrand(brand))) {
      const line = brandLines.find((l) => l.countries.includes(locale.country));
      expect(line, `${brand} ${locale.id}`).toBeDefined();
      expect(line!.hours[locale.language], `${brand} ${locale.id} hours`).toBeTruthy();
      expect(line!.phone).toMatch(/^(1-800-555-01\d\d|\+44 20 7946 0\d{3}|\+61 2 5550 \d{4})$/);
    }
  });
});
