// `npm run bench:rebuild [-- --brand trailmate] [--product rover-hammock] [--products N] [--locales a,b]`: a marketer's
// republish. In a copy of the repo the brand is built once (filling Gatsby's cache) and again without
// a change (Gatsby's first cached build rewrites every HTML file because its compilation hash moves
// once, gatsbyjs/gatsby#33450), then one product's title is changed in content/ and the changed pages
// are re-rendered with that build's renderer, as the republisher does while the code is unchanged
// (scripts/build/rerender-pages.ts), against a twin already running as under `npm start`. For
// comparison Gatsby then rebuilds the same change with its cache. Prints both times and which HTML
// files each rewrote, judged against the pages that show that product (the HTML of the first build
// that contains its old title): expected changes, pages rewritten that do not show it, and pages that
// show it but were not rewritten; and the files where the two outputs differ (none is expected).
// `--products N` first generates a catalogue of N products. A measurement, not a test.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rerenderPages } from '../build/brand-build';
import { restoreOriginals } from '../build/page-originals';
import { isSiteBrand } from '../static-server/brands';
import { launchTwin } from '../../shared/twin-process';
import { cliArgs } from '../cli-args';
import { timedGatsbyBuild } from './lib/empty-gatsby';
import { brandBuildEnv, generateContent, makeWorkspace, restrictLocales } from './lib/workspace';

/** Every file under `root` (relative path → content hash). */
function snapshot(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(path.relative(root, full), createHash('sha1').update(readFileSync(full)).digest('hex'));
    }
  };
  walk(root);
  return files;
}

interface ProductDoc {
  _type: string;
  title?: Record<string, string>;
  store?: { title?: string; slug?: { current?: string } };
}

/** Every product title of the brand's catalogue, in every language. */
function productTitles(workspace: string, brand: string): Set<string> {
  const file = path.join(workspace, 'content', `catalogue-${brand}.ndjson`);
  const titles = new Set<string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.includes('"_type":"product"')) continue;
    const doc = JSON.parse(line) as ProductDoc;
    for (const title of [...Object.values(doc.title ?? {}), doc.store?.title ?? '']) if (title) titles.add(title);
  }
  return titles;
}

