// Each Playwright worker runs the product as a shopper reaches it: the three built brand sites on
// their own ports, each served as if built for this worker's twin and services, that twin on a fresh
// database with fault injection and the test clock on, and the store's services (services/) as a
// process of their own on a fresh embedded database, reaching the twin over the vendors' protocols.
// The browser reaches both over the network (CORS preflights, cookies and redirects as in
// production); nothing routes its calls. A spec can stop and restart its worker's twin, or close the
// door in front of its services, to see the site through an outage.
import { test as base, type BrowserContext, type ConsoleMessage, type Request } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SITE_BRANDS, type SiteBrand } from '../../scripts/static-server/brands';
import { createStaticServer, listen } from '../../scripts/static-server/server';
import { freePort } from '../../shared/free-port';
import { launchTwin, type LaunchedTwin, type TwinLaunch } from '../../shared/twin-process';

export { freePort };
import { launchServices, type LaunchedServices } from '../../scripts/services-process';
import { servicesEnvFor } from '../../scripts/services-env';
import { storeSecret } from '../../twin/src/catalogue/store-secrets';
import { useSites } from './sites';

/** The worker's services: where they answer, and their operator calls. */
export interface WorkerServices {
  url: string;
  /** The password of the live chat agent page. */
  agentPassword: string;
  /** A JSON call to the services, with their admin key (operator routes). */
  call<T = unknown>(method: string, pathname: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: T }>;
}

/** The services as a test sees them, with an outage to switch on and off. */
export interface TestServices extends WorkerServices {
  /** From now on nothing reaches the services: connections are refused, as when they are down. */
  down(): Promise<void>;
  /** They take connections again. */
  up(): Promise<void>;
}

/** The worker's twin: where it answers, and stop/restart for outage tests. */
export interface WorkerTwin {
  url: string;
  /** The twin's admin key: what a developer types into the sign-in page of its developer pages (outbox, flags …). */
  adminKey: string;
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

/** The Admin API access token of a store on this worker's twin (derived from the worker's twin secret, as the twin derives it). */
export function storeAdminToken(store: string): string {
  return storeSecret(store, 'admin-token', workerSecret);
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

/**
 * Collects refused preflights, CSP violations, failed requests and uncaught errors of every page in a
 * context, and any page of the `sites` served without a Content-Security-Policy (a build without `_headers`
 * would pass every other check: the browser only reports a policy it was given).
 */
function watchNetwork(context: BrowserContext, sites: readonly string[]): { problems: string[]; allowed: RegExp[] } {
  const state = { problems: [] as string[], allowed: [] as RegExp[] };
  const origins = new Set(sites.map((site) => new URL(site).origin));
  context.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'document' || response.status() !== 200 || response.fromServiceWorker()) return;
    if (!origins.has(new URL(response.url()).origin)) return;
    if (!response.headers()['content-security-policy']) state.problems.push(`${response.url()} was served without a Content-Security-Policy`);
  });
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

/** A worker's services door: a TCP hop in front of the services that a test closes for an outage. */
interface ServicesDoor {
  /** Refuses new connections and cuts the open ones, as services that went down. */
  close(): Promise<void>;
  /** Takes connections again (nothing when open). */
  open(): Promise<void>;
}

/** Each worker's services door, by its services. */
const servicesDoors = new WeakMap<WorkerServices, ServicesDoor>();

/**
 * Listens on `port` and joins each connection to the services on `target`. Closed, the port refuses
 * connections (the browser sees the services down, over the network, without stopping a process whose
 * start would cost the next test a database), and webhooks to it fail and are delivered again later.
 */
async function servicesDoor(port: number, target: number): Promise<ServicesDoor> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const listening = net.createServer((client) => {
        const upstream = net.connect(target, '127.0.0.1');
        const end = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        sockets.add(client).add(upstream);
        for (const socket of [client, upstream]) socket.on('error', end).on('close', end);
        client.pipe(upstream).pipe(client);
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        server = listening;
        resolve();
      });
    });
  await open();
  return {
    open,
    async close() {
      const closing = server;
      server = null;
      if (!closing) return;
      const closed = new Promise<void>((resolve) => closing.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await closed;
    },
  };
}

