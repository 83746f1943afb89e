import type { Context, Hono, Next } from 'hono';
import { getOperationAST, Kind, parse, type DocumentNode, type SelectionSetNode } from 'graphql';
import type { TwinRuntime } from '../runtime.js';
import { mediaType, readBody, readJson } from '../http/body.js';
import { storefrontSchema } from '../storefront/schema.js';
import { API_VERSION } from '../storefront/http.js';

/** Most a delay fault may hold a response back. */
export const MAX_FAULT_DELAY_MS = 30_000;
const MAX_FAULT_COUNT = 1000;

/** A registered fault: what it matches and how many requests it still affects. */
export interface Fault {
  id: number;
  operation: string;
  mode: 'delay' | 'unavailable';
  delayMs: number;
  remaining: number;
  store: string | null;
}

type Problem = { code: string; field?: string; message: string };

/** Root fields a document's chosen operation selects (through fragments too). */
export function rootFields(query: string, operationName?: string | null): string[] {
  let doc: DocumentNode;
  try {
    doc = parse(query, { maxTokens: 20_000 });
  } catch {
    return [];
  }
  const op = getOperationAST(doc, operationName ?? undefined);
  if (!op) return [];
  const fragments = new Map(doc.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const names = new Set<string>();
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) names.add(s.name.value);
      else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet);
      else if (!seen.has(s.name.value)) {
        seen.add(s.name.value);
        const f = fragments.get(s.name.value);
        if (f) walk(f.selectionSet);
      }
    }
  };
  walk(op.selectionSet);
  return [...names];
}

function rootFieldNames(): Set<string> {
  const schema = storefrontSchema();
  return new Set([...Object.keys(schema.getQueryType()?.getFields() ?? {}), ...Object.keys(schema.getMutationType()?.getFields() ?? {})]);
}

function parseFault(body: unknown, rt: TwinRuntime): { fault?: Omit<Fault, 'id'>; problems: Problem[] } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { problems: [{ code: 'INVALID', message: 'Body must be a JSON object' }] };
  const b = body as Record<string, unknown>;
  const problems: Problem[] = [];
  const int = (v: unknown, min: number, max: number) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
  if (typeof b.operation !== 'string' || !rootFieldNames().has(b.operation)) {
    problems.push({ code: 'INVALID', field: 'operation', message: 'operation must name a root field of the Storefront API, e.g. cartLinesAdd' });
  }
  if (b.mode !== 'delay' && b.mode !== 'unavailable') problems.push({ code: 'INVALID', field: 'mode', message: 'mode must be "delay" or "unavailable"' });
  if (b.mode === 'delay' && !int(b.delayMs, 0, MAX_FAULT_DELAY_MS)) {
    problems.push({ code: 'INVALID', field: 'delayMs', message: `delayMs must be a whole number from 0 to ${MAX_FAULT_DELAY_MS}` });
  }
  if (b.mode === 'unavailable' && b.delayMs !== undefined) problems.push({ code: 'INVALID', field: 'delayMs', message: 'delayMs applies to mode "delay" only' });
  if (b.count !== undefined && !int(b.count, 1, MAX_FAULT_COUNT)) {
    problems.push({ code: 'INVALID', field: 'count', message: `count must be a whole number from 1 to ${MAX_FAULT_COUNT}` });
  }
  if (b.store !== undefined && (typeof b.store !== 'string' || !rt.stores.has(b.store))) problems.push({ code: 'INVALID', field: 'store', message: 'store must name a store of the twin' });
  const unknown = Object.keys(b).filter((k) => !['operation', 'mode', 'delayMs', 'count', 'store'].includes(k));
  for (const k of unknown) problems.push({ code: 'INVALID', field: k, message: `${k} is not a fault field` });
  if (problems.length) return { problems };
  return {
    problems,
    fault: {
      operation: b.operation as string,
      mode: b.mode as Fault['mode'],
      delayMs: b.mode === 'delay' ? (b.delayMs as number) : 0,
      remaining: (b.count as number | undefined) ?? 1,
      store: (b.store as string | undefined) ?? null,
    },
  };
}

/** The GraphQL request of a Storefront call, read so the route behind can read it again (or the answer to a bad body). */
async function peekRequest(c: Context): Promise<{ query: string; operationName: string | null } | Response | null> {
  if (c.req.method === 'GET') return { query: c.req.query('query') ?? '', operationName: c.req.query('operationName') ?? null };
  const body = await readBody(c);
  // The body is partly read and cannot be handed on: answer as the Storefront route would.
  if (!body.ok) return c.json({ errors: [{ message: body.message }] }, body.status, body.status === 413 ? { Connection: 'close' } : {});
  // The body is consumed: hand the route behind a request that carries the same bytes.
  c.req.raw = new Request(c.req.url, { method: c.req.method, headers: c.req.raw.headers, body: body.text });
  const type = mediaType(c);
  if (type === 'application/graphql') return { query: body.text, operationName: null };
  try {
    const r = JSON.parse(body.text) as { query?: unknown; operationName?: unknown };
    return typeof r.query === 'string' ? { query: r.query, operationName: typeof r.operationName === 'string' ? r.operationName : null } : null;
  } catch {
    return null;
  }
}

/**
 * Twin-only fault injection (enabled with `--faults`): `POST /__faults` registers a fault for the next `count`
 * Storefront requests whose operation selects a root field; `delay` answers after the work is done and committed,
 * `unavailable` answers 503 without executing. `GET` lists active faults, `DELETE` clears them.
 */
export function mountFaults(app: Hono, rt: TwinRuntime): void {
  let faults: Fault[] = [];
  let nextId = 1;
  const view = (f: Fault) => ({ id: f.id, operation: f.operation, mode: f.mode, delayMs: f.delayMs, remaining: f.remaining, store: f.store });

  app.post('/__faults', async (c) => {
    const parsed = await readJson(c);
    if (!parsed.ok) return parsed.response;
    const { fault, problems } = parseFault(parsed.value, rt);
    if (!fault) return c.json({ errors: problems }, 400);
    const f: Fault = { id: nextId++, ...fault };
    faults.push(f);
    return c.json({ fault: view(f) }, 201);
  });
  app.get('/__faults', (c) => c.json({ faults: faults.map(view) }));
  app.delete('/__faults', (c) => {
    const cleared = faults.length;
    faults = [];
    return c.json({ cleared });
  });

  app.use(`/shops/:store/api/${API_VERSION}/graphql.json`, async (c: Context, next: Next) => {
    if (!faults.length || (c.req.method !== 'POST' && c.req.method !== 'GET')) return next();
    const store = c.req.param('store') ?? '';
    const req = await peekRequest(c);
    if (req instanceof Response) return req;
    if (!req) return next();
    const fields = rootFields(req.query, req.operationName);
    const fault = faults.find((f) => fields.includes(f.operation) && (!f.store || f.store === store));
    if (!fault) return next();
    if (--fault.remaining <= 0) faults = faults.filter((f) => f !== fault);
    if (fault.mode === 'unavailable') {
      return c.json({ errors: [{ message: 'Service Unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }, 503, { 'Retry-After': '1' });
    }
    await next();
    await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  });
}
