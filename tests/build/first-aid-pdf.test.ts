// The first-aid guide PDF: a valid PDF in the page's language, titled with the localized guide title.
import { describe, expect, it } from 'vitest';
import { fileSizeLabel, firstAidGuidePdf, firstAidPdfPath } from '../../src/build/first-aid-pdf';
import type { ContentPageView } from '../../src/lib/content/page-types';

const page: ContentPageView = {
  title: 'Erste-Hilfe-Leitfaden',
  slug: 'first-aid-guide',
  body: [
    { _key: 'a', _type: 'block', style: 'normal', markDefs: [], children: [{ _key: 'a1', _type: 'span', text: 'Ruhe bewahren und das Tier warm halten.', marks: [] }] },
  ],
  sections: [],
};
const labels = { emergencyContacts: 'Notfallkontakte', yourVet: 'Ihre Tierarztpraxis', emergencyClinic: 'Nächste Tiernotfallklinik', phone: 'Telefon', microchip: 'Mikrochipnummer Ihres Tieres' };

/** Every line of text the PDF draws (TJ arrays of hex glyph strings, kerning numbers dropped). */
function pdfLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\] TJ/g)].map((m) =>
    [...m[1]!.matchAll(/<([0-9a-f]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''),
  );
}

/** The Info dictionary's Title (an indirect string object). */
function pdfTitle(pdf: Buffer): string | undefined {
  const raw = pdf.toString('latin1');
  const ref = raw.match(/\/Title (\d+) 0 R/)?.[1];
  return ref ? raw.match(new RegExp(`\\n${ref} 0 obj\\n\\((.*)\\)\\nendobj`))?.[1] : undefined;
}

describe('first-aid guide PDF', () => {
  it("is a valid PDF whose title and language are the page's", async () => {
    const pdf = await firstAidGuidePdf({ page, brandName: 'Trailmate', language: 'de', siteUrl: 'https://trailmate.example', labels });
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-1.')).toBe(true);
    expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(raw).toContain('/Lang (de)');
    expect(pdfTitle(pdf)).toBe('Erste-Hilfe-Leitfaden');
    expect(raw).toMatch(/\/Type \/Page\b/);
    const lines = pdfLines(pdf);
    expect(lines).toContain('Erste-Hilfe-Leitfaden');
    expect(lines).toContain('Ruhe bewahren und das Tier warm halten.');
    expect(lines).toContain('Notfallkontakte');
    expect(lines).toContain('Nächste Tiernotfallklinik');
  });

  it('gives the same bytes for the same guide', async () => {
    const input = { page, brandName: 'Trailmate', language: 'de', siteUrl: 'https://trailmate.example', labels };
    expect((await firstAidGuidePdf(input)).equals(await firstAidGuidePdf(input))).toBe(true);
  });

  it('lives at a per-language download path and shows its size in the locale', () => {
    expect(firstAidPdfPath('fr')).toBe('/downloads/first-aid-guide-fr.pdf');
    expect(fileSizeLabel(48_200, 'en-US')).toBe('48 kB');
    expect(fileSizeLabel(48_200, 'fr-FR')).toMatch(/^48\s?ko$/);
    expect(fileSizeLabel(120, 'de-DE')).toMatch(/^1\skB$/);
  });
});
