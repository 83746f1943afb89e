// `npx tsx scripts/check-csp.ts [brand] [--dist DIR] [--port N] [--twin URL] [--built-twin URL]`: serves a
// built brand with its `_headers` (scripts/static-server/) in front of a running twin and walks the
// site in Chromium — home, in-app navigation, a product page with add to cart and the cart drawer, the header search
// and the search page, the sign-in page and a refused sign-in, a form's captcha (its proof-of-work
// worker) and a product video — collecting `securitypolicyviolation` events, console errors and
// warnings, page errors and failed requests. Prints each; exits 1 when there is any, or when the
// site sent no Content-Security-Policy.
//
// Needs a twin: `npx tsx twin/src/main.ts --port 8787 --db /tmp/twin-csp.sqlite --reset &`. The site is
// served on the brand's usual port (9001…), which the twin's CORS allows; with --port N start the
// twin with TWIN_SITE_ORIGINS=http://127.0.0.1:N, and with --twin URL the pages are served as if
// built for that twin.
// Chromium: $CHROMIUM_PATH or /usr/bin/chromium.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright';
import { budgetPages, builtPages } from './bench/lib/built-pages';
import { BRAND_PORTS, isSiteBrand, type SiteBrand } from './static-server/brands';
import { DEFAULT_BUILT_TWIN_ORIGIN } from './static-server/origin-rewrite';
import { createStaticServer, listen } from './static-server/server';

interface Finding {
  step: string;
  kind: 'csp' | 'console' | 'pageerror' | 'requestfailed' | 'step';
  text: string;
}

/** Console messages the journeys cause on purpose, by step; anything else is a finding. */
const EXPECTED: { step: RegExp; text: RegExp; why: string }[] = [
  { step: /refused sign-in/, text: /status of 400/, why: 'Cognito answers a wrong password with 400 NotAuthorizedException' },
  { step: /.*/, text: /custom Amazon( Amazon)? Cognito User Pool endpoint/, why: "Amplify's notice when the pool is the twin's (GATSBY_COGNITO_ENDPOINT)" },
];

