// The search door's client: the algoliasearch lite client, pointed at the twin unless an Algolia
// application id and public search key are configured.
import { liteClient, type LiteClient } from 'algoliasearch/lite';

/** The twin's fixed, public development application id (see twin/README.md). */
export const TWIN_ALGOLIA_APP_ID = 'TWINSEARCH0';
/** The twin's fixed, public development search-only key. */
export const TWIN_ALGOLIA_SEARCH_KEY = 'twin0search0only0key000000000001';

/** What the door needs to know; passed in by the caller (parsed from GATSBY_ALGOLIA_* and TWIN_URL). */
export interface SearchConfig {
  /** Algolia application id; with searchKey, switches the door to Algolia. */
  appId?: string;
  /** Algolia public, search-only key. */
  searchKey?: string;
  /** The twin's origin, used while appId and searchKey are unset. */
  twinUrl: string;
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
  return Boolean(config.appId && config.searchKey);
}

/** The endpoint for a configuration. */
export function searchEndpoint(config: SearchConfig): SearchEndpoint {
  if (usesAlgolia(config)) {
    return {
      appId: config.appId as string,
      apiKey: config.searchKey as string,
      insightsOrigin: config.region ? `https://insights.${config.region}.algolia.io` : 'https://insights.algolia.io',
    };
  }
  const twin = new URL(config.twinUrl);
  const protocol = twin.protocol === 'https:' ? 'https' : 'http';
  return {
    appId: TWIN_ALGOLIA_APP_ID,
    apiKey: TWIN_ALGOLIA_SEARCH_KEY,
    hosts: [{ url: twin.host, protocol, accept: 'readWrite' }],
    insightsOrigin: twin.origin,
  };
}

/** The lite search client (what react-instantsearch takes as searchClient). */
export function createSearchClient(config: SearchConfig): LiteClient {
  const endpoint = searchEndpoint(config);
  return endpoint.hosts
    ? liteClient(endpoint.appId, endpoint.apiKey, { hosts: endpoint.hosts })
    : liteClient(endpoint.appId, endpoint.apiKey);
}
