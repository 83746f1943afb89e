// Layout stability of every template: the layout shift the page itself measures (layout-shift
// entries without recent input, from navigation through load and 2 s after) stays at or under 0.02.
import type { Page } from '@playwright/test';
import { expect, test } from './support/twin';
import { siteUrl, type SiteBrand } from './support/sites';

const LIMIT = 0.02;

const PAGES: { template: string; brand: SiteBrand; path: string }[] = [
  { template: 'home', brand: 'trailmate', path: '/' },
  { template: 'collection', brand: 'trailmate', path: '/dog-coats/' },
  { template: 'product', brand: 'trailmate', path: '/dog-coats/halifax-rain-shell/' },
  { template: 'article', brand: 'trailmate', path: '/blog/five-tips-for-hiking/' },
  { template: 'search', brand: 'trailmate', path: '/search/?query=harness' },
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
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, time: Math.round(entry.startTime), sources: (entry.sources ?? []).map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const { template, brand, path } of PAGES) {
  test(`${brand} ${template} page shifts its layout by at most ${LIMIT} through load and 2 s after`, async ({ page, twin }) => {
    void twin;
    await observeLayoutShifts(page);
    await page.goto(siteUrl(brand, path), { waitUntil: 'load' });
    await page.waitForTimeout(2000);
    const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    const detail = shifts.map((shift) => `${shift.value.toFixed(4)} at ${shift.time} ms: ${shift.sources.join(', ')}`).join('\n');
    expect(total, `layout shifts on ${path}:\n${detail}`).toBeLessThanOrEqual(LIMIT);
  });
}
