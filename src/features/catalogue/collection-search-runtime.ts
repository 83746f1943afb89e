// The search door for a large collection page, loaded on the first use of its sort, filters or
// pages: one query to the products index; errors become data once.
import { createSearchClient, type SearchConfig } from '../../lib/search/client';
import { collectionSearchRequest, type CollectionRoute, type CollectionScope } from './collection-route';

/** What a collection query answers: product ids (objectIDs) of the page, the total and the page count. */
export type CollectionAnswer = { ok: true; objectIDs: string[]; nbHits: number; nbPages: number } | { ok: false };

const clients = new Map<string, ReturnType<typeof createSearchClient>>();

/** Queries one page of a collection; never throws. */
export async function searchCollection(config: SearchConfig, route: CollectionRoute, scope: CollectionScope): Promise<CollectionAnswer> {
  const key = `${config.appId}|${config.twinUrl ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    client = createSearchClient(config);
    clients.set(key, client);
  }
  try {
    const { results } = await client.search<{ objectID: string }>({ requests: [collectionSearchRequest(route, scope)] });
    const result = results[0];
    if (!result || !('hits' in result)) return { ok: false };
    return { ok: true, objectIDs: (result.hits as { objectID: string }[]).map((h) => h.objectID), nbHits: result.nbHits ?? 0, nbPages: result.nbPages ?? 0 };
  } catch (error) {
    console.error('Collection search failed', error);
    return { ok: false };
  }
}
