// The search door's client: the algoliasearch lite client, pointed at Algolia, or at the twin's
// Algolia protocol when the build gives the twin's origin (the twin's credentials come from the build
// too: src/lib/search/twin-search.ts, so no twin id is part of the browser code).
import { liteClient, type LiteClient } from 'algoliasearch/lite';

/** What the door needs to know; passed in by the caller (the page's services, from GATSBY_ALGOLIA_* or the twin). */
export interface SearchConfig {
  /** Application id (Algolia's, or the twin's with twinUrl). */
  appId: string;
  /** Public, search-only key. */
  searchKey: string;
  /** The twin's origin when search is the twin's; unset: Algolia's own hosts. */
  twinUrl?: string;
  /** Insights region of the Algolia account (de or us). */
  region?: 'de' | 'us';
}

/** Where search and insights requests go, and with which credentials. */
export interface SearchEndpoint {
  appId: string;
  apiKey: string;
  /** Hosts for the client; undefined means Algolia's own hosts. */
  hosts?: { url: string; protocol: 'http' | 'https'; accept: 'readWrite' }[];
  /** Origin of the Insights API (`POST <origin>/1/events`). */
  insightsOrigin: string;
}

/** True when the door talks to Algolia rather than the twin. */
export function usesAlgolia(config: SearchConfig): boolean {
  return !config.twinUrl;
}

/** The endpoint for a configuration. */
export function searchEndpoint(config: SearchConfig): SearchEndpoint {
  if (!config.twinUrl) {
    return {
      appId: config.appId,
      apiKey: config.searchKey,
      insightsOrigin: config.region ? `https://insights.${config.region}.algolia.io` : 'https://insights.algolia.io',
    };
  }
  const twin = new URL(config.twinUrl);
  const protocol = twin.protocol === 'https:' ? 'https' : 'http';
  return {
    appId: config.appId,
    apiKey: config.searchKey,
    hosts: [{ url: twin.host, protocol, accept: 'readWrite' }],
    insightsOrigin: twin.origin,
  };
}

/**
 * The origin the search client sends its first search to: the twin's, or the first read host
 * algoliasearch tries (`<appId>-dsn.algolia.net`), which the search page connects to in advance.
 */
export function searchOrigin(config: SearchConfig): string {
  const host = searchEndpoint(config).hosts?.[0];
  return host ? `${host.protocol}://${host.url}` : `https://${config.appId}-dsn.algolia.net`;
}

/** The client's time-outs (ms) against the twin. */
const TWIN_TIMEOUTS = { connect: 3000, read: 10_000, write: 30_000 };

/** The lite search client (what react-instantsearch takes as searchClient). */
export function createSearchClient(config: SearchConfig): LiteClient {
  const endpoint = searchEndpoint(config);
  // The twin's one host is a local program that answers more slowly than Algolia's under a busy machine
  // (a test run's two browsers): it gets longer than the client's 1 s to connect and 2 s to read before
  // a search counts as failed.
  return endpoint.hosts
    ? liteClient(endpoint.appId, endpoint.apiKey, { hosts: endpoint.hosts, timeouts: TWIN_TIMEOUTS })
    : liteClient(endpoint.appId, endpoint.apiKey);
}
