// Sanity's HTTP API for the lake under /sanity/<apiVersion>/data/...: query, doc, mutate, actions, listen.
import crypto from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { TwinRuntime } from '../runtime.js';
import { readBody } from '../http/body.js';
import { LakeMutationError } from './patch.js';
import { LakeQueryError, matches, parseQuery, perspectiveDocs, runQuery, type Perspective } from './groq.js';
import { DATASET, isPublishedId, lakeOf, type Lake, type Transaction } from './store.js';
import { actionsToMutations } from './actions.js';
import { sourceMap } from './source-map.js';
import { lakeAuthOf, unauthorized, type LakeAuth } from './auth.js';
import { senderOf, StreamSlots } from '../http/sender-caps.js';

/** Where the lake is mounted on the twin. */
export const LAKE_PATH = '/sanity';
const VERSION = /^v(1|X|\d{4}-\d{2}-\d{2})$/;
/** API versions from which a query without a perspective reads the published perspective. */
const PUBLISHED_BY_DEFAULT_FROM = '2025-02-19';
/**
 * Listen streams one client address may hold open. Studio in one browser tab holds about a dozen at
 * once (the document, its versions, lists, previews, search), and on this machine the republisher and
 * the preview hold one each from the same address.
 */
export const LISTENERS_PER_SENDER = 32;

type Auth = LakeAuth;
const authOf = lakeAuthOf;

const badRequest = (c: Context, description: string) => c.json({ error: { description, type: 'httpBadRequest' } }, 400);
const queryError = (c: Context, err: LakeQueryError) => c.json({ error: err.body }, err.status as 400);

/** Checks the version and dataset of the path; answers the error response, if any. */
function checkPath(c: Context): Response | null {
  if (!VERSION.test(c.req.param('version') ?? '')) {
    return c.json({ error: { description: `Invalid API version: "${c.req.param('version')}"`, type: 'httpBadRequest' } }, 400);
  }
  if (c.req.param('dataset') !== DATASET) {
    return c.json({ error: { description: `Dataset "${c.req.param('dataset')}" not found for project ID "twin"`, type: 'httpNotFound' } }, 404);
  }
  return null;
}

/** The query-string parameters `$name=<JSON>` of a GET request. */
function paramsFromUrl(url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, raw] of url.searchParams) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(raw);
    } catch {
      throw new LakeQueryError(400, { description: `Unable to parse value of "${key}=${raw}". Please quote string values.`, type: 'httpBadRequest' });
    }
  }
  return params;
}

/** Sanity's refusal of a perspective. */
const badPerspective = (description: string) => new LakeQueryError(400, { description, type: 'httpBadRequest' });
const RELEASE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

/**
 * The perspective of a query: a named one (`raw`, `published`, `drafts`, `previewDrafts`), or from API
 * version 2025-02-19 a stack of release ids with `drafts` and `published` (`perspective=rA,rB,drafts`).
 */
function perspectiveOf(c: Context, url: URL, requested: unknown): Perspective {
  const version = c.req.param('version') ?? 'v1';
  const releases = version === 'vX' || version.slice(1) >= PUBLISHED_BY_DEFAULT_FROM;
  const given = typeof requested === 'string' ? requested : Array.isArray(requested) ? requested.join(',') : url.searchParams.get('perspective');
  if (given === null || given === undefined || given === '') return releases ? 'published' : 'raw';
  if (given === 'previewDrafts' || given === 'drafts') return 'drafts';
  if (given === 'published') return 'published';
  if (given === 'raw') return releases ? 'rawVersions' : 'raw';
  const stack = given.split(',').map((p) => p.trim());
  if (stack.some((p) => !RELEASE_ID.test(p))) throw badPerspective(`Invalid perspective "${given}"`);
  if (!releases) throw badPerspective('Complex perspectives are not supported for this version');
  if (stack.includes('raw')) throw badPerspective('Invalid API perspective value: "raw". The raw-perspective can not be combined with other perspectives');
  return { stack: stack.map((p) => (p === 'previewDrafts' ? 'drafts' : p)) };
}

/** API versions from which a query answers Content Source Maps. */
const SOURCE_MAPS_FROM = '2021-03-25';

/** The `resultSourceMap` a query asks for (`true` or `withKeyArraySelector`), if its API version has them. */
function sourceMapOption(c: Context, url: URL): 'true' | 'withKeyArraySelector' | null {
  const asked = url.searchParams.get('resultSourceMap');
  const version = c.req.param('version') ?? 'v1';
  if (version !== 'vX' && !(version.slice(1) >= SOURCE_MAPS_FROM)) return null;
  if (asked === 'withKeyArraySelector') return asked;
  return truthy(asked) ? 'true' : null;
}

