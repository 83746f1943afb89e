// Work that waits for the browser to be idle (requestIdleCallback with a deadline, or a plain timer
// where the browser has none: Safari), or for the loaded page to settle. Each call returns its cancel.
/** How long to wait: `timeout` bounds the idle wait, `fallback` is the timer without idle callbacks. */
export interface IdleTiming {
  timeout?: number;
  fallback?: number;
}

/** Runs `run` once the browser is idle (by `timeout` at the latest); returns the cancel. */
export function onIdle(run: () => void, { timeout = 3000, fallback = 1500 }: IdleTiming = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, fallback);
  return () => window.clearTimeout(timer);
}

/** Runs `run` after the next frame is painted, then once the browser is idle; returns the cancel. */
export function onIdleAfterPaint(run: () => void, timing?: IdleTiming): () => void {
  let cancelIdle: (() => void) | undefined;
  const frame = window.requestAnimationFrame(() => {
    cancelIdle = onIdle(run, timing);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    cancelIdle?.();
  };
}

/**
 * How long after the load event the page counts as settled: the page's own islands have started and
 * the shopper's first look and first taps have the main thread to themselves. Clients that serve the
 * store rather than the shopper (flag updates, the service worker, error reporting's SDK) start after it.
 */
export const SETTLE_MS = 4000;

/** Runs `run` once the page has settled (SETTLE_MS after the load event), when the browser is next idle; returns the cancel. */
export function afterPageSettles(run: () => void, delay = SETTLE_MS): () => void {
  let cancel = () => {};
  const wait = () => {
    const timer = window.setTimeout(() => (cancel = onIdle(run, { timeout: 5000, fallback: 0 })), delay);
    cancel = () => window.clearTimeout(timer);
  };
  if (document.readyState === 'complete') wait();
  else {
    window.addEventListener('load', wait, { once: true });
    cancel = () => window.removeEventListener('load', wait);
  }
  return () => cancel();
}
