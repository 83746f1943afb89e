// The environment `npm run studio` (scripts/studio.ts) gives Sanity Studio.

/** The lake's API host as Studio needs it: a `localhost` name, since Studio puts the project id in front (`twin.localhost`). */
export function studioApiHost(twinUrl: string): string {
  const url = new URL(twinUrl);
  if (url.hostname === '127.0.0.1' || url.hostname === '::1' || url.hostname === '[::1]') url.hostname = 'localhost';
  return `${url.origin}/sanity`;
}

/** The SANITY_STUDIO_* variables Studio reads (the only ones `sanity dev` passes to the browser). */
export function studioEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...env,
    SANITY_STUDIO_PROJECT_ID: env.SANITY_PROJECT_ID ?? '',
    SANITY_STUDIO_DATASET: env.SANITY_DATASET || 'production',
    SANITY_STUDIO_TWIN_API_HOST: studioApiHost(env.TWIN_URL || 'http://127.0.0.1:8787'),
    // The Sanity CLI's usage telemetry goes to sanity.io: off, as for Gatsby.
    DO_NOT_TRACK: env.DO_NOT_TRACK ?? '1',
  };
}
