// Search analytics in the browser: a click on a result stores its queryID against the
// object and sends a click event; a later add-to-cart takes the stored queryID for a conversion, and
// a checked-out cart a purchase that also forgets the stored entries. Loaded only when a result is
// clicked, a line is added or a checked-out cart is found. Search analytics measures, so it needs the
// shopper's analytics consent: without it no user token or queryID is stored and no event is sent (the
// consent runtime clears what was stored when analytics consent is withdrawn).
import type { SiteContext } from '../../lib/content/site-context';
import { searchEndpoint, type SearchConfig } from '../../lib/search/client';
import { indexName } from '../../lib/search/index-names';
import { sendInsightsEvents } from '../../lib/search/insights-client';
import { createInsightsStore, type InsightsEvent, type InsightsStore } from '../../lib/search/insights-store';
import type { CartCompleted, LinesAdded } from '../../lib/cart/cart-state';
import { useConsentState } from '../../lib/analytics/consent-state';
import { objectIdFromGid } from './search-records';

/** The door's configuration from the page's services. */
export function searchConfigOf(site: Pick<SiteContext, 'services'>): SearchConfig {
  return site.services.algolia;
}

let store: InsightsStore | null = null;

/** Whether the shopper's choice in effect allows search analytics (analytics consent). */
export function insightsAllowed(): boolean {
  return useConsentState.getState().choice.analytics;
}

/** The visitor's insights store over localStorage. */
export function insightsStore(): InsightsStore {
  store ??= createInsightsStore({ storage: window.localStorage });
  return store;
}

/** The index events name: the brand's products index in the page's language (replicas share its objects). */
export function productsIndexOf(site: Pick<SiteContext, 'brand' | 'locale'>): string {
  return indexName(site.brand.id, site.locale.language, 'products');
}

/** A click on a search result that came with a queryID (clickAnalytics on). */
export function reportResultClick(
  site: Pick<SiteContext, 'brand' | 'locale' | 'services'>,
  input: { index: string; queryID: string | undefined; objectID: string; position: number | undefined; kind: 'product' | 'article' },
): void {
  if (!input.queryID || !input.position || !insightsAllowed()) return;
  try {
    const event = insightsStore().clickedAfterSearch({
      index: input.kind === 'product' ? productsIndexOf(site) : input.index,
      queryID: input.queryID,
      objectIDs: [input.objectID],
      positions: [input.position],
      eventName: input.kind === 'product' ? 'Product Clicked' : 'Article Clicked',
    });
    void sendInsightsEvents(searchEndpoint(searchConfigOf(site)), [event]);
  } catch (error) {
    console.warn('Search click not recorded', error);
  }
}

/** An add-to-cart: a conversion naming the search its products were clicked from, if any. */
export function reportLinesAdded(site: Pick<SiteContext, 'brand' | 'locale' | 'services'>, added: LinesAdded): void {
  if (!insightsAllowed()) return;
  try {
    const index = productsIndexOf(site);
    const objectIDs = [...new Set(added.lines.map((l) => objectIdFromGid(l.productId)).filter((id): id is string => id !== null))];
    const s = insightsStore();
    const searched = objectIDs.filter((id) => s.queryIDFor(index, id) !== undefined);
    // Only products reached from a search convert a search.
    if (searched.length === 0) return;
    const event = s.converted({ index, objectIDs: searched, subtype: 'addToCart' });
    void sendInsightsEvents(searchEndpoint(searchConfigOf(site)), [event]);
  } catch (error) {
    console.warn('Search conversion not recorded', error);
  }
}

/**
 * The purchase conversion of a checked-out cart's products: only those reached from a search, each
 * with its stored queryID; the store forgets them. Null when none came from a search.
 */
export function purchaseEvent(s: InsightsStore, index: string, productIds: string[]): InsightsEvent | null {
  const objectIDs = [...new Set(productIds.map(objectIdFromGid).filter((id): id is string => id !== null))];
  const searched = objectIDs.filter((id) => s.queryIDFor(index, id) !== undefined);
  if (searched.length === 0) return null;
  return s.converted({ index, objectIDs: searched, subtype: 'purchase' });
}

/** A checked-out cart: a purchase conversion naming the searches its products were clicked from. */
export function reportCartCompleted(site: Pick<SiteContext, 'brand' | 'locale' | 'services'>, completed: CartCompleted): void {
  if (!insightsAllowed()) return;
  try {
    const event = purchaseEvent(insightsStore(), productsIndexOf(site), completed.productIds);
    if (event) void sendInsightsEvents(searchEndpoint(searchConfigOf(site)), [event]);
  } catch (error) {
    console.warn('Search purchase not recorded', error);
  }
}
