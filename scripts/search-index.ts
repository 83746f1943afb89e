// `npm run search:index [brand …]`: pushes each brand's catalogue and articles to an Algolia
// application, one products and one blogs index per language with the sorts' replicas, as the
// site's search reads them (`<brand>_<language>_products|blogs[_<sort>]`). The records are the ones
// the twin serves (twin/src/search/records.ts), made from the content the build reads (the hosted
// dataset when SANITY_PROJECT_ID is set, else content/). ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY name
// the application; unset, the twin at TWIN_URL with its own credentials.
import path from 'node:path';
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { parseEnv } from '../src/config/env';
import { createContentClient } from '../src/lib/content/client';
import { indexName } from '../src/lib/search/index-names';
import type { ContentDoc } from '../twin/src/catalogue/content';
import { primarySettings, replicaSettings } from '../twin/src/search/algolia-settings';
import { searchCredentialsFromEnv } from '../twin/src/search/config';
import type { IndexKind } from '../twin/src/search/indexes';
import { catalogueProductRecords, contentBlogRecords, contentBrandLanguages, contentCatalogueRows } from '../twin/src/search/records';
import { loadEnvFile } from '../shared/env-file';
import { cliArgs } from './cli-args';

/** The Algolia application written to. */
export interface SearchIndexTarget {
  appId: string;
  adminKey: string;
  /** Hosts of the twin; undefined means Algolia's own. */
  hosts?: { url: string; protocol: 'http' | 'https'; accept: 'readWrite' }[];
  /** Origin of the records' image URLs (`<origin>/cdn/<path>`). */
  imageOrigin: string;
}

/** The application the environment names: ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY (both or neither), else the twin at TWIN_URL. */
export function searchIndexTarget(env: Record<string, string | undefined> = process.env): SearchIndexTarget {
  const twinUrl = (env.TWIN_URL || 'http://127.0.0.1:8787').replace(/\/+$/, '');
  const imageOrigin = (env.ALGOLIA_IMAGE_ORIGIN || twinUrl).replace(/\/+$/, '');
  const appId = env.ALGOLIA_APP_ID?.trim();
  const adminKey = env.ALGOLIA_ADMIN_KEY?.trim();
  if (Boolean(appId) !== Boolean(adminKey)) throw new Error('Set both ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY, or neither to index the twin.');
  if (appId && adminKey) return { appId, adminKey, imageOrigin };
  const twin = new URL(twinUrl);
  const creds = searchCredentialsFromEnv(env);
  return {
    appId: creds.appId,
    adminKey: creds.adminKey,
    hosts: [{ url: twin.host, protocol: twin.protocol === 'https:' ? 'https' : 'http', accept: 'readWrite' }],
    imageOrigin,
  };
}

/** The content documents the records are made from (products, variants, collections, blog posts, their categories and authors). */
export async function readSearchContent(env: Record<string, string | undefined> = process.env, rootDir = path.resolve(__dirname, '..')): Promise<ContentDoc[]> {
  const client = createContentClient(parseEnv(env), rootDir);
  return client.fetch<ContentDoc[]>('*[_type in ["product", "productVariant", "collection", "blogPost", "blogCategory", "person"]]');
}

/** One index written. */
export interface PushedIndex {
  index: string;
  records: number;
  replicas: string[];
}

/** The records of one index of a brand. */
export function searchRecords(docs: ContentDoc[], brand: string, language: string, kind: IndexKind, imageOrigin: string) {
  return kind === 'products'
    ? catalogueProductRecords(contentCatalogueRows(docs, brand), language, imageOrigin)
    : contentBlogRecords(docs, brand, language, imageOrigin);
}

/**
 * Writes every index of the brands (all brands with products or articles when none is given):
 * settings with the replicas first, then the records replaced at once (replaceAllObjects: a
 * temporary index moved over the old one), then each replica's sort.
 */
export async function pushSearchIndexes(options: {
  docs: ContentDoc[];
  target: SearchIndexTarget;
  brands?: string[];
  log?: (line: string) => void;
  client?: Algoliasearch;
}): Promise<PushedIndex[]> {
  const { docs, target, log = () => undefined } = options;
  const client = options.client ?? algoliasearch(target.appId, target.adminKey, target.hosts ? { hosts: target.hosts } : undefined);
  const brands = options.brands?.length
    ? options.brands
    : [...new Set(docs.filter((d) => (d._type === 'product' || d._type === 'blogPost') && d.brand).map((d) => d.brand as string))].sort();
  const out: PushedIndex[] = [];
  for (const brand of brands) {
    const languages = contentBrandLanguages(docs, brand);
    if (!languages.length) throw new Error(`No products or articles of brand ${brand} in the content.`);
    for (const language of languages) {
      for (const kind of ['products', 'blogs'] as const) {
        const name = indexName(brand, language, kind);
        const records = searchRecords(docs, brand, language, kind, target.imageOrigin);
        const replicas = replicaSettings(kind, name);
        const settings = await client.setSettings({ indexName: name, indexSettings: { ...primarySettings(kind), replicas: replicas.map((r) => r.name) } });
        await client.waitForTask({ indexName: name, taskID: settings.taskID });
        await client.replaceAllObjects({ indexName: name, objects: records, batchSize: 500 });
        for (const replica of replicas) {
          const task = await client.setSettings({ indexName: replica.name, indexSettings: replica.settings });
          await client.waitForTask({ indexName: replica.name, taskID: task.taskID });
        }
        log(`${name}: ${records.length} records, ${replicas.length} replicas`);
        out.push({ index: name, records: records.length, replicas: replicas.map((r) => r.name) });
      }
    }
  }
  return out;
}

async function main(): Promise<void> {
  loadEnvFile();
  const target = searchIndexTarget();
  const brands = cliArgs('npm run search:index -- [<brand>…]', {}).positionals;
  const docs = await readSearchContent();
  console.log(`Indexing ${target.hosts ? `the twin at ${target.hosts.map((host) => host.url).join(', ')}` : `Algolia application ${target.appId}`}`);
  await pushSearchIndexes({ docs, target, brands, log: (line) => console.log(line) });
}

if (process.argv[1] && /search-index\.ts$/.test(process.argv[1])) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
