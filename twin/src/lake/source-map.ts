// Content Source Maps (`resultSourceMap`): for each value of a query's result that comes unchanged
// from a document, the document and the path in it, in Sanity's shape `{documents, paths, mappings}`.
// The query is traced alongside groq-js for the expressions that carry values over (documents,
// filters, order, slices, projections, attribute and element access, `...`, `->`, `[]`, maps,
// `coalesce`); anything else is evaluated by groq-js as a value of no source. The traced result must
// equal the query's own result, or the map is left empty, so a mapping is never wrong.
import { isDeepStrictEqual } from 'node:util';
import type { ExprNode } from 'groq-js';
import { evaluateTree, parseQuery } from './groq.js';

/** Sanity's Content Source Map. */
export interface ContentSourceMap {
  documents: { _id: string; _type: string }[];
  paths: string[];
  mappings: Record<string, { type: 'value'; source: { type: 'documentValue'; document: number; path: number } }>;
}

type Doc = Record<string, unknown>;
/** Where a value is in a document: the document and the path of fields and array indexes. */
interface Origin {
  doc: Doc;
  path: (string | number)[];
}
/** A value of the evaluation with what is known of its source. */
interface Traced {
  value: unknown;
  origin?: Origin;
  fields?: Record<string, Traced>;
  items?: Traced[];
}
interface Scope {
  self: Traced;
  parent?: Scope;
}

class Untraceable extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const NULL: Traced = { value: null };

/** The traced attribute `name` of a traced value. */
function attribute(t: Traced, name: string): Traced {
  if (!isObject(t.value)) return NULL;
  if (t.fields && name in t.fields) return t.fields[name] ?? NULL;
  const value = t.value[name] ?? null;
  return t.origin && value !== null ? { value, origin: { doc: t.origin.doc, path: [...t.origin.path, name] } } : { value };
}

/** The traced elements of a traced array (undefined when it is not one). */
function elements(t: Traced): Traced[] | undefined {
  if (!Array.isArray(t.value)) return undefined;
  if (t.items) return t.items;
  const origin = t.origin;
  return t.value.map((value, i) => (origin ? { value, origin: { doc: origin.doc, path: [...origin.path, i] } } : { value }));
}

const array = (items: Traced[]): Traced => ({ value: items.map((i) => i.value), items });

class Tracer {
  private readonly byId: Map<string, Doc>;
  private readonly deadline = performance.now() + 2000;

  constructor(
    private readonly docs: Doc[],
    private readonly params: Record<string, unknown>,
    private readonly identity: string | undefined,
  ) {
    this.byId = new Map(docs.map((d) => [String(d._id), d]));
  }

  /** groq-js's value of a node, with `@` the scope's value (no source known). */
  private async plain(node: ExprNode, scope: Scope): Promise<unknown> {
    return evaluateTree(node, this.params, this.docs, { root: scope.self.value, identity: this.identity });
  }

  /** groq-js's evaluation of a node over a traced array base, its elements traced back by identity. */
  private async over(node: ExprNode & { base: ExprNode }, scope: Scope): Promise<Traced> {
    const base = await this.trace(node.base, scope);
    const items = elements(base);
    if (!items) return { value: await this.plain({ ...node, base: { type: 'Value', value: base.value } } as ExprNode, scope) };
    const known = new Map<unknown, Traced>();
    for (const item of items) if (item.value !== null && typeof item.value === 'object' && !known.has(item.value)) known.set(item.value, item);
    const out = await this.plain({ ...node, base: { type: 'Value', value: items.map((i) => i.value) } } as ExprNode, scope);
    if (!Array.isArray(out)) return { value: out };
    return array(out.map((value) => known.get(value) ?? { value }));
  }

