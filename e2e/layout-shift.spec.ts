// Layout stability of every template: the layout shift the page itself measures (layout-shift
// entries without recent input) stays at or under 0.02 from navigation through load and everything
// the page then does by itself: on the page's own clock, run past the moment the page counts as
// settled (SETTLE_MS after load, when the flag, service-worker and error-reporting clients start),
// until every request it made is answered and two frames have painted.
import type { Page } from '@playwright/test';
import { SETTLE_MS } from '../src/lib/timing/idle';
import { notAStream, requestsInFlight, runClockPast } from './support/in-flight';
import { expect, test } from './support/twin';
import { siteUrl, type SiteBrand } from './support/sites';

const LIMIT = 0.02;

/**
 * A page as a phone shows it, on a CPU four times slower (Lighthouse's mobile run): work the page
 * splits over several renders (the search results' cards, deferred) paints in between there.
 */
interface Phone {
  width: number;
  height: number;
  cpuSlowdown: number;
}
const SLOW_PHONE: Phone = { width: 412, height: 823, cpuSlowdown: 4 };

const PAGES: { template: string; brand: SiteBrand; path: string; phone?: Phone }[] = [
  { template: 'home', brand: 'trailmate', path: '/' },
  { template: 'collection', brand: 'trailmate', path: '/dog-coats/' },
  { template: 'product', brand: 'trailmate', path: '/dog-coats/halifax-rain-shell/' },
  { template: 'article', brand: 'trailmate', path: '/blog/five-tips-for-hiking/' },
  { template: 'search', brand: 'trailmate', path: '/search/?query=harness' },
  { template: 'search (every product, several pages, on a slow phone)', brand: 'trailmate', path: '/search/', phone: SLOW_PHONE },
  { template: 'home', brand: 'yardwise', path: '/' },
  { template: 'home', brand: 'homing', path: '/' },
];

interface Shift {
  value: number;
  time: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
    __layoutShiftObserver?: PerformanceObserver;
  }
}

/** Starts collecting layout-shift entries before any page script runs. */
async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.__layoutShifts = shifts;
    const describe = (node: Node | null): string => {
      if (!node || !(node instanceof Element)) return node?.nodeName ?? '?';
      const id = node.id ? `#${node.id}` : '';
      const classes = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
      return `${node.tagName.toLowerCase()}${id}${classes}`;
    };
    interface LayoutShiftEntry extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null }[];
    }
    const take = (entries: PerformanceEntryList) => {
      for (const entry of entries as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, time: Math.round(entry.startTime), sources: (entry.sources ?? []).map((source) => describe(source.node)) });
      }
    };
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    window.__layoutShiftObserver = observer;
  });
}

/** Every layout shift of the page so far, those not yet delivered to the observer included. */
async function layoutShifts(page: Page): Promise<Shift[]> {
  // Two painted frames first, so what the last answers changed is laid out and measured.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  return page.evaluate(() => {
    const pending = window.__layoutShiftObserver?.takeRecords() ?? [];
    const shifts = window.__layoutShifts ?? [];
    for (const entry of pending as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) shifts.push({ value: entry.value, time: Math.round(entry.startTime), sources: [] });
    }
    return shifts;
  });
}

for (const { template, brand, path, phone } of PAGES) {
  test(`${brand} ${template} page shifts its layout by at most ${LIMIT} through load and until it has settled`, async ({ page, twin }) => {
    void twin;
    await observeLayoutShifts(page);
    if (phone) {
      await page.setViewportSize({ width: phone.width, height: phone.height });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
    }
    const pending = requestsInFlight(page, notAStream);
    await page.clock.install();
    await page.goto(siteUrl(brand, path), { waitUntil: 'load' });
    // Past the settle delay and the idle wait that follows it (at most 5 s), every request answered.
    await runClockPast(page, SETTLE_MS + 5000, pending);
    const shifts = await layoutShifts(page);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    const detail = shifts.map((shift) => `${shift.value.toFixed(4)} at ${shift.time} ms: ${shift.sources.join(', ')}`).join('\n');
    expect(total, `layout shifts on ${path}:\n${detail}`).toBeLessThanOrEqual(LIMIT);
  });
}
