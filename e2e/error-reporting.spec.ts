// Error reporting in Chromium against the built sites and the worker's twin, whose stand-in Sentry
// project records what arrives: an exception in an island reaches it with the page's tags, the
// build's release and environment, and nothing that names the shopper; the SDK is not in the first
// load and comes when the page is idle; tracing headers go to our own services only. Session replay
// comes as a chunk of its own with analytics consent: an error sends the minute before it (on-error
// rate 1.0), masked and without query strings; in a market that asks first, nothing before consent.
// Tracing spans are streamed, each through the scrubber: a sampled page load opened with an email and
// a token in its address sends its spans without them, and the SDK warns about nothing.
import type { ConsoleMessage, Page, Request } from '@playwright/test';
import { AccountPage, confirmedAccount } from './support/account-page';
import { CartPage } from './support/cart-page';
import { requestsInFlight } from './support/in-flight';
import { gotoReady, navigateInApp } from './support/site-page';
import { siteUrl } from './support/sites';
import { expect, test, type WorkerTwin } from './support/twin';
import { TWIN_SENTRY_PUBLIC_KEY } from '../wire/error-reporting';

const PASSWORD = 'long-enough-1';
const HAMMOCK = '/car-seat-covers/rover-hammock/';
/** A newsletter link's tracking token (Klaviyo's `_kx`), which names the profile it was sent to. */
const CAMPAIGN_TOKEN = 'Zx9Qm2Lp7Rv4Tn8Wk3Yb6Hc1Jd5Fg0Se';

