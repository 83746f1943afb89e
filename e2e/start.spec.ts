// The README's first command as a newcomer runs it: `npm start` starts the twin, the services and
// the three sites on their fixed ports and prints the URLs; a shopper then signs up with the mailed
// code, signs in and adds to the cart on Trailmate, visits Homing and comes back to the same cart,
// and finds a Yardwise dealer through the services, the browser talking to the twin and the
// services at the addresses the built pages use. Nothing is routed; a refused preflight or a failed
// request fails the test. On those printed URLs the service worker takes the page and a visited page
// opens offline.
import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CartPage } from './support/cart-page';
import { gotoReady } from './support/site-page';

const PASSWORD = 'long-enough-1';
/** The twin's admin key this run gives `npm start` (the outbox answers only with it). */
const TWIN_ADMIN_KEY = randomBytes(24).toString('hex');
const HAMMOCK = '/car-seat-covers/rover-hammock/';

interface Started {
  child: ChildProcess;
  /** Every line `npm start` printed so far. */
  output: string[];
  urls: Record<string, string>;
}

/** Runs `npm start` in its own process group and waits until it has printed every URL to open. */
function npmStart(env: NodeJS.ProcessEnv): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const output: string[] = [];
    const timer = setTimeout(() => reject(new Error(`npm start printed no URLs in time:\n${output.join('\n')}`)), 90_000);
    const read = (chunk: Buffer) => {
      output.push(...chunk.toString().split('\n').filter(Boolean));
      const urls = Object.fromEntries(
        output.map((line) => /^\s+(\w+)\s+(https?:\/\/\S+)$/.exec(line)).filter((m) => m !== null).map((m) => [m[1], m[2]!.replace(/\/$/, '')]),
      );
      if (['trailmate', 'yardwise', 'homing', 'twin', 'services', 'republish'].every((name) => urls[name])) {
        clearTimeout(timer);
        resolve({ child, output, urls });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}):\n${output.join('\n')}`));
    });
  });
}

function stop(started: Started): Promise<void> {
  return new Promise((resolve) => {
    if (started.child.exitCode !== null) return resolve();
    started.child.once('exit', () => resolve());
    // npm, tsx and the twin form one process group; Ctrl-C reaches all of them the same way.
    process.kill(-started.child.pid!, 'SIGINT');
  });
}

/** The newest 6-digit code in the twin's outbox for `email`. */
async function mailedCode(twinUrl: string, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(`${twinUrl}/outbox?to=${encodeURIComponent(email)}`, { headers: { 'x-twin-admin-key': TWIN_ADMIN_KEY } });
      const { messages } = (await res.json()) as { messages: { text: string }[] };
      code = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Fails on what a user would see break: refused preflights, failed requests and uncaught errors. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('requestfailed', (request) => {
    if (!/ERR_ABORTED/.test(request.failure()?.errorText ?? '')) problems.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /CORS|Access-Control|preflight/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('npm start', () => {
  // The second test uses the `npm start` of the first: one worker, in order.
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let started: Started | null = null;
  let dir = '';

  test.afterAll(async () => {
    if (started) await stop(started);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('starts, prints its URLs, and a shopper signs up, signs in and adds to the cart on Trailmate', async ({ page }) => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'npm-start-'));
    started = await npmStart({ ...process.env, TWIN_ADMIN_KEY, TWIN_DB: path.join(dir, 'twin.sqlite'), SERVICES_DATA_DIR: path.join(dir, 'services'), SERVICES_CAPTCHA_MAX_NUMBER: '2000' });
    expect(started.urls).toMatchObject({
      trailmate: 'http://trailmate.localhost:9001',
      yardwise: 'http://yardwise.localhost:9002',
      homing: 'http://homing.localhost:9003',
    });
    const site = started.urls.trailmate;
    const twinUrl = started.urls.twin;
    if (!twinUrl) throw new Error('npm start printed no twin URL');
    // The services run on their own port, ready on the embedded database.
    expect(started.urls.services).toBe('http://127.0.0.1:8788');
    expect(await (await fetch(`${started.urls.services}/readyz`)).json()).toMatchObject({ status: 'ready', database: 'embedded' });
    // The republisher runs beside them, its status page on its own port.
    expect(started.urls.republish).toBe('http://127.0.0.1:9010');
    const status = await fetch(`${started.urls.republish}/status.json`);
    expect(((await status.json()) as { brands: { brand: string }[] }).brands.map((b) => b.brand)).toEqual(['trailmate', 'yardwise', 'homing']);
    const problems = watch(page);

    const email = `start-${Date.now()}@example.com`;
    await page.goto(`${site}/account/register/`);
    const register = page.getByRole('form', { name: 'Create an account' });
    await register.getByLabel('First name').fill('Sam');
    await register.getByLabel('Last name').fill('Rivers');
    await register.getByLabel('Email address').fill(email);
    await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await register.getByLabel('Confirm password').fill(PASSWORD);
    await register.getByRole('button', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/account\/verify-account\//);
    const verify = page.getByRole('form', { name: 'Verify your account' });
    await verify.getByLabel('Verification code').fill(await mailedCode(twinUrl, email));
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(verify.getByRole('status')).toContainText('Your account is verified.');

    await page.goto(`${site}/account/login/?redirect=${encodeURIComponent(HAMMOCK)}`);
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email address').fill(email);
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${site}${HAMMOCK}`, { timeout: 20_000 });

    const cart = new CartPage(page);
    await cart.ready();
    await cart.addButton().click();
    await cart.expectCount(1);

    // A sister brand's site starts its own cart and leaves this one alone.
    await page.goto(`${started.urls.homing}/`);
    await cart.ready();
    await cart.expectCount(0);
    await page.goto(`${site}/`);
    await cart.ready();
    await cart.expectCount(1);

    // Yardwise's dealer search answers from the services' own origin.
    await gotoReady(page, `${started.urls.yardwise}/`);
    await page.getByRole('button', { name: 'Find a dealer' }).click();
    const dealers = page.getByRole('dialog', { name: 'Find a local dealer' });
    await dealers.getByLabel('ZIP or postal code').fill('43215');
    const answered = page.waitForResponse((res) => res.url().startsWith(`${started!.urls.services}/dealers/`));
    await dealers.getByRole('button', { name: 'Search' }).click();
    expect((await answered).status()).toBe(200);
    await expect(dealers.getByRole('heading', { name: 'Buckeye Pet Fence' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test.describe('with its service worker', () => {
    // The other specs bypass the worker (playwright.config.ts); here it runs, as for a shopper.
    test.use({ serviceWorkers: 'allow' });

    test('on the printed URL the service worker takes the page, and a visited page opens offline', async ({ page, context }) => {
      expect(started, 'npm start runs (the test before this one)').not.toBeNull();
      const site = started!.urls.trailmate;
      await page.goto(`${site}/`);
      await expect(page.locator('html')).toHaveAttribute('data-service-worker', /offline-ready|activated/, { timeout: 30_000 });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await gotoReady(page, `${site}${HAMMOCK}`);
      const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
      await page.waitForLoadState('networkidle');
      await context.setOffline(true);
      try {
        await page.goto(`${site}${HAMMOCK}`);
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading ?? '');
      } finally {
        await context.setOffline(false);
      }
    });
  });
});
