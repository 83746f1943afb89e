// `tsx scripts/republish/main.ts [--twin-url URL] [--dist DIR] [--port N] [--brands a,b] [--jobs N]
// [--listen | --no-listen] [--artefacts DIR] [--log-builds]`: the republisher as a process of its own
// (`npm start` runs it next to the twin and the sites). Builds read the content lake: SANITY_* when
// set (a hosted dataset), otherwise the twin's lake at `<twin>/sanity`. Publishes arrive by the
// webhook when SANITY_WEBHOOK_SECRET is set, otherwise by the listen stream (one source, so one
// publish is one build; --listen adds the stream to the webhook). With NETLIFY_AUTH_TOKEN and a
// NETLIFY_SITE_ID_<BRAND> per brand, each new build is also deployed to that Netlify site through its
// deploy API (NETLIFY_API_URL, default Netlify's). Prints `REPUBLISH_URL=<status page>` once it listens.
import path from 'node:path';
import { sanityClientConfig } from '../../src/lib/content/client';
import { parseEnv } from '../../src/config/env';
import { stopBuilds } from '../build/brand-build';
import { defaultJobs } from '../build/jobs';
import { ensureReleaseLink } from '../build/releases';
import { cliArgs, wholeNumber } from '../cli-args';
import { loadEnvFile } from '../../shared/env-file';
import { SITE_BRANDS, isSiteBrand } from '../static-server/brands';
import { REPUBLISH_PORT } from './process';
import { lakeBuildEnv } from './lake-env';
import { netlifyTargetsFromEnv } from './netlify-deploy';
import { startRepublisher } from './republisher';

async function main(): Promise<void> {
  loadEnvFile();
  const { values: args } = cliArgs(
    'tsx scripts/republish/main.ts [--twin-url URL] [--dist DIR] [--port N] [--brands a,b] [--jobs N] [--listen | --no-listen] [--artefacts DIR] [--log-builds]',
    {
      'twin-url': { type: 'string' },
      dist: { type: 'string', default: 'dist' },
      port: { type: 'string' },
      brands: { type: 'string', default: SITE_BRANDS.join(',') },
      jobs: { type: 'string' },
      listen: { type: 'boolean' },
      'no-listen': { type: 'boolean' },
      artefacts: { type: 'string' },
      'log-builds': { type: 'boolean' },
    },
  );
  const twinUrl = args['twin-url'] ?? process.env.TWIN_URL ?? 'http://127.0.0.1:8787';
  const distRoot = path.resolve(args.dist);
  const brands = args.brands.split(',').filter(Boolean);
  const unknown = brands.filter((brand) => !isSiteBrand(brand));
  if (unknown.length) throw new Error(`Unknown brand ${unknown.join(', ')}.`);
  const jobs = args.jobs ? wholeNumber('jobs', args.jobs, 1) : defaultJobs(brands.length);
  const port = Number(args.port ?? process.env.REPUBLISH_PORT ?? REPUBLISH_PORT);
  const buildEnv = lakeBuildEnv(process.env, twinUrl);
  const content = sanityClientConfig(parseEnv({ ...process.env, ...buildEnv }));
  const netlify = netlifyTargetsFromEnv(process.env, brands);
  if (netlify) console.log(`[republish] deploying through Netlify's deploy API at ${[...new Set([...netlify.values()].map((t) => t.apiUrl))].join(', ')}: ${[...netlify].map(([brand, t]) => `${brand} → site ${t.siteId}`).join(', ')}`);
  // The served folders become release links before anything is replaced.
  for (const brand of brands) await ensureReleaseLink(distRoot, brand);
  const republisher = await startRepublisher({
    distRoot,
    brands,
    buildEnv,
    content,
    listen: args.listen === true || (!process.env.SANITY_WEBHOOK_SECRET && !args['no-listen']),
    webhookSecret: process.env.SANITY_WEBHOOK_SECRET || undefined,
    port,
    jobs,
    artefactsRoot: args.artefacts,
    netlify,
    onBuildLine: args['log-builds'] ? (brand, line) => console.log(`[build ${brand}] ${line}`) : undefined,
  });
  console.log(`REPUBLISH_URL=${republisher.url}`);
  const stop = () => {
    stopBuilds();
    void republisher.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
