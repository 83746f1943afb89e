// Browser runtime of page navigation, wired from gatsby-browser.tsx: the translated route
// announcer, the delayed-navigation notice, scroll positions in sessionStorage, the reload of
// the last page path after a failed chunk load, and the service worker (its own chunk, registered
// once the page has settled: ./service-worker.ts).
//
// Prefetching needs no code here: Gatsby 5's loader (cache-dir/loader.js) already queues
// prefetches and runs them in batches of 4 every 3000 ms, and skips them on 2g connections, with
// data saver on, and for bots (shouldPrefetch / _processNextPrefetchBatch), which is the spec's
// rule. tests/ui/prefetch-policy.test.ts checks that the installed Gatsby still does so. Only its
// prefetch helper is replaced (./prefetch.ts), so that a prefetched page-data file is requested once.
import { afterPageSettles } from '../../../lib/timing/idle';

/** Ids of the live regions gatsby-ssr renders after the body (created here when missing). */
export const ANNOUNCER_ID = 'route-announcer';
export const NOTICE_ID = 'route-notice';

/**
 * What stands for the page title in the Layout's `data-navigated-to` (the navigatedTo message
 * formatted with it), replaced by the new page's title when a navigation is announced.
 */
export const NAVIGATED_TITLE = '{pageTitle}';

/** Session-storage key prefix of saved scroll positions (begins with `scroll`). */
export const SCROLL_PREFIX = 'scroll:';
const LAST_PATH_KEY = 'scroll-last-path';
const RELOAD_GUARD_KEY = 'chunk-reload-at';

/**
 * The scroll key of the history entry on screen, whose position the scroll listener records; null
 * from the start of a navigation until the next page has had its scroll set, so that what happens
 * in between (a popstate, a shorter page clamping the scroll) is never stored for either entry.
 */
let current: string | null = null;

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

function savePosition(key: string): void {
  storage()?.setItem(key, JSON.stringify([Math.round(window.scrollX), Math.round(window.scrollY)]));
}

function savedPosition(key: string): [number, number] | null {
  const saved = storage()?.getItem(key);
  if (!saved) return null;
  try {
    const position = JSON.parse(saved) as unknown;
    if (Array.isArray(position) && position.length === 2) return [Number(position[0]) || 0, Number(position[1]) || 0];
  } catch {
    // A damaged entry is ignored.
  }
  return null;
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

/** Whether a script, stylesheet or chunk of this page failed to load (a new build then reloads at once). */
let resourcesFailed = false;

function reloadLastPath(): void {
  resourcesFailed = true;
  const store = storage();
  const last = Number(store?.getItem(RELOAD_GUARD_KEY) ?? 0);
  // One reload per 10 s: a chunk that is really gone must not loop the page.
  if (Date.now() - last < 10_000) return;
  store?.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  window.location.assign(store?.getItem(LAST_PATH_KEY) ?? window.location.pathname);
}

/** gatsby-browser onClientEntry: live regions, scroll recording and the chunk-failure reload. */
export function onClientEntry(): void {
  announcer();
  notice();
  // The site restores scroll itself: the browser's own restoration on popstate would move the page
  // before the next one is rendered, and under the entry being left.
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  window.addEventListener(
    'scroll',
    () => {
      if (current) savePosition(current);
    },
    { passive: true },
  );
  // Registered before the router's own listener: nothing after a Back or Forward is recorded
  // until the page it leads to has its position.
  window.addEventListener('popstate', () => (current = null), { capture: true });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadLastPath();
  });
  window.addEventListener('error', (event) => {
    if (isChunkLoadError(event.error ?? event.message)) reloadLastPath();
  });
  // A script or stylesheet that failed to load (resource errors do not bubble: caught on the way down).
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as Element | null;
      if (target && (target.tagName === 'SCRIPT' || target.tagName === 'LINK')) resourcesFailed = true;
    },
    { capture: true },
  );
}

