import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished } from 'vitest';
import { BRAND_IDS, loadBrand } from '../../brands';
import { faviconSvg, icoFromPng, writeFavicons } from '../../src/build/favicon';
import { FAVICON_FILES } from '../../src/lib/paths';

const logoOf = (id: string) => readFileSync(path.join('brands', id, 'logo.svg'), 'utf8');

describe('favicon', () => {
  it("keeps the logo's mark and drops its wordmark and title, framed on the mark's square", () => {
    const svg = faviconSvg(logoOf('homing'), { x: 5, y: 3, size: 60 });
    expect(svg).toContain('viewBox="5 3 60 60"');
    expect(svg).toContain('<path d="M35 8');
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('<title');
    expect(svg).not.toContain('Homing');
  });

  it('wraps a PNG in an .ico the way the format lays it out', () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const ico = icoFromPng(png, 32);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(1);
    expect(ico.readUInt8(6)).toBe(32);
    expect(ico.readUInt32LE(14)).toBe(png.length);
    expect(ico.subarray(ico.readUInt32LE(18)).equals(png)).toBe(true);
  });

  it('writes a favicon of its own for each brand, at the sizes browsers ask for', async () => {
    const icons = new Set<string>();
    for (const id of BRAND_IDS) {
      const dir = mkdtempSync(path.join(tmpdir(), `favicon-${id}-`));
      onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
      await writeFavicons(dir, logoOf(id), loadBrand(id).logo.mark);
      const ico = readFileSync(path.join(dir, FAVICON_FILES.ico));
      const png = ico.subarray(ico.readUInt32LE(18));
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 32, height: 32 });
      const touch = await sharp(path.join(dir, FAVICON_FILES.appleTouch)).metadata();
      expect(touch).toMatchObject({ format: 'png', width: 180, height: 180, hasAlpha: false });
      // The mark fills its square: the icon is not blank.
      const stats = await sharp(png).stats();
      expect(stats.channels[3]?.max).toBe(255);
      icons.add(png.toString('base64'));
    }
    expect(icons.size).toBe(BRAND_IDS.length);
  });
});