/** Documents the caller may read: anonymous callers see published documents only (drafts are private). */
function readable(lake: Lake, auth: Auth, perspective: Perspective): Record<string, unknown>[] {
  return perspectiveDocs(auth === 'admin' ? lake.all() : lake.published(), auth === 'admin' ? perspective : 'published');
}

const truthy = (v: string | null) => v === 'true' || v === '1';

/** Adds a `_key` to every object of an array that lacks one, as Sanity's 12-character keys. */
function addArrayKeys(value: unknown, inArray = false): unknown {
  if (Array.isArray(value)) return value.map((v) => addArrayKeys(v, true));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = addArrayKeys(v, false);
    if (inArray && out._key === undefined) out._key = crypto.randomBytes(9).toString('base64url').replace(/[-_]/g, 'x');
    return out;
  }
  return value;
}

/**
 * The `autoGenerateArrayKeys` option: keys the array items of each mutation's document (create,
 * createOrReplace, createIfNotExists) or patch operations (set, setIfMissing, insert items...), never
 * the mutation objects themselves nor a patch's id list or query parameters.
 */
function keyMutations(mutations: unknown[]): unknown[] {
  return mutations.map((m) => {
    if (!m || typeof m !== 'object' || Array.isArray(m)) return m;
    const out: Record<string, unknown> = {};
    for (const [kind, arg] of Object.entries(m as Record<string, unknown>)) {
      if (kind === 'patch' && arg && typeof arg === 'object' && !Array.isArray(arg)) {
        const patch: Record<string, unknown> = {};
        for (const [op, v] of Object.entries(arg as Record<string, unknown>)) patch[op] = op === 'id' || op === 'params' || op === 'query' ? v : addArrayKeys(v);
        out[kind] = patch;
      } else out[kind] = kind === 'delete' ? arg : addArrayKeys(arg);
    }
    return out;
  });
}

function mutationFailure(c: Context, err: LakeMutationError & { index?: number }, type = 'mutationError') {
  return c.json(
    {
      error: {
        description: `${type === 'actionError' ? 'Action' : 'Mutation'}(s) failed with 1 error(s)`,
        items: [{ error: err.item, index: err.index ?? 0 }],
        type,
      },
    },
    err.status as 400,
  );
}