/** Renames one product in every language; answers its old titles. */
function renameProduct(workspace: string, brand: string, handle: string): string[] {
  const file = path.join(workspace, 'content', `catalogue-${brand}.ndjson`);
  const lines = readFileSync(file, 'utf8').split('\n');
  let oldTitles: string[] = [];
  const changed = lines.map((line) => {
    if (!line.includes('"_type":"product"')) return line;
    const doc = JSON.parse(line) as ProductDoc;
    if (doc._type !== 'product' || doc.store?.slug?.current !== handle) return line;
    oldTitles = [...new Set([...Object.values(doc.title ?? {}), doc.store.title ?? ''])].filter(Boolean);
    for (const language of Object.keys(doc.title ?? {})) doc.title![language] = `${doc.title![language]} Pro`;
    if (doc.store.title) doc.store.title = `${doc.store.title} Pro`;
    return JSON.stringify(doc);
  });
  if (!oldTitles.length) throw new Error(`No product ${handle} in ${brand}'s catalogue`);
  writeFileSync(file, changed.join('\n'));
  return oldTitles;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function main(): Promise<void> {
  const { values: args } = cliArgs('npm run bench:rebuild -- [--brand trailmate] [--product rover-hammock] [--products N] [--locales a,b]', {
    brand: { type: 'string', default: 'trailmate' },
    product: { type: 'string', default: 'rover-hammock' },
    products: { type: 'string', default: '' },
    locales: { type: 'string', default: '' },
  });
  const brand = args.brand;
  if (!isSiteBrand(brand)) throw new Error(`Unknown brand ${brand}`);
  const handle = args.product;
  const products = args.products;
  const workspace = makeWorkspace();
  process.on('exit', () => rmSync(workspace, { recursive: true, force: true, maxRetries: 5 }));
  process.on('SIGINT', () => process.exit(130));
  if (products) await generateContent(workspace, ['--products', products]);
  // `--locales a,b`: only those markets (a large catalogue in all sixteen is more pages than one Gatsby build takes).
  const locales = args.locales;
  if (locales) restrictLocales(workspace, brand, locales.split(','));
  for (const dir of ['.cache', 'public']) rmSync(path.join(workspace, dir), { recursive: true, force: true });
  // One release id for every build: outside git it would be each build's time, which gatsby build
  // puts in every locale file while a re-render keeps the last build's, and the outputs are compared.
  const env = { ...brandBuildEnv(brand), GATSBY_SENTRY_RELEASE: `${brand}@bench-rebuild` };
  const output = path.join(workspace, 'public');
  console.log(`building ${brand} (cold, fills the cache) …`);
  const first = await timedGatsbyBuild(workspace, env);
  if (!first.ok || !existsSync(output)) throw new Error('first build failed');
  console.log(`  ${(first.wallMs / 1000).toFixed(1)} s`);
  const cold = snapshot(output);
  console.log(`building ${brand} again without a change …`);
  const warm = await timedGatsbyBuild(workspace, env);
  if (!warm.ok) throw new Error('second build failed');
  const before = snapshot(output);
  const warmRewritten = [...before.keys()].filter((file) => file.endsWith('.html') && cold.get(file) !== before.get(file)).length;
  console.log(`  ${(warm.wallMs / 1000).toFixed(1)} s, ${warmRewritten} HTML files rewritten`);
  const allTitles = productTitles(workspace, brand);
  const oldTitles = renameProduct(workspace, brand, handle);
  // Titles that merely begin with the product's ("Rover Hammock Extended Width") are another product.
  const longer = [...allTitles].filter((title) => oldTitles.some((old) => title !== old && title.startsWith(old))).sort((a, b) => b.length - a.length);
  const shows = (html: string) => {
    const rest = longer.reduce((text, title) => text.split(escapeHtml(title)).join(''), html);
    return oldTitles.some((title) => rest.includes(escapeHtml(title)));
  };
  const showing = new Set([...before.keys()].filter((file) => file.endsWith('.html') && shows(readFileSync(path.join(output, file), 'utf8'))));
  // The republisher plans against the twin `npm start` keeps running; the builds above start their own.
  const twin = await launchTwin({ contentDir: path.join(workspace, 'content'), rateLimit: 0, timeoutMs: 600_000 });
  console.log(`renamed ${handle} ("${oldTitles[0]}" → "${oldTitles[0]} Pro"); re-rendering the changed pages, the twin already running …`);
  // What the republisher does when code and pages are those of the last build (rerender-pages.ts).
  const rerenderStarted = Date.now();
  const rerender = await rerenderPages(workspace, { ...process.env, ...env, TWIN_URL: twin.url }, () => {}).catch(async (error: unknown) => {
    await twin.stop();
    throw error;
  });
  const rerenderMs = Date.now() - rerenderStarted;
  await twin.stop();
  if (rerender.result?.outcome !== 'rendered') throw new Error(`re-render did not run: ${rerender.result?.reason ?? rerender.tail.slice(-20).join('\n')}`);
  const rerendered = snapshot(output);
  report('re-render of the changed pages', rerenderMs, before, rerendered, showing, rerender.result.steps);
  // Gatsby's own cached rebuild of the same change, from Gatsby's files as it left them.
  await restoreOriginals(path.join(workspace, '.cache'), output);
  console.log('\nrebuilding with gatsby build and its cache, for comparison …');
  const second = await timedGatsbyBuild(workspace, env);
  if (!second.ok) throw new Error('rebuild failed');
  const after = snapshot(output);
  report('gatsby build with the cache', second.wallMs, before, after, showing);
  const differing = [...new Set([...after.keys(), ...rerendered.keys()])].filter((file) => after.get(file) !== rerendered.get(file));
  console.log(`\nfiles where the re-render and gatsby build differ: ${differing.length}${differing.length ? `\n  ${differing.slice(0, 20).join('\n  ')}` : ''}`);
  console.log(`cold build ${(first.wallMs / 1000).toFixed(1)} s, unchanged cached build ${(warm.wallMs / 1000).toFixed(1)} s`);
}

/** Prints a rebuild's time and which HTML files it rewrote, against the pages that show the product. */
function report(name: string, ms: number, before: Map<string, string>, after: Map<string, string>, showing: Set<string>, steps?: Record<string, number>): void {
  const changed = [...after.keys()].filter((file) => before.get(file) !== after.get(file));
  const removed = [...before.keys()].filter((file) => !after.has(file));
  const html = changed.filter((file) => file.endsWith('.html'));
  const expected = html.filter((file) => showing.has(file));
  const unexpected = html.filter((file) => !showing.has(file));
  const missed = [...showing].filter((file) => !html.includes(file));
  const htmlTotal = [...after.keys()].filter((file) => file.endsWith('.html')).length;
  const stepText = steps ? ` (${Object.entries(steps).map(([step, seconds]) => `${step} ${seconds.toFixed(1)} s`).join(', ')})` : '';
  console.log(`\n${name} after one title change: ${(ms / 1000).toFixed(1)} s${stepText}`);
  console.log(`HTML files: ${htmlTotal}; showing the product: ${showing.size}; rewritten: ${html.length}`);
  console.log(`  rewritten and showing the product: ${expected.length}`);
  console.log(`  rewritten without showing it: ${unexpected.length}${unexpected.length ? `\n    ${unexpected.slice(0, 20).join('\n    ')}${unexpected.length > 20 ? '\n    …' : ''}` : ''}`);
  console.log(`  showing it but not rewritten: ${missed.length}${missed.length ? `\n    ${missed.slice(0, 20).join('\n    ')}` : ''}`);
  console.log(`other files changed: ${changed.length - html.length}, removed: ${removed.length}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