let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${counter++}@example.com`;

interface RecordedEvent {
  eventId: string;
  kind: string;
  title: string;
  release: string;
  environment: string;
  origin: string | null;
  tags: Record<string, string>;
  payload: { exception?: { values: { type: string; value: string }[] }; request?: { url?: string }; user?: unknown; breadcrumbs?: unknown[] };
}

interface RecordedReplay {
  replayId: string;
  segmentId: number;
  replayType: 'session' | 'buffer';
  origin: string | null;
  release: string;
  environment: string;
  tags: Record<string, string>;
  urls: string[];
  errorIds: string[];
  encoding: string;
  size: number;
  eventCount: number;
}

async function recordedReplays(twin: WorkerTwin): Promise<RecordedReplay[]> {
  const { body } = await twin.call<{ replays: RecordedReplay[] }>('GET', '/__errors/replays');
  return body.replays;
}

/** Every recording event of a replay's segments, decoded by the twin. */
async function recordingOf(twin: WorkerTwin, replays: RecordedReplay[]): Promise<{ type: number; data?: Record<string, unknown> }[]> {
  const events: { type: number; data?: Record<string, unknown> }[] = [];
  for (const segment of replays) {
    const { body } = await twin.call<{ events: typeof events }>('GET', `/__errors/replays/${segment.replayId}/${segment.segmentId}`);
    events.push(...body.events);
  }
  return events;
}

/** Counts the requests of the SDK's chunk and of the replay's chunk. */
function watchChunks(page: Page): { sdk: () => number; replay: () => number } {
  let sdk = 0;
  let replay = 0;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/error-reporting-[0-9a-f]+\.js$/.test(path)) sdk += 1;
    if (/\/error-replay-[0-9a-f]+\.js$/.test(path)) replay += 1;
  });
  return { sdk: () => sdk, replay: () => replay };
}

/** The replay's stored session (Sentry keeps it while the recorder runs and removes it when stopped). */
const replaySession = (page: Page) => page.evaluate(() => window.sessionStorage.getItem('sentryReplaySession'));

/** An uncaught error on the page, outside any island. */
const throwOnPage = (page: Page, message: string) => page.evaluate((text) => void setTimeout(() => { throw new Error(text); }), message);

interface RecordedSpan {
  traceId: string;
  spanId: string;
  name: string;
  op: string | null;
  segment: boolean;
  origin: string | null;
  release: string | null;
  span: { name: string; attributes: Record<string, { type: string; value: unknown }>; links?: unknown[] };
  envelope: { trace: Record<string, string> | null; ingestSettings: Record<string, string> | null };
}

async function recordedSpans(twin: WorkerTwin, traceId: string): Promise<RecordedSpan[]> {
  const { body } = await twin.call<{ spans: RecordedSpan[] }>('GET', `/__errors/spans?trace=${traceId}`);
  return body.spans;
}

/**
 * Makes the next page continue a sampled trace, as a page served with the trace's `sentry-trace` and
 * `baggage` meta tags does (the SDK reads them when it starts tracing the page load): the spec's 10%
 * sampling would otherwise leave most page loads without spans.
 */
async function continueSampledTrace(page: Page, traceId: string): Promise<void> {
  const tags = { 'sentry-trace': `${traceId}-${'5'.repeat(16)}-1`, baggage: `sentry-trace_id=${traceId},sentry-public_key=${TWIN_SENTRY_PUBLIC_KEY},sentry-sampled=true,sentry-sample_rate=1,sentry-sample_rand=0.05` };
  await page.addInitScript((meta) => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const [name, content] of Object.entries(meta)) document.head.append(Object.assign(document.createElement('meta'), { name, content }));
    });
  }, tags);
}

/** Collects the SDK's console messages (LaunchDarkly's and the site's own are not its). */
function sentryConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (/sentry|beforeSend|traceLifecycle|ignoreTransactions/i.test(message.text())) lines.push(`${message.type()}: ${message.text()}`);
  });
  return lines;
}

async function recordedEvents(twin: WorkerTwin, kind: 'event' | 'transaction' = 'event'): Promise<RecordedEvent[]> {
  const { body } = await twin.call<{ events: RecordedEvent[] }>('GET', `/__errors?kind=${kind}`);
  return body.events;
}

/** Makes the Storefront's customer answer hold the phone as a number instead of a string, as a faulty proxy might. */
async function breakCustomerAnswers(page: Page, twin: WorkerTwin): Promise<void> {
  await page.route(`${twin.url}/shops/*/api/*/graphql.json`, async (route) => {
    if (!/query CustomerByToken\b/.test(route.request().postData() ?? '')) return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { customer?: Record<string, unknown> | null } };
    if (body.data?.customer) body.data.customer.phone = 15555550123;
    await route.fulfill({ response, json: body });
  });
}

test.describe('error reporting', () => {
  test.beforeEach(async ({ twin }) => {
    await twin.call('DELETE', '/__errors');
  });

  test('an exception in the account island reaches the twin with its tags and nothing personal', async ({ page, twin, network }) => {
    const email = uniqueEmail('reported');
    await confirmedAccount(twin, email, PASSWORD);
    // The island's exception is the point of the test; the page's uncaught error is expected.
    network.allow(/^uncaught: .*is not a function/);

    const cart = new CartPage(page);
    await page.goto(siteUrl('trailmate', HAMMOCK));
    await cart.ready();
    await cart.addButton().click();
    await cart.expectCount(1);
    const cartId = await page.evaluate(() => /(?:^|; )_cartId=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    expect(cartId).not.toBe('');

    await breakCustomerAnswers(page, twin);
    const account = new AccountPage(page, 'trailmate');
    await account.signIn(email, PASSWORD);
    const accessToken = await page.evaluate(() => window.sessionStorage.getItem('customer_access_token'));
    expect(accessToken).toBeTruthy();

    // The shopper follows a newsletter link to their settings: the link names them in its query.
    await page.goto(account.url(`/account/settings/?utm_source=newsletter&_kx=${CAMPAIGN_TOKEN}&email=${encodeURIComponent(email)}`));

    await expect.poll(async () => (await recordedEvents(twin)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const [event] = await recordedEvents(twin);
    if (event === undefined) throw new Error('event is missing');
    expect(event.title).toMatch(/^TypeError: .*is not a function/);
    expect(event.tags).toMatchObject({ brand: 'trailmate', market: 'us', locale: 'en-us', template: 'account' });
    expect(event.release).toMatch(/^trailmate@[0-9a-zA-Z]+/);
    expect(event.environment).toBe('production');
    expect(event.origin).toBe(new URL(siteUrl('trailmate', '/')).origin);
    expect(event.payload.request?.url).toBe(account.url('/account/settings/'));
    expect(event.payload.user).toBeUndefined();

    const sent = JSON.stringify(event.payload);
    const cookieCart = decodeURIComponent(cartId);
    for (const secret of [email, encodeURIComponent(email), email.split('@')[0], CAMPAIGN_TOKEN, accessToken!, cookieCart, cookieCart.replace(/^.*\//, '').replace(/\?.*$/, '')]) {
      expect(sent, `the event must not carry ${secret}`).not.toContain(secret);
    }
  });

  test("an error on a page reached by an in-app link across locales carries that page's tags, not the previous page's", async ({ page, twin, network }) => {
    network.allow(/^uncaught: Probe across locales$/);
    await gotoReady(page, siteUrl('trailmate', '/'));
    await navigateInApp(page, '/be/fr/');
    await expect(page.getByRole('button', { name: /^Panier/ }).first()).toBeVisible();
    await throwOnPage(page, 'Probe across locales');
    await expect.poll(async () => (await recordedEvents(twin)).filter((e) => e.title.includes('Probe across locales')).length, { timeout: 20_000 }).toBe(1);
    const [event] = (await recordedEvents(twin)).filter((e) => e.title.includes('Probe across locales'));
    if (event === undefined) throw new Error('event is missing');
    expect(event.tags).toMatchObject({ brand: 'trailmate', locale: 'fr-be', template: 'home' });
  });

  test('the SDK is not in the first load: it comes once the page has settled, and a quiet page reports nothing', async ({ page, twin }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const response = await page.goto(siteUrl('trailmate', HAMMOCK), { waitUntil: 'load' });
    // The built page names its first-load scripts (listed on the boot script, which starts them after
    // first paint); the SDK's chunk, requested once the page has settled, is not among them.
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<script data-boot="[^"]*\/app-[0-9a-f]+\.js[^"]*"/);
    expect(html).not.toMatch(/error-reporting-[0-9a-f]+\.js|error-replay-[0-9a-f]+\.js/);
    await expect.poll(() => scripts.some((src) => /\/error-reporting-[0-9a-f]+\.js$/.test(src)), { timeout: 15_000 }).toBe(true);
    expect(await recordedEvents(twin)).toEqual([]);
  });

  test('a sampled page load opened with an email and a token in its address streams its spans without them, and the SDK warns about nothing', async ({ page, twin }) => {
    const email = uniqueEmail('spans');
    const traceId = [...Array(32)].map(() => Math.floor(Math.random() * 16).toString(16)).join('');
    const warnings = sentryConsole(page);
    await continueSampledTrace(page, traceId);
    const address = `${HAMMOCK}?utm_source=newsletter&_kx=${CAMPAIGN_TOKEN}&email=${encodeURIComponent(email)}&token=${CAMPAIGN_TOKEN}#cart=${CAMPAIGN_TOKEN}`;
    await page.goto(siteUrl('trailmate', address));
    const cart = new CartPage(page);
    await cart.ready();

    // The page load's segment span ends once the page is idle after the SDK started; its spans follow.
    await expect.poll(async () => (await recordedSpans(twin, traceId)).filter((s) => s.segment && s.op === 'pageload').length, { timeout: 45_000 }).toBe(1);
    await expect.poll(async () => (await recordedSpans(twin, traceId)).filter((s) => !s.segment).length).toBeGreaterThan(0);
    const spans = await recordedSpans(twin, traceId);
    const pageload = spans.find((s) => s.segment && s.op === 'pageload')!;
    expect(pageload.origin).toBe(new URL(siteUrl('trailmate', '/')).origin);
    expect(pageload.release).toMatch(/^trailmate@[0-9a-zA-Z]+/);
    expect(pageload.span.attributes['url.full']?.value).toBe(siteUrl('trailmate', HAMMOCK));
    // The page's own requests and resources are spans of the trace too.
    expect(spans.filter((s) => !s.segment).length).toBeGreaterThan(0);
    expect(pageload.envelope.ingestSettings).toEqual({ infer_ip: 'never', infer_user_agent: 'never' });

    const sent = JSON.stringify(spans);
    for (const secret of [email, encodeURIComponent(email), email.split('@')[0], CAMPAIGN_TOKEN, 'utm_source', '_kx=']) {
      expect(sent, `the spans must not carry ${secret}`).not.toContain(secret);
    }
    // No URL in any span keeps a query string or a fragment.
    const texts = spans.flatMap((s) => [s.span.name, ...Object.values(s.span.attributes).flatMap((a) => (Array.isArray(a.value) ? a.value : [a.value])).filter((v): v is string => typeof v === 'string')]);
    expect(texts.filter((text) => /(?:https?:\/\/|^\/)[^\s?#]*[?#]/.test(text))).toEqual([]);
    expect(warnings).toEqual([]);
  });

  test("tracing headers go to localhost's own services, never to the Storefront API's or Cognito's stand-ins", async ({ page, twin }) => {
    const traced: string[] = [];
    const untraced: string[] = [];
    let sdkRequests = 0;
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (/\/error-reporting-[0-9a-f]+\.js$/.test(url.pathname)) sdkRequests += 1;
      (request.headers()['sentry-trace'] ? traced : untraced).push(`${url.origin === twin.url ? 'twin' : 'site'}${url.pathname}`);
    });
    /** Waits for the page's SDK to have been requested and started (its session reaches the twin). */
    const sdkLoaded = async (loads: number) => {
      await expect.poll(() => sdkRequests, { timeout: 15_000 }).toBeGreaterThanOrEqual(loads);
      await expect.poll(() => untraced.filter((path) => path.endsWith('/envelope/')).length + traced.filter((path) => path.endsWith('/envelope/')).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(loads);
    };
    await page.goto(siteUrl('trailmate', HAMMOCK));
    await sdkLoaded(1);
    const cart = new CartPage(page);
    await cart.ready();
    await cart.addButton().click();
    await cart.expectCount(1);
    // A client-side navigation reads the next page's data from the site itself (localhost here).
    await page.getByRole('link', { name: 'Trailmate home page' }).first().click();
    await expect(page).toHaveURL(siteUrl('trailmate', '/'));
    await expect.poll(() => traced.filter((path) => path.startsWith('site/page-data/'))).not.toEqual([]);

    await page.goto(siteUrl('trailmate', '/account/login/'));
    await sdkLoaded(2);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email address').fill(uniqueEmail('traced'));
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    expect(untraced.filter((path) => path.endsWith('/graphql.json'))).not.toEqual([]);
    expect(untraced.filter((path) => path.startsWith('twin/cognito'))).not.toEqual([]);
    expect(traced.filter((path) => /^twin\/(shops|cognito|1|client|onsite)(\/|$)/.test(path))).toEqual([]);
  });

  test('an error in an island sends the replay of what came before it, with its tags, inputs masked and no query string', async ({ page, twin, network }) => {
    const email = uniqueEmail('replayed');
    await confirmedAccount(twin, email, PASSWORD);
    network.allow(/^uncaught: .*is not a function/);
    const chunks = watchChunks(page);
    await breakCustomerAnswers(page, twin);
    const account = new AccountPage(page, 'trailmate');

    // The shopper arrives from a newsletter link that names them, and signs in: the replay records it.
    await page.goto(account.url(`/account/login/?utm_source=newsletter&_kx=${CAMPAIGN_TOKEN}&email=${encodeURIComponent(email)}`));
    await expect.poll(chunks.replay, { timeout: 15_000 }).toBe(1);
    // The recorder starts once the chunk has run: its session is stored then.
    await expect.poll(() => replaySession(page)).not.toBeNull();
    await account.signIn(email, PASSWORD, false);
    // Their settings fail to render (the island's TypeError); the error is what sends the replay.
    await page.getByRole('link', { name: 'My Account' }).click();
    await expect.poll(async () => (await recordedEvents(twin)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const [event] = await recordedEvents(twin);
    if (event === undefined) throw new Error('event is missing');
    expect(event.title).toMatch(/^TypeError: .*is not a function/);

    await expect.poll(async () => (await recordedReplays(twin)).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const replays = await recordedReplays(twin);
    expect(new Set(replays.map((r) => r.replayId)).size).toBe(1);
    const [first] = replays;
    if (first === undefined) throw new Error('first is missing');
    expect(first.segmentId).toBe(0);
    expect(['buffer', 'session']).toContain(first.replayType);
    expect(first.tags).toMatchObject({ brand: 'trailmate', market: 'us', locale: 'en-us', template: 'account' });
    expect(first.release).toBe(event.release);
    expect(first.origin).toBe(new URL(siteUrl('trailmate', '/')).origin);
    expect(first.urls[0]).toBe(account.url('/account/login/'));
    expect(first.size).toBeGreaterThan(0);
    await expect.poll(async () => (await recordedReplays(twin)).flatMap((r) => r.errorIds), { timeout: 20_000 }).toContain(event.eventId);

    const recording = await recordingOf(twin, await recordedReplays(twin));
    // The page's address (meta), its DOM (full snapshot) and the typing (input events, masked) are there.
    const meta = recording.find((e) => e.type === 4);
    expect(meta?.data?.href).toBe(account.url('/account/login/'));
    expect(recording.some((e) => e.type === 2)).toBe(true);
    const typed = recording.filter((e) => e.type === 3 && e.data?.source === 5).map((e) => String(e.data?.text));
    expect(typed.some((text) => /^\*{8,}$/.test(text))).toBe(true);
    const sent = JSON.stringify({ replays, recording });
    for (const secret of [email, encodeURIComponent(email), email.split('@')[0], CAMPAIGN_TOKEN, PASSWORD, 'utm_source']) {
      expect(sent, `the replay must not carry ${secret}`).not.toContain(secret);
    }
  });

  test('in a market that asks first, no replay before analytics consent; one after it; none after it is withdrawn', async ({ page, twin, network }) => {
    test.setTimeout(60_000);
    network.allow(/^uncaught: Replay probe/);
    const chunks = watchChunks(page);
    const envelopesInFlight = requestsInFlight(page, (request) => new URL(request.url()).pathname.endsWith('/envelope/'));
    const banner = page.getByRole('dialog', { name: 'Ihre Datenschutzeinstellungen' });
    await page.goto(siteUrl('trailmate', `/de/car-seat-covers/rover-hammock/?_kx=${CAMPAIGN_TOKEN}`));
    await expect(banner).toBeVisible();
    await expect.poll(chunks.sdk, { timeout: 15_000 }).toBe(1);

    // Before consent: the error is reported, the replay's code never loads and nothing is recorded.
    await throwOnPage(page, 'Replay probe before consent');
    await expect.poll(async () => (await recordedEvents(twin)).map((e) => e.title), { timeout: 20_000 }).toEqual(['Error: Replay probe before consent']);
    // The replay's chunk is asked for only as the SDK starts or the choice changes (replay-consent.ts); this SDK
    // has started and reported, and every envelope it sent is answered.
    await expect.poll(envelopesInFlight).toBe(0);
    expect(chunks.replay()).toBe(0);
    expect(await recordedReplays(twin)).toEqual([]);

    // With consent the replay starts, and the next error sends it.
    await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(chunks.replay, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => replaySession(page)).not.toBeNull();
    await throwOnPage(page, 'Replay probe after consent');
    await expect.poll(async () => (await recordedReplays(twin)).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [replay] = await recordedReplays(twin);
    if (replay === undefined) throw new Error('replay is missing');
    expect(replay.tags).toMatchObject({ brand: 'trailmate', market: 'de', locale: 'de-de', template: 'product' });
    expect(replay.urls).not.toContainEqual(expect.stringContaining(CAMPAIGN_TOKEN));
    expect(JSON.stringify(await recordingOf(twin, await recordedReplays(twin)))).not.toContain(CAMPAIGN_TOKEN);

    // Withdrawn: the replay stops; a later error sends no more of it.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await dialog.getByRole('checkbox', { name: 'Analyse' }).uncheck();
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(dialog).toBeHidden();
    // Stopping sends what was recorded with consent (and then forgets its session); nothing after it.
    await expect.poll(() => replaySession(page)).toBeNull();
    await expect.poll(envelopesInFlight).toBe(0);
    const segments = (await recordedReplays(twin)).length;
    await throwOnPage(page, 'Replay probe after withdrawal');
    await expect.poll(async () => (await recordedEvents(twin)).length, { timeout: 20_000 }).toBe(3);
    // A stopped replay sends nothing more (it has no session and no recorder left): still stopped, all answered.
    await expect.poll(envelopesInFlight).toBe(0);
    expect(await replaySession(page)).toBeNull();
    expect((await recordedReplays(twin)).length).toBe(segments);
  });
});
