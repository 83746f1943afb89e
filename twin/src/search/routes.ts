// Algolia's REST paths on the twin: search (multi-query, single index, browse) and Insights events.
// Errors use Algolia's shape `{ "message", "status" }`.
import type { Context, Hono } from 'hono';
import type { TwinRuntime } from '../runtime.js';
import type { ThrottledAnswer } from '../module.js';
import { readBody } from '../http/body.js';
import { searchCredentialsFromEnv, type SearchCredentials } from './config.js';
import type { SearchAnswer } from './engine.js';
import { EventError, listEvents, storeEvents } from './events.js';
import { searchIndexes } from './indexes.js';
import { ParamError, parseSearchParams, rawParams, type SearchParams } from './params.js';
import { searchFacetValues } from './facet-search.js';
import { PushError } from './pushed.js';

type Status = 400 | 403 | 404 | 413 | 422;

/** A failure answered in Algolia's error shape. */
class AlgoliaError extends Error {
  constructor(readonly status: Status, message: string) {
    super(message);
  }
}

const fail = (c: Context, status: Status, message: string) => c.json({ message, status }, status);

/** Algolia's answer to a client over the rate (a key's maxQueriesPerIPPerHour): 429 in its `{ message, status }` shape. */
export const algoliaThrottled: ThrottledAnswer = {
  path: /^\/1\//,
  answer: (c) => c.json({ message: 'Too many requests', status: 429 }, 429),
};

/** App id and key, from headers or (as browsers and search-insights send them) query parameters. */
function credentials(c: Context): { appId?: string; apiKey?: string } {
  const query = new URL(c.req.url).searchParams;
  const param = (name: string) => {
    for (const [k, v] of query) if (k.toLowerCase() === name) return v;
    return undefined;
  };
  return {
    appId: c.req.header('x-algolia-application-id') ?? param('x-algolia-application-id'),
    apiKey: c.req.header('x-algolia-api-key') ?? param('x-algolia-api-key'),
  };
}

/** Which ACL the request's key has, or an error. */
function authorize(c: Context, creds: SearchCredentials, needs: 'search' | 'browse' | 'settings' | 'write'): void {
  const { appId, apiKey } = credentials(c);
  const known = appId === creds.appId && (apiKey === creds.searchKey || apiKey === creds.adminKey);
  if (!known) throw new AlgoliaError(403, 'Invalid Application-ID or API key');
  // The search-only key has the search ACL alone; browsing, settings and writes need the admin key.
  if (needs !== 'search' && apiKey !== creds.adminKey) throw new AlgoliaError(403, 'Method not allowed with this API key');
}

/** Largest body of a write (a batch of records); Algolia's own limit is far larger than a search's. */
const MAX_WRITE_BODY_BYTES = 64 * 1024 * 1024;

