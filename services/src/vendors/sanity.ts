// The content lake as the services read it: GROQ queries over Sanity's HTTP API (@sanity/client) on
// the published documents of one dataset. The API is https://<projectId>.api.sanity.io, or a lake
// that speaks the same protocol; a token reads a private dataset.
import { createClient } from '@sanity/client';

/** Sanity's API version the services ask in. */
export const SANITY_API_VERSION = '2025-02-19';

/** Where the content lake is and how to read it. */
export interface LakeSettings {
  /** Base URL of the API, without the version. */
  apiUrl: string;
  dataset: string;
  token?: string;
}

/** Reads published documents of the content lake. */
export interface ContentLake {
  /** Runs a GROQ query with `params`; throws when the lake cannot be reached or refuses the query. */
  query(groq: string, params?: Record<string, unknown>): Promise<unknown>;
}

/** A reader of the lake `settings` name (no CDN: what was published is read at once). */
export function createContentLake(settings: LakeSettings): ContentLake {
  const client = createClient({
    apiHost: settings.apiUrl,
    // The API's address already names the project (or is a lake of its own).
    useProjectHostname: false,
    dataset: settings.dataset,
    apiVersion: SANITY_API_VERSION,
    perspective: 'published',
    useCdn: false,
    ...(settings.token ? { token: settings.token } : {}),
    timeout: 10_000,
    maxRetries: 1,
  });
  return {
    query: (groq, params = {}) => client.fetch<unknown>(groq, params),
  };
}
