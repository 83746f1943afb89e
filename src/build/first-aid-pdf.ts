// The first-aid guide as a PDF download, one file per language, written at build time with pdfkit:
// the guide page's title, body and sections in the page's language. Build-only; never reaches the browser.
import PDFDocument from 'pdfkit';
import type { ContentPageView, RichText } from '../lib/content/page-types';
import { textBlocks } from './rich-text';

/** Site path of the guide's PDF in one language. */
export function firstAidPdfPath(language: string): string {
  return `/downloads/first-aid-guide-${language}.pdf`;
}

/** "48 kB" in the locale's words and digits ("48 ko" in French). */
export function fileSizeLabel(bytes: number, locale: string): string {
  const kilobytes = Math.max(1, Math.round(bytes / 1000));
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 0 }).format(kilobytes);
}

/** A paragraph or heading of the PDF. */
interface PdfBlock {
  kind: 'heading' | 'subheading' | 'paragraph' | 'bullet';
  text: string;
}

function richTextBlocks(body: RichText): PdfBlock[] {
  return textBlocks(body)
    .map((block): PdfBlock => {
      const text = block.children.map((c) => c.text).join('').trim();
      if (block.listItem) return { kind: 'bullet', text };
      if (block.style === 'h2') return { kind: 'heading', text };
      if (block.style === 'h3' || block.style === 'h4') return { kind: 'subheading', text };
      return { kind: 'paragraph', text };
    })
    .filter((b) => b.text.length > 0);
}

/** The guide's content as PDF blocks: body, then every section's heading and text. */
export function guideBlocks(page: ContentPageView): PdfBlock[] {
  const blocks = richTextBlocks(page.body);
  for (const section of page.sections) {
    if (section.heading) blocks.push({ kind: 'heading', text: section.heading });
    for (const paragraph of (section.text ?? '').split(/\n{2,}/)) if (paragraph.trim()) blocks.push({ kind: 'paragraph', text: paragraph.trim() });
  }
  return blocks;
}

/** Input of firstAidGuidePdf. */
export interface FirstAidPdfInput {
  page: ContentPageView;
  brandName: string;
  language: string;
  /** Shown in the footer line of the document, e.g. the brand's site address. */
  siteUrl: string;
  colors?: { primary: string };
  /** Labels of the emergency-contacts box, in the page's language. */
  labels: { emergencyContacts: string; yourVet: string; emergencyClinic: string; phone: string; microchip: string };
}

// Standard PDF fonts cover Latin-1 (WinAnsi); characters outside it are replaced, never dropped silently.
function winAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2192/g, '->')
    .replace(/\u202F|\u00A0/g, ' ')
    .replace(/[^\u0000-\u00FF\u20AC]/g, '?');
}

