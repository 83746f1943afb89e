// Header search benchmark in Chromium on loopback: time from a keystroke in the header search box to
// the painted results (the status has left "Searching…" and the next frame is drawn), debounce
// included. Serves dist/trailmate itself and starts its own twin (fresh database), serving the site as
// if built for it. Prints the median and p95 of BENCH_KEYSTROKES
// keystrokes (default 20); a measurement, not a test.
import fs from 'node:fs';
import { chromium } from 'playwright';
import { launchTwin } from '../../shared/twin-process';
import { quantile, startProcess } from './lib/browser-bench';

const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 20);
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 9092);
const QUERIES = ['hammock', 'travel', 'harness', 'bowl', 'rover', 'carrier', 'leash', 'sweater', 'bed', 'summit'];

async function main(): Promise<void> {
  if (!fs.existsSync('dist/trailmate/index.html')) throw new Error('dist/trailmate is missing: run `npm run build -- trailmate` first.');
  const origin = `http://127.0.0.1:${SITE_PORT}`;
  const twin = await launchTwin({ reset: true, rateLimit: 0, env: { TWIN_SITE_ORIGINS: origin } });
  // The site is served as if built for this twin, so the browser reaches it over the network.
  const site = await startProcess(['scripts/serve.ts', 'trailmate', '--port', String(SITE_PORT), '--twin-origin', twin.url], {}, /http:\/\/\S+/);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const times: number[] = [];
  let firstOpen = 0;
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(origin + '/');
    await page.waitForLoadState('networkidle');
    const t0 = Date.now();
    await page.getByRole('banner').getByRole('button', { name: 'Open search' }).click();
    const box = page.getByRole('combobox', { name: 'Search products and articles' });
    await box.waitFor();
    firstOpen = Date.now() - t0;
    const status = page.locator('.header-search__panel [role="status"]');
    for (let i = 0; i < KEYSTROKES; i++) {
      const query = QUERIES[i % QUERIES.length]!;
      await box.fill(query.slice(0, -1));
      await page.waitForFunction((el) => !!el && el.textContent !== '' && !/…/.test(el.textContent ?? ''), await status.elementHandle());
      await box.evaluate((input) => {
        const w = window as unknown as { __bench: Promise<number> };
        w.__bench = new Promise((resolve) => {
          input.addEventListener(
            'keydown',
            (event) => {
              const started = event.timeStamp;
              const panel = input.closest('.header-search__panel')!;
              const live = panel.querySelector('[role="status"]')!;
              let searching = false;
              const observer = new MutationObserver(() => {
                const text = live.textContent ?? '';
                if (/…/.test(text)) searching = true;
                else if (searching && text) {
                  observer.disconnect();
                  requestAnimationFrame(() => resolve(performance.now() - started));
                }
              });
              observer.observe(panel, { childList: true, subtree: true, characterData: true });
            },
            { once: true },
          );
        });
      });
      await box.press(query.slice(-1));
      times.push(await page.evaluate(() => (window as unknown as { __bench: Promise<number> }).__bench));
    }
    await context.close();
  } finally {
    await browser.close();
    site.child.kill();
    await twin.stop();
  }
  console.log(`Header search in Chromium on loopback, ${KEYSTROKES} keystrokes (trailmate home):`);
  console.log(`${'click Open search -> box ready (code loads)'.padEnd(46)} ${firstOpen.toFixed(0).padStart(5)} ms`);
  console.log(`${'keystroke -> painted results'.padEnd(46)} median ${quantile(times, 0.5).toFixed(0).padStart(5)} ms   p95 ${quantile(times, 0.95).toFixed(0).padStart(5)} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
