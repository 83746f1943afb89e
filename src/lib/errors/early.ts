// The first-load part of error reporting, a few hundred bytes: it notes uncaught errors and
// rejections (and what the islands' error boundaries pass it) in a small buffer, and loads the SDK
// (./sentry-client, its own chunk) once the loaded page has settled (lib/timing/idle.ts: after the
// page's own islands, when the browser is idle), or at the first error, whichever comes first. The
// SDK then takes over the window's handlers and sends the buffer.
import { afterPageSettles } from '../timing/idle';

/** An error noted before the SDK was there; `source`: 0 window error, 1 unhandled rejection, 2 an error boundary. */
export interface BufferedError {
  error: unknown;
  source: 0 | 1 | 2;
}

/** What the loaded SDK offers this module. */
export interface ErrorSink {
  capture(item: BufferedError): void;
  /** Follows the page on screen (its context holds the tags). */
  scope(pageContext: unknown): void;
}

/** Most errors kept until the SDK is there (a page in an error loop must not grow memory). */
export const MAX_BUFFERED = 20;

type Load = () => Promise<{ start(pageContext: unknown, buffered: BufferedError[]): ErrorSink }>;

// Module-level state keeps this first-load code small once minified.
let page: unknown;
let sink: ErrorSink | undefined;
let loading = false;
/** The loaded page has been idle: the SDK loads as soon as a page has rendered. */
let due = false;
let buffer: BufferedError[] = [];
let load: Load = () => import(/* webpackChunkName: "error-reporting" */ './sentry-client');

const onError = (event: ErrorEvent) => note({ error: event.error ?? event.message, source: 0 });
const onRejection = (event: PromiseRejectionEvent) => note({ error: event.reason, source: 1 });

function note(item: BufferedError): void {
  if (sink) return sink.capture(item);
  if (buffer.length < MAX_BUFFERED) buffer.push(item);
  loadSdk();
}

/** Loads the SDK once a page has rendered; a failed load is tried again at the next error. */
export function loadSdk(): void {
  if (!page || sink || loading) return;
  loading = true;
  load().then(
    (sdk) => {
      // The SDK's own handlers are in place once start() returns.
      sink = sdk.start(page, buffer.splice(0));
      removeEventListener('error', onError);
      removeEventListener('unhandledrejection', onRejection);
    },
    () => (loading = false),
  );
}

/** Reports an error an island caught (an error boundary), or buffers it until the SDK is there. */
export function reportError(error: unknown): void {
  note({ error, source: 2 });
}

/** The page on screen (its Gatsby page context: site and template give the tags). Errors noted before the first page wait for it. */
export function setErrorPage(pageContext: unknown): void {
  page = pageContext;
  if (sink) sink.scope(pageContext);
  else if (due || buffer.length) loadSdk();
}

/** Starts noting errors (gatsby-browser onClientEntry) and loads the SDK once the loaded page has settled. */
export function startErrorReporting(loader?: Load): void {
  if (loader) load = loader;
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  // Gatsby may render the first page after the page settles; then the SDK loads when it has.
  afterPageSettles(() => ((due = true), loadSdk()));
}

/** Forgets everything (tests). */
export function resetErrorReporting(): void {
  removeEventListener('error', onError);
  removeEventListener('unhandledrejection', onRejection);
  page = sink = undefined;
  loading = due = false;
  buffer = [];
}
