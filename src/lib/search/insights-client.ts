// Sends Insights events the way search-insights does: `POST <origin>/1/events` with the app id and
// search key as query parameters (no preflight in browsers), body `{ events }`.
import type { SearchEndpoint } from './client';
import type { InsightsEvent } from './insights-store';

/** Posts events; resolves true when the service accepted them. Failures never throw: analytics is optional. */
export async function sendInsightsEvents(
  endpoint: Pick<SearchEndpoint, 'appId' | 'apiKey' | 'insightsOrigin'>,
  events: InsightsEvent[],
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  if (events.length === 0) return false;
  const query = new URLSearchParams({ 'X-Algolia-Application-Id': endpoint.appId, 'X-Algolia-API-Key': endpoint.apiKey });
  try {
    const res = await fetchImpl(`${endpoint.insightsOrigin}/1/events?${query.toString()}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ events }),
      keepalive: true,
    });
    return res.ok;
  } catch {
    return false;
  }
}
