// GROQ over the lake (groq-js) with Sanity's perspectives and its query error shapes.
import { evaluate, parse, type Document as GroqDocument } from 'groq-js';
import { isDraftId, isPublishedId, publishedIdOf, DATASET, PROJECT_ID, type LakeDoc } from './store.js';

/** Perspectives the twin serves. */
export type Perspective = 'published' | 'drafts' | 'raw';

/** A query error answered in Sanity's shape: `{ error: { ...body } }` with `status`. */
export class LakeQueryError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown> & { description: string; type: string },
  ) {
    super(body.description);
  }
}

/** The documents a perspective sees: published only, drafts over published (`_originalId` kept), or every document. */
export function perspectiveDocs(all: LakeDoc[], perspective: Perspective): Record<string, unknown>[] {
  if (perspective === 'raw') return all;
  if (perspective === 'published') return all.filter((d) => isPublishedId(d._id));
  const out = new Map<string, Record<string, unknown>>();
  for (const d of all) if (isPublishedId(d._id)) out.set(d._id, { ...d, _originalId: d._id });
  for (const d of all) if (isDraftId(d._id)) out.set(publishedIdOf(d._id), { ...d, _id: publishedIdOf(d._id), _originalId: d._id });
  return [...out.values()];
}

function parameterNames(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) parameterNames(n, out);
  else if (node && typeof node === 'object') {
    const rec = node as Record<string, unknown>;
    if (rec.type === 'Parameter' && typeof rec.name === 'string') out.add(rec.name);
    for (const v of Object.values(rec)) if (v && typeof v === 'object') parameterNames(v, out);
  }
  return out;
}

/** Parses a GROQ query, answering Sanity's `queryParseError` for bad syntax or a parameter not given. */
export function parseQuery(query: string, params: Record<string, unknown>, mode: 'normal' | 'delta' = 'normal') {
  let tree;
  try {
    tree = parse(query, { params, mode });
  } catch (err) {
    const e = err as { name?: string; message?: string; position?: number };
    const position = typeof e.position === 'number' ? e.position : 0;
    const description = String(e.message ?? 'invalid query').replace(/^Syntax error in GROQ query at position \d+: /, '');
    throw new LakeQueryError(400, {
      description: description.charAt(0).toLowerCase() + description.slice(1),
      start: position,
      end: Math.min(query.length, position + 1),
      query,
      type: 'queryParseError',
    });
  }
  for (const name of parameterNames(tree)) {
    if (!(name in params)) {
      const at = Math.max(0, query.indexOf(`$${name}`));
      throw new LakeQueryError(400, {
        description: `param $${name} referenced, but not provided`,
        start: at,
        end: at + name.length + 1,
        query,
        type: 'queryParseError',
      });
    }
  }
  return tree;
}

/** Evaluates a GROQ query over documents; evaluation errors answer Sanity's `queryExecutionError`-like 400. */
export async function runQuery(
  query: string,
  params: Record<string, unknown>,
  docs: Record<string, unknown>[],
  extra: { identity?: string; before?: unknown; after?: unknown; mode?: 'normal' | 'delta' } = {},
): Promise<unknown> {
  const tree = parseQuery(query, params, extra.mode);
  const byId = new Map(docs.map((d) => [String(d._id), d as GroqDocument]));
  try {
    const value = await evaluate(tree, {
      dataset: docs,
      params,
      identity: extra.identity,
      before: extra.before,
      after: extra.after,
      sanity: { projectId: PROJECT_ID, dataset: DATASET },
      dereference: ({ _ref }) => byId.get(_ref) ?? null,
    });
    return await value.get();
  } catch (err) {
    const message = err instanceof Error ? err.message : 'query failed';
    throw new LakeQueryError(400, { description: message, type: 'queryExecutionError' });
  }
}

/** Whether one document is selected by a listener's or webhook's GROQ filter query (`*[...]`). */
export async function matches(query: string, params: Record<string, unknown>, doc: Record<string, unknown> | null): Promise<boolean> {
  if (!doc) return false;
  const result = await runQuery(query, params, [doc]);
  return Array.isArray(result) ? result.length > 0 : result !== null && result !== undefined;
}
