// `npm run bench:republish [-- --runs N] [--brand trailmate] [--netlify] [--log-builds]`: a content edit from
// publish to live. A copy of the brand's built site (dist/<brand>/) is served in a temporary folder in
// front of a twin of its own, with the republisher listening to the twin's content lake, as `npm start`
// runs them; then, N times, one product's title is changed and published through @sanity/client, and
// the time until the served product page shows the new title is measured. Prints publish → live, the
// build itself and how many pages the build rewrote. With --netlify the republisher also deploys each
// build through Netlify's deploy API (the twin's stand-in, whose site first gets the copied build as
// one full deploy), and live means the twin's Netlify serves the new title; it then also prints the
// deploy's time and how many files it uploaded. Builds use the brand's Gatsby cache (the first run
// after a build from another checkout may rebuild more). A measurement, not a test.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@sanity/client';
import { deploySite } from '../republish/netlify-deploy';
import { launchRepublisher } from '../republish/process';
import { isSiteBrand, type SiteBrand } from '../static-server/brands';
import { serveBrands } from '../static-server/serve-brands';
import { launchTwin } from '../../shared/twin-process';
import { cliArgs } from '../cli-args';

interface ProductDoc {
  _id: string;
  store: { title: string; slug: { current: string }; productType: string };
  title: Record<string, string>;
}

interface BrandStatusJson {
  brand: string;
  state: string;
  published: { at: string; seconds: number; buildSeconds: number; changedPages: string[]; pages: number; steps?: Record<string, number>; deploy?: { files: number; uploaded: number; uploadedBytes: number } } | null;
  error: string | null;
}