/** Registers the lake's routes. */
export function lakeRoutes(app: Hono, rt: TwinRuntime): void {
  const lake = lakeOf(rt.db);
  const base = `${LAKE_PATH}/:version/data`;

  const query = async (c: Context, body?: Record<string, unknown>) => {
    const bad = checkPath(c);
    if (bad) return bad;
    const auth = authOf(c, rt.adminKey);
    if (auth === 'invalid') return unauthorized(c);
    const url = new URL(c.req.url);
    const started = performance.now();
    try {
      const q = body ? body.query : url.searchParams.get('query');
      if (typeof q !== 'string' || !q.trim()) return badRequest(c, 'Missing "query" parameter');
      const params = body ? ((body.params ?? {}) as Record<string, unknown>) : paramsFromUrl(url);
      if (typeof params !== 'object' || params === null || Array.isArray(params)) return badRequest(c, '"params" must be an object');
      const perspective = perspectiveOf(c, url, body?.perspective);
      const docs = readable(lake, auth, perspective);
      const identity = auth === 'admin' ? 'twin-admin' : undefined;
      const result = await runQuery(q, params, docs, { identity });
      const csm = sourceMapOption(c, url);
      const resultSourceMap = csm ? await sourceMap(q, params, docs, result, { byKey: csm === 'withKeyArraySelector', identity }) : undefined;
      const ms = Math.round(performance.now() - started);
      const returnQuery = url.searchParams.get('returnQuery') !== 'false';
      return c.json({ ...(returnQuery ? { query: q } : {}), result, ...(resultSourceMap ? { resultSourceMap } : {}), ms });
    } catch (err) {
      if (err instanceof LakeQueryError) return queryError(c, err);
      throw err;
    }
  };
  app.get(`${base}/query/:dataset`, (c) => query(c));
  app.post(`${base}/query/:dataset`, async (c) => {
    const body = await jsonBody(c);
    if (body instanceof Response) return body;
    return query(c, body);
  });

  app.get(`${base}/doc/:dataset/:ids`, (c) => {
    const bad = checkPath(c);
    if (bad) return bad;
    const auth = authOf(c, rt.adminKey);
    if (auth === 'invalid') return unauthorized(c);
    const ids = c.req.param('ids').split(',').map((id) => decodeURIComponent(id)).filter(Boolean);
    const documents: Record<string, unknown>[] = [];
    const omitted: { id: string; reason: 'existence' | 'permission' }[] = [];
    for (const id of ids) {
      const doc = lake.get(id);
      if (!isPublishedId(id) && auth !== 'admin') omitted.push({ id, reason: 'permission' });
      else if (!doc) omitted.push({ id, reason: 'existence' });
      else documents.push(doc);
    }
    return c.json({ documents, omitted });
  });

  /** Commits mutations, answering Sanity's mutate response or error. */
  const commit = async (c: Context, mutations: unknown[], transactionId: unknown, errorType: 'mutationError' | 'actionError', dryRun = false) => {
    const url = new URL(c.req.url);
    if (transactionId !== undefined && (typeof transactionId !== 'string' || !/^[A-Za-z0-9._-]{1,128}$/.test(transactionId))) {
      return badRequest(c, '"transactionId" must be a string of letters, digits, ".", "_" or "-"');
    }
    const visibility = url.searchParams.get('visibility');
    if (visibility !== null && !['sync', 'async', 'deferred'].includes(visibility)) return badRequest(c, `Invalid visibility "${visibility}"`);
    let resolved: unknown[];
    try {
      resolved = await resolveQueries(lake, truthy(url.searchParams.get('autoGenerateArrayKeys')) ? keyMutations(mutations) : mutations);
    } catch (err) {
      if (err instanceof LakeQueryError) return queryError(c, err);
      throw err;
    }
    let tx: Transaction;
    try {
      tx = lake.mutate(resolved, { transactionId: transactionId as string | undefined, dryRun: dryRun || truthy(url.searchParams.get('dryRun')) });
    } catch (err) {
      if (err instanceof LakeMutationError) return mutationFailure(c, err, errorType);
      throw err;
    }
    if (errorType === 'actionError') return c.json({ transactionId: tx.transactionId });
    const returnDocuments = truthy(url.searchParams.get('returnDocuments'));
    const after = new Map(tx.changes.map((ch) => [ch.id, ch.after]));
    const results = tx.results.map((r) => (returnDocuments && r.operation !== 'delete' ? { ...r, document: after.get(r.id) ?? lake.get(r.id) ?? null } : r));
    const out: Record<string, unknown> = { transactionId: tx.transactionId, results };
    if (truthy(url.searchParams.get('returnIds'))) out.documentIds = [...new Set(tx.results.map((r) => r.id))];
    return c.json(out);
  };

  app.post(`${base}/mutate/:dataset`, async (c) => {
    const bad = checkPath(c);
    if (bad) return bad;
    const auth = authOf(c, rt.adminKey);
    if (auth === 'invalid') return unauthorized(c);
    const body = await jsonBody(c);
    if (body instanceof Response) return body;
    if (!Array.isArray(body.mutations)) return badRequest(c, 'Request body must have a "mutations" array');
    if (auth !== 'admin') return insufficient(c, body.mutations.length, 'mutationError');
    return commit(c, body.mutations, body.transactionId, 'mutationError');
  });

  app.post(`${base}/actions/:dataset`, async (c) => {
    const bad = checkPath(c);
    if (bad) return bad;
    const auth = authOf(c, rt.adminKey);
    if (auth === 'invalid') return unauthorized(c);
    const body = await jsonBody(c);
    if (body instanceof Response) return body;
    if (!Array.isArray(body.actions)) return badRequest(c, 'Request body must have an "actions" array');
    if (auth !== 'admin') return insufficient(c, body.actions.length, 'actionError');
    let mutations: unknown[];
    try {
      mutations = actionsToMutations(lake, body.actions);
    } catch (err) {
      if (err instanceof LakeMutationError) return mutationFailure(c, err, 'actionError');
      throw err;
    }
    return commit(c, mutations, body.transactionId, 'actionError', body.dryRun === true);
  });

  const listeners = new StreamSlots(LISTENERS_PER_SENDER);
  app.get(`${base}/listen/:dataset`, (c) => listen(c, lake, rt, listeners));
  app.get(`${base}/live/events/:dataset`, (c) => liveEvents(c, rt, listeners));
}

