// A stack for the services' tests: a twin in this process (the vendors: Shopify, Cognito, Klaviyo,
// the SMTP stand-in) and the services listening beside it on their own port, on the embedded
// database in memory, or on a fresh database of the PostgreSQL server SERVICES_TEST_DATABASE_URL
// names. Tests reach both over HTTP, as the sites and the vendors do.
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { configFromEnv, type ServicesConfig } from '../src/config.js';
import { createServices, type ServicesInstance } from '../src/app.js';
import { createLogger } from '../src/http/logging.js';
import type { ServicesPart } from '../src/part.js';
import { twinSecret } from '../../twin/src/catalogue/store-secrets.js';
import { cognitoConfigFromEnv } from '../../twin/src/cognito/config.js';
import { ADMIN_HEADERS, FIXTURE_CONTENT, TEST_ADMIN_KEY, startTestTwin, type TestTwin } from '../../twin/test/helpers.js';
import type { TwinOptions } from '../../twin/src/app.js';
import { servicesEnvFor } from '../../scripts/services-env.js';
import { launchServices } from '../../scripts/services-process.js';
import { freePort } from '../../shared/free-port.js';

/** The services' admin key in tests. */
export const SERVICES_ADMIN_KEY = 'services-test-admin-key-0001';
/** The chat agent's password in tests. */
export const AGENT_PASSWORD = 'services-agent-password';
/** Origins the services allow in tests. */
export const SITE_ORIGIN = 'http://trailmate.localhost:9001';

/** What startStack takes. */
export interface StackOptions {
  /** The twin's options (content folder, …). */
  twin?: TwinOptions;
  /** Variables added to the services' environment (limits, …). */
  env?: Record<string, string>;
  /** Only these parts (default every part). */
  parts?: ServicesPart[];
  /** Pin the services' clock here (`setNow` moves it); default: the twin's test clock. */
  now?: string;
  /** Database: 'embedded' (in memory) or 'postgres' (needs SERVICES_TEST_DATABASE_URL); default: postgres when that is set. */
  database?: 'embedded' | 'postgres';
}

/** A running twin and services. */
export interface Stack {
  twin: TestTwin;
  services: ServicesInstance;
  config: ServicesConfig;
  /** Where the services listen. */
  url: string;
  /** Moves the pinned clock (when `now` was given). */
  setNow(at: string | Date): void;
  /** Calls the services with JSON: `{ status, headers, body }`. */
  call<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; headers: Headers; body: T }>;
  /** Mails the twin's outbox holds for `to`, oldest first (waits up to 5 s for at least `atLeast`). */
  mails(to: string, atLeast?: number): Promise<{ subject: string; text: string; html: string | null }[]>;
  /** Signs a new Cognito user up, confirms it and answers its id token. */
  idToken(email: string, password?: string): Promise<string>;
  /** A second services instance on the same database (for two-instance tests). */
  another(): Promise<{ url: string; instance: ServicesInstance; stop(): Promise<void> }>;
  /** Another instance as a process of its own (`services/src/main.ts`) on the same server database and settings. */
  anotherProcess(): Promise<{ url: string; stop(): Promise<void>; kill(): void }>;
  stop(): Promise<void>;
}

/** A fresh database on the test server; answers its URL and how to drop it. */
export async function freshPostgres(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `services_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

let cluster: Promise<Blob> | undefined;

/**
 * An empty embedded cluster (PGlite's data directory after initdb) that each in-memory database of the
 * tests starts from: initdb takes seconds per database, loading this about one. Made once per PGlite
 * version and kept in the system's temporary folder, so test processes share it.
 */
export function emptyCluster(): Promise<Blob> {
  cluster ??= (async () => {
    // The package does not export its package.json: read it beside its entry's dist/ folder.
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const { version } = JSON.parse(await readFile(path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json'), 'utf8')) as { version: string };
    const file = path.join(os.tmpdir(), `services-test-pglite-${version}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      const fresh = new PGlite();
      await fresh.waitReady;
      const dump = await fresh.dumpDataDir('none');
      await fresh.close();
      // Written aside and renamed, so a process never reads another's half-written file.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
      return dump;
    }
  })();
  return cluster;
}

interface OpenServer {
  url: string;
  port: number;
  /** Hands the server's requests to the services from now on. */
  attach(instance: ServicesInstance): void;
  close(): Promise<void>;
}

/**
 * The services' server, listening before the services are made: their public URL (in webhook
 * callbacks and mails) is its address. A port probed and freed in advance could meanwhile become the
 * local end of one of their own outgoing connections (seen with PostgreSQL: EADDRINUSE on listen).
 * Until `attach`, it answers 503.
 */
async function openServer(): Promise<OpenServer> {
  let instance: ServicesInstance | null = null;
  const server = serve({
    fetch: (request, ...rest) => (instance ? instance.app.fetch(request, ...rest) : new Response('The services are starting', { status: 503 })),
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    attach(services) {
      instance = services;
    },
    async close() {
      await instance?.finish();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections(): void }).closeAllConnections();
      });
      await instance?.close();
    },
  };
}

/** Serves `instance` on a port of its own. */
async function listen(instance: ServicesInstance): Promise<{ url: string; close(): Promise<void> }> {
  const server = await openServer();
  server.attach(instance);
  return server;
}

