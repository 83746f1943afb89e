// The generator is deterministic and the committed content/ is exactly what it produces.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build-content';
import { renderImages } from '../../scripts/content/images';
import { brandInfo } from '../../scripts/content/lib/brands';
import { validateGroup } from '../../scripts/content/translations';
import { CONTENT_DIR } from './load';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

const STRINGS_DIR = resolve(__dirname, '..', '..', 'scripts', 'content', 'strings');

function serialize(content: Awaited<ReturnType<typeof buildContent>>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [file, docs] of content.files) out.set(file, docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
  out.set('flags.json', JSON.stringify(content.flags, null, 2) + '\n');
  return out;
}

describe('content generator', () => {
  it('gives identical bytes on two runs', async () => {
    const first = serialize(await buildContent(STRINGS_DIR));
    const second = serialize(await buildContent(STRINGS_DIR));
    expect([...second.keys()]).toEqual([...first.keys()]);
    for (const [file, text] of first) expect(second.get(file), file).toBe(text);
  });

  it('renders identical PNG bytes on two runs', async () => {
    const content = await buildContent(STRINGS_DIR);
    const jobs = content.images.get('trailmate')!.filter((job, index) => index < 3 || job.shape === 'article').slice(0, 5);
    const dirs = [mkdtempSync(join(tmpdir(), 'content-a-')), mkdtempSync(join(tmpdir(), 'content-b-'))];
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
    const expected = serialize(await buildContent(STRINGS_DIR));
    for (const [file, text] of expected) {
      const committed = readFileSync(join(CONTENT_DIR, file), 'utf8');
      expect(committed === text, `content/${file} is stale: run npm run content`).toBe(true);
    }
  });

  it('--scale repeats every product with unique ids and resolvable references', async () => {
    const base = await buildContent(STRINGS_DIR);
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
});
