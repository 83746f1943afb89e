// Error reporting: the twin stands in for hosted Sentry, so the site and the twin share the one
// project the twin answers for. A DSN names where the SDK sends: `<scheme>://<public key>@<host>/<project id>`;
// the SDK posts envelopes to `<scheme>://<host>/api/<project id>/envelope/`.

/** Project id of the twin's error-reporting project. */
export const TWIN_SENTRY_PROJECT_ID = '4500000000000001';
/** Public key of the twin's project (a DSN's public key is not a secret: every page carries it). */
export const TWIN_SENTRY_PUBLIC_KEY = '7f3c2a9e51b84d06a1e0c4b2d8f96e13';

/** The DSN of the twin's project at a twin origin (`http://127.0.0.1:8787`). */
export function twinDsn(twinUrl: string): string {
  const url = new URL(twinUrl);
  return `${url.protocol}//${TWIN_SENTRY_PUBLIC_KEY}@${url.host}/${TWIN_SENTRY_PROJECT_ID}`;
}

/** The spec's performance tracing sample rate. */
export const TRACES_SAMPLE_RATE = 0.1;
/** The spec's session replay sample rate: the share of sessions recorded from their start. */
export const REPLAYS_SESSION_SAMPLE_RATE = 0.1;
/** The spec's session replay rate for sessions with an error: the last minute before it and what follows. */
export const REPLAYS_ON_ERROR_SAMPLE_RATE = 1.0;

/** Tags every event of the site carries. */
export const ERROR_TAGS = ['brand', 'market', 'locale', 'template'] as const;
export type ErrorTag = (typeof ERROR_TAGS)[number];
