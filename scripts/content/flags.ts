// The twin's feature-flag environments, one per brand, seeded from each brand's flag values in
// brands/<id>/brand.json (the values its pages are built with): every flag on, serving the brand's value;
// an experiment serves its variations to equal shares of visitors and records every exposure.
import { loadBrand } from '../../brands';
import { FLAG_DEFINITIONS, FLAG_KEYS, TWIN_FLAG_CLIENT_IDS, type FlagDefinition } from '../../wire/flags';
import { BRANDS } from './lib/core-exports';

/** What a flag serves when on and no rule matches: one variation, or a percentage rollout (weights in thousandths of a percent). */
export type Fallthrough = { variation: number } | { rollout: { variation: number; weight: number }[] };

/** One flag of an environment as the twin stores it. */
export interface SeedFlag {
  description: string;
  variations: (boolean | string)[];
  on: boolean;
  offVariation: number;
  fallthrough: Fallthrough;
  trackEvents: boolean;
}

/** `{ <brand>: { clientSideId, flags: { <flagKey>: SeedFlag } } }`. */
export function buildFlags(): Record<string, { clientSideId: string; flags: Record<string, SeedFlag> }> {
  const out: Record<string, { clientSideId: string; flags: Record<string, SeedFlag> }> = {};
  for (const { id } of BRANDS) {
    const brand = loadBrand(id);
    const flags: Record<string, SeedFlag> = {};
    for (const key of FLAG_KEYS) {
      const def: FlagDefinition = FLAG_DEFINITIONS[key];
      const variations = [...def.variations];
      const served = variations.indexOf(brand.flags[key]);
      const experiment = def.experiment === true;
      const share = Math.floor(100_000 / variations.length);
      flags[key] = {
        description: def.description,
        variations,
        on: true,
        offVariation: experiment ? served : variations.indexOf(false),
        fallthrough: experiment
          ? { rollout: variations.map((_, variation) => ({ variation, weight: variation === 0 ? 100_000 - share * (variations.length - 1) : share })) }
          : { variation: served },
        trackEvents: experiment,
      };
    }
    out[id] = { clientSideId: TWIN_FLAG_CLIENT_IDS[brand.id], flags };
  }
  return out;
}
