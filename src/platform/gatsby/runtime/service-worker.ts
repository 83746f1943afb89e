// Registers the site's service worker (/sw.js, built by src/build/service-worker.ts) with
// workbox-window and shows its lifecycle (service-worker-lifecycle.ts): a new build waiting to take
// over is offered with a Reload button in the page's language. Loaded as its own chunk once the page
// is idle (route-runtime.ts), only where browsers allow workers: https, localhost and 127.0.0.1.
import { Workbox } from 'workbox-window';
import { ServiceWorkerLifecycle, type LifecycleEventType } from './service-worker-lifecycle';

/** The worker's fixed public path (SERVICE_WORKER_PATH of the build). */
export const SERVICE_WORKER_URL = '/sw.js';
/** Id of the "update ready" notice. */
export const UPDATE_NOTICE_ID = 'update-notice';

const EVENTS: LifecycleEventType[] = ['installing', 'installed', 'waiting', 'activated', 'controlling', 'redundant'];

/**
 * The notice: a polite live region put on the page at registration and left there, empty (and
 * drawn as nothing) while nothing is offered, so screen readers hear the offer when it is filled.
 */
function notice(): HTMLElement {
  const existing = document.getElementById(UPDATE_NOTICE_ID);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = UPDATE_NOTICE_ID;
  element.className = 'update-notice';
  element.setAttribute('role', 'status');
  document.body.appendChild(element);
  return element;
}

function showNotice(onReload: () => void): void {
  const element = notice();
  // The notice lives outside the themed page root: it takes the page's language, font and copy from it.
  const site = document.querySelector<HTMLElement>('.site');
  if (site?.lang) element.lang = site.lang;
  if (site) element.style.fontFamily = window.getComputedStyle(site).fontFamily;
  const text = document.createElement('p');
  text.textContent = site?.getAttribute('data-update-ready') ?? '';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = site?.getAttribute('data-update-reload') ?? '';
  button.addEventListener('click', onReload);
  element.replaceChildren(text, button);
}

function hideNotice(): void {
  document.getElementById(UPDATE_NOTICE_ID)?.replaceChildren();
}

/** Registers the worker and follows its lifecycle; registration errors are logged (as warnings) only (spec §8). */
export async function registerServiceWorker(resourcesFailed: () => boolean): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  notice();
  const workbox = new Workbox(SERVICE_WORKER_URL);
  const lifecycle = new ServiceWorkerLifecycle({
    hadController: Boolean(navigator.serviceWorker.controller),
    resourcesFailed,
    showUpdatePrompt: () => showNotice(() => lifecycle.acceptUpdate()),
    hideUpdatePrompt: hideNotice,
    skipWaiting: () => workbox.messageSkipWaiting(),
    reload: () => window.location.reload(),
    setState: (state) => document.documentElement.setAttribute('data-service-worker', state),
  });
  for (const type of EVENTS) {
    workbox.addEventListener(type, (event) => lifecycle.handle({ type, isUpdate: event.isUpdate, wasWaitingBeforeRegister: 'wasWaitingBeforeRegister' in event ? Boolean(event.wasWaitingBeforeRegister) : undefined }));
  }
  try {
    const registration = await workbox.register({ immediate: true });
    lifecycle.registered(Boolean(registration?.active));
    // A worker the browser started installing before this page registered (its navigation found the
    // new build) raises no event of workbox-window: followed here until it waits.
    const installing = registration?.installing;
    if (installing && registration.active) {
      installing.addEventListener('statechange', () => {
        if (installing.state === 'installed' && registration.waiting === installing) lifecycle.handle({ type: 'waiting', isUpdate: true });
        if (installing.state === 'redundant') lifecycle.handle({ type: 'redundant' });
      });
    }
  } catch (error) {
    console.warn('Service worker registration failed:', error);
    return;
  }
  // A tab left open looks for a new build when the shopper comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') workbox.update().catch((error: unknown) => console.warn('Service worker update check failed:', error));
  });
}
