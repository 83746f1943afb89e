// End-to-end tests in Debian's Chromium against the built brand sites (served as the CDN would)
// and a twin of the hosted services. Each worker serves the sites and runs a twin of its own on a
// fresh database (see e2e/support/twin.ts); the browser reaches that twin over the network.
import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SITE_BRANDS } from './scripts/static-server/brands';

const missing = SITE_BRANDS.filter((brand) => !existsSync(path.join('dist', brand, 'index.html')));
if (missing.length && process.env.TEST_WORKER_INDEX === undefined) {
  console.warn(`playwright: dist/${missing.join(', dist/')} missing; run \`npm run build\` first.`);
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  // In CI a failed test runs once more, so its trace shows whether it fails again; a test that passes
  // only on its retry is flaky, and a flaky test fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  workers: 2,
  reporter: 'list',
  // A guard against a hang, not a speed check: whole-page axe scans take 10–15 s each on a busy
  // two-core machine, and several tests make two or three.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    // The site's service worker is not registered (Playwright answers the page's registration with
    // nothing), so a spec's fault injection by request interception sees every request;
    // e2e/builds/service-worker.spec.ts allows it.
    serviceWorkers: 'block',
    // A trace is recorded for a failed test's retry (in CI, and with `--retries 1`): recording one for
    // every test cost a fifth of the suite's time (docs/testing.md).
    trace: 'on-first-retry',
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
});
