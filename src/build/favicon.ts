// The brand's favicon, drawn from its logo: the logo's mark (the drawing left of the wordmark, inside
// the square brand.json names) without the wordmark, as /favicon.svg for browsers that take SVG
// icons, /favicon.ico (32 px) for those that ask for it by name, and /apple-touch-icon.png (180 px,
// on white, as home screens show no transparency).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { FAVICON_FILES } from '../lib/paths/site-files';

/** Square of the logo's own coordinates that holds its mark. */
export interface LogoMark {
  x: number;
  y: number;
  size: number;
}

/** The logo's SVG with its wordmark and title removed, framed on the mark's square. */
export function faviconSvg(logoSvg: string, mark: LogoMark): string {
  const root = /<svg\b[^>]*>/.exec(logoSvg);
  if (!root) throw new Error('The logo is not an SVG document.');
  const body = logoSvg
    .slice(root.index + root[0].length)
    .replace(/<text\b[\s\S]*?<\/text>/g, '')
    .replace(/<title\b[\s\S]*?<\/title>/g, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/^\s*\n|\n\s*$/gm, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="${mark.x} ${mark.y} ${mark.size} ${mark.size}">\n${body}\n</svg>\n`;
}

/** An .ico file holding one PNG image (the form every browser reads since Windows Vista's). */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(header.length, 18); // image offset
  return Buffer.concat([header, png]);
}

/** Writes the three favicon files into the published folder. */
export async function writeFavicons(publicDir: string, logoSvg: string, mark: LogoMark): Promise<void> {
  const svg = faviconSvg(logoSvg, mark);
  const render = (size: number) => sharp(Buffer.from(svg), { density: (72 * size) / 64 }).resize(size, size);
  await writeFile(path.join(publicDir, FAVICON_FILES.svg), svg);
  await writeFile(path.join(publicDir, FAVICON_FILES.ico), icoFromPng(await render(32).png().toBuffer(), 32));
  await writeFile(
    path.join(publicDir, FAVICON_FILES.appleTouch),
    await render(180).flatten({ background: '#ffffff' }).png().toBuffer(),
  );
}