/** The PDF bytes of the guide in one language (fixed dates, so equal input gives equal bytes). */
export function firstAidGuidePdf({ page, brandName, language, siteUrl, colors, labels }: FirstAidPdfInput): Promise<Buffer> {
  const fixed = new Date(Date.UTC(2026, 0, 1));
  const doc = new PDFDocument({
    size: 'A4',
    // Content streams stay uncompressed: the guide is short and stays readable to plain-text tools.
    compress: false,
    margin: 56,
    lang: language,
    displayTitle: true,
    info: { Title: winAnsi(page.title), Author: brandName, Subject: winAnsi(page.title), CreationDate: fixed, ModDate: fixed },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const primary = colors?.primary ?? '#1f2937';
  // A first-aid cross beside the brand name.
  const right = doc.page.width - doc.page.margins.right;
  doc.save().roundedRect(right - 44, 48, 44, 44, 6).fill(primary);
  doc.rect(right - 27, 56, 10, 28).fill('#ffffff').rect(right - 36, 65, 28, 10).fill('#ffffff').restore();
  doc.font('Helvetica-Bold').fontSize(10).fillColor(primary).text(brandName.toUpperCase(), { characterSpacing: 1.5 });
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(24).fillColor('#111111').text(winAnsi(page.title));
  doc.moveDown(0.8);
  for (const block of guideBlocks(page)) {
    const text = winAnsi(block.text);
    if (block.kind === 'heading') {
      doc.moveDown(0.6).font('Helvetica-Bold').fontSize(15).fillColor(primary).text(text).moveDown(0.3);
    } else if (block.kind === 'subheading') {
      doc.moveDown(0.4).font('Helvetica-Bold').fontSize(12).fillColor('#111111').text(text).moveDown(0.2);
    } else if (block.kind === 'bullet') {
      doc.font('Helvetica').fontSize(11).fillColor('#111111').list([text], { bulletRadius: 2, textIndent: 12, bulletIndent: 4 });
    } else {
      doc.font('Helvetica').fontSize(11).fillColor('#111111').text(text, { align: 'left', lineGap: 2 }).moveDown(0.5);
    }
  }
  // Emergency contacts to fill in by hand before a trip.
  doc.moveDown(1).font('Helvetica-Bold').fontSize(13).fillColor(primary).text(winAnsi(labels.emergencyContacts)).moveDown(0.4);
  const left = doc.page.margins.left;
  const width = right - left;
  for (const label of [labels.yourVet, labels.emergencyClinic]) {
    const top = doc.y;
    doc.save().lineWidth(0.8).strokeColor('#999999').rect(left, top, width, 58).stroke().restore();
    doc.font('Helvetica').fontSize(10).fillColor('#333333').text(winAnsi(label), left + 10, top + 10);
    doc.text(`${winAnsi(labels.phone)}:`, left + 10, top + 34);
    doc.save().lineWidth(0.5).strokeColor('#bbbbbb').moveTo(left + 150, top + 22).lineTo(right - 10, top + 22).moveTo(left + 150, top + 46).lineTo(right - 10, top + 46).stroke().restore();
    doc.x = left;
    doc.y = top + 68;
  }
  const chipTop = doc.y;
  doc.save().lineWidth(0.8).strokeColor('#999999').rect(left, chipTop, width, 34).stroke().restore();
  doc.font('Helvetica').fontSize(10).fillColor('#333333').text(winAnsi(labels.microchip), left + 10, chipTop + 12);
  doc.save().lineWidth(0.5).strokeColor('#bbbbbb').moveTo(left + 230, chipTop + 24).lineTo(right - 10, chipTop + 24).stroke().restore();
  doc.x = left;
  doc.y = chipTop + 44;
  doc.moveDown(1.5).font('Helvetica').fontSize(9).fillColor('#555555').text(`${brandName} - ${siteUrl}`);
  doc.end();
  return done;
}

/** One file the build writes into public/. */
export interface DownloadFile {
  path: string;
  bytes: Buffer;
}

/**
 * Site paths of the PDFs withFirstAidDownloads writes for these pages: one per language that has a
 * first-aid guide page with content (the internal-link check accepts links to them).
 */
export function firstAidPdfPaths(pages: { template: string; locale: { language: string }; data: Record<string, unknown> }[]): string[] {
  const paths = pages.filter((page) => page.template === 'first-aid-guide' && page.data.page).map((page) => firstAidPdfPath(page.locale.language));
  return [...new Set(paths)];
}

/**
 * Writes the guide's PDF once per language (from the first guide page of that language planned) and
 * gives every first-aid guide page with content its download: path and localized size.
 */
export class GuideDownloadWriter {
  private readonly written = new Map<string, Promise<DownloadFile>>();

  constructor(
    private readonly siteUrl: string,
    private readonly brandName: string,
    private readonly colors?: { primary: string },
  ) {}

  /** The download of a guide page in `language`, writing its PDF the first time; `strings` are the page's UI strings. */
  async download(page: ContentPageView, language: string, strings: Record<string, string>): Promise<{ href: string; sizeLabel: string }> {
    const path = firstAidPdfPath(language);
    let file = this.written.get(path);
    if (!file) {
      const s = strings;
      file = firstAidGuidePdf({
        page,
        brandName: this.brandName,
        language,
        siteUrl: this.siteUrl,
        colors: this.colors,
        labels: {
          emergencyContacts: s.pdfEmergencyContacts ?? 'Emergency contacts',
          yourVet: s.pdfYourVet ?? 'Your vet',
          emergencyClinic: s.pdfEmergencyClinic ?? 'Nearest emergency clinic',
          phone: s.pdfPhone ?? 'Phone',
          microchip: s.pdfMicrochip ?? "Your pet's microchip number",
        },
      }).then((bytes) => ({ path, bytes }));
      this.written.set(path, file);
    }
    return { href: path, sizeLabel: fileSizeLabel((await file).bytes.length, language) };
  }

  /** Every PDF written so far. */
  async files(): Promise<DownloadFile[]> {
    return Promise.all(this.written.values());
  }
}
