// `npm run test:hosted-build [-- --brand homing]`: builds one brand with hosted-shaped settings
// (fictional Shopify stores, Cognito pool, Algolia app, Klaviyo accounts, Sentry DSN, LaunchDarkly
// environment, GTM container and services origin) and checks that nothing the site publishes — HTML,
// scripts, page data, `_headers`, `_redirects`, the service worker — names the twin (its origin, port
// or ids), and that the Content-Security-Policy lists exactly the hosted origins those settings name.
// The build reads its content from a twin's content lake and its catalogue from that twin
// (CATALOGUE_SOURCE=twin): build-machine settings that must not reach the pages. It builds in a
// throw-away copy of the repo (the working tree's .cache/, public/ and dist/ are untouched).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { timedGatsbyBuildOnceMore } from './bench/lib/empty-gatsby';
import { brandBuildEnv, makeWorkspace } from './bench/lib/workspace';
import { isSiteBrand } from './static-server/brands';
import { cliArgs } from './cli-args';
import { launchTwin } from '../shared/twin-process';
import { contentStoreTokens, hostedBuildProblems, hostedSettings, publishedTextFiles } from './hosted-build/check';

async function main(): Promise<void> {
  const { values: args } = cliArgs('npm run test:hosted-build -- [--brand homing]', { brand: { type: 'string', default: 'homing' } });
  const brand = args.brand;
  if (!isSiteBrand(brand)) throw new Error(`Unknown brand ${brand}`);
  const workspace = makeWorkspace();
  process.on('exit', () => rmSync(workspace, { recursive: true, force: true, maxRetries: 5 }));
  process.on('SIGINT', () => process.exit(130));
  // The build machine's twin: its content lake and catalogue are what the build reads.
  const twin = await launchTwin({ contentDir: path.join(workspace, 'content'), rateLimit: 0 });
  try {
    const settings = hostedSettings(brand);
    const env = {
      ...brandBuildEnv(brand),
      ...settings.env,
      TWIN_URL: twin.url,
      CATALOGUE_SOURCE: 'twin',
      SANITY_API_HOST: `${twin.url}/sanity`,
    };
    console.log(`${brand} with hosted settings: building in a temporary copy …`);
    // A failure of Gatsby's own (a lost query result, a build that stops for good) is not one of the
    // hosted settings: such a build is made once more.
    const built = await timedGatsbyBuildOnceMore(workspace, env, { echoSteps: true, timeoutMs: 900_000 });
    if (!built.ok) throw new Error('the build failed');
    const output = path.join(workspace, 'public');
    const files = publishedTextFiles(output, (dir) => readdirSync(dir, { withFileTypes: true }));
    const problems = hostedBuildProblems({
      brand,
      files: files.map((rel) => ({ path: rel, text: readFileSync(path.join(output, rel), 'utf8') })),
      twinOrigins: ['http://127.0.0.1:8787', twin.url],
      expectedOrigins: settings.expectedOrigins,
      extraTwinValues: await contentStoreTokens(path.join(workspace, 'content'), brand),
    });
    console.log(`Checked ${files.length} published files of ${brand} built in ${(built.wallMs / 1000).toFixed(1)} s.`);
    if (problems.length) {
      console.error(`The hosted build names the twin or other origins than the hosted ones:\n  ${problems.slice(0, 40).join('\n  ')}`);
      process.exit(1);
    }
    console.log('No twin origin, port or id in the published files; the CSP lists exactly the hosted origins.');
  } finally {
    await twin.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
