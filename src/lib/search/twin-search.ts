// The twin's Algolia protocol: its fixed, public development credentials (twin/README.md). Read by the
// build (src/config/env.ts) and by tests; the pages get them from their SiteContext only when search
// is the twin's, so a build for a hosted Algolia carries none of them.
import type { SearchConfig } from './client';

/** The twin's fixed, public development application id. */
export const TWIN_ALGOLIA_APP_ID = 'TWINSEARCH0';
/** The twin's fixed, public development search-only key. */
export const TWIN_ALGOLIA_SEARCH_KEY = 'twin0search0only0key000000000001';

/** The door's config for the twin at twinUrl. */
export function twinSearchConfig(twinUrl: string): SearchConfig {
  return { appId: TWIN_ALGOLIA_APP_ID, searchKey: TWIN_ALGOLIA_SEARCH_KEY, twinUrl };
}
