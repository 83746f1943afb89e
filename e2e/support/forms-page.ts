// Page object for the brands' forms: the captcha by keyboard, a form's region, the worker twin's
// outbox and stored submissions, and a watch on what the browser reports after a submission.
import { expect, type Locator, type Page } from '@playwright/test';
import { notAStream, requestsInFlight } from './in-flight';
import type { WorkerServices, WorkerTwin } from './twin';

/** A mail in the twin's outbox. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Every mail the worker twin sent to `to`, oldest first. */
export async function outbox(twin: WorkerTwin, to: string): Promise<OutboxMail[]> {
  const res = await twin.call<{ messages: OutboxMail[] }>('GET', `/outbox?to=${encodeURIComponent(to)}`);
  return res.body.messages;
}

/** Waits for a mail to `to` whose subject matches, and answers it. */
export async function mailTo(twin: WorkerTwin, to: string, subject: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      found = (await outbox(twin, to)).find((m) => subject.test(m.subject));
      return Boolean(found);
    }, { timeout: 15_000, message: `a mail to ${to} matching ${subject}` })
    .toBe(true);
  return found!;
}

/** The stored submissions of one form type. */
export async function submissions(services: WorkerServices, type: string): Promise<{ email: string | null; fields: Record<string, unknown>; files: { field: string; type: string; size: number }[] }[]> {
  const res = await services.call<{ submissions: { email: string | null; fields: Record<string, unknown>; files: { field: string; type: string; size: number }[] }[] }>(
    'GET',
    `/forms/submissions?type=${type}`,
  );
  return res.body.submissions;
}

/** A unique address per test run, so the twin's per-email limits never meet. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** A form on the page, found by its heading (its region's name). */
export class FormRegion {
  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {}

  field(label: string | RegExp): Locator {
    return this.root.getByLabel(label, { exact: typeof label === 'string' });
  }

  captcha(name = "I'm not a robot"): Locator {
    return this.root.getByRole('checkbox', { name });
  }

  /** Focuses a field and types into it with the keyboard. */
  async type(label: string | RegExp, text: string): Promise<void> {
    await this.field(label).focus();
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.type(text);
  }

  /** Ticks the captcha with the keyboard and waits until the proof of work is done. */
  async solveCaptcha(name?: string): Promise<void> {
    await this.captcha(name).focus();
    await this.page.keyboard.press('Space');
    await expect(this.root.locator('altcha-widget [data-state="verified"]')).toBeVisible({ timeout: 20_000 });
  }

  /** Focuses the submit button and presses Enter. */
  async submit(name: string | RegExp): Promise<void> {
    await this.root.getByRole('button', { name }).focus();
    await this.page.keyboard.press('Enter');
  }

  /** The field's error text, read through aria-describedby. */
  async expectError(label: string | RegExp, message: string): Promise<void> {
    await expect(this.field(label)).toHaveAccessibleDescription(new RegExp(escape(message)));
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What a submission left behind: failed requests (aborted ones included) and errors in Chromium's console. */
export interface SubmitWatch {
  /** Waits for the page to settle, then holds that nothing failed or was logged as an error since the watch began. */
  expectClean(): Promise<void>;
}

/**
 * Starts watching a page before a submission. The network fixture lets an aborted request pass (leaving
 * a page cancels what it had in flight); a form that stays on its page has nothing to cancel, so here
 * an aborted request fails too. Chromium's own console log (network errors such as `net::ERR_ABORTED`
 * are written there, not through console.*) is read over the DevTools protocol.
 */
export async function watchSubmit(page: Page): Promise<SubmitWatch> {
  const problems: string[] = [];
  const inFlight = requestsInFlight(page, notAStream);
  page.on('requestfailed', (request) => problems.push(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText ?? '?'}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  const cdp = await page.context().newCDPSession(page);
  // Log.enable replays what the page logged before the watch began (an outage a test caused on purpose).
  const since = Date.now();
  cdp.on('Log.entryAdded', ({ entry }) => {
    if (entry.level === 'error' && entry.timestamp >= since) problems.push(`console (${entry.source}): ${entry.text}${entry.url ? ` ${entry.url}` : ''}`);
  });
  await cdp.send('Log.enable');
  return {
    async expectClean() {
      await page.waitForLoadState('networkidle');
      // A dropped response's body is cancelled when it is collected: collect now, then wait until every
      // request since the watch began has finished or failed (and a failure is listed).
      await cdp.send('HeapProfiler.collectGarbage');
      await expect.poll(inFlight, 'requests of the submission still unanswered').toBe(0);
      expect(problems, 'failed requests and console errors after the submission').toEqual([]);
      await cdp.detach().catch(() => undefined);
    },
  };
}
