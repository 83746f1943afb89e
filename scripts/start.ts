// `npm start`: builds the brand sites if any is missing, then runs the twin of the hosted vendors,
// the store's own services beside it (services/, on the embedded PostgreSQL in .data/services),
// serves the three built sites on their ports and runs the republisher (a published content change
// rebuilds the brands it affects and replaces their served build in one step; status page on
// REPUBLISH_PORT) and the preview of unpublished content (scripts/preview/: drafts over published,
// rebuilt on each saved draft, one signed-in origin per brand) until Ctrl-C. Secrets the environment does not set are made up once and kept in
// .data/local-secrets.json.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { loadEnvFile } from '../shared/env-file';
import { ensureReleaseLink } from './build/releases';
import { launchRepublisher, REPUBLISH_PORT } from './republish/process';
import { localPreviewOrigin, PREVIEW_PORTS } from './preview/ports';
import { launchPreview } from './preview/process';
import { launchTwin } from '../shared/twin-process';
import { launchServices } from './services-process';
import { servicesEnvFor } from './services-env';
import { localSecrets } from './local-secrets';
import { BRAND_PORTS, SERVICES_PORT, SITE_BRANDS, TWIN_PORT, localSiteOrigin } from './static-server/brands';
import { createStaticServer, listen } from './static-server/server';

const root = process.cwd();
loadEnvFile();
const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
const republishPort = Number(process.env.REPUBLISH_PORT || REPUBLISH_PORT);
const secrets = localSecrets(root);
/** Which secrets were made up here (printed as local ones); a configured one is never printed. */
const madeUp = { twinAdminKey: !process.env.TWIN_ADMIN_KEY, agentPassword: !process.env.SERVICES_AGENT_PASSWORD, previewSecret: !process.env.PREVIEW_SECRET };
env.TWIN_SECRET ??= secrets.twinSecret;
env.TWIN_ADMIN_KEY ??= secrets.twinAdminKey;
// The twin posts its content webhooks to the republisher when they share a secret.
if (process.env.SANITY_WEBHOOK_SECRET && !process.env.SANITY_WEBHOOK_URL) env.SANITY_WEBHOOK_URL = `http://127.0.0.1:${republishPort}/webhook`;
const children: ChildProcess[] = [];
const servers: http.Server[] = [];
let stopping = false;

function missingBrands(): string[] {
  return SITE_BRANDS.filter((brand) => !existsSync(path.join(root, 'dist', brand, 'index.html')));
}

function buildIfNeeded(): void {
  const missing = missingBrands();
  if (missing.length === 0) return;
  console.log(`No build yet for ${missing.join(', ')}: running \`npm run build\` (takes a few minutes).`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (result.status !== 0 || missingBrands().length > 0) {
    console.error('The build failed; fix it and run `npm start` again.');
    process.exit(result.status || 1);
  }
}

/** Starts the twin and resolves with its URL and mail server once it listens, or null when it cannot start. */
async function startTwin(): Promise<{ url: string; smtpUrl: string } | null> {
  try {
    const twin = await launchTwin({
      port: TWIN_PORT,
      db: 'default',
      env,
      stderr: 'inherit',
      onLine: (line) => {
        if (line.trim()) console.log(`[twin] ${line}`);
      },
    });
    children.push(twin.child);
    void twin.exited.then((code) => {
      if (!stopping) console.error(`The twin stopped (exit code ${code}); the sites keep running without it.`);
    });
    return { url: twin.url, smtpUrl: twin.smtpUrl };
  } catch (error) {
    console.error((error as Error).message);
    return null;
  }
}

/** The origins the brand sites and their previews are served from (their own hosts, and the plain ports). */
function siteOrigins(): string[] {
  return SITE_BRANDS.flatMap((brand) =>
    [BRAND_PORTS[brand], PREVIEW_PORTS[brand]].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]).concat(localSiteOrigin(brand), localPreviewOrigin(brand)),
  );
}
// The previews call the twin as the sites do.
env.TWIN_SITE_ORIGINS ??= siteOrigins().join(',');

/** Starts the services on the twin; resolves with their URL, or null when they cannot start. */
async function startServices(twin: { url: string; smtpUrl: string }): Promise<string | null> {
  const port = Number(process.env.SERVICES_PORT || SERVICES_PORT);
  const servicesEnv = servicesEnvFor(
    { url: twin.url, smtpUrl: twin.smtpUrl, secret: env.TWIN_SECRET!, contentDir: process.env.CONTENT_DIR || 'content', adminKey: env.TWIN_ADMIN_KEY, testClock: env.TWIN_TEST_CLOCK === '1' },
    {
      SERVICES_PORT: String(port),
      SERVICES_SITE_ORIGINS: process.env.SERVICES_SITE_ORIGINS || siteOrigins().join(','),
      SERVICES_ADMIN_KEY: process.env.SERVICES_ADMIN_KEY || secrets.servicesAdminKey,
      SERVICES_AGENT_PASSWORD: process.env.SERVICES_AGENT_PASSWORD || secrets.agentPassword,
      SERVICES_DATA_DIR: process.env.SERVICES_DATA_DIR || path.join('.data', 'services'),
      ...(process.env.SERVICES_DATABASE_URL ? { SERVICES_DATABASE_URL: process.env.SERVICES_DATABASE_URL } : {}),
    },
  );
  try {
    const services = await launchServices({
      env: servicesEnv,
      stderr: 'inherit',
      onLine: (line) => {
        // The services log JSON; requests are left out here to keep the terminal readable.
        if (line.trim() && !line.includes('"msg":"request"')) console.log(`[services] ${line}`);
      },
    });
    children.push(services.child);
    void services.exited.then((code) => {
      if (!stopping) console.error(`The services stopped (exit code ${code}); the sites keep running without them.`);
    });
    return services.url;
  } catch (error) {
    console.error((error as Error).message);
    return null;
  }
}

