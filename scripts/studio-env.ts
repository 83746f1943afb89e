// The environment `npm run studio` (scripts/studio.ts) gives Sanity Studio.

/** Where the twin serves its lake over HTTP/2 with TLS unless TWIN_LAKE_TLS_PORT says otherwise (twin/src/lake/tls.ts). */
const LAKE_TLS_PORT = '8789';

/**
 * The lake's API host as Studio needs it: a `localhost` name, since Studio puts the project id in front
 * (`twin.localhost`), on the twin's TLS port (`tlsPort`; HTTP/2 lets Studio's many listen streams share
 * one connection), or on the twin's own plain HTTP port when the TLS port is `off`.
 */
export function studioApiHost(twinUrl: string, tlsPort: string = LAKE_TLS_PORT): string {
  const url = new URL(twinUrl);
  if (url.hostname === '127.0.0.1' || url.hostname === '::1' || url.hostname === '[::1]') url.hostname = 'localhost';
  if (tlsPort !== 'off') {
    url.protocol = 'https:';
    url.port = tlsPort;
  }
  return `${url.origin}/sanity`;
}

/** The SANITY_STUDIO_* variables Studio reads (the only ones `sanity dev` passes to the browser). */
export function studioEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...env,
    SANITY_STUDIO_PROJECT_ID: env.SANITY_PROJECT_ID ?? '',
    SANITY_STUDIO_DATASET: env.SANITY_DATASET || 'production',
    SANITY_STUDIO_TWIN_API_HOST: studioApiHost(env.TWIN_URL || 'http://127.0.0.1:8787', env.TWIN_LAKE_TLS_PORT || LAKE_TLS_PORT),
    // The Sanity CLI's usage telemetry goes to sanity.io: off, as for Gatsby.
    DO_NOT_TRACK: env.DO_NOT_TRACK ?? '1',
  };
}
