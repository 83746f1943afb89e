// GROQ over the lake (groq-js) with Sanity's perspectives and its query error shapes.
import crypto from 'node:crypto';
import { evaluate, parse, type Document as GroqDocument, type ExprNode } from 'groq-js';
import { isPublishedId, isVersionId, DATASET, PROJECT_ID, type LakeDoc } from './store.js';

/**
 * Perspectives the twin serves: `published`, `drafts` (drafts over published), `raw` (every document;
 * `versions.` ones only from API version 2025-02-19, `rawVersions`), or a stack of content releases
 * and `drafts`, the first over the next and all over published.
 */
export type Perspective = 'published' | 'drafts' | 'raw' | 'rawVersions' | { stack: string[] };

/** A query error answered in Sanity's shape: `{ error: { ...body } }` with `status`. */
export class LakeQueryError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown> & { description: string; type: string },
  ) {
    super(body.description);
  }
}

/** The documents a perspective sees: published only, a stack over published (`_originalId` kept), or every document. */
export function perspectiveDocs(all: LakeDoc[], perspective: Perspective): Record<string, unknown>[] {
  if (perspective === 'rawVersions') return all;
  if (perspective === 'raw') return all.filter((d) => !isVersionId(d._id));
  if (perspective === 'published') return all.filter((d) => isPublishedId(d._id));
  const layers = perspective === 'drafts' ? ['drafts'] : perspective.stack.filter((p) => p !== 'published');
  const out = new Map<string, Record<string, unknown>>();
  for (const d of all) if (isPublishedId(d._id)) out.set(d._id, { ...d, _originalId: d._id });
  // From the bottom of the stack up, each layer over what is below it.
  for (const layer of [...layers].reverse()) {
    const prefix = layer === 'drafts' ? 'drafts.' : `versions.${layer}.`;
    for (const d of all) if (d._id.startsWith(prefix)) out.set(d._id.slice(prefix.length), { ...d, _id: d._id.slice(prefix.length), _originalId: d._id });
  }
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

/** Longest a query may evaluate (its own time, not the time it waits while others run): past it the twin answers Sanity's query error. */
export const MAX_QUERY_MS = 2000;
/** Most per-element steps (a filter's, projection's or map's evaluation of one element) a query may take: its cost. */
export const MAX_QUERY_STEPS = 1_000_000;
/** Largest result a query may answer, in bytes of JSON (counted without serializing it). */
export const MAX_RESULT_BYTES = 32 * 1024 * 1024;
/** How long a query evaluates before it lets the twin answer other requests. */
const SLICE_MS = 10;

/** Limits of one evaluation; tests lower them. */
export interface QueryLimits {
  timeMs: number;
  steps: number;
  resultBytes: number;
}

const DEFAULT_LIMITS: QueryLimits = { timeMs: MAX_QUERY_MS, steps: MAX_QUERY_STEPS, resultBytes: MAX_RESULT_BYTES };

// A reference no document can hold (ids never contain NUL): dereferencing it is the evaluation's step.
const STEP_REF = `\u0000step-${crypto.randomBytes(8).toString('hex')}`;
const STEP: ExprNode = { type: 'Deref', base: { type: 'Value', value: { _ref: STEP_REF } } };
const PER_ELEMENT = new Set(['Filter', 'Projection', 'Map', 'FlatMap']);

/**
 * The query with a step in front of every per-element expression: `select(<step> => expr, expr)`. groq-js awaits
 * a dereference, so the step can count the query's cost, stop it past its limits and let other requests in;
 * the answer is the same, since the step is always true.
 */
function withSteps(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withSteps);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = key === 'value' && (node as { type?: unknown }).type === 'Value' ? value : withSteps(value);
  if (PER_ELEMENT.has(out.type as string)) {
    const expr = out.expr as ExprNode;
    out.expr = { type: 'Select', alternatives: [{ type: 'SelectAlternative', condition: STEP, value: expr }], fallback: expr };
  }
  return out;
}

/** Sanity's answer to a query past its limits: the query error shape, `queryExecutionError`. */
const tooExpensive = (description: string) => new LakeQueryError(400, { description, type: 'queryExecutionError' });

/**
 * The clock of one evaluation: counts its steps and its own time in slices of SLICE_MS, between which other
 * requests run. Past a limit it stops the evaluation: `halt` rejects, and every part of the evaluation still
 * running waits at its next step on a promise that never settles (nothing is thrown inside groq-js, whose
 * streams would leave the error unhandled), so the whole evaluation is dropped as garbage.
 */
class Budget {
  private steps = 0;
  private spentMs = 0;
  private sliceStarted = performance.now();
  private stopped = false;
  private readonly frozen = new Promise<never>(() => undefined);
  private stop!: (err: LakeQueryError) => void;
  /** Rejects once the evaluation is past a limit. */
  readonly halt = new Promise<never>((_, reject) => {
    this.stop = reject;
  });

