// Feature flags through the real network path: the built page starts every flag at its brand.json value,
// its flag client (LaunchDarkly's React SDK, loaded after first paint) streams from the worker's twin, and
// a flag changed in the twin (admin route or the twin's flags page) reaches the open page. With the flag
// service down, the built values hold and nothing breaks; once it is back, the client retries and
// follows changes again. The experiment records its exposure when the Checkout button shows. The
// client's provider waits a bounded time for the first flags (LaunchDarkly's SDK warns about waiting
// without one); a slower flag service still gets its flags applied once they arrive.
import AxeBuilder from '@axe-core/playwright';
import type { ConsoleMessage, Page } from '@playwright/test';
import { CartPage } from './support/cart-page';
import { notAStream, requestsInFlight, runClockPast } from './support/in-flight';
import { siteUrl } from './support/sites';
import { expect, test, type WorkerTwin } from './support/twin';

const HOME = '/';
const PRODUCT = '/car-seat-covers/rover-hammock/';
const CHAT = { name: 'Chat with us' } as const;

async function setFlag(twin: WorkerTwin, flag: string, change: Record<string, unknown>): Promise<void> {
  const res = await twin.call('PATCH', `/__flags/trailmate/${flag}`, change);
  expect(res.status).toBe(200);
}

/** Resolves once the page's flag client has its stream to the twin open. */
function streamOpened(page: Page): Promise<unknown> {
  return page.waitForResponse((r) => /^\/eval\/[^/]+\/[^/]+$/.test(new URL(r.url()).pathname) && r.status() === 200, { timeout: 20_000 });
}

/** The warnings and errors LaunchDarkly's SDK writes to the console (its logger prefixes them). */
function launchDarklyConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if ((message.type() === 'warning' || message.type() === 'error') && /LaunchDarkly|waitForInitialization/.test(message.text())) lines.push(message.text());
  });
  return lines;
}

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.afterEach(async ({ twin }) => {
  await twin.call('DELETE', '/__flags/outage');
  await setFlag(twin, 'live-chat', { on: true, fallthrough: { variation: 0 } });
  await setFlag(twin, 'checkout-cta-style', { on: true, fallthrough: { rollout: [{ variation: 0, weight: 50_000 }, { variation: 1, weight: 50_000 }] } });
});

test('a flag flipped in the twin turns chat off on an open page, and back on', async ({ page, twin }, testInfo) => {
  const launchDarkly = launchDarklyConsole(page);
  const stream = streamOpened(page);
  await page.goto(siteUrl('trailmate', HOME));
  await expect(page.getByRole('button', CHAT)).toBeVisible();
  await stream;
  const flipped = Date.now();
  await setFlag(twin, 'live-chat', { on: false });
  await expect(page.getByRole('button', CHAT)).toBeHidden({ timeout: 5000 });
  testInfo.annotations.push({ type: 'flag change reached the page (ms)', description: String(Date.now() - flipped) });
  await setFlag(twin, 'live-chat', { on: true });
  await expect(page.getByRole('button', CHAT)).toBeVisible({ timeout: 5000 });
  await expectNoSeriousAxeViolations(page);
  // The client started without a word on the console (no wait for its flags without a timeout).
  expect(launchDarkly).toEqual([]);
});

test('a flag service slower than the provider waits: the page goes on with its built values, and the flags apply once they arrive', async ({ page, twin }) => {
  const launchDarkly = launchDarklyConsole(page);
  // Fault: the client's first flags answer 7 s late (the provider waits 5 s for them).
  await page.route(/\/sdk\/evalx\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 7000));
    await route.continue().catch(() => undefined);
  });
  const flags = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/sdk/evalx/') && r.status() === 200, { timeout: 30_000 });
  const stream = page.waitForResponse((r) => /^\/eval\/[^/]+\/[^/]+$/.test(new URL(r.url()).pathname) && r.status() === 200, { timeout: 30_000 });
  await page.goto(siteUrl('trailmate', HOME));
  await expect(page.getByRole('button', CHAT)).toBeVisible();
  await expect.poll(() => launchDarkly.some((line) => /waitForInitialization timed out/.test(line)), { timeout: 20_000 }).toBe(true);
  await flags;
  await stream;
  await setFlag(twin, 'live-chat', { on: false });
  await expect(page.getByRole('button', CHAT)).toBeHidden({ timeout: 5000 });
  // One start, waited for once: the slow answer was not taken for a failure and retried.
  expect(launchDarkly.filter((line) => /waitForInitialization/.test(line))).toHaveLength(1);
});

