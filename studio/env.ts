// Where Studio edits: `npm run studio` passes these as SANITY_STUDIO_* variables (the only ones
// `sanity dev` hands to the browser). With a hosted project id, the hosted project; always the
// twin's content lake as a second workspace.

/** The hosted Sanity project, when SANITY_PROJECT_ID is set. */
export const hosted = {
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || '',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
};

/**
 * The twin's lake: project `twin` at `<twin's TLS port>/sanity`, served over HTTP/2 so that Studio's many
 * listen streams share one connection. Studio puts the project id in front of the API host
 * (`twin.localhost:8789`), which browsers resolve to this machine as they do every `*.localhost`.
 */
export const twin = {
  projectId: 'twin',
  dataset: 'production',
  apiHost: (process.env.SANITY_STUDIO_TWIN_API_HOST || 'https://localhost:8789/sanity').replace(/\/+$/, ''),
};
