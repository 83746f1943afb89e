// `npm run content`: regenerates every file of content/ deterministically (see content/README.md).
// Options: --out <dir> (default content/), --no-images (skip PNG rendering), --scale <n> (repeat every
// product n times for build benchmarks; requires --out so the committed dataset stays as it is).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContent } from './build-content';
import { renderImages } from './images';
import { brandInfo } from './lib/core-exports';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');

function arg(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const outDir = resolve(root, arg('--out') ?? 'content');
  const scale = Number(arg('--scale') ?? '1');
  if (scale !== 1 && !arg('--out')) throw new Error('--scale needs --out <dir>: the committed content/ keeps the real catalogue');
  const content = await buildContent(join(here, 'strings'), { scale });
  await mkdir(outDir, { recursive: true });
  for (const [file, docs] of content.files) {
    await writeFile(join(outDir, file), docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
  }
  await writeFile(join(outDir, 'flags.json'), JSON.stringify(content.flags, null, 2) + '\n');
  let bytes = 0;
  if (!process.argv.includes('--no-images')) {
    for (const [brand, jobs] of content.images) {
      await rm(join(outDir, 'images', brand), { recursive: true, force: true });
      bytes += await renderImages(outDir, brandInfo(brand), jobs);
    }
  }
  const counts = new Map<string, number>();
  for (const docs of content.files.values()) for (const d of docs) counts.set(d._type, (counts.get(d._type) ?? 0) + 1);
  const images = [...content.images.values()].reduce((sum, jobs) => sum + jobs.length, 0);
  console.log(`content written to ${outDir}`);
  for (const [type, count] of [...counts].sort()) console.log(`  ${type}: ${count}`);
  console.log(`  images: ${images}${bytes ? ` (${(bytes / 1024 / 1024).toFixed(2)} MB)` : ' (skipped)'}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
