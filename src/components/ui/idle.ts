// Work that waits for the browser to be idle: requestIdleCallback with a deadline, or a plain
// timer where the browser has none (Safari). Each call returns its cancel.
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
