// Product manuals: a `productManual` document per product that comes with a manual (its kind has a
// manual line) and per language the product is shown in, and the manual itself, a small PDF written
// here byte for byte (no dates, no random ids), published by the site under `/media/<brand>/`.
import { MANUAL_BY_KIND, type Kind } from '../catalogue/kinds';
import type { CatalogueSpec } from '../catalogue/types';
import type { BrandInfo, Doc, Language, Localized } from '../lib/core-exports';
import { doc, ref } from '../lib/core-exports';
import type { MediaFile } from '../media/videos';

/** The words of a manual in one language. */
interface ManualWords {
  /** The manual's name after the product's, e.g. "Owner's manual". */
  name: string;
  /** First paragraph of the manual. */
  intro: string;
  /** Heading of the product's description and specifications. */
  specifications: string;
  /** Last line, naming the brand's care address. */
  help: (email: string) => string;
}

const WORDS: Record<Language, ManualWords> = {
  en: {
    name: "Owner's manual",
    intro: 'Read this manual before first use and keep it with the product.',
    specifications: 'About the product',
    help: (email) => `Questions? Write to ${email}.`,
  },
  fr: {
    name: "Notice d'utilisation",
    intro: 'Lisez cette notice avant la première utilisation et conservez-la avec le produit.',
    specifications: 'À propos du produit',
    help: (email) => `Une question ? Écrivez-nous à ${email}.`,
  },
  de: {
    name: 'Bedienungsanleitung',
    intro: 'Lesen Sie diese Anleitung vor dem ersten Gebrauch und bewahren Sie sie beim Produkt auf.',
    specifications: 'Über das Produkt',
    help: (email) => `Fragen? Schreiben Sie an ${email}.`,
  },
  it: {
    name: "Manuale d'uso",
    intro: 'Leggi questo manuale prima del primo utilizzo e conservalo insieme al prodotto.',
    specifications: 'Il prodotto',
    help: (email) => `Domande? Scrivi a ${email}.`,
  },
  nl: {
    name: 'Handleiding',
    intro: 'Lees deze handleiding voor het eerste gebruik en bewaar haar bij het product.',
    specifications: 'Over het product',
    help: (email) => `Vragen? Mail naar ${email}.`,
  },
  es: {
    name: 'Manual de usuario',
    intro: 'Lee este manual antes del primer uso y guárdalo junto al producto.',
    specifications: 'Sobre el producto',
    help: (email) => `¿Preguntas? Escríbenos a ${email}.`,
  },
};

/** The title of a product's manual in a language: "Rover Hammock – Owner's manual". */
export function manualTitle(productTitle: string, language: Language): string {
  return `${productTitle} – ${WORDS[language].name}`;
}

/** Content-relative path of a manual file: `media/<brand>/<handle>-manual.<language>.pdf`. */
export function manualPath(brand: string, handle: string, language: Language): string {
  return `media/${brand}/${handle}-manual.${language}.pdf`;
}

// The standard PDF fonts read WinAnsi bytes: Latin-1 plus the typographic signs below; anything
// else becomes "?" (the copy of the dataset stays within these).
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, 'Œ': 0x8c, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '™': 0x99, 'œ': 0x9c,
  '\u2011': 0x2d, '\u202f': 0xa0, '\u2009': 0x20,
};

function winAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const byte = WIN_ANSI_EXTRA[char] ?? (code >= 0x20 && code <= 0xff && !(code >= 0x7f && code < 0xa0) ? code : 0x3f);
    out += String.fromCharCode(byte);
  }
  return out;
}

