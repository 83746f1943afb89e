// `tsx scripts/preview/main.ts [--twin-url URL] [--dir DIR] [--brands a,b] [--port-<brand> N] [--host H]
// [--log-builds]`: the preview of unpublished content as a process of its own (`npm start` runs it):
// the previewer rebuilds each brand's preview build into DIR (default `.preview/`, never dist/) from
// the content lake's drafts over published, and one preview server per brand serves it behind the
// preview secret's sign-in. The lake's token: SANITY_TOKEN with a hosted SANITY_PROJECT_ID (one that
// may read drafts), otherwise the twin's admin key (TWIN_ADMIN_KEY, else the local one). The secret:
// PREVIEW_SECRET, else the local one in .data/local-secrets.json. Prints `PREVIEW_URL <brand>=<origin>`
// per brand once they listen. Studio's Presentation tool may frame the previews from the origins of
// PREVIEW_STUDIO_ORIGINS (comma-separated; default http://localhost:3333) and signs them in with its
// preview-url secret, read back from the lake with the same token.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@sanity/client';
import { parseEnv } from '../../src/config/env';
import { sanityClientConfig } from '../../src/lib/content/client';
import { stopBuilds } from '../build/brand-build';
import { ensureReleaseLink } from '../build/releases';
import { cliArgs, wholeNumber } from '../cli-args';
import { loadEnvFile } from '../../shared/env-file';
import { localSecrets } from '../local-secrets';
import { lakeBuildEnv } from '../republish/lake-env';
import { isSiteBrand, SITE_BRANDS, type SiteBrand } from '../static-server/brands';
import { listen } from '../static-server/server';
import { PREVIEW_PORTS } from './ports';
import { createPreviewServer } from './preview-server';
import { previewBuildEnv, startPreviewer } from './previewer';
import { StudioHandshake, studioOriginsFrom } from './studio-handshake';

const ROOT = path.resolve(__dirname, '..', '..');

async function main(): Promise<void> {
  loadEnvFile();
  const { values: args } = cliArgs('tsx scripts/preview/main.ts [--twin-url URL] [--dir DIR] [--brands a,b] [--ports a=N,b=N] [--host H] [--log-builds]', {
    'twin-url': { type: 'string' },
    dir: { type: 'string', default: '.preview' },
    brands: { type: 'string', default: SITE_BRANDS.join(',') },
    ports: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    'log-builds': { type: 'boolean' },
  });
  const twinUrl = args['twin-url'] ?? process.env.TWIN_URL ?? 'http://127.0.0.1:8787';
  const previewRoot = path.resolve(args.dir);
  if (path.relative(path.join(ROOT, 'dist'), previewRoot).split(path.sep)[0] !== '..') throw new Error('The preview folder must not be inside dist/.');
  const brands = args.brands.split(',').filter(Boolean);
  const unknown = brands.filter((brand) => !isSiteBrand(brand));
  if (unknown.length) throw new Error(`Unknown brand ${unknown.join(', ')}.`);
  const ports: Record<SiteBrand, number> = { ...PREVIEW_PORTS };
  for (const pair of (args.ports ?? '').split(',').filter(Boolean)) {
    const [brand = '', port = ''] = pair.split('=');
    if (!isSiteBrand(brand)) throw new Error(`Unknown brand ${brand} in --ports.`);
    ports[brand] = wholeNumber(`port of ${brand}`, port, 0);
  }
  const secrets = localSecrets(ROOT);
  const secret = process.env.PREVIEW_SECRET || secrets.previewSecret;
  if (secret.length < 16) throw new Error('PREVIEW_SECRET must be at least 16 characters.');
  const token = process.env.SANITY_PROJECT_ID ? process.env.SANITY_TOKEN : process.env.TWIN_ADMIN_KEY || secrets.twinAdminKey;
  if (!token) throw new Error('The preview reads drafts: set SANITY_TOKEN (a token that may read drafts) for the hosted project.');
  const buildEnv = previewBuildEnv(lakeBuildEnv(process.env, twinUrl), token);
  const content = sanityClientConfig(parseEnv({ ...process.env, ...buildEnv }));

  for (const brand of brands) await ensureReleaseLink(previewRoot, brand);
  // A brand's preview is built once an editor first opens it (then kept up to date, also across restarts).
  const built = brands.filter((brand) => existsSync(path.join(previewRoot, brand, 'index.html')));
  const previewer = startPreviewer({
    previewRoot,
    brands,
    buildEnv,
    content,
    wanted: built,
    onBuildLine: args['log-builds'] ? (brand, line) => console.log(`[preview build ${brand}] ${line}`) : undefined,
  });
  const studioOrigins = studioOriginsFrom(process.env.PREVIEW_STUDIO_ORIGINS);
  const handshake = new StudioHandshake(createClient(content), studioOrigins);
  const servers: import('node:http').Server[] = [];
  for (const brand of brands as SiteBrand[]) {
    // Served as if built for the twin the previews read (the builds bake in the default twin's origin).
    const server = createPreviewServer({ root: path.join(previewRoot, brand), secret, siteName: brand, twinOrigin: twinUrl, onWanted: () => previewer.want(brand), studioOrigins, handshake });
    const port = await listen(server, ports[brand], args.host);
    servers.push(server);
    console.log(`PREVIEW_URL ${brand}=http://${args.host}:${port}`);
  }
  for (const brand of brands) if (!built.includes(brand)) console.log(`[preview] ${brand}: built when first opened (a few minutes)`);
  const stop = () => {
    previewer.close();
    stopBuilds();
    for (const server of servers) {
      server.close();
      server.closeAllConnections();
    }
    setTimeout(() => process.exit(0), 200).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
