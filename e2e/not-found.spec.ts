// A catch-all serves localized 404s — a missing page under a language prefix
// answers 404 with that language's page.
import { expect, test } from './support/twin';
import type { Language } from '../src/lib/content/site-context';
import { SitePage } from './support/site-page';
import { siteUrl, type SiteBrand } from './support/sites';
import { layoutString } from './support/strings';

const CASES: { brand: SiteBrand; path: string; language: Language }[] = [
  { brand: 'trailmate', path: '/de/diese-seite-gibt-es-nicht/', language: 'de' },
  { brand: 'trailmate', path: '/fr/cette-page-n-existe-pas/', language: 'fr' },
  { brand: 'yardwise', path: '/ca/fr/cette-page-n-existe-pas/', language: 'fr' },
  { brand: 'trailmate', path: '/this-page-does-not-exist/', language: 'en' },
];

for (const { brand, path, language } of CASES) {
  test(`a missing ${brand} page ${path} shows the ${language} 404 with status 404`, async ({ page }) => {
    const site = new SitePage(page, language);
    const response = await page.goto(siteUrl(brand, path));
    expect(response?.status()).toBe(404);
    // After hydration the page must still be the localized 404, not the default one.
    await page.waitForLoadState('networkidle');
    await expect(site.mainHeading()).toHaveText(layoutString('notFoundTitle', language));
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
    expect(new URL(page.url()).pathname).toBe(path);
  });
}
