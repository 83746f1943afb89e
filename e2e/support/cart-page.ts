// Page object for the cart: the header button, the add-to-cart toast and the drawer.
import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '../../src/lib/content/site-context';
import { waitForHydration } from './site-page';
import { cartString, cartText, catalogueString } from './strings';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The cart as a shopper meets it, on pages in `language` (English unless told). */
export class CartPage {
  constructor(
    readonly page: Page,
    readonly language: Language = 'en',
  ) {}

  private say(key: string): string {
    return cartString(key, this.language);
  }

  /** The header's cart button, whatever its count (every plural form of the language). */
  button(): Locator {
    const forms = new Set([0, 1, 2, 5, 21].map((count) => literal(cartText('openCart', { count }, this.language)).replace(/\d+/, '\\d+')));
    return this.page.getByRole('banner').getByRole('button', { name: new RegExp(`^(${[...forms].join('|')})$`) });
  }

  async expectCount(count: number): Promise<void> {
    await expect(this.button()).toHaveAccessibleName(cartText('openCart', { count }, this.language));
  }

  addButton(): Locator {
    const name = new RegExp(`^(${literal(catalogueString('addToCart', this.language))}|${literal(this.say('adding'))})$`);
    return this.page.getByRole('main').getByRole('button', { name });
  }

  toast(): Locator {
    return this.page.getByRole('region', { name: this.say('addedToCart') });
  }

  drawer(): Locator {
    return this.page.getByRole('dialog', { name: this.say('cartTitle') });
  }

  lines(): Locator {
    return this.drawer().getByTestId('cart-line');
  }

  async open(): Promise<void> {
    await this.button().click();
    await expect(this.drawer()).toBeVisible();
  }

  /** Opens the drawer and follows Checkout to the store's checkout page. */
  async checkout(): Promise<void> {
    await this.open();
    await this.drawer().getByRole('link', { name: 'Checkout' }).click();
    await expect(this.page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  }

  /**
   * Waits until the page has hydrated and the live check has run (the cart code is idle-loaded).
   * The network alone can fall quiet before the entry scripts start (they wait for the largest paint).
   */
  async ready(): Promise<void> {
    await waitForHydration(this.page);
    await this.page.waitForLoadState('networkidle');
  }
}
