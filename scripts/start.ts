// `npm start`: builds the brand sites if any is missing, then runs the twin of the hosted services,
// serves the three built sites on their ports and runs the republisher (a published content change
// rebuilds the brands it affects and replaces their served build in one step; status page on
// REPUBLISH_PORT) until Ctrl-C.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { loadEnvFile } from './env-file';
import { ensureReleaseLink } from './build/releases';
import { launchRepublisher, REPUBLISH_PORT } from './republish/process';
import { launchTwin } from './twin-process';
import { BRAND_PORTS, SITE_BRANDS, TWIN_PORT, localSiteOrigin } from './static-server/brands';
import { createStaticServer, listen } from './static-server/server';

const root = process.cwd();
loadEnvFile();
const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
const republishPort = Number(process.env.REPUBLISH_PORT || REPUBLISH_PORT);
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

/** Starts the twin and resolves with its URL once it listens, or null when it cannot start. */
async function startTwin(): Promise<string | null> {
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
    return twin.url;
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
  const twinUrl = await startTwin();
  const urls = await serveBrands();
  const republishUrl = twinUrl ? await startRepublisher(twinUrl) : null;
  console.log('\nOpen:');
  for (const url of urls) console.log(`  ${url}`);
  console.log(twinUrl ? `  ${'twin'.padEnd(10)} ${twinUrl}/` : '  (the twin did not start: see the message above)');
  console.log(republishUrl ? `  ${'republish'.padEnd(10)} ${republishUrl}/` : '  (the republisher did not start: see the message above)');
  console.log('\nCtrl-C stops everything.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
});