/**
 * The client of an event stream: a keep-alive comment every 15 s (a client that has gone ends the
 * stream), and its leaving watched. The client may have gone before the handler ran (Studio drops
 * listeners it no longer needs at once): then the request's abort signal never fires, so the
 * response's own end is watched as well.
 */
function streamClient(c: Context) {
  const outgoing = (c.env as { outgoing?: NodeResponse } | undefined)?.outgoing;
  const gone = () => Boolean(outgoing && (outgoing.destroyed || outgoing.closed || outgoing.stream?.destroyed || outgoing.stream?.closed));
  const comment = new TextEncoder().encode(':\n\n');
  return {
    keepAlive(controller: ReadableStreamDefaultController<Uint8Array>, end: () => void): ReturnType<typeof setInterval> {
      return setInterval(() => {
        try {
          if (gone()) throw new Error('The client has gone');
          controller.enqueue(comment);
        } catch {
          end();
          try {
            controller.close();
          } catch {
            // Already closed.
          }
        }
      }, 15_000);
    },
    /** Calls `end` when the client leaves, or at once when it already has. */
    onLeave(end: () => void): void {
      c.req.raw.signal?.addEventListener('abort', end);
      outgoing?.once?.('close', end);
      if (gone()) end();
    },
  };
}

/**
 * Sanity's Live Content API event stream (`/data/live/events/<dataset>`), which Studio's Presentation
 * tool opens (and without which it stops with "EventSource connection failed"): the `welcome` event
 * and keep-alives. The lake's query answers carry no sync tags, so there is nothing to name in
 * `message` events; a preview refreshes by its own rebuild (scripts/preview/).
 */
function liveEvents(c: Context, rt: TwinRuntime, listeners: StreamSlots): Response {
  const bad = checkPath(c);
  if (bad) return bad;
  if (authOf(c, rt.adminKey) === 'invalid') return unauthorized(c);
  const release = listeners.take(senderOf(c));
  if (!release) return tooManyListeners(c);
  const client = streamClient(c);
  const encoder = new TextEncoder();
  let keepAlive: ReturnType<typeof setInterval> | undefined;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    if (keepAlive) clearInterval(keepAlive);
    release();
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`event: welcome\ndata: ${JSON.stringify({})}\n\n`));
      keepAlive = client.keepAlive(controller, end);
    },
    cancel: end,
  });
  client.onLeave(end);
  return new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' } });
}

function insufficient(c: Context, count: number, type: 'mutationError' | 'actionError') {
  const items = Array.from({ length: Math.max(1, count) }, (_, index) => ({
    error: { description: 'Insufficient permissions; permission "update" required', permission: 'update', type: 'insufficientPermissionsError' },
    index,
  }));
  return c.json({ error: { description: `${type === 'actionError' ? 'Action' : 'Mutation'}(s) failed with ${items.length} error(s)`, items, type } }, 403);
}

async function jsonBody(c: Context): Promise<Record<string, unknown> | Response> {
  const body = await readBody(c);
  if (!body.ok) return c.json({ error: { description: body.message, type: 'httpBadRequest' } }, body.status);
  try {
    const parsed = JSON.parse(body.text || '{}') as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return badRequest(c, 'Request body must be a JSON object');
    return parsed as Record<string, unknown>;
  } catch {
    return badRequest(c, 'Request body is not valid JSON');
  }
}

/** Turns mutations that select by `query` into mutations by id (published and draft documents alike, as raw). */
async function resolveQueries(lake: Lake, mutations: unknown[]): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const m of mutations) {
    const [entry, ...others] = m && typeof m === 'object' && !Array.isArray(m) ? Object.entries(m as Record<string, unknown>) : [];
    if (entry && !others.length && (entry[0] === 'patch' || entry[0] === 'delete')) {
      const [kind, arg] = entry as [string, Record<string, unknown>];
      if (arg && typeof arg === 'object' && typeof arg.query === 'string') {
        const params = (arg.params && typeof arg.params === 'object' ? arg.params : {}) as Record<string, unknown>;
        const hits = await runQuery(arg.query, params, lake.all());
        const ids = (Array.isArray(hits) ? hits : [hits]).map((d) => (d as { _id?: unknown })?._id).filter((id): id is string => typeof id === 'string');
        const { query: _q, params: _p, ...rest } = arg;
        for (const id of ids) out.push({ [kind]: { ...rest, id } });
        continue;
      }
    }
    out.push(m);
  }
  return out;
}

