// Page object of the account screens: sign-up, code, sign-in, and the customer's session storage.
import { expect, type Page } from '@playwright/test';
import { gotoReady } from './site-page';
import { siteUrl, type SiteBrand } from './sites';
import type { WorkerTwin } from './twin';

/** The newest 6-digit code the twin mailed to `email`. */
export async function latestCode(twin: WorkerTwin, email: string): Promise<string> {
  const { body } = await twin.call<{ messages: { text: string }[] }>('GET', `/outbox?to=${encodeURIComponent(email)}`);
  const text = body.messages.at(-1)?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`No code mailed to ${email}`);
  return code;
}

/** Creates and confirms an account through the twin's Cognito protocol (no browser). */
export async function confirmedAccount(twin: WorkerTwin, email: string, password: string): Promise<void> {
  const headers = { 'content-type': 'application/x-amz-json-1.1' };
  const target = (action: string) => ({ ...headers, 'x-amz-target': `AWSCognitoIdentityProviderService.${action}` });
  const ClientId = 'twinappclient0000000000001';
  await twin.call('POST', '/cognito/', { ClientId, Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }] }, target('SignUp'));
  await twin.call('POST', '/cognito/', { ClientId, Username: email, ConfirmationCode: await latestCode(twin, email) }, target('ConfirmSignUp'));
}

/** The account screens of one brand. */
export class AccountPage {
  constructor(
    readonly page: Page,
    readonly brand: SiteBrand,
    readonly prefix = '',
  ) {}

  url(path: string): string {
    return siteUrl(this.brand, `${this.prefix}${path}`);
  }

  /** Signs in on the login page (already open, or opened here) and waits to leave it. */
  async signIn(email: string, password: string, open = true): Promise<void> {
    if (open) await gotoReady(this.page, this.url('/account/login/'));
    const form = this.page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(this.page).not.toHaveURL(/\/account\/login\//, { timeout: 20_000 });
  }

  /** The session storage keys the page holds. */
  async sessionKeys(): Promise<string[]> {
    return this.page.evaluate(() => Object.keys(window.sessionStorage).sort());
  }
}