/**
 * Starts the worker's twin again on its port. Right after an outage the port may still be held for a
 * moment (a client that kept dialling it while it was closed), so a start that exits at once tries again.
 */
async function relaunch(launch: TwinLaunch): Promise<LaunchedTwin> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launchTwin(launch);
    } catch (error) {
      if (attempt >= 40 || !/EADDRINUSE/.test((error as Error).message)) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/** The worker's twin secret: the stores' Multipass, Admin API and webhook secrets derive from it, for the twin and the services alike. */
const workerSecret = randomBytes(32).toString('hex');

/** What the services of a worker need of its twin beyond its URL. */
const twinAccess = new WeakMap<WorkerTwin, { adminKey: string; smtpUrl: string }>();

/** A JSON call with `headers` to `base`; the answer's status and parsed body. */
async function jsonCall<T>(base: string, method: string, pathname: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; body: T }> {
  const res = await fetch(base + pathname, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

export const test = base.extend<
  { twin: WorkerTwin; services: TestServices; network: NetworkGuard },
  { twinPort: number; servicesPort: number; sites: Record<SiteBrand, string>; workerTwin: WorkerTwin; workerServices: WorkerServices }
>({
  // Chosen first: the sites are served for this twin and the twin allows the sites' origins.
  twinPort: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(await freePort());
    },
    { scope: 'worker' },
  ],
  servicesPort: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(await freePort());
    },
    { scope: 'worker' },
  ],
  sites: [
    async ({ twinPort, servicesPort }, use) => {
      const servers: http.Server[] = [];
      const sites = {} as Record<SiteBrand, string>;
      for (const brand of SITE_BRANDS) {
        const root = path.join(DIST, brand);
        if (!existsSync(path.join(root, 'index.html'))) throw new Error(`${root} is missing: run \`npm run build\` first.`);
        const server = createStaticServer({ root, twinOrigin: `http://127.0.0.1:${twinPort}`, servicesOrigin: `http://127.0.0.1:${servicesPort}` });
        const port = await listen(server, 0);
        servers.push(server);
        // Each brand on a host of its own, as the README's URLs and the web have them (Chromium takes
        // every *.localhost name to this machine).
        sites[brand] = `http://${brand}.localhost:${port}`;
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
    async ({ twinPort, servicesPort, sites }, use) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'twin-e2e-worker-'));
      const dbPath = path.join(dir, 'twin.sqlite');
      const adminKey = randomBytes(24).toString('hex');
      // The SMTP stand-in keeps its port across a restart: the services send this worker's mail there.
      const smtpPort = await freePort();
      const launch: TwinLaunch = {
        port: twinPort,
        db: dbPath,
        contentDir: 'content',
        rateLimit: 0,
        faults: true,
        testClock: true,
        env: {
          TWIN_SITE_ORIGINS: Object.values(sites).join(','),
          TWIN_ADMIN_KEY: adminKey,
          TWIN_SECRET: workerSecret,
          TWIN_SMTP_PORT: String(smtpPort),
          // Moving the test clock asks the services to run what fell due.
          TWIN_CLOCK_HOOKS: `http://127.0.0.1:${servicesPort}/__clock/advanced`,
          // A webhook the services could not take (still starting) is delivered again soon after.
          TWIN_WEBHOOK_RETRY_MS: '500',
        },
        timeoutMs: 60_000,
      };
      let running: LaunchedTwin | null = await launchTwin({ ...launch, reset: true });
      const twin: WorkerTwin = {
        url: running.url,
        adminKey,
        async stop() {
          await running?.stop();
          running = null;
        },
        async restart() {
          running ??= await relaunch(launch);
        },
        call: (method, pathname, body, headers = {}) => jsonCall(twin.url, method, pathname, body, { 'x-twin-admin-key': adminKey, ...headers }),
      };
      twinAccess.set(twin, { adminKey, smtpUrl: running.smtpUrl });
      await use(twin);
      await running?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  workerServices: [
    async ({ servicesPort, sites, workerTwin }, use) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'services-e2e-worker-'));
      const adminKey = randomBytes(24).toString('hex');
      const agentPassword = randomBytes(12).toString('hex');
      const access = twinAccess.get(workerTwin)!;
      const innerPort = await freePort();
      const env = servicesEnvFor(
        { url: workerTwin.url, smtpUrl: access.smtpUrl, secret: workerSecret, contentDir: 'content', adminKey: access.adminKey, testClock: true },
        {
          // The services listen on a port of their own behind the worker's door (see servicesDoor); the
          // sites, mails and webhooks use the door's address.
          SERVICES_PORT: String(innerPort),
          SERVICES_PUBLIC_URL: `http://127.0.0.1:${servicesPort}`,
          SERVICES_SITE_ORIGINS: Object.values(sites).join(','),
          SERVICES_ADMIN_KEY: adminKey,
          SERVICES_AGENT_PASSWORD: agentPassword,
          SERVICES_DATA_DIR: path.join(dir, 'db'),
          SERVICES_RATE_LIMIT: '0',
          // A small captcha puzzle keeps the forms' proof of work quick in the browser.
          SERVICES_CAPTCHA_MAX_NUMBER: process.env.SERVICES_CAPTCHA_MAX_NUMBER ?? '2000',
          LOG_LEVEL: 'warn',
        },
      );
      // Ready once each store's orders/create webhook is registered with the twin: an order placed
      // before that would reach no one.
      const launch = async (): Promise<LaunchedServices> => {
        // The port is the worker's for good (the sites are served for it); right after an outage the
        // system may still hold it for a moment (EADDRINUSE), so a start that exits at once tries again.
        for (let attempt = 1; ; attempt++) {
          try {
            return await launchReady();
          } catch (error) {
            if (attempt >= 20 || !/exited with code/.test((error as Error).message)) throw error;
            await new Promise((r) => setTimeout(r, 500));
          }
        }
      };
      const launchReady = async () => {
        // Their errors (stderr, and JSON log lines at warn and above) show in the test output.
        const started = Date.now() - 1000;
        const launched = await launchServices({
          env,
          timeoutMs: 90_000,
          stderr: 'inherit',
          onLine: (line) => {
            if (/"level":(40|50|60)/.test(line)) console.error(`[services] ${line}`);
          },
        });
        const deadline = Date.now() + 30_000;
        for (;;) {
          const { body } = await jsonCall<{ jobs: { queue: string; state: string; createdOn: string }[] }>(launched.url, 'GET', '/__jobs', undefined, { 'x-services-admin-key': adminKey });
          // Only this start's jobs: one a stopped instance left active is not this start's to wait for.
          if (!body.jobs.some((j) => j.queue === 'shopify-webhook-register' && j.state !== 'failed' && Date.parse(j.createdOn) >= started)) break;
          if (Date.now() > deadline) throw new Error('The services did not register their webhooks within 30 s');
          await new Promise((r) => setTimeout(r, 100));
        }
        return launched;
      };
      const running = await launch();
      const door = await servicesDoor(servicesPort, innerPort);
      const services: WorkerServices = {
        url: `http://127.0.0.1:${servicesPort}`,
        agentPassword,
        call: (method, pathname, body, headers = {}) => jsonCall(services.url, method, pathname, body, { 'x-services-admin-key': adminKey, ...headers }),
      };
      servicesDoors.set(services, door);
      await use(services);
      await door.close();
      await running.stop();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ sites }, use) => {
    await use(sites.trailmate);
  },
  network: [
    async ({ context, sites }, use, testInfo) => {
      const state = watchNetwork(context, Object.values(sites));
      await use({ allow: (pattern) => state.allowed.push(pattern) });
      const unexpected = state.problems.filter((problem) => !state.allowed.some((pattern) => pattern.test(problem)));
      // A failing test already says what went wrong; the network list would only repeat it.
      if (unexpected.length && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`The browser met network problems:\n  ${unexpected.join('\n  ')}`);
      }
    },
    { auto: true },
  ],
  services: async ({ workerServices, network }, use) => {
    // While a test has the services down, the browser's refused connections to them are the point; so
    // is a request that was under way when they went down.
    const refused = new RegExp(`^\\w+ ${workerServices.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/.* failed: net::(ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE)$`);
    const door = servicesDoors.get(workerServices)!;
    await use({
      ...workerServices,
      async down() {
        network.allow(refused);
        await door.close();
      },
      up: () => door.open(),
    });
    await door.open();
  },
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
