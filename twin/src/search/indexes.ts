// The index names the twin serves (`<brand>_<language>_products|blogs[_<sort>]`) and their engines,
// built lazily and rebuilt when the catalogue has changed since (variant writes, other connections).
import type { Db } from '../db/open.js';
import { stockWatch } from '../catalogue/stock-watch.js';
import { SearchIndex, type IndexSettings, type ReplicaSort } from './engine.js';
import { blogRecords, brandLanguages, productRecords } from './records.js';
import { engineSettings, primarySettings, rankingSort, replicaSettings } from './algolia-settings.js';
import { PushedIndexes, type IndexState } from './pushed.js';

/** Kinds of index per brand and language. */
export type IndexKind = 'products' | 'blogs';

/** Replica suffixes and their sort, per kind. */
export const REPLICAS: Record<IndexKind, Record<string, ReplicaSort>> = {
  products: {
    price_asc: { attr: 'price', dir: 'asc' },
    price_desc: { attr: 'price', dir: 'desc' },
    newest: { attr: 'createdAtTimestamp', dir: 'desc' },
    oldest: { attr: 'createdAtTimestamp', dir: 'asc' },
    title_asc: { attr: 'title', dir: 'asc' },
    title_desc: { attr: 'title', dir: 'desc' },
  },
  blogs: {
    newest: { attr: 'publishedAtTimestamp', dir: 'desc' },
    oldest: { attr: 'publishedAtTimestamp', dir: 'asc' },
    title_asc: { attr: 'title', dir: 'asc' },
    title_desc: { attr: 'title', dir: 'desc' },
  },
};

/** Index settings per kind. */
export const SETTINGS: Record<IndexKind, IndexSettings> = {
  products: {
    searchableAttributes: ['title', 'productType', 'tags', 'vendor', 'description'],
    attributesForFaceting: ['petType', 'productType', 'vendor', 'tags', 'collections', 'availability', 'inStock', 'price', 'prices.USD', 'prices.CAD', 'prices.AUD', 'prices.GBP', 'prices.EUR'],
    customRanking: [{ attr: 'position', dir: 'asc' }],
  },
  blogs: {
    searchableAttributes: ['title', 'excerpt', 'category', 'tags', 'author'],
    attributesForFaceting: ['category', 'categorySlug', 'tags', 'author'],
    customRanking: [{ attr: 'position', dir: 'asc' }],
  },
};

const NAME = /^([a-z][a-z0-9-]*)_([a-z]{2})_(products|blogs)(?:_([a-z_]+))?$/;

/** What an index name means, or null when the pattern does not fit. */
export function parseIndexName(name: string): { brand: string; language: string; kind: IndexKind; replica?: string } | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const kind = m[3] as IndexKind;
  if (m[4] !== undefined && !REPLICAS[kind][m[4]]) return null;
  return { brand: m[1]!, language: m[2]!, kind, replica: m[4] };
}

/** The indexes of one twin database. */
export class SearchIndexes {
  private readonly built = new Map<string, { version: string; index: SearchIndex }>();
  private generation = 0;
  /** Indexes written through Algolia's write API; they replace the twin's own build of their names. */
  readonly pushed: PushedIndexes;

  constructor(private readonly db: Db, private readonly origin: () => string) {
    this.pushed = new PushedIndexes(db, (name) => this.builtState(name), () => this.rebuild());
  }

  /** Marks every index stale: the next query rebuilds it from the tables. */
  rebuild(): void {
    this.generation++;
  }

  /** Every index name served, replicas included. */
  names(): string[] {
    const brands = this.db.prepare('SELECT DISTINCT brand FROM stores ORDER BY brand').pluck().all() as string[];
    return brands.flatMap((brand) =>
      brandLanguages(this.db, brand).flatMap((lang) =>
        (['products', 'blogs'] as const).flatMap((kind) => [
          `${brand}_${lang}_${kind}`,
          ...Object.keys(REPLICAS[kind]).map((r) => `${brand}_${lang}_${kind}_${r}`),
        ]),
      ),
    );
  }

  /** The engine and sort behind an index name, or null when the index does not exist. */
  resolve(name: string): { index: SearchIndex; sort?: ReplicaSort } | null {
    const pushed = this.pushed.pushed(name);
    if (pushed) return this.resolvePushed(name, pushed);
    const parsed = parseIndexName(name);
    if (!parsed) return null;
    const base = `${parsed.brand}_${parsed.language}_${parsed.kind}`;
    const version = this.version();
    let entry = this.built.get(base);
    if (!entry || entry.version !== version) {
      if (!brandLanguages(this.db, parsed.brand).includes(parsed.language)) return null;
      entry = { version, index: new SearchIndex(this.builtRecords(parsed.brand, parsed.language, parsed.kind), SETTINGS[parsed.kind]) };
      this.built.set(base, entry);
    }
    return { index: entry.index, sort: parsed.replica ? REPLICAS[parsed.kind][parsed.replica] : undefined };
  }

  private builtRecords(brand: string, language: string, kind: IndexKind) {
    return kind === 'products' ? productRecords(this.db, brand, language, this.origin()) : blogRecords(this.db, brand, language, this.origin());
  }

  /** An index the twin builds itself, in Algolia's terms (for writes that start from it), or null. */
  private builtState(name: string): IndexState | null {
    const parsed = parseIndexName(name);
    if (!parsed || !brandLanguages(this.db, parsed.brand).includes(parsed.language)) return null;
    const base = `${parsed.brand}_${parsed.language}_${parsed.kind}`;
    const replicas = replicaSettings(parsed.kind, base);
    if (parsed.replica) {
      const replica = replicas.find((r) => r.name === name);
      return replica ? { settings: replica.settings, primary: base, records: () => [] } : null;
    }
    return {
      settings: { ...primarySettings(parsed.kind), replicas: replicas.map((r) => r.name) },
      records: () => this.builtRecords(parsed.brand, parsed.language, parsed.kind),
    };
  }

  /** A pushed index: its records (a replica's primary's) with its settings, sorted as its ranking says. */
  private resolvePushed(name: string, state: IndexState): { index: SearchIndex; sort?: ReplicaSort } {
    const version = `pushed:${this.version()}`;
    let entry = this.built.get(`pushed:${name}`);
    if (!entry || entry.version !== version) {
      const records = state.records();
      const settings = engineSettings(state.settings);
      // Without searchableAttributes Algolia searches every attribute.
      if (!state.settings.searchableAttributes?.length) {
        settings.searchableAttributes = [...new Set(records.flatMap((r) => Object.keys(r)))].filter((k) => k !== 'objectID');
      }
      entry = { version, index: new SearchIndex(records, settings) };
      this.built.set(`pushed:${name}`, entry);
    }
    return { index: entry.index, sort: rankingSort(state.settings) };
  }

  /** Changes with every variant write on this connection, every commit of another one, and rebuild(). */
  private version(): string {
    const watch = stockWatch(this.db);
    return `${this.generation}:${watch.writes}:${String(watch.dataVersion.get())}`;
  }
}

const registries = new WeakMap<Db, SearchIndexes>();

/** The index registry of a database (one per twin). */
export function searchIndexes(db: Db, origin: () => string = () => 'http://127.0.0.1:8787'): SearchIndexes {
  let r = registries.get(db);
  if (!r) registries.set(db, (r = new SearchIndexes(db, origin)));
  return r;
}

/** Marks the indexes of a database stale (when it has any yet), so the next query rebuilds them from the reseeded tables. */
export function markSearchIndexesStale(db: Db): void {
  registries.get(db)?.rebuild();
}