async function main(): Promise<void> {
  const { values: args } = cliArgs('npm run bench:republish -- [--runs N] [--brand trailmate] [--netlify] [--log-builds]', {
    runs: { type: 'string', default: '2' },
    brand: { type: 'string', default: 'trailmate' },
    netlify: { type: 'boolean', default: false },
    'log-builds': { type: 'boolean', default: false },
  });
  const brand = args.brand;
  const runs = Number(args.runs);
  if (!isSiteBrand(brand)) throw new Error(`Unknown brand ${brand}.`);
  const built = path.resolve('dist', brand);
  if (!existsSync(path.join(built, 'index.html'))) throw new Error(`No build in dist/${brand}: run \`npm run build -- ${brand}\` first.`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-republish-'));
  const distRoot = path.join(work, 'dist');
  cpSync(built, path.join(distRoot, brand), { recursive: true, dereference: true });
  const adminKey = randomBytes(24).toString('hex');
  const twin = await launchTwin({ rateLimit: 0, env: { TWIN_ADMIN_KEY: adminKey } });
  const sites = await serveBrands({ distRoot, brands: [brand as SiteBrand], twinOrigin: twin.url });
  const netlify = args.netlify;
  const siteVar = `NETLIFY_SITE_ID_${brand.toUpperCase()}`;
  // Without --netlify nothing is deployed, whatever the environment names.
  const netlifyEnv: NodeJS.ProcessEnv = { NETLIFY_AUTH_TOKEN: '', [siteVar]: '' };
  let served = sites.origin(brand as SiteBrand);
  if (netlify) {
    // The brand's site on the twin's Netlify, holding the copied build as one full deploy.
    const apiUrl = `${twin.url}/netlify`;
    const res = await fetch(`${apiUrl}/api/v1/sites`, { method: 'POST', headers: { Authorization: `Bearer ${adminKey}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: brand }) });
    if (res.status !== 201) throw new Error(`Creating the Netlify site answered ${res.status}: ${await res.text()}`);
    const siteId = ((await res.json()) as { id: string }).id;
    const first = await deploySite(path.join(distRoot, brand), { apiUrl, token: adminKey, siteId });
    console.log(`First deploy to the twin's Netlify: ${first.uploaded} of ${first.files} files (${(first.uploadedBytes / 1e6).toFixed(1)} MB) in ${first.seconds.toFixed(1)} s`);
    Object.assign(netlifyEnv, { NETLIFY_AUTH_TOKEN: adminKey, [siteVar]: siteId, NETLIFY_API_URL: apiUrl });
    served = `${twin.url}/netlify/live/${brand}`;
  }
  let publishedAt = Date.now();
  const republisher = await launchRepublisher({
    twinUrl: twin.url,
    distRoot,
    brands: [brand],
    source: 'listen',
    jobs: 1,
    artefactsRoot: path.join(work, 'artefacts'),
    env: netlifyEnv,
    // --log-builds: Gatsby's own lines too (its step timings), with the seconds since the last publish.
    logBuilds: args['log-builds'],
    onLine: (line) => {
      if (line.startsWith('[republish]')) console.log(line.length > 400 ? `${line.slice(0, 400)} …` : line);
      else if (line.startsWith('[build ') && line.trim().length > 16) console.log(`  +${((Date.now() - publishedAt) / 1000).toFixed(1)} s ${line}`);
    },
  });
  const client = createClient({ projectId: 'twin', dataset: 'production', apiHost: `${twin.url}/sanity`, useProjectHostname: false, apiVersion: '2025-04-01', useCdn: false, token: adminKey });
  const status = async (): Promise<BrandStatusJson> => {
    const json = (await (await fetch(`${republisher.url}/status.json`)).json()) as { brands: BrandStatusJson[] };
    const [brandStatus] = json.brands;
    if (!brandStatus) throw new Error('The republisher reports no brand');
    return brandStatus;
  };
  try {
    const product = await client.fetch<ProductDoc>('*[_type == "product" && brand == $brand && canBeShown][0]{_id, store, title}', { brand });
    // The product page's address: /<collection>/<handle>/ (the default locale has no prefix).
    const html = await (await fetch(`${sites.origin(brand as SiteBrand)}/`)).text();
    const handle = product.store.slug.current;
    const match = new RegExp(`href="(/[a-z0-9-]+/${handle}/)"`).exec(html);
    const pagePath = match?.[1] ?? (await findProductPath(sites.origin(brand as SiteBrand), handle));
    console.log(`Republishing ${brand}: "${product.store.title}" (${product._id}), watched at ${pagePath}`);
    console.log(`Live means: the new title is served at ${served}${pagePath}`);
    const results: { live: number; build: number; changed: number; pages: number; deploy?: number; uploaded?: string }[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const title = `${product.title.en} Mark ${run + 1}`;
      const started = Date.now();
      publishedAt = started;
      await client.patch(product._id).set({ 'store.title': title, 'title.en': title }).commit();
      let live = 0;
      for (;;) {
        const page = await (await fetch(`${served}${pagePath}`)).text();
        if (page.includes(title)) {
          live = (Date.now() - started) / 1000;
          break;
        }
        const current = await status();
        if (current.state === 'failed') throw new Error(`The build failed:\n${current.error}`);
        if (Date.now() - started > 20 * 60_000) throw new Error('The new title was not served within 20 minutes.');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      let current = await status();
      // The host's deploy turns ready a moment before the republisher records it.
      while (netlify && current.state !== 'published' && Date.now() - started < 20 * 60_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        current = await status();
      }
      const published = current.published!;
      const deploy = published.deploy;
      const uploaded = deploy ? `${deploy.uploaded} of ${deploy.files} files (${(deploy.uploadedBytes / 1e3).toFixed(0)} kB)` : undefined;
      results.push({ live, build: published.buildSeconds, changed: published.changedPages.length, pages: published.pages, deploy: published.steps?.deploy, uploaded });
      console.log(`run ${run}: publish → live ${live.toFixed(1)} s (build and swap${deploy ? ' and deploy' : ''} ${published.buildSeconds.toFixed(1)} s, the rest waiting for the build lock), ${published.changedPages.length} of ${published.pages} HTML files rewritten${deploy ? `; deploy ${published.steps?.deploy?.toFixed(1)} s, uploaded ${uploaded}` : ''}`);
    }
    console.log(`\nrun  publish→live  build+swap${netlify ? '+deploy  deploy    uploaded' : ''}  HTML files rewritten`);
    results.forEach((r, i) =>
      console.log(`${String(i + 1).padStart(3)}  ${r.live.toFixed(1).padStart(10)} s  ${r.build.toFixed(1).padStart(8)} s${netlify ? `  ${(r.deploy ?? 0).toFixed(1).padStart(6)} s  ${r.uploaded ?? ''}` : ''}  ${r.changed} of ${r.pages}`),
    );
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
  const found = new RegExp(`<loc>[^<]*?(/[a-z0-9-]+/${handle}/)</loc>`).exec(sitemap)?.[1];
  if (!found) throw new Error(`No page for product ${handle} in the sitemap.`);
  return found;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
