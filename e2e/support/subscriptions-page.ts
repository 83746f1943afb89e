// Page object of the account's Subscriptions tab: the list, one subscription's facts and buttons,
// the dialogs, payment methods; and the services' operator view of a customer's subscriptions.
import { expect, type Locator, type Page } from '@playwright/test';
import type { WorkerServices } from './twin';

/** A subscription as the services' operator listing gives it. */
export interface ServicesSubscription {
  id: number;
  sku: string;
  productTitle: string;
  quantity: number;
  frequency: { interval: string; count: number };
  pricePerItem: { amount: string; currencyCode: string };
  status: string;
  nextBillingDate: string;
  scheduledAt: string;
}

/** The subscriptions the orders of `email` made in `store`, oldest first (the services' operator listing). */
export async function servicesSubscriptions(services: WorkerServices, store: string, email: string): Promise<ServicesSubscription[]> {
  const { body } = await services.call<{ subscriptions: ServicesSubscription[] }>('GET', `/__subscriptions?store=${store}&email=${encodeURIComponent(email)}`);
  return body.subscriptions;
}

/** Waits until the order's webhook has made `count` subscriptions for `email`, then answers them. */
export async function awaitSubscriptions(services: WorkerServices, store: string, email: string, count: number): Promise<ServicesSubscription[]> {
  await expect.poll(async () => (await servicesSubscriptions(services, store, email)).length, { timeout: 15_000, message: `${count} subscriptions for ${email}` }).toBe(count);
  return servicesSubscriptions(services, store, email);
}

/** A day as an en-US page shows it (long date, UTC), written apart from the site's code. */
export function usDay(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

/** The Subscriptions tab of an English page. */
export class SubscriptionsPage {
  constructor(readonly page: Page) {}

  list(): Locator {
    return this.page.getByRole('list', { name: 'Subscriptions' });
  }

  item(title: string): Locator {
    return this.list().getByRole('listitem', { name: title });
  }

  /** The value shown for a fact (`Status`, `Next shipping date` …) of a subscription. */
  fact(item: Locator, label: string): Locator {
    return item.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  action(name: 'Cancel subscription' | 'Pause subscription' | 'Resume subscription' | 'Skip next order' | 'Change next delivery date', title: string): Locator {
    return this.page.getByRole('button', { name: `${name}: ${title}` });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  notice(): Locator {
    return this.page.getByRole('status').filter({ hasNotText: /Loading/ }).first();
  }

  payments(): Locator {
    return this.page.getByRole('region', { name: 'Payment methods' });
  }

  async waitLoaded(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 2, name: 'Subscriptions', exact: true })).toBeVisible({ timeout: 20_000 });
  }
}
