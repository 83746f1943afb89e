// Each market shows prices in its currency and number format.
import { expect, test } from './support/twin';
import { collectionProductHandles, formatPrice, productPrices } from './support/catalogue';
import { SitePage } from './support/site-page';

const PRODUCT = { handle: 'rover-hammock-extended-width', path: '/car-seat-covers/rover-hammock-extended-width/' };
const COLLECTION = '/dog-hammocks/';

const MARKETS = [
  { name: 'Canada (/en-ca) shows CAD prices', prefix: '/en-ca', currency: 'CAD', format: 'en-CA', language: 'en', looks: /\$\d/, never: /US\$|€|£/ },
  { name: 'Australia (/au) shows A$ prices', prefix: '/au', currency: 'AUD', format: 'en-AU', language: 'en', looks: /A\$\d/, never: /US\$|CA\$|€|£/ },
  { name: 'Germany (/de) shows euro prices in German format', prefix: '/de', currency: 'EUR', format: 'de-DE', language: 'de', looks: /\d,\d{2} €/, never: /\$|£/ },
] as const;

for (const market of MARKETS) {
  test.describe(market.name, () => {
    test('on a product page', async ({ page }) => {
      const site = new SitePage(page, market.language);
      await page.goto(market.prefix + PRODUCT.path);
      await expect(site.mainHeading()).toBeVisible();
      const expected = productPrices('trailmate', PRODUCT.handle, market.currency).map((amount) =>
        formatPrice(amount, market.currency, market.format).replace(/[\s\u00a0\u202f]+/g, ' '),
      );
      await expect.poll(() => site.mainText()).toMatch(market.looks);
      const text = await site.mainText();
      expect(expected.some((price) => text.includes(price)), `one of ${expected.join(', ')} in the page`).toBe(true);
      expect(text).not.toMatch(market.never);
    });

    test('on a collection page', async ({ page }) => {
      const site = new SitePage(page, market.language);
      await page.goto(market.prefix + COLLECTION);
      await expect(site.mainHeading()).toBeVisible();
      const expected = collectionProductHandles('trailmate', COLLECTION.replaceAll('/', ''))
        .flatMap((handle) => productPrices('trailmate', handle, market.currency))
        .map((amount) => formatPrice(amount, market.currency, market.format).replace(/[\s\u00a0\u202f]+/g, ' '));
      await expect.poll(() => site.mainText()).toMatch(market.looks);
      const text = await site.mainText();
      expect(expected.some((price) => text.includes(price)), `a ${market.currency} price of a listed product`).toBe(true);
      expect(text).not.toMatch(market.never);
    });
  });
}

test.describe('the country/location picker on a product not sold in every market', () => {
  // Harbor Cargo Liner is sold in English, French and German only: Italian, Dutch and Spanish markets lack its page.
  const NOT_SOLD = '/car-seat-covers/harbor-cargo-liner/';
  const CASES = [
    { link: 'Italia (Italiano) (EUR)', to: '/it/car-seat-covers/' },
    { link: 'België (Nederlands) (EUR)', to: '/be/car-seat-covers/' },
    { link: 'Nederland (Nederlands) (EUR)', to: '/nl/car-seat-covers/' },
    { link: 'España (Español) (EUR)', to: '/es/car-seat-covers/' },
    { link: 'Svizzera (Italiano) (EUR)', to: '/ch/it/car-seat-covers/' },
  ];
  for (const { link, to } of CASES) {
    test(`${link} leads to the product's collection there, not to a 404`, async ({ page }) => {
      const site = new SitePage(page);
      await page.goto(NOT_SOLD);
      await expect(site.mainHeading()).toBeVisible();
      await page.locator('.locale-picker summary').click();
      const target = page.getByRole('link', { name: link, exact: true });
      await expect(target).toHaveAttribute('href', to);
      const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === to && r.request().resourceType() === 'document'), target.click()]);
      expect(response.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
      await expect(site.mainHeading()).toBeVisible();
    });
  }

  test('markets selling it keep the product', async ({ page }) => {
    await page.goto(NOT_SOLD);
    await page.locator('.locale-picker summary').click();
    await expect(page.getByRole('link', { name: 'Deutschland (Deutsch) (EUR)', exact: true })).toHaveAttribute('href', `/de${NOT_SOLD}`);
    await expect(page.getByRole('link', { name: 'Schweiz (Deutsch) (EUR)', exact: true })).toHaveAttribute('href', `/ch${NOT_SOLD}`);
  });
});