/** gatsby-browser onPreRouteUpdate: remember where the shopper is going and the scroll they leave. */
export function onPreRouteUpdate({ location, prevLocation }: { location: RouteLocation; prevLocation?: RouteLocation | null }): void {
  storage()?.setItem(LAST_PATH_KEY, location.pathname);
  // A link followed: the page on screen is still the one left. (After Back or Forward `current` is
  // already null, and the position of the entry left was recorded while the shopper scrolled.)
  if (prevLocation && current === scrollKey(prevLocation)) savePosition(current);
  current = null;
}

/** gatsby-browser onRouteUpdateDelayed: the notice after 1000 ms of delayed navigation. */
export function onRouteUpdateDelayed(): void {
  const element = notice();
  // The notice lives outside the themed page root: it takes the page's font and language from it.
  const site = document.querySelector<HTMLElement>('.site');
  if (site) {
    element.style.fontFamily = window.getComputedStyle(site).fontFamily;
    if (site.lang) element.lang = site.lang;
  }
  element.textContent = pageText('data-navigation-delayed') ?? '';
  element.hidden = false;
}

/** gatsby-browser onRouteUpdate: hide the notice, announce "Navigated to {page title}" in the page's language. */
export function onRouteUpdate({ location, prevLocation }: { location: RouteLocation; prevLocation?: RouteLocation | null }): void {
  const element = notice();
  element.hidden = true;
  element.textContent = '';
  current = scrollKey(location);
  if (!prevLocation) {
    restoreAfterReload(location);
    return;
  }
  // Gatsby's own announcer speaks English only; ours replaces it.
  document.getElementById('gatsby-announcer')?.setAttribute('aria-live', 'off');
  window.requestAnimationFrame(() => {
    const template = pageText('data-navigated-to');
    const title = document.querySelector('#main h1')?.textContent?.trim() || document.title;
    if (!template || !title) return;
    announcer().textContent = template.replace(NAVIGATED_TITLE, title);
  });
}

/** A reload or a Back/Forward from another site shows the entry's saved position again. */
function restoreAfterReload(location: RouteLocation): void {
  const [navigation] = window.performance?.getEntriesByType?.('navigation') ?? [];
  const type = (navigation as PerformanceNavigationTiming | undefined)?.type;
  if (type !== 'reload' && type !== 'back_forward') return;
  const saved = savedPosition(scrollKey(location));
  if (saved && !(location.hash && location.hash.length > 1)) window.scrollTo(saved[0], saved[1]);
}

/**
 * gatsby-browser shouldUpdateScroll: Back and Forward restore the entry's saved position; a new
 * page starts at its anchor or at the top. Gatsby's scroll handler only reads the answer as yes or
 * no (and then scrolls to a position of its own), so the position is set here and the answer is
 * false; true only lets Gatsby scroll an anchor into view.
 */
export function shouldUpdateScroll({ routerProps }: { routerProps: { location: RouteLocation } }): boolean {
  const { location } = routerProps;
  const key = scrollKey(location);
  const saved = savedPosition(key);
  current = key;
  if (saved) {
    window.scrollTo(saved[0], saved[1]);
    return false;
  }
  if (location.hash && location.hash.length > 1) return true;
  window.scrollTo(0, 0);
  return false;
}

/**
 * gatsby-browser onInitialClientRender: marks the document once React has taken over the served
 * HTML (`<html data-hydrated>`), so tools that drive the app's router know it is listening, and
 * registers the service worker once the page has settled (its precaching then competes with nothing the shopper waits for).
 */
export function onInitialClientRender(): void {
  document.documentElement.setAttribute('data-hydrated', '');
  // Wherever the browser calls the context secure (https, localhost and `<brand>.localhost`); it refuses the worker elsewhere.
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () =>
    import(/* webpackChunkName: "service-worker" */ './service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker(() => resourcesFailed))
      .catch((error: unknown) => console.warn('Service worker registration failed:', error));
  afterPageSettles(() => void register());
}
