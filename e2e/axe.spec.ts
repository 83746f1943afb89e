// Accessibility: axe finds no serious or critical violation on the main templates.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/twin';
import { siteUrl, type SiteBrand } from './support/sites';

const PAGES: { brand: SiteBrand; name: string; path: string }[] = [
  { brand: 'trailmate', name: 'home', path: '/' },
  { brand: 'trailmate', name: 'collection', path: '/dog-hammocks/' },
  { brand: 'trailmate', name: 'product', path: '/car-seat-covers/rover-hammock-extended-width/' },
  { brand: 'trailmate', name: 'article', path: '/blog/trail-tested-the-rucksack/' },
  { brand: 'trailmate', name: '404', path: '/no-such-page/' },
  { brand: 'yardwise', name: 'home', path: '/' },
  { brand: 'homing', name: 'home', path: '/' },
];

for (const { brand, name, path } of PAGES) {
  test(`${brand} ${name} page has no serious or critical axe violation`, async ({ page }) => {
    await page.goto(siteUrl(brand, path));
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
    expect(blocking).toEqual([]);
  });
}
