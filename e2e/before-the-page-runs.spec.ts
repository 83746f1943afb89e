// What a shopper enters on the served page before its code has run (a slow phone) is what the page
// works with once it runs: the calorie calculator, the manuals search and the search page's form keep
// the text typed and the choices made, and the search field keeps the focus. (The product page's
// choices: cart.spec.ts and media-and-links.spec.ts.)
import { dailyCalories } from '../src/features/calculator/calories';
import { actBeforeThePageRuns, gotoReady } from './support/site-page';
import { siteUrl } from './support/sites';
import { expect, test } from './support/twin';

test('the calorie calculator answers for the weight, unit and activity entered before the page ran', async ({ page }) => {
  const weight = page.getByLabel("Your dog's weight");
  const activity = page.getByLabel('Activity level');
  await actBeforeThePageRuns(page, siteUrl('homing', '/dog-calorie-calculator/'), async () => {
    await weight.fill('12');
    await page.getByRole('radio', { name: 'Kilograms (kg)' }).check();
    await activity.selectOption('puppy');
  });
  await expect(weight).toHaveValue('12');
  await expect(page.getByRole('radio', { name: 'Kilograms (kg)' })).toBeChecked();
  await expect(activity).toHaveValue('puppy');
  const kcal = new Intl.NumberFormat('en-US').format(dailyCalories(12, 'kg', 'puppy')!);
  await expect(page.getByText(`About ${kcal} kcal per day`)).toBeVisible();
});

test('the manuals search narrows the list to what was typed before the page ran', async ({ page }) => {
  const manuals = page.locator('.manuals__list').getByRole('heading');
  const field = page.getByLabel('Search by product name');
  let product = '';
  let served = 0;
  await actBeforeThePageRuns(page, siteUrl('homing', '/manuals/'), async () => {
    served = await manuals.count();
    product = await manuals.last().innerText();
    await field.fill(product);
  });
  await expect(field).toHaveValue(product);
  await expect(manuals.first()).toHaveText(product);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ manuals?$/);
  expect(await manuals.count()).toBeLessThan(served);
  for (const heading of await manuals.allInnerTexts()) expect(heading).toBe(product);
});

test('the search form keeps the text typed before the page ran, with the focus, and searches it on Enter', async ({ page }) => {
  const field = page.getByRole('main').getByRole('searchbox', { name: 'Search products and articles' });
  await actBeforeThePageRuns(page, siteUrl('trailmate', '/search/'), async () => {
    await field.click();
    await field.pressSequentially('bed');
  });
  // The results' form has taken the place of the served one (its sort control is there).
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  await expect(field).toHaveValue('bed');
  await expect(field).toBeFocused();
  await page.keyboard.type('s');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]query=beds(&|$)/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results?$/);
});

test('a search sent while the results are still loading is searched once they have loaded, from the same field', async ({ page }) => {
  // The results' code arrives late, as on a slow network.
  await page.route(/\/search-results-[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await gotoReady(page, siteUrl('trailmate', '/search/'));
  const field = page.getByRole('main').getByRole('searchbox', { name: 'Search products and articles' });
  await field.fill('bed');
  await field.press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Searching…');
  await expect(page).toHaveURL(/[?&]query=bed(&|$)/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results?$/);
  await expect(field).toHaveValue('bed');
  await expect(field).toBeFocused();
});
