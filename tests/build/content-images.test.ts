// The build's image data: one query's answer by path, each page's share of it in path order, and
// the copy kept for re-rendering changed pages.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentImageMap, readContentImages, writeContentImages, type ContentImagesResult } from '../../src/build/content-images';
import { imagesOf } from '../../src/lib/content/image-data';

const data = (src: string) => ({ width: 800, height: 600, images: { fallback: { src } } });
const dir = mkdtempSync(path.join(os.tmpdir(), 'content-images-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('content images', () => {
  it('maps a query answer by path, leaving out files with no image data', () => {
    const result: ContentImagesResult = {
      allFile: {
        nodes: [
          { relativePath: 'images/b.png', childImageSharp: { gatsbyImageData: data('/b.webp') } },
          { relativePath: 'images/logo.svg', childImageSharp: null },
          { relativePath: 'images/a.png', childImageSharp: { gatsbyImageData: data('/a.webp') } },
        ],
      },
    };
    const map = contentImageMap(result);
    expect([...map.keys()]).toEqual(['images/b.png', 'images/a.png']);
    expect(contentImageMap(undefined).size).toBe(0);
  });

  it("gives a page its own images in path order, whatever order its planner listed them in", () => {
    const all = new Map([['images/a.png', data('/a.webp')], ['images/b.png', data('/b.webp')], ['images/c.png', data('/c.webp')]]);
    const page = imagesOf(all, ['images/c.png', 'images/a.png', 'images/missing.png']);
    expect(Object.keys(page)).toEqual(['images/a.png', 'images/c.png']);
    expect(page['images/c.png']).toBe(all.get('images/c.png'));
    expect(imagesOf(all, [])).toEqual({});
  });

  it('keeps the answer for re-rendering, the same file for the same images', async () => {
    const file = path.join(dir, 'content-images.json');
    expect(await readContentImages(file)).toBeNull();
    await writeContentImages(file, new Map([['images/b.png', data('/b.webp')], ['images/a.png', data('/a.webp')]]));
    const first = readFileSync(file, 'utf8');
    await writeContentImages(file, new Map([['images/a.png', data('/a.webp')], ['images/b.png', data('/b.webp')]]));
    expect(readFileSync(file, 'utf8')).toBe(first);
    const back = await readContentImages(file);
    expect(back?.get('images/b.png')).toEqual(data('/b.webp'));
    expect([...back!.keys()]).toEqual(['images/a.png', 'images/b.png']);
  });
});
