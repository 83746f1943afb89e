// @vitest-environment jsdom
// Spec §4 and §8: the service worker is registered from its fixed path, only where the browser calls
// the page secure (https, localhost), once the page has settled; a registration that fails is logged
// and nothing else happens to the page. workbox-window (the browser's registration call) is replaced
// by a recorder: jsdom has no service workers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL, UPDATE_NOTICE_ID } from '../../src/platform/gatsby/runtime/service-worker';
import { onInitialClientRender } from '../../src/platform/gatsby/runtime/route-runtime';
import { SETTLE_MS } from '../../src/lib/timing/idle';

const workbox = vi.hoisted(() => ({ urls: [] as string[], register: async (): Promise<unknown> => ({ active: null, installing: null }) }));

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(url: string) {
      workbox.urls.push(url);
    }
    addEventListener(): void {}
    register(): Promise<unknown> {
      return workbox.register();
    }
    update(): Promise<void> {
      return Promise.resolve();
    }
    messageSkipWaiting(): void {}
  },
}));

function browser({ secure }: { secure: boolean }): void {
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller: null }, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true });
}

beforeEach(() => {
  workbox.urls.length = 0;
  workbox.register = async () => ({ active: null, installing: null });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-service-worker');
});

describe('service worker registration', () => {
  it('registers the worker from its fixed path, /sw.js', async () => {
    browser({ secure: true });
    await registerServiceWorker(() => false);
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
    expect(workbox.urls).toEqual(['/sw.js']);
  });

  it('a failed registration is logged as a warning only: no error thrown, no notice shown', async () => {
    browser({ secure: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    workbox.register = () => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError'));
    await expect(registerServiceWorker(() => false)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Service worker registration failed:', expect.any(DOMException));
    expect(document.getElementById(UPDATE_NOTICE_ID)?.textContent ?? '').toBe('');
  });

  it('a secure page registers it once the page has settled; a page that is not secure never does', async () => {
    for (const secure of [false, true]) {
      browser({ secure });
      vi.useFakeTimers();
      onInitialClientRender();
      await vi.advanceTimersByTimeAsync(SETTLE_MS + 100);
      vi.useRealTimers();
      if (secure) await vi.waitFor(() => expect(workbox.urls).toEqual(['/sw.js']));
      else {
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(workbox.urls).toEqual([]);
      }
    }
  });
});
