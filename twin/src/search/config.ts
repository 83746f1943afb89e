// The twin's fixed Algolia credentials: public development values, overridable from the environment.

/** Application id and keys the twin accepts, and what each key may do. */
export interface SearchCredentials {
  appId: string;
  /** Search-only key for the site (ACL: search). */
  searchKey: string;
  /** Admin key: browse, settings and record writes too, for tools and tests. */
  adminKey: string;
}

/** Default application id of the twin's Algolia (GATSBY_ALGOLIA_APP_ID unset). */
export const TWIN_ALGOLIA_APP_ID = 'TWINSEARCH0';
/** Default search-only key of the twin's Algolia (GATSBY_ALGOLIA_SEARCH_KEY unset). */
export const TWIN_ALGOLIA_SEARCH_KEY = 'twin0search0only0key000000000001';
/** Default admin key of the twin's Algolia (browse, settings, writes). */
export const TWIN_ALGOLIA_ADMIN_KEY = 'twin0admin0key000000000000000001';

/** Credentials from TWIN_ALGOLIA_APP_ID / TWIN_ALGOLIA_SEARCH_KEY / TWIN_ALGOLIA_ADMIN_KEY, else the defaults. */
export function searchCredentialsFromEnv(env: Record<string, string | undefined> = process.env): SearchCredentials {
  return {
    appId: env.TWIN_ALGOLIA_APP_ID || TWIN_ALGOLIA_APP_ID,
    searchKey: env.TWIN_ALGOLIA_SEARCH_KEY || TWIN_ALGOLIA_SEARCH_KEY,
    adminKey: env.TWIN_ALGOLIA_ADMIN_KEY || TWIN_ALGOLIA_ADMIN_KEY,
  };
}