/** What a listen handler sees of Node's response (HTTP/1.1's ServerResponse or HTTP/2's Http2ServerResponse). */
interface NodeResponse {
  destroyed?: boolean;
  closed?: boolean;
  stream?: { destroyed?: boolean; closed?: boolean };
  once?: (event: 'close', f: () => void) => unknown;
}

/** Sanity's answer when an address holds as many listeners as it may. */
const tooManyListeners = (c: Context) =>
  c.json({ error: 'Too Many Requests', message: `Max listener limit exceeded at ${LISTENERS_PER_SENDER}`, statusCode: 429 }, 429, { 'Retry-After': '1' });

/** Server-sent events of the mutations of documents matching a GROQ filter; each open stream holds one of its address's slots. */
async function listen(c: Context, lake: Lake, rt: TwinRuntime, listeners: StreamSlots): Promise<Response> {
  const bad = checkPath(c);
  if (bad) return bad;
  const auth = authOf(c, rt.adminKey);
  if (auth === 'invalid') return unauthorized(c);
  const url = new URL(c.req.url);
  const q = url.searchParams.get('query');
  if (!q) return badRequest(c, 'Missing "query" parameter');
  let params: Record<string, unknown>;
  let parseError: LakeQueryError | null = null;
  try {
    params = paramsFromUrl(url);
    parseQuery(q, params);
  } catch (err) {
    if (!(err instanceof LakeQueryError)) throw err;
    params = {};
    parseError = err;
  }
  const includeResult = truthy(url.searchParams.get('includeResult'));
  const includePrevious = truthy(url.searchParams.get('includePreviousRevision'));
  const includeMutations = url.searchParams.get('includeMutations') !== 'false';
  // Mendoza effects as one Value instruction each way (`[0, value]`): the whole document after and before.
  const mendoza = url.searchParams.get('effectFormat') === 'mendoza';
  const visibility = url.searchParams.get('visibility') ?? 'query';
  const release = listeners.take(senderOf(c));
  if (!release) return tooManyListeners(c);
  const client = streamClient(c);
  const encoder = new TextEncoder();
  let unsubscribe = () => {};
  let keepAlive: ReturnType<typeof setInterval> | undefined;
  const end = () => {
    unsubscribe();
    if (keepAlive) clearInterval(keepAlive);
    release();
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (event: string, data: unknown, id?: string) => {
        try {
          controller.enqueue(encoder.encode(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
        } catch {
          end();
        }
      };
      if (parseError) {
        send('channelError', { message: parseError.body.description, error: parseError.body });
        controller.close();
        release();
        return;
      }
      send('welcome', { listenerName: crypto.randomBytes(8).toString('hex') });
      let queue = Promise.resolve();
      unsubscribe = lake.subscribe((tx) => {
        queue = queue.then(() => announce(tx)).catch(() => undefined);
      });
      const announce = async (tx: Transaction) => {
        // Anonymous listeners never hear of drafts or versions.
        const changes = tx.changes.filter((ch) => auth === 'admin' || isPublishedId(ch.id));
        const events: Record<string, unknown>[] = [];
        for (const ch of changes) {
          const was = await matches(q, params, ch.before);
          const is = await matches(q, params, ch.after);
          if (!was && !is) continue;
          const transition = was && is ? 'update' : is ? 'appear' : 'disappear';
          events.push({
            documentId: ch.id,
            eventId: `${tx.transactionId}#${ch.id}`,
            identity: 'twin-admin',
            ...(includeMutations ? { mutations: ch.mutations } : {}),
            ...(ch.before ? { previousRev: ch.before._rev } : {}),
            ...(ch.after ? { resultRev: ch.after._rev } : {}),
            ...(includeResult && ch.after ? { result: ch.after } : {}),
            ...(includePrevious && ch.before ? { previous: ch.before } : {}),
            ...(mendoza ? { effects: { apply: [0, ch.after ?? null], revert: [0, ch.before ?? null] } } : {}),
            timestamp: tx.timestamp,
            transactionId: tx.transactionId,
            transition,
            visibility: visibility === 'transaction' ? 'transaction' : 'query',
          });
        }
        events.forEach((e, i) =>
          send('mutation', { ...e, transactionTotalEvents: events.length, transactionCurrentEvent: i + 1 }, e.eventId as string),
        );
      };
      keepAlive = client.keepAlive(controller, end);
    },
    cancel: end,
  });
  client.onLeave(end);
  return new Response(stream, {
    status: 200,
    // No `connection` header: HTTP/1.1 keeps the connection open anyway, and HTTP/2 forbids the header.
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' },
  });
}