/** Starts the republisher once the twin runs; resolves with its status page, or null. */
async function startRepublisher(twinUrl: string): Promise<string | null> {
  try {
    const republisher = await launchRepublisher({
      twinUrl,
      distRoot: path.join(root, 'dist'),
      port: republishPort,
      env,
      onLine: (line) => {
        if (line.trim()) console.log(line.startsWith('[') ? line : `[republish] ${line}`);
      },
    });
    children.push(republisher.child);
    void republisher.exited.then((code) => {
      if (!stopping) console.error(`The republisher stopped (exit code ${code}); the sites keep running without it.`);
    });
    return republisher.url;
  } catch (error) {
    console.error((error as Error).message);
    return null;
  }
}

/** Starts the preview once the twin runs; resolves with each brand's preview origin, or null. */
async function startPreview(twinUrl: string): Promise<string[] | null> {
  try {
    const preview = await launchPreview({
      twinUrl,
      brands: SITE_BRANDS,
      ports: PREVIEW_PORTS,
      env: { ...env, PREVIEW_SECRET: process.env.PREVIEW_SECRET || secrets.previewSecret },
      onLine: (line) => {
        if (line.trim()) console.log(line.startsWith('[') ? line : `[preview] ${line}`);
      },
    });
    children.push(preview.child);
    void preview.exited.then((code) => {
      if (!stopping) console.error(`The preview stopped (exit code ${code}); the sites keep running without it.`);
    });
    return SITE_BRANDS.map((brand) => `${`preview`.padEnd(10)} ${localPreviewOrigin(brand)}/`);
  } catch (error) {
    console.error((error as Error).message);
    return null;
  }
}

async function serveBrands(): Promise<string[]> {
  const urls: string[] = [];
  for (const brand of SITE_BRANDS) {
    // Served through a link the republisher replaces in one step (scripts/build/releases.ts).
    await ensureReleaseLink(path.join(root, 'dist'), brand);
    const server = createStaticServer({ root: path.join(root, 'dist', brand) });
    try {
      await listen(server, BRAND_PORTS[brand]);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new Error(`Cannot serve ${brand} on port ${BRAND_PORTS[brand]}${code === 'EADDRINUSE' ? ': the port is in use' : ''}.`);
    }
    servers.push(server);
    urls.push(`${brand.padEnd(10)} ${localSiteOrigin(brand)}/`);
  }
  return urls;
}

function stop(code = 0): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  for (const server of servers) {
    server.close();
    server.closeAllConnections();
  }
  setTimeout(() => process.exit(code), 300).unref();
}

async function main(): Promise<void> {
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  buildIfNeeded();
  const twin = await startTwin();
  const twinUrl = twin?.url ?? null;
  const servicesUrl = twin ? await startServices(twin) : null;
  const urls = await serveBrands();
  const republishUrl = twinUrl ? await startRepublisher(twinUrl) : null;
  const previewUrls = twinUrl ? await startPreview(twinUrl) : null;
  console.log('\nOpen:');
  for (const url of urls) console.log(`  ${url}`);
  console.log(twinUrl ? `  ${'twin'.padEnd(10)} ${twinUrl}/` : '  (the twin did not start: see the message above)');
  console.log(servicesUrl ? `  ${'services'.padEnd(10)} ${servicesUrl}/` : '  (the services did not start: see the message above)');

  console.log(republishUrl ? `  ${'republish'.padEnd(10)} ${republishUrl}/` : '  (the republisher did not start: see the message above)');
  for (const url of previewUrls ?? ['(the preview did not start: see the message above)']) console.log(`  ${url}`);
  console.log(
    madeUp.previewSecret
      ? `Preview secret (paste it into a preview's sign-in page; local, made up for this machine): ${secrets.previewSecret}`
      : 'Preview secret: PREVIEW_SECRET as set in the environment.',
  );
  if (twinUrl) {
    console.log(`\nThe twin's developer pages: ${twinUrl}/outbox.html, /analytics, /errors, /flags (sign in with the twin admin key).`);
    console.log(`Tools send the key in X-Twin-Admin-Key: ${twinUrl}/outbox?to=<email>, /__analytics, /__errors, /__flags, /__clock, /__faults.`);
  }
  if (servicesUrl) {
    console.log(`Live chat agent page: ${servicesUrl}/chat/agent${madeUp.agentPassword ? ` (local password, made up for this machine: ${secrets.agentPassword})` : ''}`);
  }
  console.log(
    madeUp.twinAdminKey
      ? `Twin admin key (local, made up for this machine; kept in .data/local-secrets.json): ${secrets.twinAdminKey}`
      : 'Twin admin key: TWIN_ADMIN_KEY as set in the environment.',
  );
  console.log('\nCtrl-C stops everything.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
});
