// The content door: runs GROQ against the hosted dataset (@sanity/client) when SANITY_PROJECT_ID
// is set (on SANITY_API_HOST when that names a Sanity-compatible content lake such as the twin's),
// otherwise with groq-js over content/*.ndjson. The published perspective, so drafts never reach a
// public build; only a preview build (SANITY_PERSPECTIVE=drafts, scripts/preview/) reads drafts over
// published. Build-time only.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { evaluate, parse, type Document as GroqDocument, type ExprNode } from 'groq-js';
import { createClient, type ClientConfig } from '@sanity/client';
import type { Env } from '../../config/env';

/** Runs a GROQ query with parameters and returns its result. */
export interface ContentClient {
  fetch<T>(query: string, params?: Record<string, unknown>): Promise<T>;
}

/** Reads every document of the NDJSON files of a content folder. */
export async function readDataset(contentDir: string): Promise<Record<string, unknown>[]> {
  const files = (await readdir(contentDir)).filter((f) => f.endsWith('.ndjson')).sort();
  const documents: Record<string, unknown>[] = [];
  for (const file of files) {
    const text = await readFile(path.join(contentDir, file), 'utf8');
    for (const [index, line] of text.split('\n').entries()) {
      if (!line.trim()) continue;
      try {
        documents.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        throw new Error(`${file}:${index + 1} is not valid JSON.`);
      }
    }
  }
  return documents;
}

/**
 * The dataset indexed by _id, so GROQ `->` is a lookup instead of a scan of every document, and by
 * _type, so a query whose every `*` is filtered to named types scans only those, in the dataset's
 * order (at catalogue scale the variants alone are over a hundred thousand documents that most
 * queries never look at).
 */
interface IndexedDataset {
  documents: Record<string, unknown>[];
  byId: Map<string, GroqDocument>;
  byType: Map<string, Record<string, unknown>[]>;
}

async function indexDataset(contentDir: string): Promise<IndexedDataset> {
  const documents = await readDataset(contentDir);
  const byType = new Map<string, Record<string, unknown>[]>();
  for (const doc of documents) {
    const type = String(doc._type);
    const list = byType.get(type);
    if (list) list.push(doc);
    else byType.set(type, [doc]);
  }
  return { documents, byId: new Map(documents.map((doc) => [String(doc._id), doc as GroqDocument])), byType };
}

type Node = ExprNode | { type: string; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** The string a `Value` or `Parameter` node stands for, or null. */
function stringOf(node: unknown, params: Record<string, unknown>): string | null {
  if (!isNode(node)) return null;
  if (node.type === 'Value' && typeof node.value === 'string') return node.value;
  if (node.type === 'Parameter' && typeof params[node.name as string] === 'string') return params[node.name as string] as string;
  return null;
}

const isTypeAttribute = (node: unknown) => isNode(node) && node.type === 'AccessAttribute' && node.name === '_type' && !node.base;

/** The types a filter's condition limits documents to (`_type == "a"`, `_type in ["a", "b"]`, and/or of those), or null. */
function filterTypes(expr: unknown, params: Record<string, unknown>): Set<string> | null {
  if (!isNode(expr)) return null;
  if (expr.type === 'Group') return filterTypes(expr.base, params);
  if (expr.type === 'And') return filterTypes(expr.left, params) ?? filterTypes(expr.right, params);
  if (expr.type === 'Or') {
    const left = filterTypes(expr.left, params);
    const right = filterTypes(expr.right, params);
    return left && right ? new Set([...left, ...right]) : null;
  }
  if (expr.type !== 'OpCall') return null;
  if (expr.op === '==') {
    const type = isTypeAttribute(expr.left) ? stringOf(expr.right, params) : isTypeAttribute(expr.right) ? stringOf(expr.left, params) : null;
    return type === null ? null : new Set([type]);
  }
  if (expr.op === 'in' && isTypeAttribute(expr.left) && isNode(expr.right) && expr.right.type === 'Array') {
    const types = (expr.right.elements as { value: unknown; isSplat: boolean }[]).map((element) => (element.isSplat ? null : stringOf(element.value, params)));
    return types.every((type): type is string => type !== null) ? new Set(types) : null;
  }
  return null;
}

/**
 * Every document type a query can read through `*`, or null when some `*` is not filtered to named
 * types (then it needs the whole dataset). `->` goes through the id index and needs no type here.
 */
export function queriedTypes(tree: ExprNode, params: Record<string, unknown>): Set<string> | null {
  const types = new Set<string>();
  const visit = (node: Node): boolean => {
    if (node.type === 'Everything') return false;
    if (node.type === 'Filter' && isNode(node.base) && node.base.type === 'Everything') {
      const filtered = filterTypes(node.expr, params);
      if (!filtered) return false;
      filtered.forEach((type) => types.add(type));
      return visit(node.expr as Node);
    }
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) {
        if (isNode(child) && !visit(child)) return false;
      }
    }
    return true;
  };
  return visit(tree) ? types : null;
}

