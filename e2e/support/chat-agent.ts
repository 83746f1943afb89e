// The twin's live-chat agent page sits behind a password: signing in as the care team before answering.
import { expect, type Page } from '@playwright/test';

/** Opens the agent page, signs in with the twin's agent password and waits for the conversations list. */
export async function signInAsAgent(page: Page, servicesUrl: string, password: string): Promise<void> {
  await page.goto(`${servicesUrl}/chat/agent`);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Live chat: open conversations' })).toBeVisible();
}
