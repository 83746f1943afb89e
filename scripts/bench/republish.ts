// `npm run bench:republish [-- --runs N] [--brand trailmate] [--log-builds]`: a content edit from publish to live. A
// copy of the brand's built site (dist/<brand>/) is served in a temporary folder in front of a twin
// of its own, with the republisher listening to the twin's content lake, as `npm start` runs them;
// then, N times, one product's title is changed and published through @sanity/client, and the time
// until the served product page shows the new title is measured. Prints publish → live, the build
// itself and how many pages the build rewrote. Builds use the brand's Gatsby cache (the first run
// after a build from another checkout may rebuild more). A measurement, not a test.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@sanity/client';
import { launchRepublisher } from '../republish/process';
import { isSiteBrand, type SiteBrand } from '../static-server/brands';
import { serveBrands } from '../static-server/serve-brands';
import { launchTwin } from '../twin-process';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

interface ProductDoc {
  _id: string;
  store: { title: string; slug: { current: string }; productType: string };
  title: Record<string, string>;
}

interface BrandStatusJson {
  brand: string;
  state: string;
  published: { at: string; seconds: number; buildSeconds: number; changedPages: string[]; pages: number } | null;
  error: string | null;
}

async function main(): Promise<void> {
  const brand = option('--brand', 'trailmate');
  const runs = Number(option('--runs', '2'));
  if (!isSiteBrand(brand)) throw new Error(`Unknown brand ${brand}.`);
  const built = path.resolve('dist', brand);
  if (!existsSync(path.join(built, 'index.html'))) throw new Error(`No build in dist/${brand}: run \`npm run build -- ${brand}\` first.`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-republish-'));
  const distRoot = path.join(work, 'dist');
  cpSync(built, path.join(distRoot, brand), { recursive: true, dereference: true });
  const adminKey = randomBytes(24).toString('hex');
  const twin = await launchTwin({ rateLimit: 0, env: { TWIN_ADMIN_KEY: adminKey } });
  const sites = await serveBrands({ distRoot, brands: [brand as SiteBrand], twinOrigin: twin.url });
  let publishedAt = Date.now();
  const republisher = await launchRepublisher({
    twinUrl: twin.url,
    distRoot,
    brands: [brand],
    source: 'listen',
    jobs: 1,
    artefactsRoot: path.join(work, 'artefacts'),
    // --log-builds: Gatsby's own lines too (its step timings), with the seconds since the last publish.
    logBuilds: process.argv.includes('--log-builds'),
    onLine: (line) => {
      if (line.startsWith('[republish]')) console.log(line.length > 400 ? `${line.slice(0, 400)} …` : line);
      else if (line.startsWith('[build ') && line.trim().length > 16) console.log(`  +${((Date.now() - publishedAt) / 1000).toFixed(1)} s ${line}`);
    },
  });
  const client = createClient({ projectId: 'twin', dataset: 'production', apiHost: `${twin.url}/sanity`, useProjectHostname: false, apiVersion: '2025-04-01', useCdn: false, token: adminKey });
  const status = async (): Promise<BrandStatusJson> => {
    const json = (await (await fetch(`${republisher.url}/status.json`)).json()) as { brands: BrandStatusJson[] };
    return json.brands[0];
  };
  try {
    const product = await client.fetch<ProductDoc>('*[_type == "product" && brand == $brand && canBeShown][0]{_id, store, title}', { brand });
    // The product page's address: /<collection>/<handle>/ (the default locale has no prefix).
    const html = await (await fetch(`${sites.origin(brand as SiteBrand)}/`)).text();
    const handle = product.store.slug.current;
    const match = new RegExp(`href="(/[a-z0-9-]+/${handle}/)"`).exec(html);
    const pagePath = match?.[1] ?? (await findProductPath(sites.origin(brand as SiteBrand), handle));
    console.log(`Republishing ${brand}: "${product.store.title}" (${product._id}), watched at ${pagePath}`);
    const results: { live: number; build: number; changed: number; pages: number }[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const title = `${product.title.en} Mark ${run + 1}`;
      const started = Date.now();
      publishedAt = started;
      await client.patch(product._id).set({ 'store.title': title, 'title.en': title }).commit();
      let live = 0;
      for (;;) {
        const page = await (await fetch(`${sites.origin(brand as SiteBrand)}${pagePath}`)).text();
        if (page.includes(title)) {
          live = (Date.now() - started) / 1000;
          break;
        }
        const current = await status();
        if (current.state === 'failed') throw new Error(`The build failed:\n${current.error}`);
        if (Date.now() - started > 20 * 60_000) throw new Error('The new title was not served within 20 minutes.');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const current = await status();
      const published = current.published!;
      results.push({ live, build: published.buildSeconds, changed: published.changedPages.length, pages: published.pages });
      console.log(`run ${run}: publish → live ${live.toFixed(1)} s (build and swap ${published.buildSeconds.toFixed(1)} s, the rest waiting for the build lock), ${published.changedPages.length} of ${published.pages} HTML files rewritten`);
    }
    console.log('\nrun  publish→live  build+swap  HTML files rewritten');
    results.forEach((r, i) => console.log(`${String(i + 1).padStart(3)}  ${r.live.toFixed(1).padStart(10)} s  ${r.build.toFixed(1).padStart(8)} s  ${r.changed} of ${r.pages}`));
  } finally {
    await republisher.stop();
    await sites.close();
    await twin.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** The product page's path, from the sitemap when the home page does not link the product. */
async function findProductPath(origin: string, handle: string): Promise<string> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const match = new RegExp(`<loc>[^<]*?(/[a-z0-9-]+/${handle}/)</loc>`).exec(sitemap);
  if (!match) throw new Error(`No page for product ${handle} in the sitemap.`);
  return match[1];
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