test('the twin\'s flags page lists the flags and its form flips one for an open page', async ({ page, context, twin }) => {
  const stream = streamOpened(page);
  await page.goto(siteUrl('trailmate', HOME));
  await stream;
  const admin = await context.newPage();
  await admin.goto(`${twin.url}/flags`);
  // A developer page: the twin asks for its admin key first, then shows the page asked for.
  await admin.getByLabel('Twin admin key').fill(twin.adminKey);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin.getByRole('heading', { name: 'Feature flags' })).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  const trailmate = admin.getByRole('region', { name: /^trailmate/ });
  await trailmate.getByLabel('What live-chat serves').selectOption({ label: 'Serve false to everyone' });
  await trailmate.getByRole('row', { name: /live-chat/ }).getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('status')).toHaveText(/Saved trailmate\/live-chat/);
  await expect(page.getByRole('button', CHAT)).toBeHidden({ timeout: 5000 });
  await admin.close();
});

test('with the flag service down the brand.json values hold and nothing breaks; once back, the client retries and follows changes', async ({ page, twin }) => {
  expect((await twin.call('POST', '/__flags/outage', { status: 503 })).status).toBe(201);
  const refused = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/sdk/evalx/') && r.status() === 503, { timeout: 20_000 });
  await page.goto(siteUrl('trailmate', HOME));
  await refused;
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('button', CHAT)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const stream = streamOpened(page);
  await twin.call('DELETE', '/__flags/outage');
  await stream;
  await setFlag(twin, 'live-chat', { on: false });
  await expect(page.getByRole('button', CHAT)).toBeHidden({ timeout: 5000 });
});

test('the Checkout button experiment serves its variation and records the exposure', async ({ page, twin }) => {
  await setFlag(twin, 'checkout-cta-style', { fallthrough: { variation: 1 } });
  const { body: before } = await twin.call<{ events: { id: number }[] }>('GET', '/__flags/trailmate/events');
  const after = before.events.at(-1)?.id ?? 0;
  const cart = new CartPage(page);
  const stream = streamOpened(page);
  await page.goto(siteUrl('trailmate', PRODUCT));
  await cart.ready();
  await stream;
  await cart.addButton().click();
  await cart.expectCount(1);
  await cart.open();
  const checkout = cart.drawer().getByRole('link', { name: 'Checkout' });
  await expect(checkout).toHaveClass(/button--prominent/);
  type Recorded = { payload: { key?: string; value?: unknown; context?: Record<string, unknown> } };
  const exposure = async () => {
    const { body } = await twin.call<{ events: Recorded[] }>('GET', `/__flags/trailmate/events?kind=feature&after=${after}`);
    return body.events.map((e) => e.payload).find((p) => p.key === 'checkout-cta-style') ?? null;
  };
  try {
    await expect.poll(exposure, { timeout: 10_000 }).not.toBeNull();
  } catch (e) {
    console.log(JSON.stringify((await twin.call('GET', `/__flags/trailmate/events?after=${after}`)).body).slice(0, 4000));
    throw e;
  }
  expect(await exposure()).toMatchObject({ value: 'prominent', context: { kind: 'user', anonymous: true, brand: 'trailmate', market: 'us' } });
  // Nothing personal in the context.
  const { body } = await twin.call<{ events: { payload: { context?: Record<string, unknown> } }[] }>('GET', `/__flags/trailmate/events?after=${after}`);
  for (const e of body.events) expect(Object.keys(e.payload.context ?? {}).sort()).not.toContain('email');
});

test('in a market that asks first, the flag client keeps nothing on the device and sends no event until the shopper consents', async ({ page, twin }) => {
  const { body: before } = await twin.call<{ events: { id: number }[] }>('GET', '/__flags/trailmate/events');
  const after = before.events.at(-1)?.id ?? 0;
  const stream = streamOpened(page);
  const pending = requestsInFlight(page, notAStream);
  await page.clock.install();
  await page.goto(siteUrl('trailmate', '/de/'));
  const opened = (await stream) as import('@playwright/test').Response;
  // The stream's context is the market's shared key, not a key of this visitor.
  const encoded = new URL(opened.url()).pathname.split('/').at(-1)!;
  const context = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Record<string, unknown>;
  expect(context).toMatchObject({ kind: 'user', anonymous: true, brand: 'trailmate' });
  expect(String(context.key)).toMatch(/^visitor-trailmate-/);
  // The page's clock run past the client's flush interval (2,000 ms), every request answered: still nothing stored and no event received.
  await runClockPast(page, 3000, pending);
  expect(await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('ld:')))).toEqual([]);
  const { body } = await twin.call<{ events: unknown[] }>('GET', `/__flags/trailmate/events?after=${after}`);
  expect(body.events).toEqual([]);
});
