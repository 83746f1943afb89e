// Stitching the scripts slice on bytes writes what Gatsby's stitching writes, and leaves every page
// it does not know for sure to Gatsby's.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCRIPTS_SLICE_ID, placeScriptsSlice } from '../../src/platform/gatsby/runtime/scripts-slice-place';
import { gatsbyRequire, generateHtmlPath } from '../../src/platform/gatsby/build/gatsby-renderer';
import { stitchingOnBytes, stitchOnBytesInGatsby, stitchScriptsSlice, type GatsbyStitchingModule } from '../../src/platform/gatsby/build/slice-stitching';

// Gatsby's own function (kept on the replacement if another test in this process loaded it already).
const stitching = gatsbyRequire('./dist/utils/slices/stitching') as GatsbyStitchingModule;
const gatsbyStitch = stitching.stitchSliceForAPage.gatsby ?? stitching.stitchSliceForAPage;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const PLACEHOLDER = `<slice-start id="${SCRIPTS_SLICE_ID}"></slice-start><slice-end id="${SCRIPTS_SLICE_ID}"></slice-end>`;
const START = `<!-- slice-start id="${SCRIPTS_SLICE_ID}" -->`;
const END = `<!-- slice-end id="${SCRIPTS_SLICE_ID}" -->`;
const SLICE = '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script data-boot="/app-1.js /framework-2.js">(function(){})();</script>';

const PAGES = {
  '/': `<!DOCTYPE html><html lang="de-DE"><head><title>Hundeleine – Größe M</title></head><body><div id="___gatsby">Grüße €</div>${PLACEHOLDER}</body></html>`,
  '/no-slice/': '<!DOCTYPE html><html><body>plain</body></html>',
  // A slice of a page's own (with children) is Gatsby's to stitch.
  '/other-slice/': `<html><body><slice-start id="header-1"></slice-start><slice-end id="header-1"></slice-end>${PLACEHOLDER}</body></html>`,
  // Placed by the renderer, or stitched by an earlier build: the slice as it is now, or an older one.
  '/current-slice/': `<html><body>${START}${SLICE}${END}</body></html>`,
  '/older-slice/': `<html><body>${START}<script src="/app-0.js"></script>${END}</body></html>`,
  // Two comment regions are Gatsby's to stitch.
  '/two-regions/': `<html><body>${START}${END}<!-- slice-start id="header-1" --><!-- slice-end id="header-1" --></body></html>`,
};

function publicDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'slice-stitching-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, '_gatsby', 'slices'), { recursive: true });
  writeFileSync(path.join(dir, '_gatsby', 'slices', `${SCRIPTS_SLICE_ID}.html`), SLICE);
  writeFileSync(path.join(dir, '_gatsby', 'slices', 'header-1.html'), '<header>Trailmate</header>');
  for (const [pagePath, html] of Object.entries(PAGES)) {
    const file = generateHtmlPath(dir, pagePath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  return dir;
}

describe('stitchScriptsSlice', () => {
  it('puts the current slice between the comments Gatsby leaves, and gives up on any other marker', () => {
    const slice = Buffer.from(SLICE);
    const page = Buffer.from(PAGES['/']);
    const stitched = PAGES['/'].replace(PLACEHOLDER, `${START}${SLICE}${END}`);
    expect(stitchScriptsSlice(page, slice)?.toString()).toBe(stitched);
    const plain = Buffer.from(PAGES['/no-slice/']);
    expect(stitchScriptsSlice(plain, slice)).toBe(plain);
    const current = Buffer.from(PAGES['/current-slice/']);
    expect(stitchScriptsSlice(current, slice)).toBe(current);
    expect(stitchScriptsSlice(Buffer.from(PAGES['/older-slice/']), slice)?.toString()).toBe(PAGES['/current-slice/']);
    expect(stitchScriptsSlice(Buffer.from(PAGES['/other-slice/']), slice)).toBeNull();
    expect(stitchScriptsSlice(Buffer.from(PAGES['/two-regions/']), slice)).toBeNull();
    expect(stitchScriptsSlice(page, Buffer.from(`<slice-start id="x-1"></slice-start>`))).toBeNull();
  });
});

describe('placeScriptsSlice', () => {
  it("makes of a rendered page what Gatsby's stitching makes of it", () => {
    expect(placeScriptsSlice(PAGES['/'], SLICE)).toBe(PAGES['/'].replace(PLACEHOLDER, `${START}${SLICE}${END}`));
    expect(placeScriptsSlice(PAGES['/no-slice/'], SLICE)).toBe(PAGES['/no-slice/']);
  });
});

describe('stitchingOnBytes', () => {
  it("writes every page byte for byte as Gatsby's stitching does, calling Gatsby's only where it must", async () => {
    const theirs = publicDir();
    const ours = publicDir();
    const fallback = vi.fn(gatsbyStitch);
    const stitch = stitchingOnBytes(fallback, generateHtmlPath);
    for (const pagePath of Object.keys(PAGES)) {
      await gatsbyStitch({ pagePath, publicDir: theirs });
      await stitch({ pagePath, publicDir: ours });
      expect(readFileSync(generateHtmlPath(ours, pagePath)).equals(readFileSync(generateHtmlPath(theirs, pagePath))), pagePath).toBe(true);
    }
    expect(fallback.mock.calls.map(([args]) => args.pagePath)).toEqual(['/other-slice/', '/two-regions/']);
    expect(readFileSync(generateHtmlPath(ours, '/'), 'utf8')).toContain(SLICE);
  });

  it("replaces the function Gatsby's build calls, once, keeping Gatsby's", () => {
    stitchOnBytesInGatsby(gatsbyRequire);
    const replaced = stitching.stitchSliceForAPage;
    expect(replaced).not.toBe(gatsbyStitch);
    expect(replaced.gatsby).toBe(gatsbyStitch);
    stitchOnBytesInGatsby(gatsbyRequire);
    expect(stitching.stitchSliceForAPage).toBe(replaced);
  });
});
