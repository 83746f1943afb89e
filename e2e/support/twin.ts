// Each Playwright worker runs the product as a shopper reaches it: the three built brand sites on
// their own ports, each served as if built for this worker's twin, and that twin on a fresh
// database with fault injection and the test clock on. The browser reaches the twin over the
// network (CORS preflights, cookies and redirects as in production); nothing routes its calls.
// A spec can stop and restart its worker's twin to see the site through an outage.
import { test as base, type BrowserContext, type ConsoleMessage, type Request } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SITE_BRANDS, type SiteBrand } from '../../scripts/static-server/brands';
import { createStaticServer, listen } from '../../scripts/static-server/server';
import { launchTwin, type LaunchedTwin, type TwinLaunch } from '../../scripts/twin-process';
import { useSites } from './sites';

/** A port nothing listens on right now, for the twin the sites are served for. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The worker's twin: where it answers, and stop/restart for outage tests. */
export interface WorkerTwin {
  url: string;
  /** The password of the twin's chat agent page. */
  agentPassword: string;
  stop(): Promise<void>;
  restart(): Promise<void>;
  /** GET/POST/DELETE on the twin with JSON, with the twin's admin key (admin, clock and fault routes). */
  call<T = unknown>(method: string, pathname: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: T }>;
}

/** The Storefront token of a store from content/stores.ndjson. */
export function storeToken(store: string): string {
  const line = readFileSync('content/stores.ndjson', 'utf8')
    .split('\n')
    .find((l) => l.includes(`"name":"${store}"`));
  if (!line) throw new Error(`${store} missing from content/stores.ndjson`);
  return (JSON.parse(line) as { storefrontAccessToken: string }).storefrontAccessToken;
}

/** Network problems a test expects (an outage it causes); anything else fails the test. */
export interface NetworkGuard {
  /** Accepts failed requests and console errors whose text matches `pattern`, for this test. */
  allow(pattern: RegExp): void;
}

/**
 * Console text of what the browser refused on its own rules: a request across origins (a failed CORS
 * preflight or answer) or anything the deploy headers' Content-Security-Policy does not allow.
 */
const BROWSER_REFUSAL = /blocked by CORS policy|Access-Control-Allow-|preflight|Content Security Policy/i;

function describeFailure(request: Request): string {
  return `${request.method()} ${request.url()} failed: ${request.failure()?.errorText ?? 'unknown error'}`;
}

/** Collects refused preflights, CSP violations, failed requests and uncaught errors of every page in a context. */
function watchNetwork(context: BrowserContext): { problems: string[]; allowed: RegExp[] } {
  const state = { problems: [] as string[], allowed: [] as RegExp[] };
  context.on('requestfailed', (request) => {
    // Leaving a page cancels what it still had in flight; that is not a failure of the request.
    if (/ERR_ABORTED/.test(request.failure()?.errorText ?? '')) return;
    state.problems.push(describeFailure(request));
  });
  context.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && BROWSER_REFUSAL.test(message.text())) state.problems.push(`console: ${message.text()}`);
  });
  context.on('weberror', (error) => state.problems.push(`uncaught: ${error.error().message}`));
  return state;
}

const DIST = 'dist';

export const test = base.extend<
  { twin: WorkerTwin; network: NetworkGuard },
  { twinPort: number; sites: Record<SiteBrand, string>; workerTwin: WorkerTwin }
>({
  // Chosen first: the sites are served for this twin and the twin allows the sites' origins.
  twinPort: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(await freePort());
    },
    { scope: 'worker' },
  ],
  sites: [
    async ({ twinPort }, use) => {
      const servers: http.Server[] = [];
      const sites = {} as Record<SiteBrand, string>;
      for (const brand of SITE_BRANDS) {
        const root = path.join(DIST, brand);
        if (!existsSync(path.join(root, 'index.html'))) throw new Error(`${root} is missing: run \`npm run build\` first.`);
        const server = createStaticServer({ root, twinOrigin: `http://127.0.0.1:${twinPort}` });
        const port = await listen(server, 0);
        servers.push(server);
        sites[brand] = `http://127.0.0.1:${port}`;
      }
      useSites(sites);
      await use(sites);
      for (const server of servers) {
        server.close();
        server.closeAllConnections();
      }
    },
    { scope: 'worker', auto: true },
  ],
  workerTwin: [
    async ({ twinPort, sites }, use) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'twin-e2e-worker-'));
      const dbPath = path.join(dir, 'twin.sqlite');
      const adminKey = randomBytes(24).toString('hex');
      const agentPassword = randomBytes(12).toString('hex');
      const launch: TwinLaunch = {
        port: twinPort,
        db: dbPath,
        contentDir: 'content',
        rateLimit: 0,
        faults: true,
        testClock: true,
        env: {
          // A small captcha puzzle keeps the forms' proof of work quick in the browser.
          TWIN_CAPTCHA_MAX_NUMBER: process.env.TWIN_CAPTCHA_MAX_NUMBER ?? '2000',
          TWIN_SITE_ORIGINS: Object.values(sites).join(','),
          TWIN_ADMIN_KEY: adminKey,
          TWIN_AGENT_PASSWORD: agentPassword,
        },
        timeoutMs: 60_000,
      };
      let running: LaunchedTwin | null = await launchTwin({ ...launch, reset: true });
      const twin: WorkerTwin = {
        url: running.url,
        agentPassword,
        async stop() {
          await running?.stop();
          running = null;
        },
        async restart() {
          running ??= await launchTwin(launch);
        },
        async call(method, pathname, body, headers = {}) {
          const res = await fetch(twin.url + pathname, {
            method,
            headers: { 'content-type': 'application/json', 'x-twin-admin-key': adminKey, ...headers },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const text = await res.text();
          return { status: res.status, body: (text ? JSON.parse(text) : null) as never };
        },
      };
      await use(twin);
      await running?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ sites }, use) => {
    await use(sites.trailmate);
  },
  network: [
    async ({ context }, use, testInfo) => {
      const state = watchNetwork(context);
      await use({ allow: (pattern) => state.allowed.push(pattern) });
      const unexpected = state.problems.filter((problem) => !state.allowed.some((pattern) => pattern.test(problem)));
      // A failing test already says what went wrong; the network list would only repeat it.
      if (unexpected.length && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`The browser met network problems:\n  ${unexpected.join('\n  ')}`);
      }
    },
    { auto: true },
  ],
  twin: async ({ workerTwin, network }, use) => {
    // While a test has the twin stopped, the browser's refused connections to it are the point; so is
    // a request that was under way when it stopped, which the closing twin resets.
    const refused = new RegExp(`^\\w+ ${workerTwin.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/.* failed: net::(ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE)$`);
    await use({
      ...workerTwin,
      async stop() {
        network.allow(refused);
        await workerTwin.stop();
      },
    });
    await workerTwin.restart();
    await workerTwin.call('DELETE', '/__faults');
  },
});

export { expect } from '@playwright/test';
