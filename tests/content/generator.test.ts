// The generator is deterministic and the committed content/ is exactly what it produces.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build-content';
import { renderImage, renderImages } from '../../scripts/content/images';
import { brandInfo } from '../../scripts/content/lib/brands';
import { brandMedia } from '../../scripts/content/media/brand-media';
import { captionsVtt } from '../../scripts/content/media/videos';
import { validateGroup } from '../../scripts/content/translations';
import { CONTENT_DIR, entryOf } from './load';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { BRAND_IDS } from '../../wire/vocabulary';

const STRINGS_DIR = resolve(__dirname, '..', '..', 'strings');

function serialize(content: Awaited<ReturnType<typeof buildContent>>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [file, docs] of content.files) out.set(file, docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
  out.set('flags.json', JSON.stringify(content.flags, null, 2) + '\n');
  return out;
}

// One run of the generator, read by every check below (none changes it); the first check proves a
// second run gives the same bytes.
let once: ReturnType<typeof buildContent> | undefined;
const built = () => (once ??= buildContent(STRINGS_DIR));

describe('content generator', () => {
  it('gives identical bytes on two runs', async () => {
    const first = serialize(await built());
    const second = serialize(await buildContent(STRINGS_DIR));
    expect([...second.keys()]).toEqual([...first.keys()]);
    for (const [file, text] of first) expect(second.get(file), file).toBe(text);
  });

  it('renders identical PNG bytes on two runs', async () => {
    const content = await built();
    const jobs = content.images.get('trailmate')!.filter((job, index) => index < 3 || job.shape === 'article').slice(0, 5);
    const dirs: [string, string] = [mkdtempSync(join(tmpdir(), 'content-a-')), mkdtempSync(join(tmpdir(), 'content-b-'))];
    try {
      for (const dir of dirs) await renderImages(dir, brandInfo('trailmate'), jobs);
      for (const job of jobs) {
        expect(readFileSync(join(dirs[0], job.path)).equals(readFileSync(join(dirs[1], job.path))), job.path).toBe(true);
      }
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });

  it('matches the committed content/ files (run `npm run content` after changing scripts/content)', async () => {
    const expected = serialize(await built());
    for (const [file, text] of expected) {
      const committed = readFileSync(join(CONTENT_DIR, file), 'utf8');
      expect(committed === text, `content/${file} is stale: run npm run content`).toBe(true);
    }
  });

  it('--scale repeats every product with unique ids and resolvable references', async () => {
    const base = await built();
    const scaled = await buildContent(STRINGS_DIR, { scale: 3 });
    const products = (content: typeof base) => content.files.get('catalogue-trailmate.ndjson')!.filter((d) => d._type === 'product').length;
    expect(products(scaled)).toBe(products(base) * 3);
    const docs = [...scaled.files.values()].flat();
    const ids = new Set(docs.map((d) => d._id));
    expect(ids.size).toBe(docs.length);
    const refs = JSON.stringify(docs).match(/"_ref":"[^"]+"/g) ?? [];
    for (const ref of refs) expect(ids.has(ref.slice(8, -1)), ref).toBe(true);
    const productImages = (content: typeof base) => content.images.get('trailmate')!.filter((job) => !job.path.includes('/collection-')).length;
    expect(productImages(scaled)).toBe(productImages(base));
    // Copies link only the media files the committed dataset has (their original's video and captions).
    const mediaLinks = (content: typeof base) => new Set(JSON.stringify([...content.files.values()].flat()).match(/media\/[a-z]+\/[^"]+/g) ?? []);
    const committed = mediaLinks(base);
    expect(committed.size).toBeGreaterThan(0);
    expect([...mediaLinks(scaled)].filter((link) => !committed.has(link))).toEqual([]);
  });

  it('fails with a clear message when a string lacks a language its site enables', () => {
    expect(() =>
      validateGroup('ui-example.ts', {
        groupKey: 'ui-example',
        siteIdentifier: 'yardwise',
        strings: [{ key: 'greeting', values: { en: 'Hello' } }],
      }),
    ).toThrow('Translation group "ui-example" (strings/ui-example.ts, site yardwise, needs en fr): "greeting" has no fr value');
    expect(() =>
      validateGroup('ui-example.ts', {
        groupKey: 'ui-example',
        siteIdentifier: 'homing',
        strings: [{ key: 'greeting', values: { en: 'Hello' } }],
      }),
    ).not.toThrow();
  });

  it('fails naming the string and language when a message is not valid ICU or takes other arguments than its English', () => {
    const group = (fr: string) => ({
      groupKey: 'ui-example',
      siteIdentifier: 'yardwise' as const,
      strings: [{ key: 'productCount', values: { en: '{count, plural, one {# product} other {# products}}', fr } }],
    });
    expect(() => validateGroup('ui-example.ts', group('{count, plural, one {# produit} many {# de produits} other {# produits}}'))).not.toThrow();
    expect(() => validateGroup('ui-example.ts', group('{count, plural, one {# produit} other {# produits}'))).toThrow(/"productCount" \(fr\) does not parse/);
    expect(() => validateGroup('ui-example.ts', group('{n, plural, one {# produit} many {# de produits} other {# produits}}'))).toThrow(
      '"productCount" (fr) takes {n}, English takes {count}',
    );
    expect(() => validateGroup('ui-example.ts', group('{count, plural, one {# produit} other {# produits}}'))).toThrow('"productCount" (fr) {count, plural} lacks many (fr: many, one, other)');
  });

  it('writes every UI string as its ICU MessageFormat source (the cart button with its plural)', async () => {
    const content = await built();
    const cart = content.files.get('translations.ndjson')!.find((d) => d._id === 'translationGroup-ui-cart') as unknown as {
      strings: { key: string; localizedStrings: { _key: string; value: string }[] }[];
    };
    const openCart = cart.strings.find((s) => s.key === 'openCart')!;
    expect(openCart.localizedStrings.find((l) => l._key === 'en')?.value).toBe('{count, plural, one {Cart, # item} other {Cart, # items}}');
    expect(openCart.localizedStrings.map((l) => l._key)).toEqual(['en', 'fr', 'de', 'it', 'nl', 'es']);
  });
});

const BRANDS = BRAND_IDS;

describe('committed media and images are what the generator renders', () => {
  let content: Awaited<ReturnType<typeof buildContent>>;
  beforeAll(async () => {
    content = await built();
  });

  it('every media file (WebM videos, WebVTT captions) is byte for byte what the generator renders, and content/media/ and content/account-media/ hold no other file', async () => {
    for (const brand of BRANDS) {
      const files = await brandMedia(content, brand);
      expect(files.length, brand).toBeGreaterThan(0);
      for (const file of files) {
        expect(readFileSync(join(CONTENT_DIR, file.path)).equals(file.bytes), `content/${file.path} is stale: run npm run content`).toBe(true);
      }
      const listed = (folder: string) => (existsSync(join(CONTENT_DIR, folder)) ? readdirSync(join(CONTENT_DIR, folder)).map((name) => `${folder}/${name}`) : []);
      const committed = [...listed(`media/${brand}`), ...listed(`account-media/${brand}/training`)].sort();
      expect(committed, brand).toEqual(files.map((file) => file.path).sort());
    }
  }, 120_000);

  it('product pictures of every shape, and a sample of the rest, are byte for byte the committed PNGs', async () => {
    let compared = 0;
    for (const brand of BRANDS) {
      const seenShapes = new Set<string>();
      for (const [index, job] of content.images.get(brand)!.entries()) {
        const look = `${job.shape}:${job.overlay ?? ''}`;
        if (seenShapes.has(look) && index % 5 !== 0) continue;
        seenShapes.add(look);
        expect((await renderImage(job, brandInfo(brand))).equals(readFileSync(join(CONTENT_DIR, job.path))), `content/${job.path} is stale: run npm run content`).toBe(true);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(60);
  }, 120_000);

  it('each caption file is in its own language: the video and product titles of that language, not the English ones', () => {
    let checked = 0;
    for (const brand of BRANDS) {
      const products = content.files.get(`catalogue-${brand}.ndjson`)!.filter((d) => d._type === 'product');
      for (const product of products) {
        const title = product.title as Record<string, string>;
        for (const video of (product.videos as { title: Record<string, string>; durationSeconds: number; captions: { language: string; src: string }[] }[] | undefined) ?? []) {
          const english = readFileSync(join(CONTENT_DIR, video.captions.find((c) => c.language === 'en')!.src), 'utf8');
          for (const track of video.captions) {
            const text = readFileSync(join(CONTENT_DIR, track.src), 'utf8');
            const videoTitle = entryOf(video.title, track.language, `title of a video of ${String(product._id)}`);
            expect(text, track.src).toBe(captionsVtt(videoTitle, entryOf(title, track.language, `title of ${String(product._id)}`), brandInfo(brand).name, video.durationSeconds));
            expect(text, track.src).toContain(videoTitle);
            if (track.language !== 'en') {
              expect(text, `${track.src} repeats the English captions`).not.toBe(english);
              if (video.title[track.language] !== video.title.en) expect(text, track.src).not.toContain(video.title.en);
            }
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
