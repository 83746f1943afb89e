import { resolverLookup, type ResolverLookup, type ResolverMap } from './types.js';

/** Merges partial resolver maps; a field defined twice is a programming error. */
export function mergeResolvers(maps: readonly (ResolverMap | undefined)[]): ResolverMap {
  const out: ResolverLookup = {};
  for (const map of maps) {
    if (!map) continue;
    for (const [type, fields] of Object.entries(resolverLookup(map))) {
      const target = (out[type] ??= {});
      for (const [field, fn] of Object.entries(fields ?? {})) {
        if (target[field]) throw new Error(`Resolver ${type}.${field} is registered twice`);
        target[field] = fn;
      }
    }
  }
  return out as ResolverMap;
}
