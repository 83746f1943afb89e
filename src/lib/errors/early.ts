// The first-load part of error reporting, a few hundred bytes: it notes uncaught errors and
// rejections (and what the islands' error boundaries pass it) in a small buffer, and loads the SDK
// (./sentry-client, its own chunk) once the browser is idle after the page has loaded, or at the
// first error, whichever comes first. The SDK then takes over the window's handlers and sends the buffer.
import type { ErrorScope } from './options';

/** An error noted before the SDK was there. */
export interface BufferedError {
  error: unknown;
  source: 'error' | 'rejection' | 'boundary';
}

/** What the loaded SDK offers this module. */
export interface ErrorSink {
  capture(item: BufferedError): void;
  scope(next: ErrorScope): void;
}

/** Most errors kept until the SDK is there (a page in an error loop must not grow memory). */
export const MAX_BUFFERED = 20;

type Load = () => Promise<{ start(scope: ErrorScope, buffered: BufferedError[]): ErrorSink }>;

const state: { scope?: ErrorScope; sink?: ErrorSink; loading?: boolean; buffer: BufferedError[]; load: Load } = {
  buffer: [],
  load: () => import(/* webpackChunkName: "error-reporting" */ './sentry-client'),
};

const onError = (event: ErrorEvent) => note({ error: event.error ?? event.message, source: 'error' });
const onRejection = (event: PromiseRejectionEvent) => note({ error: event.reason, source: 'rejection' });

function note(item: BufferedError): void {
  if (state.sink) return state.sink.capture(item);
  if (state.buffer.length < MAX_BUFFERED) state.buffer.push(item);
  loadSdk();
}

/** Loads the SDK once a page has told its scope; a failed load is tried again at the next error. */
export function loadSdk(): void {
  const scope = state.scope;
  if (!scope || state.sink || state.loading) return;
  state.loading = true;
  state.load().then(
    (sdk) => {
      // The SDK's own handlers are in place once start() returns.
      state.sink = sdk.start(state.scope ?? scope, state.buffer.splice(0));
      removeEventListener('error', onError);
      removeEventListener('unhandledrejection', onRejection);
    },
    () => (state.loading = false),
  );
}

/** Reports an error an island caught (an error boundary), or buffers it until the SDK is there. */
export function reportError(error: unknown): void {
  note({ error, source: 'boundary' });
}

/** The page on screen: where reports go and their tags. Errors noted before the first page wait for it. */
export function setErrorScope(scope: ErrorScope): void {
  state.scope = scope;
  if (state.sink) state.sink.scope(scope);
  else if (state.buffer.length) loadSdk();
}

/** Starts noting errors (gatsby-browser onClientEntry) and loads the SDK when the loaded page is idle. */
export function startErrorReporting(load?: Load): void {
  if (load) state.load = load;
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(loadSdk, { timeout: 5000 }) : setTimeout(loadSdk, 2000));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/** Forgets everything (tests). */
export function resetErrorReporting(): void {
  removeEventListener('error', onError);
  removeEventListener('unhandledrejection', onRejection);
  state.scope = state.sink = state.loading = undefined;
  state.buffer = [];
}
