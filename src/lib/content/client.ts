// The content door: runs GROQ against the hosted dataset (@sanity/client) when SANITY_PROJECT_ID
// is set (on SANITY_API_HOST when that names a Sanity-compatible content lake such as the twin's),
// otherwise with groq-js over content/*.ndjson. Always the published perspective: drafts never
// reach a built page. Build-time only.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { evaluate, parse, type Document as GroqDocument } from 'groq-js';
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

/** The dataset with an index by _id, so GROQ `->` is a lookup instead of a scan of every document. */
interface IndexedDataset {
  documents: Record<string, unknown>[];
  byId: Map<string, GroqDocument>;
}

async function indexDataset(contentDir: string): Promise<IndexedDataset> {
  const documents = await readDataset(contentDir);
  return { documents, byId: new Map(documents.map((doc) => [String(doc._id), doc as GroqDocument])) };
}

/** A content client over a local NDJSON dataset, evaluated with groq-js. */
export function createLocalContentClient(contentDir: string): ContentClient {
  let dataset: Promise<IndexedDataset> | null = null;
  return {
    async fetch<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
      dataset ??= indexDataset(contentDir);
      const { documents, byId } = await dataset;
      const tree = parse(query, { params });
      const value = await evaluate(tree, {
        dataset: documents,
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
    perspective: 'published',
    ...(env.SANITY_API_HOST ? { apiHost: env.SANITY_API_HOST.replace(/\/+$/, ''), useProjectHostname: false } : {}),
  };
}

/** A content client over the hosted Sanity dataset. */
export function createSanityContentClient(env: Env): ContentClient {
  const client = createClient(sanityClientConfig(env));
  return {
    fetch<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
      return client.fetch<T>(query, params);
    },
  };
}

/** The content client the environment asks for; `rootDir` resolves CONTENT_DIR. */
export function createContentClient(env: Env, rootDir: string): ContentClient {
  if (env.SANITY_PROJECT_ID) return createSanityContentClient(env);
  return createLocalContentClient(path.resolve(rootDir, env.CONTENT_DIR));
}