/** Reads a JSON body whatever its declared type (browsers send text/plain). */
async function jsonBody(c: Context, limit?: number): Promise<Record<string, unknown>> {
  // The clients compress only when asked to (compression: 'gzip'); the twin does not take it.
  if ((c.req.header('content-encoding') ?? 'identity').toLowerCase() !== 'identity') throw new AlgoliaError(400, 'Compressed bodies are not supported by the twin');
  const body = await readBody(c, limit);
  if (!body.ok) throw new AlgoliaError(body.status, body.message);
  const text = body.text;
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AlgoliaError(400, 'Invalid JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new AlgoliaError(400, 'Invalid JSON: expected an object');
  return value as Record<string, unknown>;
}

/** The wire shape of one search result. */
function shape(indexName: string, params: SearchParams, answer: SearchAnswer, startedAt: number): Record<string, unknown> {
  return {
    ...answer,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustive: { nbHits: true, facetsCount: true, typo: true },
    query: params.query,
    params: params.encoded,
    index: indexName,
    processingTimeMS: Math.max(1, Math.round(performance.now() - startedAt)),
    renderingContent: {},
  };
}

/** Registers the search and insights routes. */
export function searchRoutes(app: Hono, rt: TwinRuntime, creds: SearchCredentials = searchCredentialsFromEnv()): void {
  const indexes = searchIndexes(rt.db, rt.origin);

  const run = (indexName: unknown, body: Record<string, unknown>, browse = false) => {
    const startedAt = performance.now();
    if (typeof indexName !== 'string' || !indexName) throw new AlgoliaError(400, 'indexName is required');
    let params: SearchParams;
    try {
      params = parseSearchParams(body, browse ? { hitsPerPage: 1000, maxHitsPerPage: 1000 } : undefined);
    } catch (err) {
      if (err instanceof ParamError) throw new AlgoliaError(400, err.message);
      throw err;
    }
    const resolved = indexes.resolve(indexName);
    if (!resolved) throw new AlgoliaError(404, 'Index does not exist');
    if (browse && params.cursor !== undefined) {
      const page = Number(Buffer.from(params.cursor, 'base64url').toString('utf8'));
      if (!Number.isInteger(page) || page < 0) throw new AlgoliaError(400, 'Invalid cursor');
      params = { ...params, page };
    }
    const answer = resolved.index.search(params, resolved.sort);
    const out = shape(indexName, params, answer, startedAt);
    if (browse && params.page + 1 < (answer.nbPages ?? 0)) out.cursor = Buffer.from(String(params.page + 1)).toString('base64url');
    return out;
  };

  const facetRun = (indexName: unknown, facet: unknown, body: Record<string, unknown>) => {
    const startedAt = performance.now();
    if (typeof indexName !== 'string' || !indexName) throw new AlgoliaError(400, 'indexName is required');
    if (typeof facet !== 'string' || !facet) throw new AlgoliaError(400, 'facet is required');
    let params: SearchParams;
    let facetQuery = '';
    let maxFacetHits = 10;
    try {
      const raw = rawParams(body);
      const { facetQuery: fq, maxFacetHits: mfh, facet: _facet, ...rest } = raw;
      if (fq !== undefined && (typeof fq !== 'string' || fq.length > 512)) throw new ParamError('Invalid value for parameter facetQuery: expected a string');
      facetQuery = (fq as string | undefined) ?? '';
      if (mfh !== undefined) {
        maxFacetHits = Number(mfh);
        if (!Number.isInteger(maxFacetHits) || maxFacetHits < 1 || maxFacetHits > 100) throw new ParamError('Invalid value for parameter maxFacetHits: expected an integer from 1 to 100');
      }
      params = parseSearchParams(rest);
    } catch (err) {
      if (err instanceof ParamError) throw new AlgoliaError(400, err.message);
      throw err;
    }
    const resolved = indexes.resolve(indexName);
    if (!resolved) throw new AlgoliaError(404, 'Index does not exist');
    const facetHits = searchFacetValues(resolved.index, params, facet, facetQuery, maxFacetHits, resolved.sort);
    if (!facetHits) throw new AlgoliaError(400, `Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`);
    return { facetHits, exhaustiveFacetsCount: true, exhaustive: { facetsCount: true }, processingTimeMS: Math.max(1, Math.round(performance.now() - startedAt)) };
  };

  const handle = (fn: (c: Context) => Promise<Response>) => async (c: Context) => {
    try {
      return await fn(c);
    } catch (err) {
      if (err instanceof AlgoliaError || err instanceof PushError) return fail(c, err.status, err.message);
      // The Insights API answers a batch it refuses with 422 Unprocessable Entity.
      if (err instanceof EventError) return fail(c, 422, err.message);
      throw err;
    }
  };

  app.post(
    '/1/indexes/:index/queries',
    handle(async (c) => {
      authorize(c, creds, 'search');
      if (c.req.param('index') !== '*') throw new AlgoliaError(404, 'Index does not exist');
      const body = await jsonBody(c);
      if (!Array.isArray(body.requests) || body.requests.length === 0 || body.requests.length > 50) {
        throw new AlgoliaError(400, 'requests: expected a list of 1 to 50 queries');
      }
      if (body.strategy !== undefined && body.strategy !== 'none' && body.strategy !== 'stopIfEnoughMatches') {
        throw new AlgoliaError(400, 'strategy: expected none or stopIfEnoughMatches');
      }
      const results = body.requests.map((r: unknown) => {
        if (!r || typeof r !== 'object') throw new AlgoliaError(400, 'requests: each query is an object');
        const { indexName, type, ...rest } = r as Record<string, unknown>;
        if (type === 'facet') return facetRun(indexName, rest.facet, rest);
        if (type !== undefined && type !== 'default') throw new AlgoliaError(400, 'type: expected default or facet');
        return run(indexName, rest);
      });
      return c.json({ results });
    }),
  );

  app.post(
    '/1/indexes/:index/query',
    handle(async (c) => {
      authorize(c, creds, 'search');
      return c.json(run(c.req.param('index') ?? '', await jsonBody(c)));
    }),
  );

  app.post(
    '/1/indexes/:index/facets/:facet/query',
    handle(async (c) => {
      authorize(c, creds, 'search');
      return c.json(facetRun(c.req.param('index') ?? '', c.req.param('facet') ?? '', await jsonBody(c)));
    }),
  );

  app.post(
    '/1/indexes/:index/browse',
    handle(async (c) => {
      authorize(c, creds, 'browse');
      return c.json(run(c.req.param('index') ?? '', await jsonBody(c), true));
    }),
  );

  // Writes, as a hosted application takes them (`npm run search:index`): each answers a task that is
  // already published, so waitForTask returns at its first poll.
  app.post(
    '/1/indexes/:index/batch',
    handle(async (c) => {
      authorize(c, creds, 'write');
      const index = c.req.param('index') ?? '';
      if (index === '*') throw new AlgoliaError(400, 'The twin takes batches per index: POST /1/indexes/<index>/batch');
      const body = await jsonBody(c, MAX_WRITE_BODY_BYTES);
      return c.json(indexes.pushed.batch(index, body.requests));
    }),
  );

  app.post(
    '/1/indexes/:index/operation',
    handle(async (c) => {
      authorize(c, creds, 'write');
      return c.json(indexes.pushed.operation(c.req.param('index') ?? '', await jsonBody(c)));
    }),
  );

  app.put(
    '/1/indexes/:index/settings',
    handle(async (c) => {
      authorize(c, creds, 'write');
      const forward = c.req.query('forwardToReplicas');
      if (forward !== undefined && forward !== 'true' && forward !== 'false') throw new AlgoliaError(400, 'forwardToReplicas: expected true or false');
      return c.json(indexes.pushed.setSettings(c.req.param('index') ?? '', await jsonBody(c), forward === 'true'));
    }),
  );

  app.get(
    '/1/indexes/:index/settings',
    handle(async (c) => {
      // Reading settings needs the settings ACL, which the search-only key lacks.
      authorize(c, creds, 'settings');
      const settings = indexes.pushed.getSettings(c.req.param('index') ?? '');
      if (!settings) throw new AlgoliaError(404, 'Index does not exist');
      return c.json(settings);
    }),
  );

  app.get(
    '/1/indexes/:index/task/:taskID',
    handle(async (c) => {
      authorize(c, creds, 'write');
      const id = Number(c.req.param('taskID'));
      if (!Number.isSafeInteger(id) || !indexes.pushed.hasTask(id)) throw new AlgoliaError(404, 'Task does not exist');
      return c.json({ status: 'published', pendingTask: false });
    }),
  );

  // getObject: one record by objectID (`attributesToRetrieve` as a query parameter), Algolia's 404 when absent.
  app.get(
    '/1/indexes/:index/:objectID',
    handle(async (c) => {
      authorize(c, creds, 'search');
      const resolved = indexes.resolve(c.req.param('index') ?? '');
      if (!resolved) throw new AlgoliaError(404, 'Index does not exist');
      const objectID = c.req.param('objectID') ?? '';
      const record = resolved.index.records.find((r) => r.objectID === objectID);
      if (!record) throw new AlgoliaError(404, 'ObjectID does not exist');
      const wanted = c.req.query('attributesToRetrieve');
      let attrs = ['*'];
      if (wanted !== undefined) {
        try {
          attrs = parseSearchParams({ attributesToRetrieve: wanted }).attributesToRetrieve;
        } catch (err) {
          if (err instanceof ParamError) throw new AlgoliaError(400, err.message);
          throw err;
        }
      }
      const all = attrs.includes('*');
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(record)) if (k === 'objectID' || (all ? !attrs.includes(`-${k}`) : attrs.includes(k))) out[k] = v;
      return c.json(out);
    }),
  );

  app.post(
    '/1/events',
    handle(async (c) => {
      authorize(c, creds, 'search');
      storeEvents(rt.db, await jsonBody(c));
      return c.json({ status: 200, message: 'OK' });
    }),
  );

  // Twin-only: what a user token has sent, for tests; needs the admin key as well as the search credentials.
  app.get(
    '/1/events',
    handle(async (c) => {
      authorize(c, creds, 'search');
      const userToken = c.req.query('userToken');
      if (!userToken) throw new AlgoliaError(400, 'userToken is required');
      c.header('cache-control', 'no-store');
      return c.json({ events: listEvents(rt.db, userToken) });
    }),
  );
}