function expectedWhy(finding: Finding): string | null {
  if (finding.kind !== 'console') return null;
  return EXPECTED.find((e) => e.step.test(finding.step) && e.text.test(finding.text))?.why ?? null;
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/** Pages of the journeys per brand: a product to add to the cart (null: the shallowest product page) and one with a video. */
const PAGES: Record<SiteBrand, { cart: string | null; video: string | null; form: string }> = {
  trailmate: { cart: '/car-seat-covers/rover-hammock/', video: '/car-seat-covers/rover-hammock/', form: '/contact-us/' },
  yardwise: { cart: null, video: null, form: '/contact-us/' },
  homing: { cart: '/chargers/homing-car-charger/', video: '/gps-collars/homing-go-gps-collar/', form: '/contact-us/' },
};

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const brandArg = args.find((arg, i) => !arg.startsWith('--') && !['--dist', '--port', '--twin', '--built-twin'].includes(args[i - 1] ?? '')) ?? 'trailmate';
  if (!isSiteBrand(brandArg)) throw new Error(`Unknown brand ${brandArg}`);
  const brand: SiteBrand = brandArg;
  const root = path.resolve(option(args, '--dist') ?? 'dist', brand);
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`${root} holds no built site: run \`npm run build -- ${brand}\` first.`);
  const product = PAGES[brand].cart ?? budgetPages(builtPages(root)).product;
  if (!product) throw new Error(`${root} has no product page.`);
  const builtTwin = option(args, '--built-twin') ?? DEFAULT_BUILT_TWIN_ORIGIN;
  const twin = (option(args, '--twin') ?? builtTwin).replace(/\/+$/, '');
  const health = await fetch(`${twin}/`).catch(() => null);
  if (!health) throw new Error(`No twin answers at ${twin}: start one (npx tsx twin/src/main.ts --port 8787 --db /tmp/twin-csp.sqlite --reset).`);

  const server = createStaticServer({ root, twinOrigin: twin === builtTwin ? undefined : twin, builtTwinOrigin: builtTwin });
  // The twin's CORS allows the brands' usual ports (or TWIN_SITE_ORIGINS): the brand's port by default.
  const port = await listen(server, Number(option(args, '--port') ?? BRAND_PORTS[brand]));
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
  });
  const findings: Finding[] = [];
  let step = 'start';
  let csp: string | null = null;
  try {
    const context = await browser.newContext({ baseURL: origin, locale: 'en-US' });
    await context.exposeBinding('__reportCspViolation', (_source, v: Record<string, string>) => {
      findings.push({ step, kind: 'csp', text: `${v.effectiveDirective} blocked ${v.blockedURI || '(inline)'} at ${v.sourceFile || '?'}:${v.lineNumber || '?'} ${v.sample ? `“${v.sample}”` : ''}`.trim() });
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        void (window as unknown as { __reportCspViolation(v: Record<string, string>): Promise<void> }).__reportCspViolation({
          effectiveDirective: e.effectiveDirective,
          blockedURI: e.blockedURI,
          sourceFile: e.sourceFile,
          lineNumber: String(e.lineNumber),
          sample: e.sample,
        });
      });
    });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') findings.push({ step, kind: 'console', text: `${message.type()}: ${message.text()}` });
    });
    page.on('pageerror', (error) => findings.push({ step, kind: 'pageerror', text: error.message }));
    page.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? '';
      // A navigation away aborts the page's pending requests; that is not a failure of the site.
      if (failure === 'net::ERR_ABORTED') return;
      findings.push({ step, kind: 'requestfailed', text: `${request.method()} ${request.url()} ${failure}` });
    });

    const run = async (name: string, body: (p: Page) => Promise<void>) => {
      step = name;
      try {
        await body(page);
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
        await page.waitForTimeout(500);
      } catch (error) {
        findings.push({ step, kind: 'step', text: `could not finish: ${(error as Error).message.split('\n')[0]}` });
      }
      console.log(`  ${name}: done`);
    };

    await run('home', async (p) => {
      const res = await p.goto('/');
      csp = (await res?.headerValue('content-security-policy')) ?? null;
    });
    await run('in-app navigation to a collection and a product', async (p) => {
      await p.waitForLoadState('networkidle');
      const before = p.url();
      await p.getByRole('main').locator('a[href^="/"]:not([href="/"])').first().click();
      await p.waitForURL((url) => url.href !== before, { timeout: 10_000 });
      await p.waitForLoadState('networkidle');
      const again = p.url();
      await p.getByRole('main').locator('a[href^="/"]').first().click();
      await p.waitForURL((url) => url.href !== again, { timeout: 10_000 });
    });
    await run('product page, add to cart, cart drawer', async (p) => {
      await p.goto(product);
      await p.waitForLoadState('networkidle');
      const add = p.getByRole('main').getByRole('button', { name: /^Add to cart$/ }).first();
      await add.click({ timeout: 10_000 });
      await p.getByRole('region', { name: 'Added to your cart' }).getByRole('button', { name: 'View cart' }).click({ timeout: 10_000 });
      await p.getByRole('dialog', { name: 'Your cart' }).getByTestId('cart-line').first().waitFor({ timeout: 10_000 });
      await p.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Close cart' }).click();
    });
    await run('header cart button opens the drawer', async (p) => {
      await p.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ }).click();
      await p.getByRole('dialog', { name: 'Your cart' }).waitFor({ timeout: 10_000 });
      await p.keyboard.press('Escape');
    });
    await run('header search as you type', async (p) => {
      await p.goto('/');
      await p.getByRole('banner').getByRole('button', { name: /search/i }).first().click();
      await p.keyboard.type('hammock', { delay: 40 });
      await p.waitForTimeout(1500);
    });
    await run('search page', async (p) => {
      await p.goto('/search/?query=travel');
      await p.getByRole('main').getByRole('link').first().waitFor({ timeout: 10_000 });
    });
    await run('sign-in page and a refused sign-in', async (p) => {
      await p.goto('/account/login/');
      const form = p.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email address').fill('nobody-csp@example.com');
      await form.getByLabel('Password').fill('Wrong-password-1');
      await form.getByRole('button', { name: 'Sign in' }).click();
      await form.getByRole('alert').waitFor({ timeout: 15_000 });
    });
    await run('form captcha (proof-of-work worker)', async (p) => {
      await p.goto(PAGES[brand].form);
      const box = p.getByRole('checkbox', { name: "I'm not a robot" }).first();
      await box.focus({ timeout: 10_000 });
      await p.keyboard.press('Space');
      await p.locator('altcha-widget [data-state="verified"]').first().waitFor({ timeout: 20_000 });
    });
    const video = PAGES[brand].video;
    if (video) {
      await run('product video', async (p) => {
        await p.goto(video);
        await p.getByRole('button', { name: /^Play video:/ }).first().click();
        const element = p.getByRole('dialog').locator('video');
        await element.evaluate(async (v: HTMLVideoElement) => {
          v.muted = true;
          await v.play();
          await new Promise((resolve) => setTimeout(resolve, 800));
        });
      });
    }
  } finally {
    await browser.close();
    server.close();
    server.closeAllConnections();
  }

  console.log(`\nContent-Security-Policy of ${origin}/:\n  ${csp ?? '(none)'}`);
  if (!csp) findings.push({ step: 'home', kind: 'step', text: 'the site sent no Content-Security-Policy (no _headers in the build?)' });
  const expected = findings.filter((f) => expectedWhy(f) !== null);
  const unexpected = findings.filter((f) => expectedWhy(f) === null);
  const violations = findings.filter((f) => f.kind === 'csp').length;
  console.log(`\nCSP violations: ${violations}`);
  if (expected.length) {
    console.log(`Expected console messages (${expected.length}):`);
    for (const f of expected) console.log(`  [${f.kind}] ${f.step}: ${f.text.slice(0, 200)}  — ${expectedWhy(f)}`);
  }
  if (unexpected.length === 0) {
    console.log('No CSP violations, unexpected console errors or warnings, page errors or failed requests.');
    return;
  }
  console.log(`${unexpected.length} finding(s):`);
  for (const f of unexpected) console.log(`  [${f.kind}] ${f.step}: ${f.text}`);
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
