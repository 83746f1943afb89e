// Page object for the cart: the header button, the add-to-cart toast and the drawer.
import { expect, type Locator, type Page } from '@playwright/test';

/** The cart as a shopper meets it (English pages). */
export class CartPage {
  constructor(readonly page: Page) {}

  button(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items$/ });
  }

  async expectCount(count: number): Promise<void> {
    await expect(this.button()).toHaveAccessibleName(`Cart, ${count} items`);
  }

  addButton(): Locator {
    return this.page.getByRole('main').getByRole('button', { name: /^(Add to cart|Adding…)$/ });
  }

  toast(): Locator {
    return this.page.getByRole('region', { name: 'Added to your cart' });
  }

  drawer(): Locator {
    return this.page.getByRole('dialog', { name: 'Your cart' });
  }

  lines(): Locator {
    return this.drawer().getByTestId('cart-line');
  }

  async open(): Promise<void> {
    await this.button().click();
    await expect(this.drawer()).toBeVisible();
  }

  /** Waits until the page has hydrated and the live check has run (the cart code is idle-loaded). */
  async ready(): Promise<void> {
    await this.page.waitForLoadState('networkidle');
  }
}
