// The browser paints the server-rendered page before React's code runs: the entry scripts
// (webpack runtime, framework, app) are listed on a small boot script that requests and starts them
// once the page's largest image has been painted (src/platform/gatsby/build/scripts-slice.ts). Measured in the page itself:
// when each entry script element entered the document, against the paint the browser reports for
// the page's priority image (Element Timing) or, without one, its first largest-contentful-paint
// entry; and the page still hydrates. A paint the browser is slow to report does not hold them
// back: they also start BOOT_IMAGE_PAINT_WAIT_MS after the priority image has loaded.
import type { Page } from '@playwright/test';
import { BOOT_IMAGE_PAINT_WAIT_MS } from '../src/platform/gatsby/build/scripts-slice';
import { expect, test } from './support/twin';
import { siteUrl, type SiteBrand } from './support/sites';

const PAGES: { template: string; brand: SiteBrand; path: string }[] = [
  { template: 'home', brand: 'trailmate', path: '/' },
  { template: 'product', brand: 'trailmate', path: '/dog-poop-bag-tailgate-dumpster/' },
  { template: 'article', brand: 'trailmate', path: '/blog/five-tips-for-hiking/' },
  { template: 'search', brand: 'trailmate', path: '/search/' },
  { template: 'home', brand: 'yardwise', path: '/ca/' },
];

const ENTRY = /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/;

interface Timeline {
  /** Entry scripts by the time (ms since navigation) their element entered the document. */
  scripts: { src: string; at: number }[];
  /** Largest-contentful-paint entries: time and the element's tag. */
  paints: { at: number; tag: string }[];
  /** Element-timing entries (the priority image's paint): time and name. */
  elements: { at: number; identifier: string }[];
  /** When the priority image loaded (or failed to). */
  imageLoadedAt?: number;
}

declare global {
  interface Window {
    __timeline?: Timeline;
  }
}

/** Records entry-script insertions and LCP entries from before the first byte of HTML is parsed. */
async function recordTimeline(page: Page): Promise<void> {
  await page.addInitScript((entrySource) => {
    const entry = new RegExp(entrySource);
    const timeline: Timeline = { scripts: [], paints: [], elements: [] };
    window.__timeline = timeline;
    new MutationObserver((records) => {
      const at = performance.now();
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement && entry.test(node.src)) timeline.scripts.push({ src: new URL(node.src).pathname, at });
        }
      }
    }).observe(document, { childList: true, subtree: true });
    // Capturing, so this runs before the boot script's own listener on the image.
    const loaded = (event: Event) => {
      const image = event.target;
      if (image instanceof HTMLImageElement && image.getAttribute('fetchpriority') === 'high') timeline.imageLoadedAt ??= performance.now();
    };
    document.addEventListener('load', loaded, true);
    document.addEventListener('error', loaded, true);
    new PerformanceObserver((list) => {
      for (const item of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        timeline.paints.push({ at: item.startTime, tag: item.element?.tagName.toLowerCase() ?? '?' });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const item of list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[]) {
        timeline.elements.push({ at: item.renderTime || item.startTime, identifier: item.identifier });
      }
    }).observe({ type: 'element', buffered: true });
  }, ENTRY.source);
}

for (const { template, brand, path } of PAGES) {
  test(`${brand} ${template}: the entry scripts start after the largest image or text is painted, and the page hydrates`, async ({ page, twin }) => {
    void twin;
    await recordTimeline(page);
    const response = await page.goto(siteUrl(brand, path));
    const html = (await response?.text()) ?? '';
    // Listed on the boot script, neither scripts that run as soon as they arrive nor preloads that
    // share the connection with the image.
    expect(html).not.toMatch(/<script src="[^"]*\/(webpack-runtime|framework|app)-[0-9a-f]+\.js"/);
    expect(html).not.toMatch(/<link[^>]*href="[^"]*\/(webpack-runtime|framework|app)-[0-9a-f]+\.js"/);
    expect(html).toMatch(/<script data-boot="[^"]*\/framework-[0-9a-f]+\.js[^"]*">/);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const timeline = (await page.evaluate(() => window.__timeline))!;
    expect(timeline.scripts.map((s) => s.src.replace(/-[0-9a-f]+\.js$/, '')).sort()).toEqual(['/app', '/framework', '/webpack-runtime']);
    const priorityImage = /<img\b[^>]*fetchpriority="high"[^>]*elementtiming="lcp-image"/.test(html);
    const painted = priorityImage ? timeline.elements.find((e) => e.identifier === 'lcp-image') : timeline.paints[0];
    expect(painted, priorityImage ? 'the priority image was painted' : 'a largest-contentful-paint entry').toBeDefined();
    const firstScript = Math.min(...timeline.scripts.map((s) => s.at));
    if (priorityImage) expect(timeline.imageLoadedAt, 'the priority image loaded').toBeDefined();
    const paintOverdue = priorityImage ? timeline.imageLoadedAt! + BOOT_IMAGE_PAINT_WAIT_MS : Infinity;
    expect(firstScript, `entry scripts added at ${Math.round(firstScript)} ms, the paint at ${Math.round(painted!.at)} ms, the image loaded at ${Math.round(timeline.imageLoadedAt ?? NaN)} ms`).toBeGreaterThanOrEqual(Math.min(painted!.at, paintOverdue));
  });
}
