// Pixel sizes of the content's image files, read from their headers (PNG, JPEG, GIF, WebP), so that
// Image.width and Image.height report the file served under /cdn/ as Shopify reports its uploads.
import fs from 'node:fs';
import path from 'node:path';

let root = '';
const sizes = new Map<string, { width: number; height: number } | null>();

/** Sets the content directory image paths are relative to (at every seed). */
export function setImageRoot(contentDir: string): void {
  root = contentDir;
  sizes.clear();
}

/** Width and height of a content image (`images/<brand>/<file>`), or null when unknown or unreadable. */
export function imageDimensions(rel: string): { width: number; height: number } | null {
  if (sizes.has(rel)) return sizes.get(rel) ?? null;
  let found: { width: number; height: number } | null = null;
  const images = path.resolve(root, 'images');
  const file = path.resolve(root, rel.replace(/^\/+/, ''));
  if (root && file.startsWith(images + path.sep)) {
    try {
      const fd = fs.openSync(file, 'r');
      try {
        const head = Buffer.alloc(64 * 1024);
        const n = fs.readSync(fd, head, 0, head.length, 0);
        found = headerSize(head.subarray(0, n));
      } finally {
        fs.closeSync(fd);
      }
    } catch {
      found = null;
    }
  }
  if (sizes.size > 20_000) sizes.clear();
  sizes.set(rel, found);
  return found;
}

/** Size from an image file's first bytes. */
export function headerSize(b: Buffer): { width: number; height: number } | null {
  // PNG: signature, then the IHDR chunk's width and height.
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.toString('latin1', 12, 16) === 'IHDR') {
    return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  // GIF: logical screen size, little-endian.
  if (b.length >= 10 && b.toString('latin1', 0, 4) === 'GIF8') return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  // WebP: lossy (VP8), lossless (VP8L) or extended (VP8X).
  if (b.length >= 30 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') {
    const kind = b.toString('latin1', 12, 16);
    if (kind === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
    if (kind === 'VP8L') {
      const bits = b.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (kind === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  }
  // JPEG: the first start-of-frame marker.
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return null;
      const marker = b.readUInt8(i + 1);
      const len = b.readUInt16BE(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { width: b.readUInt16BE(i + 7), height: b.readUInt16BE(i + 5) };
      }
      i += 2 + len;
    }
  }
  return null;
}
