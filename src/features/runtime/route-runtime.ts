// Browser runtime of page navigation, wired from gatsby-browser.tsx: the translated route
// announcer, the delayed-navigation notice, scroll positions in sessionStorage and the reload of
// the last page path after a failed chunk load.
//
// Prefetching needs no code here: Gatsby 5's loader (cache-dir/loader.js) already queues
// prefetches and runs them in batches of 4 every 3000 ms, and skips them on 2g connections, with
// data saver on, and for bots (shouldPrefetch / _processNextPrefetchBatch), which is the spec's
// rule. tests/ui/prefetch-policy.test.ts checks that the installed Gatsby still does so.

/** Ids of the live regions gatsby-ssr renders after the body (created here when missing). */
export const ANNOUNCER_ID = 'route-announcer';
export const NOTICE_ID = 'route-notice';

/** Session-storage key prefix of saved scroll positions (spec §9: begins with `scroll`). */
export const SCROLL_PREFIX = 'scroll:';
const LAST_PATH_KEY = 'scroll-last-path';
const RELOAD_GUARD_KEY = 'chunk-reload-at';

interface RouteLocation {
  pathname: string;
  hash?: string;
  key?: string;
}

/** Storage key of one history entry's scroll position. */
export function scrollKey(location: RouteLocation): string {
  return `${SCROLL_PREFIX}${location.pathname}|${location.key ?? 'initial'}`;
}

/** True for the errors webpack raises when a JS or CSS chunk cannot be loaded. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false;
  const name = typeof reason === 'object' && reason !== null && 'name' in reason ? String((reason as { name: unknown }).name) : '';
  const message = typeof reason === 'object' && reason !== null && 'message' in reason ? String((reason as { message: unknown }).message) : String(reason);
  return name === 'ChunkLoadError' || /loading (css )?chunk [^\s]+ failed/i.test(message);
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function region(id: string, create: () => HTMLElement): HTMLElement {
  const existing = document.getElementById(id);
  if (existing) return existing;
  const element = create();
  element.id = id;
  document.body.appendChild(element);
  return element;
}

function announcer(): HTMLElement {
  return region(ANNOUNCER_ID, () => {
    const element = document.createElement('div');
    element.className = 'visually-hidden';
    element.setAttribute('aria-live', 'assertive');
    element.setAttribute('aria-atomic', 'true');
    return element;
  });
}

function notice(): HTMLElement {
  return region(NOTICE_ID, () => {
    const element = document.createElement('div');
    element.className = 'route-notice';
    element.setAttribute('role', 'status');
    element.hidden = true;
    return element;
  });
}

function pageText(attribute: string): string | null {
  return document.querySelector(`[${attribute}]`)?.getAttribute(attribute) ?? null;
}

function reloadLastPath(): void {
  const store = storage();
  const last = Number(store?.getItem(RELOAD_GUARD_KEY) ?? 0);
  // One reload per 10 s: a chunk that is really gone must not loop the page.
  if (Date.now() - last < 10_000) return;
  store?.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  window.location.assign(store?.getItem(LAST_PATH_KEY) ?? window.location.pathname);
}

/** gatsby-browser onClientEntry: live regions and the chunk-failure reload. */
export function onClientEntry(): void {
  announcer();
  notice();
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadLastPath();
  });
  window.addEventListener('error', (event) => {
    if (isChunkLoadError(event.error ?? event.message)) reloadLastPath();
  });
}

/** gatsby-browser onPreRouteUpdate: remember where the shopper is going and the scroll they leave. */
export function onPreRouteUpdate({ location, prevLocation }: { location: RouteLocation; prevLocation?: RouteLocation | null }): void {
  const store = storage();
  store?.setItem(LAST_PATH_KEY, location.pathname);
  if (prevLocation) store?.setItem(scrollKey(prevLocation), JSON.stringify([window.scrollX, window.scrollY]));
}

/** gatsby-browser onRouteUpdateDelayed: the notice after 1000 ms of delayed navigation. */
export function onRouteUpdateDelayed(): void {
  const element = notice();
  element.textContent = pageText('data-navigation-delayed') ?? '';
  element.hidden = false;
}

/** gatsby-browser onRouteUpdate: hide the notice, announce "Navigated to {page title}" in the page's language. */
export function onRouteUpdate({ prevLocation }: { location: RouteLocation; prevLocation?: RouteLocation | null }): void {
  const element = notice();
  element.hidden = true;
  element.textContent = '';
  if (!prevLocation) return;
  // Gatsby's own announcer speaks English only; ours replaces it.
  document.getElementById('gatsby-announcer')?.setAttribute('aria-live', 'off');
  window.requestAnimationFrame(() => {
    const template = pageText('data-navigated-to');
    const title = document.querySelector('#main h1')?.textContent?.trim() || document.title;
    if (!template || !title) return;
    announcer().textContent = template.replace('{page title}', title);
  });
}

/** gatsby-browser shouldUpdateScroll: back/forward restores the saved position; new pages start at the top or the anchor. */
export function shouldUpdateScroll({ routerProps }: { routerProps: { location: RouteLocation } }): boolean | [number, number] | string {
  const { location } = routerProps;
  const saved = storage()?.getItem(scrollKey(location));
  if (saved) {
    try {
      const position = JSON.parse(saved) as unknown;
      if (Array.isArray(position) && position.length === 2) return [Number(position[0]) || 0, Number(position[1]) || 0];
    } catch {
      // A damaged entry is ignored.
    }
  }
  if (location.hash && location.hash.length > 1) return decodeURIComponent(location.hash.slice(1));
  return [0, 0];
}
