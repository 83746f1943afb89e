// Page object for the parts every page shares: main heading, skip link, header, picker, footer.
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import type { Language } from '../../src/lib/content/site-context';
import { layoutString } from './strings';

/** What the element holding keyboard focus is, as the keyboard test needs it. */
export interface FocusInfo {
  tag: string;
  text: string;
  href: string | null;
  inHeader: boolean;
  inFooter: boolean;
  isPicker: boolean;
  focusVisible: boolean;
  /** Whether the focused element is drawn differently from its unfocused look (outline or shadow). */
  hasFocusStyle: boolean;
}

/** The shared frame of a storefront page in one language. */
export class SitePage {
  constructor(
    readonly page: Page,
    readonly language: Language = 'en',
  ) {}

  /** The page's main heading (h1). */
  mainHeading(): Locator {
    return this.page.getByRole('heading', { level: 1 }).first();
  }

  skipLink(): Locator {
    return this.page.getByRole('link', { name: layoutString('skipToContent', this.language) });
  }

  header(): Locator {
    return this.page.getByRole('banner');
  }

  footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  /** The text of the main landmark with every kind of space made plain. */
  async mainText(): Promise<string> {
    const text = await this.page.getByRole('main').innerText();
    return text.replace(/[\s\u00a0\u202f]+/g, ' ');
  }

  /** Presses Tab once and describes what now has focus. */
  async tab(): Promise<FocusInfo> {
    await this.page.keyboard.press('Tab');
    return this.focused();
  }

  /** Describes the focused element. */
  async focused(): Promise<FocusInfo> {
    const names = [layoutString('countryLocation', this.language), layoutString('chooseCountryLocation', this.language)];
    return this.page.evaluate((pickerNames) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) {
        return { tag: 'body', text: '', href: null, inHeader: false, inFooter: false, isPicker: false, focusVisible: false, hasFocusStyle: false };
      }
      const style = getComputedStyle(el);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const shadowed = style.boxShadow !== 'none' && style.boxShadow !== '';
      // A picker is named by a label, aria-label(ledby) or its own (possibly visually hidden) text.
      const labels = [
        el.textContent ?? '',
        el.getAttribute('aria-label') ?? '',
        ...Array.from((el as HTMLInputElement).labels ?? []).map((label) => label.textContent ?? ''),
        ...(el.getAttribute('aria-labelledby') ?? '')
          .split(/\s+/)
          .filter(Boolean)
          .map((id) => document.getElementById(id)?.textContent ?? ''),
      ].join(' ');
      return {
        tag: el.tagName.toLowerCase(),
        text: (el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 80),
        href: el.getAttribute('href'),
        inHeader: !!el.closest('header, [role="banner"]'),
        inFooter: !!el.closest('footer, [role="contentinfo"]'),
        isPicker: el.tagName !== 'A' && pickerNames.some((name) => labels.includes(name)),
        focusVisible: el.matches(':focus-visible'),
        hasFocusStyle: outlined || shadowed,
      };
    }, names);
  }
}

/**
 * Navigates inside the app as a Link would, once React has hydrated the page and the browser has had
 * an idle moment: a route change while the served HTML is still being hydrated makes React throw it
 * away and render again (errors 418, 423), which a shopper's click cannot cause (links work only once
 * hydrated).
 */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
  await page.evaluate((target) => (window as unknown as { ___navigate(to: string): void }).___navigate(target), to);
}

/**
 * Waits until React has hydrated the page (`<html data-hydrated>`). The entry scripts start after the
 * page's largest paint, which may come after the load event: until they have run, the page is the
 * served HTML, whose buttons, fields and links do only what HTML does (a click on a button opens
 * nothing, a focus loads no form).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html'), 'the page hydrates').toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
}

/**
 * Opens `url` with the page's timers held, so its scripts (started by the boot script on a timer after
 * the largest paint) wait while `act` works the served HTML, as a shopper on a slow phone does; then
 * lets the page run and waits until it has hydrated.
 */
export async function actBeforeThePageRuns(page: Page, url: string, act: () => Promise<unknown>): Promise<void> {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
  await page.goto(url);
  await act();
  expect(await page.locator('html').getAttribute('data-hydrated'), 'the page has not run yet').toBeNull();
  await page.clock.resume();
  await waitForHydration(page);
}

/**
 * Opens a storefront page ready for a shopper: loaded and hydrated, so a click or a key reaches the
 * page's code. Every test that acts on a page right after opening it opens it with this; a test that
 * looks at the page before its code runs (first paint, the served HTML) uses `page.goto`.
 */
export async function gotoReady(page: Page, url: string, options?: Parameters<Page['goto']>[1]): Promise<Response | null> {
  const response = await page.goto(url, options);
  await waitForHydration(page);
  return response;
}
