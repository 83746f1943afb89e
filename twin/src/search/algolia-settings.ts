// The twin's index settings in Algolia's own form (what setSettings takes and getSettings answers),
// and back: the engine's settings and replica sort of an index pushed with Algolia's settings.
import type { IndexSettings, ReplicaSort } from './engine.js';
import { REPLICAS, SETTINGS, type IndexKind } from './indexes.js';

/** Index settings as Algolia's REST API carries them (the parts the twin reads; others are kept as sent). */
export type AlgoliaSettings = Record<string, unknown> & {
  searchableAttributes?: string[];
  attributesForFaceting?: string[];
  customRanking?: string[];
  ranking?: string[];
  replicas?: string[];
};

/** Algolia's default ranking criteria, in order. */
export const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

const criterion = (c: { attr: string; dir: 'asc' | 'desc' }) => `${c.dir}(${c.attr})`;

/** The settings of a primary index of a kind (without replicas). */
export function primarySettings(kind: IndexKind): AlgoliaSettings {
  const s = SETTINGS[kind];
  return {
    searchableAttributes: [...s.searchableAttributes],
    attributesForFaceting: [...s.attributesForFaceting],
    customRanking: s.customRanking.map(criterion),
    ranking: [...DEFAULT_RANKING],
  };
}

/** The replica indexes of a primary index named `base` of a kind, with their settings (standard replicas: the sort first, relevance after). */
export function replicaSettings(kind: IndexKind, base: string): { name: string; settings: AlgoliaSettings }[] {
  return Object.entries(REPLICAS[kind]).map(([suffix, sort]) => ({
    name: `${base}_${suffix}`,
    settings: { ...primarySettings(kind), ranking: [criterion(sort), ...DEFAULT_RANKING] },
  }));
}

const MODIFIER = /^(?:searchable|filterOnly|afterDistinct|unordered)\((.+)\)$/;
const SORT = /^(asc|desc)\((.+)\)$/;

/** An attribute name without Algolia's modifiers (`searchable(tags)` → `tags`). */
const bare = (attr: string) => MODIFIER.exec(attr)?.[1] ?? attr;

/** The engine's settings for an index's Algolia settings. */
export function engineSettings(settings: AlgoliaSettings): IndexSettings {
  return {
    // Attributes of the same rank (`title,description`) are searched as listed.
    searchableAttributes: (settings.searchableAttributes ?? []).flatMap((a) => a.split(',').map((p) => bare(p.trim()))),
    attributesForFaceting: (settings.attributesForFaceting ?? []).map(bare),
    customRanking: (settings.customRanking ?? []).flatMap((c) => {
      const m = SORT.exec(c);
      return m ? [{ attr: m[2]!, dir: m[1] as 'asc' | 'desc' }] : [];
    }),
  };
}

/** The sort a ranking puts before relevance (a standard replica's `asc(price)`), if any. */
export function rankingSort(settings: AlgoliaSettings): ReplicaSort | undefined {
  const m = SORT.exec(settings.ranking?.[0] ?? '');
  return m ? { attr: m[2]!, dir: m[1] as 'asc' | 'desc' } : undefined;
}
