// One twin per Playwright worker, on its own fresh database, with fault injection and the test clock on. The built
// sites call the twin at 127.0.0.1:8787 (their baked-in default); the `page` fixture routes
// those calls to this worker's twin, so specs in parallel workers never share state. A spec can
// stop and restart its worker's twin to see the site through an outage.
import { test as base, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TWIN_PORT } from '../../scripts/static-server/brands';

interface Running {
  child: ChildProcess;
  url: string;
  port: number;
}

/** Starts `twin/src/main.ts` as its own process and waits for the address it prints. */
function startTwinProcess(args: string[]): Promise<Running> {
  return new Promise((resolve, reject) => {
    // A small captcha puzzle keeps the forms' proof of work quick in the browser.
    const env = { ...process.env, TWIN_CAPTCHA_MAX_NUMBER: process.env.TWIN_CAPTCHA_MAX_NUMBER ?? '2000' };
    const child = spawn(process.execPath, ['--import', 'tsx', 'twin/src/main.ts', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The twin did not start in time:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /TWIN_URL=(http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve({ child, url: match[1], port: Number(new URL(match[1]).port) });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The twin exited (${code}):\n${output}`));
    });
  });
}

function stopTwinProcess(running: Running): Promise<void> {
  return new Promise((resolve) => {
    if (running.child.exitCode !== null) return resolve();
    running.child.once('exit', () => resolve());
    running.child.kill('SIGTERM');
  });
}

/** The worker's twin: where it answers, and stop/restart for outage tests. */
export interface WorkerTwin {
  url: string;
  stop(): Promise<void>;
  restart(): Promise<void>;
  /** POST/GET/DELETE on the twin with JSON, e.g. admin and fault routes. */
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

const BAKED_TWIN = `http://127.0.0.1:${TWIN_PORT}`;

/** Sends the page's calls to the built-in twin address to the worker's twin instead. */
export async function routeToTwin(page: Page, twin: WorkerTwin): Promise<void> {
  await page.context().route(`${BAKED_TWIN}/**`, async (route) => {
    const target = twin.url + route.request().url().slice(BAKED_TWIN.length);
    try {
      const response = await route.fetch({ url: target, maxRedirects: 0 });
      await route.fulfill({ response });
    } catch {
      // The worker's twin is stopped: the browser sees what it would see, a refused connection.
      await route.abort('connectionrefused');
    }
  });
}

export const test = base.extend<{ twin: WorkerTwin }, { workerTwin: WorkerTwin }>({
  workerTwin: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'twin-e2e-worker-'));
      const dbPath = path.join(dir, 'twin.sqlite');
      const args = ['--db', dbPath, '--content', 'content', '--rate-limit', '0', '--faults', '--test-clock'];
      let running: Running | null = await startTwinProcess([...args, '--port', '0', '--reset']);
      const port = running.port;
      const twin: WorkerTwin = {
        url: running.url,
        async stop() {
          if (running) await stopTwinProcess(running);
          running = null;
        },
        async restart() {
          running ??= await startTwinProcess([...args, '--port', String(port)]);
        },
        async call(method, pathname, body, headers = {}) {
          const res = await fetch(twin.url + pathname, {
            method,
            headers: { 'content-type': 'application/json', ...headers },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const text = await res.text();
          return { status: res.status, body: (text ? JSON.parse(text) : null) as never };
        },
      };
      await use(twin);
      if (running) await stopTwinProcess(running);
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  twin: async ({ workerTwin, page }, use) => {
    await routeToTwin(page, workerTwin);
    await use(workerTwin);
    await workerTwin.restart();
    await workerTwin.call('DELETE', '/__faults');
  },
});

export { expect } from '@playwright/test';
