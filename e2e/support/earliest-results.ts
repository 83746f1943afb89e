// Records what a page's product grid shows from the very first parsed node on: an observer added
// before the page's HTML arrives notes every distinct list of visible product titles in the main
// region (after each DOM change and on each frame), so a spec can hold that no state ever shown,
// the built HTML included, lists a product the address's filter excludes.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __shownResults?: string[][];
  }
}

/** Starts recording on every document the page loads from now on. */
export async function recordShownResults(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: string[][] = [];
    window.__shownResults = shown;
    const record = () => {
      const titles = Array.from(document.querySelectorAll('main ul.grid article :is(h2, h3)'))
        .filter((heading) => heading.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        .map((heading) => heading.textContent?.trim() ?? '');
      const last = shown[shown.length - 1];
      if (!last || last.join('\n') !== titles.join('\n')) shown.push(titles);
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const everyFrame = () => {
      record();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
}

/** Every distinct list of visible product titles the current document has shown, in order. */
export function shownResults(page: Page): Promise<string[][]> {
  return page.evaluate(() => window.__shownResults ?? []);
}
