// Product manuals of the committed dataset: a `productManual` per product that comes with a manual
// and per language it is shown in, each naming a PDF of content/media/ that is a well-formed PDF in
// its language; the manuals support card opens the manuals page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manualPdf } from '../../scripts/content/editorial/manuals';
import { CONTENT_DIR, type ContentDoc, loadDocs } from './load';

const docs = [...loadDocs().values()];
const manuals = docs.filter((d) => d._type === 'productManual');
const byId = new Map(docs.map((d) => [d._id, d]));
const MANUAL_LINE = /^(Manual|Notice|Anleitung|Manuale|Handleiding)\s?:/m;

/** The text a PDF shows (WinAnsi bytes as latin1 characters), from its content streams' `(…) Tj` operators. */
function pdfTexts(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'));
}

/** Fails unless every xref entry points at its object and startxref at the xref table. */
function checkXref(pdf: Buffer): number {
  const text = pdf.toString('latin1');
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
  expect(text.slice(start, start + 5)).toBe('xref\n');
  const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(start))!;
  const entries = text.slice(start).split('\n').slice(3, 2 + Number(count));
  entries.forEach((entry, n) => expect(text.slice(Number(entry.slice(0, 10)), Number(entry.slice(0, 10)) + `${n + 1} 0 obj`.length)).toBe(`${n + 1} 0 obj`));
  for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) expect(text.slice(m.index + m[0].length + Number(m[1]), m.index + m[0].length + Number(m[1]) + 10)).toBe('\nendstream');
  return entries.length;
}

describe('product manuals', () => {
  it('every brand has manuals, exactly for the shown products whose description has a manual line, in each language the product is shown in', () => {
    for (const brand of ['trailmate', 'yardwise', 'homing']) {
      const products = docs.filter((d) => d._type === 'product' && d.brand === brand && d.canBeShown !== false && !String((d.store as { slug: { current: string } }).slug.current).match(/-\d+$/));
      const expected = products.flatMap((p) => Object.entries(p.description as Record<string, string>).filter(([language, text]) => (p.languages as string[]).includes(language) && MANUAL_LINE.test(text)).map(([language]) => `productManual-${brand}-${(p.store as { slug: { current: string } }).slug.current}-${language}`));
      const actual = manuals.filter((m) => m.brand === brand).map((m) => m._id);
      expect(actual.length, brand).toBeGreaterThan(2);
      expect(actual.sort(), brand).toEqual(expected.sort());
    }
  });

  it('each manual references its product, is titled with the product name in its language and names its PDF with its size', () => {
    for (const manual of manuals) {
      const product = byId.get((manual.product as { _ref: string })._ref) as ContentDoc;
      expect(product._type, manual._id).toBe('product');
      const language = manual.language as string;
      expect((product.languages as string[]).includes(language), manual._id).toBe(true);
      expect(String(manual.title).startsWith(`${(product.title as Record<string, string>)[language]} – `), manual._id).toBe(true);
      const file = manual.file as { src: string; mimeType: string; size: number };
      expect(file.src).toBe(`media/${manual.brand}/${(product.store as { slug: { current: string } }).slug.current}-manual.${language}.pdf`);
      expect(file.mimeType).toBe('application/pdf');
      const pdf = readFileSync(join(CONTENT_DIR, file.src));
      expect(pdf.length, file.src).toBe(file.size);
      expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      checkXref(pdf);
      const texts = pdfTexts(pdf);
      expect(texts.join(' ').replace(/\x96/g, '–').replace(/\x92/g, '’').startsWith(String(manual.title)), file.src).toBe(true);
      expect(pdf.toString('latin1')).toContain(`/Lang (${language})`);
    }
  });

  it('a manual too long for a page goes on to further pages, each listed in the xref table', () => {
    const pdf = manualPdf({ title: 'Long – Owner’s manual', language: 'fr', brandName: 'Yardwise', paragraphs: Array.from({ length: 80 }, (_, n) => `Paragraphe ${n} : réglage du collier.`), email: 'help@yardwise.example' });
    expect(pdf.toString('latin1')).toMatch(/\/Count [2-9] /);
    expect(checkXref(pdf)).toBeGreaterThan(7);
    expect(pdfTexts(pdf)).toContain('Paragraphe 79 : r\xe9glage du collier.');
  });

  it('the manuals support card of every brand and language opens the manuals page', () => {
    const cards = docs.filter((d) => d._type === 'supportCard' && String(d._id).includes('-manuals-'));
    expect(cards.length).toBe(6 + 2 + 1);
    for (const card of cards) expect(card.link, card._id).toEqual({ type: 'route', path: '/manuals/' });
  });
});
