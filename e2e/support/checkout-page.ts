// The twin's checkout page as a buyer fills it: contact, a US shipping address and the test card.
import { expect, type Page } from '@playwright/test';

/** The test card that pays; 4000 0000 0000 0341 is taken at checkout but declines every later charge. */
export const PAYING_CARD = '4242 4242 4242 4242';

/**
 * Fills the checkout form with a test buyer (paying with `card`) and presses Place order. It waits for
 * the checkout first: the store page the buyer came from may have fields of the same names (its
 * newsletter's Email and First name), which the fills would reach while the browser is still leaving it.
 */
export async function submitCheckout(page: Page, email: string, card = PAYING_CARD): Promise<void> {
  await page.waitForURL(/\/checkouts\/[^/?#]+/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Kit');
  await page.getByLabel('Last name').fill('Fern');
  await page.getByLabel('Address', { exact: true }).fill('2 Pine St');
  await page.getByLabel('City').fill('Boulder');
  await page.getByLabel('State / Province').fill('CO');
  await page.getByLabel('ZIP / Postal code').fill('80301');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Place order' }).click();
}

/** Fills the checkout form with a test buyer and places the order; waits for the order page. */
export async function placeOrder(page: Page, email: string, card = PAYING_CARD): Promise<void> {
  await submitCheckout(page, email, card);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Order|Thank/);
}
