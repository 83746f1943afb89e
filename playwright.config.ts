// End-to-end tests in Debian's Chromium against the built brand sites (served as the CDN would)
// and a twin of the hosted services started on a fresh temporary database.
import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BRAND_PORTS, SITE_BRANDS, TWIN_PORT } from './scripts/static-server/brands';

type WebServer = NonNullable<Exclude<Parameters<typeof defineConfig>[0]['webServer'], unknown[]>>;

const twinDb = path.join(os.tmpdir(), `twin-e2e-${process.pid}-${Date.now()}.sqlite`);
const webServer: WebServer[] = [];

if (existsSync('twin/src/main.ts')) {
  webServer.push({
    command: `npx tsx twin/src/main.ts --port ${TWIN_PORT} --db "${twinDb}" --reset`,
    port: TWIN_PORT,
    // A developer's running twin keeps its own data; CI always gets a fresh one.
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  });
}

for (const brand of SITE_BRANDS) {
  // The build step creates dist/<brand>; a brand that was not built has no server (its specs fail).
  if (!existsSync(path.join('dist', brand, 'index.html'))) {
    if (process.env.TEST_WORKER_INDEX === undefined) console.warn(`playwright: dist/${brand} is missing; run \`npm run build\` first.`);
    continue;
  }
  webServer.push({
    command: `npx tsx scripts/serve.ts ${brand} --port ${BRAND_PORTS[brand]}`,
    url: `http://127.0.0.1:${BRAND_PORTS[brand]}/`,
    // Static servers only read dist/, so one started by `npm start` serves the same files.
    reuseExistingServer: true,
    timeout: 60_000,
  });
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${BRAND_PORTS.trailmate}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer,
});
