// What the republisher's builds read: the content lake (the twin's, unless a hosted project is
// configured) and the twin that serves the catalogue.

/** The build environment of the republisher: the content lake and the twin that serves the catalogue. */
export function lakeBuildEnv(source: NodeJS.ProcessEnv, twinUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { TWIN_URL: twinUrl };
  if (!source.SANITY_PROJECT_ID) {
    env.SANITY_PROJECT_ID = 'twin';
    env.SANITY_DATASET = 'production';
    env.SANITY_API_HOST = `${twinUrl.replace(/\/+$/, '')}/sanity`;
  }
  return env;
}
