// Every product has a picture of its own and copy of its own: products drawn with the same
// silhouette (the three Homing GPS collars) still differ in the drawing itself, each collection's
// picture is its own, and no two products of a brand open their description with the same sentence.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContent, CATALOGUES } from '../../scripts/content/build-content';
import type { ImageJob } from '../../scripts/content/catalogue/build';
import { renderImage } from '../../scripts/content/images';
import { brandInfo } from '../../scripts/content/lib/brands';
import { CONTENT_DIR, loadFiles } from './load';

const STRINGS_DIR = resolve(__dirname, '..', '..', 'strings');

let jobs: Map<string, ImageJob[]>;
beforeAll(async () => {
  const content = await buildContent(STRINGS_DIR);
  jobs = new Map([...content.images].map(([brand, list]) => [brand as string, list]));
});

/** The drawing alone: a job rendered small in one colour with one seed (the backdrop's circle stays put). */
function drawing(brand: string, job: ImageJob): Promise<Buffer> {
  return renderImage({ ...job, path: 'x.png', width: 160, height: 160, color: '#336699', seed: 'same' }, brandInfo(brand as never));
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('pictures of their own', () => {
  it('every product’s main picture in content/ is a file with bytes no other product’s has', () => {
    const seen = new Map<string, string>();
    for (const [brand, spec] of Object.entries(CATALOGUES)) {
      for (const product of spec.products) {
        const hash = sha(readFileSync(join(CONTENT_DIR, 'images', brand, `${product.handle}.png`)));
        expect(seen.get(hash), `${product.handle} has the picture of ${seen.get(hash)}`).toBeUndefined();
        seen.set(hash, product.handle);
      }
    }
  });

  it('products drawn with the same silhouette are different drawings (same colour, same backdrop)', async () => {
    for (const [brand, spec] of Object.entries(CATALOGUES)) {
      const seen = new Map<string, string>();
      for (const product of spec.products) {
        const job = jobs.get(brand)!.find((j) => j.path === `images/${brand}/${product.handle}.png`)!;
        const hash = sha(await drawing(brand, job));
        expect(seen.get(hash), `${brand}: ${product.handle} is drawn like ${seen.get(hash)}`).toBeUndefined();
        seen.set(hash, product.handle);
      }
    }
  });

  it('the Homing GPS collars are three different drawings', async () => {
    const handles = ['homing-go-gps-collar', 'homing-pro-gps-collar', 'homing-mini-gps-collar'];
    const drawn = await Promise.all(handles.map((handle) => drawing('homing', jobs.get('homing')!.find((j) => j.path === `images/homing/${handle}.png`)!)));
    expect(new Set(drawn.map(sha)).size).toBe(3);
  });

  it('each collection’s picture is a drawing of its own', async () => {
    for (const [brand, spec] of Object.entries(CATALOGUES)) {
      const seen = new Map<string, string>();
      for (const collection of spec.collections) {
        const job = jobs.get(brand)!.find((j) => j.path === `images/${brand}/collection-${collection.handle}.png`)!;
        const hash = sha(await drawing(brand, job));
        expect(seen.get(hash), `${brand}: ${collection.handle} is drawn like ${seen.get(hash)}`).toBeUndefined();
        seen.set(hash, collection.handle);
      }
    }
  });
});

describe('copy of its own', () => {
  it('no two products of a brand open their description with the same sentence (the title aside), in any language', () => {
    for (const [file, docs] of loadFiles()) {
      if (!file.startsWith('catalogue-')) continue;
      const openers = new Map<string, string>();
      for (const product of docs.filter((d) => d._type === 'product')) {
        const title = product.title as Record<string, string>;
        for (const [language, text] of Object.entries(product.description as Record<string, string>)) {
          const first = text.split(/(?<=[.!?])\s/)[0]!.replace(title[language]!, '{title}');
          const key = `${language}: ${first}`;
          const handle = (product.store as { slug: { current: string } }).slug.current;
          expect(openers.get(key), `${file} ${handle} opens like ${openers.get(key)}: ${key}`).toBeUndefined();
          openers.set(key, handle);
        }
      }
    }
  });
});
