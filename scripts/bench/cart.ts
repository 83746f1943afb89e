// Cart benchmark in Chromium with 4× CPU throttling: time from a click on "Add to cart" to visible
// feedback (the button turns busy) and to the toast showing the line from the server's cart, then
// from a click on the cart button to the open drawer listing it. Serves dist/trailmate itself and
// starts its own twin (fresh database), serving the site as if built for it. Prints numbers only (median and p95 of BENCH_RUNS runs, default 10).
import fs from 'node:fs';
import { chromium } from 'playwright';
import { launchTwin } from '../../shared/twin-process';
import { quantile, startProcess } from './lib/browser-bench';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 9091);
const PRODUCT_PATH = '/car-seat-covers/rover-hammock/';

async function main(): Promise<void> {
  if (!fs.existsSync('dist/trailmate/index.html')) throw new Error('dist/trailmate is missing: run `npm run build -- trailmate` first.');
  const origin = `http://127.0.0.1:${SITE_PORT}`;
  const twin = await launchTwin({ reset: true, rateLimit: 0, env: { TWIN_SITE_ORIGINS: origin } });
  // The site is served as if built for this twin, so the browser reaches it over the network.
  const site = await startProcess(['scripts/serve.ts', 'trailmate', '--port', String(SITE_PORT), '--twin-origin', twin.url], {}, /http:\/\/\S+/);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const feedback: number[] = [];
  const toast: number[] = [];
  const drawer: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(origin + PRODUCT_PATH);
      await page.waitForLoadState('networkidle');
      const add = page.getByRole('main').getByRole('button', { name: 'Add to cart' });
      await add.waitFor();
      // Times are taken in the page: from the click event to the next frame after the change is in the DOM.
      await add.evaluate((button) => {
        const w = window as unknown as { __bench: Promise<{ feedback: number; toast: number }> };
        w.__bench = new Promise((resolve) => {
          button.addEventListener(
            'click',
            (event) => {
              const t0 = event.timeStamp;
              let feedbackAt = 0;
              const observer = new MutationObserver(() => {
                if (!feedbackAt && button.getAttribute('aria-busy') === 'true') {
                  requestAnimationFrame(() => (feedbackAt = performance.now() - t0));
                }
                if (document.querySelector('[data-testid="cart-toast"]')) {
                  observer.disconnect();
                  requestAnimationFrame(() => resolve({ feedback: feedbackAt || performance.now() - t0, toast: performance.now() - t0 }));
                }
              });
              observer.observe(document.body, { attributes: true, childList: true, subtree: true });
            },
            { capture: true, once: true },
          );
        });
      });
      await add.click();
      const result = await page.evaluate(() => (window as unknown as { __bench: Promise<{ feedback: number; toast: number }> }).__bench);
      feedback.push(result.feedback);
      toast.push(result.toast);
      const cartButton = page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items$/ });
      const t0 = Date.now();
      await cartButton.click();
      await page.getByRole('dialog', { name: 'Your cart' }).getByTestId('cart-line').first().waitFor();
      drawer.push(Date.now() - t0);
      await context.close();
    }
  } finally {
    await browser.close();
    site.child.kill();
    await twin.stop();
  }
  const row = (name: string, values: number[]) => console.log(`${name.padEnd(44)} median ${quantile(values, 0.5).toFixed(0).padStart(5)} ms   p95 ${quantile(values, 0.95).toFixed(0).padStart(5)} ms`);
  console.log(`Cart in Chromium, 4x CPU throttling, ${RUNS} runs (trailmate product page):`);
  row('click Add to cart -> button busy (feedback)', feedback);
  row('click Add to cart -> toast with server cart', toast);
  row('click cart button -> drawer lists the line', drawer);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