/** A PDF string literal (WinAnsi bytes, `\`, `(` and `)` escaped). */
function pdfText(text: string): string {
  return `(${winAnsi(text).replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** Splits text into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A line of the manual: its font and size, and the room above it. */
interface PdfLine {
  text: string;
  bold: boolean;
  size: number;
  gap: number;
}

/** What a manual says, in the order it says it. */
export interface ManualText {
  title: string;
  language: Language;
  brandName: string;
  /** Paragraphs: the product's description, then its specification lines. */
  paragraphs: string[];
  email: string;
}

/** The manual as a one- or more-page PDF (Letter, Helvetica), the same bytes for the same text. */
export function manualPdf(manual: ManualText): Buffer {
  const words = WORDS[manual.language];
  const lines: PdfLine[] = [
    ...wrap(manual.title, 48).map((text, n) => ({ text, bold: true, size: 18, gap: n ? 22 : 0 })),
    { text: manual.brandName, bold: false, size: 11, gap: 22 },
    ...wrap(words.intro, 88).map((text, n) => ({ text, bold: false, size: 11, gap: n ? 15 : 26 })),
    { text: words.specifications, bold: true, size: 13, gap: 28 },
    ...manual.paragraphs.flatMap((paragraph) => wrap(paragraph, 88).map((text, n) => ({ text, bold: false, size: 11, gap: n ? 15 : 22 }))),
    { text: words.help(manual.email), bold: false, size: 11, gap: 28 },
  ];
  // Pages of lines: the first line of a page starts at the top margin.
  const pages: PdfLine[][] = [[]];
  let used = 0;
  for (const line of lines) {
    if (used + line.gap > 640 && pages[pages.length - 1]!.length) {
      pages.push([]);
      used = 0;
    }
    const page = pages[pages.length - 1]!;
    used += page.length ? line.gap : 0;
    page.push(line);
  }
  const streams = pages.map((page) => {
    const ops = ['BT', '72 720 Td'];
    page.forEach((line, n) => {
      if (n) ops.push(`0 -${line.gap} Td`);
      ops.push(`/${line.bold ? 'F2' : 'F1'} ${line.size} Tf`, `${pdfText(line.text)} Tj`);
    });
    ops.push('ET');
    return ops.join('\n');
  });
  // Objects: 1 catalog, 2 pages, 3 and 4 fonts, 5 info, then a page and its content per page.
  const pageIds = pages.map((_, n) => 6 + n * 2);
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R /Lang ${pdfText(manual.language)} >>`,
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfText(manual.title)} /Author ${pdfText(manual.brandName)} >>`,
    ...streams.flatMap((stream, n) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[n]! + 1} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    ]),
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, n) => {
    offsets.push(out.length);
    out += `${n + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * The manuals of a brand: every product of the brand's own catalogue (not a benchmark copy) whose
 * kind comes with a manual and that can be shown, one document and PDF per language it is shown in.
 */
export function buildManuals(brand: BrandInfo, spec: CatalogueSpec, catalogueDocs: Doc[], kindOf: (handle: string) => Kind): { docs: Doc[]; files: MediaFile[] } {
  const docs: Doc[] = [];
  const files: MediaFile[] = [];
  const originals = new Set(spec.products.filter((product) => !product.imageHandle).map((product) => product.handle));
  const products = catalogueDocs
    .filter((d) => d._type === 'product' && d.canBeShown !== false)
    .map((d) => ({ id: d._id, handle: (d.store as { slug: { current: string } }).slug.current, title: d.title as Localized, description: d.description as Localized, languages: d.languages as Language[] }))
    .filter((product) => originals.has(product.handle) && MANUAL_BY_KIND[kindOf(product.handle)])
    .sort((a, b) => a.handle.localeCompare(b.handle));
  for (const product of products) {
    for (const language of brand.languages.filter((l) => product.languages.includes(l))) {
      const productTitle = product.title[language];
      const description = product.description[language];
      if (!productTitle || !description) throw new Error(`${product.handle} has no ${language} title or description for its manual`);
      const title = manualTitle(productTitle, language);
      const path = manualPath(brand.id, product.handle, language);
      const bytes = manualPdf({ title, language, brandName: brand.name, paragraphs: description.split(/\n{2,}/), email: brand.supportEmail });
      files.push({ path, bytes });
      const translationKey = `productManual-${brand.id}-${product.handle}`;
      docs.push(doc(`${translationKey}-${language}`, 'productManual', {
        brand: brand.id,
        language,
        translationKey,
        title,
        slug: { _type: 'slug', current: product.handle },
        product: ref(product.id),
        file: { src: path, mimeType: 'application/pdf', size: bytes.length },
        publishedAt: '2026-01-05T09:00:00Z',
      }));
    }
  }
  return { docs, files };
}