  async trace(node: ExprNode, scope: Scope): Promise<Traced> {
    if (performance.now() > this.deadline) throw new Untraceable('too long');
    const n = node as ExprNode & Record<string, any>;
    switch (n.type) {
      case 'Everything':
        return array(this.docs.map((doc) => ({ value: doc, origin: { doc, path: [] } })));
      case 'This':
        return scope.self;
      case 'Parent': {
        let s: Scope | undefined = scope;
        for (let i = 0; i < (n.n ?? 1); i++) s = s?.parent;
        if (!s) throw new Untraceable('^ out of scope');
        return s.self;
      }
      case 'Group':
        return this.trace(n.base, scope);
      case 'AccessAttribute':
        return attribute(n.base ? await this.trace(n.base, scope) : scope.self, n.name);
      case 'AccessElement': {
        const items = elements(await this.trace(n.base, scope));
        if (!items) return NULL;
        const i = n.index < 0 ? items.length + n.index : n.index;
        return items[i] ?? NULL;
      }
      case 'Slice': {
        const items = elements(await this.trace(n.base, scope));
        if (!items) return NULL;
        // groq-js answers which indexes the slice keeps.
        const kept = (await this.plain({ ...n, base: { type: 'Value', value: items.map((_, i) => i) } } as ExprNode, scope)) as number[];
        return array(kept.map((i) => items[i] ?? NULL));
      }
      case 'Filter':
      case 'PipeFuncCall':
        return this.over(n as ExprNode & { base: ExprNode }, scope);
      case 'ArrayCoerce': {
        const base = await this.trace(n.base, scope);
        return Array.isArray(base.value) ? base : NULL;
      }
      case 'Map':
      case 'FlatMap': {
        const items = elements(await this.trace(n.base, scope));
        if (!items) return NULL;
        const out: Traced[] = [];
        for (const item of items) {
          const t = await this.trace(n.expr, { self: item, parent: scope });
          const inner = n.type === 'FlatMap' ? elements(t) : undefined;
          if (inner) out.push(...inner);
          else out.push(t);
        }
        return array(out);
      }
      case 'Projection': {
        const base = await this.trace(n.base, scope);
        if (!isObject(base.value)) return NULL;
        return this.trace(n.expr, { self: base, parent: scope });
      }
      case 'Object': {
        const value: Record<string, unknown> = {};
        const fields: Record<string, Traced> = {};
        for (const attr of n.attributes as Record<string, any>[]) {
          if (attr.type === 'ObjectAttributeValue') {
            const t = await this.trace(attr.value, scope);
            value[attr.name] = t.value;
            fields[attr.name] = t;
          } else if (attr.type === 'ObjectSplat') {
            const t = await this.trace(attr.value, scope);
            if (!isObject(t.value)) continue;
            for (const key of Object.keys(t.value)) {
              const child = attribute(t, key);
              value[key] = child.value;
              fields[key] = child;
            }
          } else throw new Untraceable(attr.type);
        }
        return { value, fields };
      }
      case 'Deref': {
        const base = await this.trace(n.base, scope);
        const ref = isObject(base.value) ? base.value._ref : undefined;
        const doc = typeof ref === 'string' ? this.byId.get(ref) : undefined;
        return doc ? { value: doc, origin: { doc, path: [] } } : NULL;
      }
      case 'FuncCall':
        if (n.namespace === 'global' && n.name === 'coalesce') {
          for (const arg of n.args as ExprNode[]) {
            const t = await this.trace(arg, scope);
            if (t.value !== null && t.value !== undefined) return t;
          }
          return NULL;
        }
        return { value: await this.plain(n, scope) };
      default:
        return { value: await this.plain(n, scope) };
    }
  }
}

/** A normalised JSON path (`$['a'][0]`), array items by `_key` when `byKey` and the item has one. */
function jsonPath(doc: Doc, path: (string | number)[], byKey: boolean): string {
  let out = '$';
  let cur: unknown = doc;
  for (const seg of path) {
    if (typeof seg === 'string') {
      out += `['${seg.replace(/[\\']/g, (c) => `\\${c}`).replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t').replace(/\f/g, '\\f')}']`;
      cur = isObject(cur) ? cur[seg] : undefined;
    } else {
      const item = Array.isArray(cur) ? cur[seg] : undefined;
      const key = isObject(item) && typeof item._key === 'string' ? item._key : undefined;
      out += byKey && key !== undefined ? `[?(@._key=='${key.replace(/[\\']/g, (c) => `\\${c}`)}')]` : `[${seg}]`;
      cur = item;
    }
  }
  return out;
}

/**
 * The Content Source Map of a query's result (`result`, as the query answered it) over the documents
 * it read; `byKey` answers `withKeyArraySelector`'s key selectors for keyed array items.
 */
export async function sourceMap(
  query: string,
  params: Record<string, unknown>,
  docs: Record<string, unknown>[],
  result: unknown,
  opts: { byKey: boolean; identity?: string },
): Promise<ContentSourceMap> {
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} };
  let traced: Traced;
  try {
    const tracer = new Tracer(docs, params, opts.identity);
    traced = await tracer.trace(parseQuery(query, params), { self: { value: null } });
  } catch {
    return map;
  }
  if (!isDeepStrictEqual(traced.value, result)) return map;
  const docIndex = new Map<Doc, number>();
  const pathIndex = new Map<string, number>();
  const add = (resultPath: string, origin: Origin) => {
    // `_originalId` is the perspective's, not the document's.
    if (origin.path[0] === '_originalId') return;
    let d = docIndex.get(origin.doc);
    if (d === undefined) {
      d = map.documents.push({ _id: String(origin.doc._originalId ?? origin.doc._id), _type: String(origin.doc._type) }) - 1;
      docIndex.set(origin.doc, d);
    }
    const p = jsonPath(origin.doc, origin.path, opts.byKey);
    let pi = pathIndex.get(p);
    if (pi === undefined) {
      pi = map.paths.push(p) - 1;
      pathIndex.set(p, pi);
    }
    map.mappings[resultPath] = { type: 'value', source: { type: 'documentValue', document: d, path: pi } };
  };
  const walk = (t: Traced, at: string) => {
    if (t.value === null || t.value === undefined) return;
    if (t.origin) {
      // A whole document maps attribute by attribute, as a projection of all its attributes would.
      if (t.origin.path.length === 0 && isObject(t.value)) {
        for (const key of Object.keys(t.value)) walk(attribute(t, key), `${at}['${key.replace(/[\\']/g, (c) => `\\${c}`)}']`);
      } else add(at, t.origin);
      return;
    }
    if (t.fields) for (const [key, f] of Object.entries(t.fields)) walk(f, `${at}['${key.replace(/[\\']/g, (c) => `\\${c}`)}']`);
    else if (t.items) t.items.forEach((item, i) => walk(item, `${at}[${i}]`));
  };
  walk(traced, '$');
  return map;
}