  constructor(private readonly limits: QueryLimits) {}

  /** One step of the evaluation: counted, and a pause for other requests when the slice is used up. */
  async step(count = 1): Promise<void> {
    if (this.stopped) return this.frozen;
    this.steps += count;
    if (this.steps > this.limits.steps) return this.end(`Query is too expensive: more than ${this.limits.steps} evaluation steps`);
    const now = performance.now();
    if (now - this.sliceStarted < SLICE_MS) return;
    this.spentMs += now - this.sliceStarted;
    if (this.spentMs > this.limits.timeMs) return this.end(`Query exceeded the time limit of ${this.limits.timeMs} ms`);
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (this.stopped) return this.frozen;
    this.sliceStarted = performance.now();
  }

  /** Stops what still runs of an evaluation that has answered. */
  finish(): void {
    this.stopped = true;
  }

  private end(description: string): Promise<never> {
    this.stopped = true;
    this.stop(tooExpensive(description));
    return this.frozen;
  }
}

/** Counts a result's size as JSON without building the text (a step per 1,000 values); throws past `limit` bytes. */
async function checkResultSize(value: unknown, limit: number, budget: Budget): Promise<void> {
  let bytes = 0;
  let seen = 0;
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (v === null || v === undefined || typeof v === 'boolean') bytes += 5;
    else if (typeof v === 'number') bytes += 24;
    else if (typeof v === 'string') bytes += v.length + 2;
    else if (Array.isArray(v)) {
      bytes += 2 + v.length;
      for (const item of v) stack.push(item);
    } else if (typeof v === 'object') {
      bytes += 2;
      for (const [k, item] of Object.entries(v as Record<string, unknown>)) {
        bytes += k.length + 4;
        stack.push(item);
      }
    }
    if (bytes > limit) throw tooExpensive(`Query result exceeds the limit of ${limit} bytes`);
    if (++seen % 1000 === 0) await budget.step(0);
  }
}

/**
 * Evaluates a GROQ query over documents within its limits (own time, steps, result size), letting other requests
 * in every few milliseconds; a query past them, or failing, answers Sanity's `queryExecutionError` 400.
 */
export async function runQuery(
  query: string,
  params: Record<string, unknown>,
  docs: Record<string, unknown>[],
  extra: { identity?: string; before?: unknown; after?: unknown; mode?: 'normal' | 'delta'; limits?: Partial<QueryLimits> } = {},
): Promise<unknown> {
  return evaluateTree(parseQuery(query, params, extra.mode), params, docs, extra);
}

/** Evaluates a parsed GROQ expression as `runQuery` does (same limits and errors); `root` is its `@`. */
export async function evaluateTree(
  parsed: ExprNode,
  params: Record<string, unknown>,
  docs: Record<string, unknown>[],
  extra: { identity?: string; before?: unknown; after?: unknown; root?: unknown; limits?: Partial<QueryLimits> } = {},
): Promise<unknown> {
  const tree = withSteps(parsed) as ExprNode;
  const limits = { ...DEFAULT_LIMITS, ...extra.limits };
  const byId = new Map(docs.map((d) => [String(d._id), d as GroqDocument]));
  const budget = new Budget(limits);
  // A step's condition is a dereference answering `true`.
  const step = () => budget.step().then(() => true as unknown as GroqDocument);
  const evaluation = (async () => {
    const value = await evaluate(tree, {
      dataset: docs,
      params,
      root: extra.root,
      identity: extra.identity,
      before: extra.before,
      after: extra.after,
      sanity: { projectId: PROJECT_ID, dataset: DATASET },
      dereference: ({ _ref }) => (_ref === STEP_REF ? step() : (byId.get(_ref) ?? null)),
    });
    const result = await value.get();
    await checkResultSize(result, limits.resultBytes, budget);
    return result;
  })();
  try {
    return await Promise.race([evaluation, budget.halt]);
  } catch (err) {
    if (err instanceof LakeQueryError) throw err;
    const message = err instanceof Error ? err.message : 'query failed';
    throw new LakeQueryError(400, { description: message, type: 'queryExecutionError' });
  } finally {
    budget.finish();
    // An evaluation dropped at its limits never settles; one that failed on its own is answered above.
    evaluation.catch(() => undefined);
  }
}

/** Whether one document is selected by a listener's or webhook's GROQ filter query (`*[...]`). */
export async function matches(query: string, params: Record<string, unknown>, doc: Record<string, unknown> | null): Promise<boolean> {
  if (!doc) return false;
  const result = await runQuery(query, params, [doc]);
  return Array.isArray(result) ? result.length > 0 : result !== null && result !== undefined;
}
