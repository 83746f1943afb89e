// `npm run content`: regenerates every file of content/ deterministically (see content/README.md).
// Options: --out <dir> (default content/), --no-images (skip PNG rendering), --scale <n> (repeat every
// product n times for build benchmarks; requires --out so the committed dataset stays as it is),
// --products <n> (each brand's catalogue made exactly n products, numbered copies after its own; also needs --out),
// --check (write nothing; exit 1 listing every file that differs from what the generator produces).
import { readFile, readdir, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContent } from './build-content';
import { renderImage, renderImages } from './images';
import { brandInfo } from './lib/core-exports';
import { brandMedia } from './media/brand-media';
import { cliArgs } from '../cli-args';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');

async function main(): Promise<void> {
  const { values: args } = cliArgs('npm run content -- [--out DIR] [--no-images] [--scale N] [--products N] [--check]', {
    out: { type: 'string' },
    'no-images': { type: 'boolean' },
    scale: { type: 'string', default: '1' },
    products: { type: 'string' },
    check: { type: 'boolean' },
  });
  const outDir = resolve(root, args.out ?? 'content');
  const scale = Number(args.scale);
  const products = args.products === undefined ? undefined : Number(args.products);
  if ((scale !== 1 || products !== undefined) && !args.out) throw new Error('--scale and --products need --out <dir>: the committed content/ keeps the real catalogue');
  const content = await buildContent(join(root, 'strings'), { scale, products });
  if (args.check) return check(outDir, content);
  await mkdir(outDir, { recursive: true });
  for (const [file, docs] of content.files) {
    await writeFile(join(outDir, file), docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
  }
  await writeFile(join(outDir, 'flags.json'), JSON.stringify(content.flags, null, 2) + '\n');
  let bytes = 0;
  let mediaBytes = 0;
  let mediaFiles = 0;
  if (!args['no-images']) {
    for (const [brand, jobs] of content.images) {
      await rm(join(outDir, 'images', brand), { recursive: true, force: true });
      bytes += await renderImages(outDir, brandInfo(brand), jobs);
    }
    for (const brand of content.images.keys()) {
      await rm(join(outDir, 'media', brand), { recursive: true, force: true });
      await rm(join(outDir, 'account-media', brand), { recursive: true, force: true });
      for (const file of await brandMedia(content, brand)) {
        await mkdir(dirname(join(outDir, file.path)), { recursive: true });
        await writeFile(join(outDir, file.path), file.bytes);
        mediaBytes += file.bytes.length;
        mediaFiles++;
      }
    }
  }
  const counts = new Map<string, number>();
  for (const docs of content.files.values()) for (const d of docs) counts.set(d._type, (counts.get(d._type) ?? 0) + 1);
  const images = [...content.images.values()].reduce((sum, jobs) => sum + jobs.length, 0);
  console.log(`content written to ${outDir}`);
  for (const [type, count] of [...counts].sort()) console.log(`  ${type}: ${count}`);
  console.log(`  images: ${images}${bytes ? ` (${(bytes / 1024 / 1024).toFixed(2)} MB)` : ' (skipped)'}`);
  console.log(`  media (videos, captions): ${mediaFiles}${mediaBytes ? ` (${(mediaBytes / 1024 / 1024).toFixed(2)} MB)` : ' (skipped)'}`);
}

/** Compares the generator's output with the files in outDir without writing anything. */
async function check(outDir: string, content: Awaited<ReturnType<typeof buildContent>>): Promise<void> {
  const stale: string[] = [];
  const same = async (file: string, bytes: Buffer | string) => {
    const current = await readFile(join(outDir, file)).catch(() => null);
    if (!current || !current.equals(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes))) stale.push(file);
  };
  for (const [file, docs] of content.files) await same(file, docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
  await same('flags.json', JSON.stringify(content.flags, null, 2) + '\n');
  const expected = new Set<string>();
  for (const [brand, jobs] of content.images) {
    for (const job of jobs) {
      expected.add(job.path);
      await same(job.path, await renderImage(job, brandInfo(brand)));
    }
    const present = await readdir(join(outDir, 'images', brand)).catch(() => [] as string[]);
    for (const name of present) if (!expected.has(`images/${brand}/${name}`)) stale.push(`images/${brand}/${name} (not generated)`);
    const media = await brandMedia(content, brand);
    for (const file of media) await same(file.path, file.bytes);
    const mediaPaths = new Set(media.map((file) => file.path));
    for (const folder of [`media/${brand}`, `account-media/${brand}/training`]) {
      const present = await readdir(join(outDir, folder)).catch(() => [] as string[]);
      for (const name of present) if (!mediaPaths.has(`${folder}/${name}`)) stale.push(`${folder}/${name} (not generated)`);
    }
  }
  const ndjson = (await readdir(outDir)).filter((name) => name.endsWith('.ndjson') && !content.files.has(name));
  stale.push(...ndjson.map((name) => `${name} (not generated)`));
  if (stale.length) {
    console.error(`content/ is stale; run npm run content. Differs: ${stale.join(', ')}`);
    process.exit(1);
  }
  console.log('content/ is up to date');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