/** Starts a twin and the services on it. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const twin = await startTestTwin(options.twin);
  const serverUrl = process.env.SERVICES_TEST_DATABASE_URL;
  // SERVICES_TEST_DATABASE=postgres (npm test's PostgreSQL step) insists on the server.
  const usePostgres = options.database ? options.database === 'postgres' : Boolean(serverUrl) || process.env.SERVICES_TEST_DATABASE === 'postgres';
  if (usePostgres && !serverUrl) throw new Error('SERVICES_TEST_DATABASE_URL is not set');
  const pgDb = usePostgres ? await freshPostgres(serverUrl!) : undefined;
  // The services' public URL (webhook callbacks, links in mails) is known before they start.
  const served = await openServer();
  const { port } = served;
  const env = servicesEnvFor(
    { url: twin.url, smtpUrl: twin.smtpUrl, secret: twinSecret(), contentDir: options.twin?.contentDir ?? FIXTURE_CONTENT, adminKey: TEST_ADMIN_KEY, testClock: options.now === undefined },
    {
      SERVICES_PORT: String(port),
      SERVICES_PUBLIC_URL: `http://127.0.0.1:${port}`,
      SERVICES_SITE_ORIGINS: SITE_ORIGIN,
      SERVICES_ADMIN_KEY,
      SERVICES_AGENT_PASSWORD: AGENT_PASSWORD,
      SERVICES_RATE_LIMIT: '0',
      SERVICES_FORM_ADDRESS_LIMIT: '0',
      SERVICES_FORM_EMAIL_LIMIT: '0',
      SERVICES_CAPTCHA_MAX_NUMBER: '1000',
      LOG_LEVEL: 'silent',
      ...(pgDb ? { SERVICES_DATABASE_URL: pgDb.url } : { SERVICES_DATA_DIR: 'memory' }),
      ...options.env,
    },
  );
  if (options.now === undefined) process.env.TWIN_TEST_CLOCK = '1';
  // The twin retries webhook deliveries after 200 ms, 400 ms, … rather than minutes.
  process.env.TWIN_WEBHOOK_RETRY_MS ??= '200';
  const config = configFromEnv(env);
  let pinned = options.now === undefined ? undefined : new Date(options.now);
  const now = pinned ? async () => new Date(pinned!) : undefined;
  const log = createLogger('silent');
  let instance: ServicesInstance;
  try {
    const embeddedStart = pgDb ? undefined : await emptyCluster();
    instance = await createServices(config, { log, parts: options.parts, now, embeddedStart });
  } catch (error) {
    await served.close();
    await twin.stop();
    await pgDb?.drop();
    throw error;
  }
  served.attach(instance);
  // A moved test clock charges the renewals it made due, through the services' hook.
  const hooked = options.now === undefined && (options.parts ?? [{ name: 'subscriptions' }]).some((p) => p.name === 'subscriptions');
  if (hooked) process.env.TWIN_CLOCK_HOOKS = `${served.url}/__clock/advanced`;
  const others: (() => Promise<void>)[] = [];
  const outbox = async (to: string) =>
    ((await (await fetch(`${twin.url}/outbox?to=${encodeURIComponent(to)}`, { headers: ADMIN_HEADERS })).json()) as { messages: { subject: string; text: string; html: string | null }[] }).messages;
  return {
    twin,
    services: instance,
    config,
    url: served.url,
    setNow(at) {
      pinned = new Date(at);
    },
    async call(method, path, body, headers = {}) {
      const res = await fetch(served.url + path, {
        method,
        headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON: the text itself.
      }
      return { status: res.status, headers: res.headers, body: parsed as never };
    },
    async mails(to, atLeast = 0) {
      const deadline = Date.now() + 5000;
      let list = await outbox(to);
      while (list.length < atLeast && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        list = await outbox(to);
      }
      return list;
    },
    async idToken(email, password = 'long-enough-1') {
      const ClientId = cognitoConfigFromEnv({}).clientId;
      const cognito = async (action: string, body: Record<string, unknown>) =>
        (await (
          await fetch(`${twin.url}/cognito/`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${action}` },
            body: JSON.stringify(body),
          })
        ).json()) as Record<string, any>;
      await cognito('SignUp', { ClientId, Username: email, Password: password });
      const code = /\b(\d{6})\b/.exec((await outbox(email)).at(-1)!.text)![1];
      await cognito('ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: code });
      const auth = await cognito('InitiateAuth', { ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } });
      return auth.AuthenticationResult.IdToken as string;
    },
    async anotherProcess() {
      if (!pgDb) throw new Error('anotherProcess() needs SERVICES_TEST_DATABASE_URL: an embedded database lives in one process');
      // Its public URL is its port, chosen before it starts (below the range outgoing connections take theirs from).
      const processPort = await freePort();
      const launched = await launchServices({ env: { ...env, SERVICES_PORT: String(processPort), SERVICES_PUBLIC_URL: `http://127.0.0.1:${processPort}` }, timeoutMs: 60_000 });
      others.push(launched.stop);
      return { url: launched.url, stop: launched.stop, kill: () => launched.child.kill('SIGKILL') };
    },
    async another() {
      if (!pgDb) throw new Error('another() needs SERVICES_TEST_DATABASE_URL: an embedded database lives in one process');
      const second = await createServices(config, { log, parts: options.parts, now });
      const s = await listen(second);
      others.push(s.close);
      return { url: s.url, instance: second, stop: s.close };
    },
    async stop() {
      for (const close of others.splice(0)) await close().catch(() => undefined);
      await served.close();
      await twin.stop();
      await pgDb?.drop();
    },
  };
}

/** The stack of one test file: started before its tests, stopped after them. */
export function useStack(options: StackOptions | (() => StackOptions) = {}): Stack {
  const stack = {} as Stack;
  beforeAll(async () => {
    Object.assign(stack, await startStack(typeof options === 'function' ? options() : options));
  }, 120_000);
  afterAll(async () => {
    await stack.stop?.();
  });
  return stack;
}