/** A content client over a local NDJSON dataset, evaluated with groq-js. */
export function createLocalContentClient(contentDir: string): ContentClient {
  let dataset: Promise<IndexedDataset> | null = null;
  return {
    async fetch<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
      dataset ??= indexDataset(contentDir);
      const { documents, byId, byType } = await dataset;
      const tree = parse(query, { params });
      const types = queriedTypes(tree, params);
      const [onlyType] = types ?? [];
      const value = await evaluate(tree, {
        dataset: !types ? documents : types.size === 1 && onlyType !== undefined ? (byType.get(onlyType) ?? []) : documents.filter((doc) => types.has(String(doc._type))),
        params,
        dereference: ({ _ref }) => byId.get(_ref) ?? null,
      });
      return (await value.get()) as T;
    },
  };
}

/** The @sanity/client configuration of the hosted dataset or the content lake at SANITY_API_HOST. */
export function sanityClientConfig(env: Env): ClientConfig {
  return {
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION,
    token: env.SANITY_TOKEN,
    useCdn: false,
    perspective: env.SANITY_PERSPECTIVE,
    ...(env.SANITY_API_HOST ? { apiHost: env.SANITY_API_HOST.replace(/\/+$/, ''), useProjectHostname: false } : {}),
  };
}

/** Keys whose value names a document: a draft or release version there means unpublished content. */
const ID_KEYS = new Set(['_id', '_originalId', '_ref']);

/** The first draft (`drafts.`) or version (`versions.`) id anywhere in a query's result, or null. */
export function unpublishedIdIn(value: unknown): string | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = unpublishedIdIn(item);
      if (found) return found;
    }
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (ID_KEYS.has(key) && typeof child === 'string' && (child.startsWith('drafts.') || child.startsWith('versions.'))) return child;
    const found = typeof child === 'object' ? unpublishedIdIn(child) : null;
    if (found) return found;
  }
  return null;
}

/**
 * A public build's guard: every answer of the content door is checked, and a draft or version in it
 * fails the build (whatever the lake or its token let through), so none reaches dist/.
 */
export function publishedOnly(client: ContentClient): ContentClient {
  return {
    async fetch<T>(query: string, params?: Record<string, unknown>): Promise<T> {
      const result = await client.fetch<T>(query, params);
      const id = unpublishedIdIn(result);
      if (id) throw new Error(`The content source answered unpublished content (${id}) to a public build; drafts never reach the public site. Query: ${query}`);
      return result;
    },
  };
}

/** A content client over the hosted Sanity dataset (published only, unless SANITY_PERSPECTIVE=drafts for a preview build). */
export function createSanityContentClient(env: Env): ContentClient {
  const client = createClient(sanityClientConfig(env));
  const lake: ContentClient = {
    fetch<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
      return client.fetch<T>(query, params);
    },
  };
  return env.SANITY_PERSPECTIVE === 'drafts' ? lake : publishedOnly(lake);
}

/** The content client the environment asks for; `rootDir` resolves CONTENT_DIR. */
export function createContentClient(env: Env, rootDir: string): ContentClient {
  if (env.SANITY_PROJECT_ID) return createSanityContentClient(env);
  return publishedOnly(createLocalContentClient(path.resolve(rootDir, env.CONTENT_DIR)));
}
