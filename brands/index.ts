// Brand configuration: brands/<id>/brand.json, validated with zod.
// Build-time only; pages receive the public part through SiteContext.
import { z } from 'zod';
import { BRAND_IDS as BRAND_ID_LIST, brandIdSchema, languageSchema, type BrandId } from '../wire/vocabulary';
import { FLAG_DEFINITIONS, FLAG_KEYS, type FlagValues } from '../wire/flags';
import trailmate from './trailmate/brand.json';
import yardwise from './yardwise/brand.json';
import homing from './homing/brand.json';
import themeBase from './theme-base.json';
import { DEFAULT_PIXELS, validatePixels } from '../src/lib/analytics/pixels';

const localizedSchema = z.record(z.string(), z.string()).refine((v) => typeof v.en === 'string', {
  message: 'needs an English value',
});

const linkSchema = z.union([
  z.object({ collection: z.string().min(1) }),
  z.object({ path: z.string().regex(/^\/([a-z0-9-]+\/)*$/), label: localizedSchema }),
]);

/** brand.json `flags`: every flag, each one of its variations. */
const flagValuesSchema = z
  .object(Object.fromEntries(FLAG_KEYS.map((key) => [key, z.union(FLAG_DEFINITIONS[key].variations.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<boolean | string>, z.ZodLiteral<boolean | string>])])))
  .strict() as unknown as z.ZodType<FlagValues>;

const brandSchema = z.object({
  id: brandIdSchema,
  name: z.string().min(1),
  baseUrl: z.string().url().refine((u) => !u.endsWith('/'), 'must not end with /'),
  storeHost: z.string().min(3),
  logo: z.object({
    file: z.string(),
    alt: z.string(),
    width: z.number(),
    height: z.literal(64),
    /** Square of the logo's coordinates holding its mark (the drawing without the wordmark): the favicon. */
    mark: z.object({ x: z.number(), y: z.number(), size: z.number().positive() }),
  }),
  seo: z.object({ title: z.string().min(1), description: z.string().min(1) }),
  twitterHandle: z.string().startsWith('@'),
  shareImage: z.object({
    file: z.string(),
    alt: z.string(),
    hotspot: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).optional(),
  }),
  languages: z.array(languageSchema).min(1),
  locales: z.array(z.string()).min(1),
  urlPaths: z.record(z.string(), z.string()),
  stores: z.object({ usd: z.string().min(1), cad: z.string().min(1) }),
  features: z.array(
    z.enum(['dealers', 'scheduler', 'referral', 'proProgram', 'trainingVideos', 'activation', 'gpsPlans']),
  ),
  /**
   * Feature flags: the values pages are built with (the flag service's bootstrap and its fallback when it does
   * not answer), and the seed of the twin's flag service. A flag switches off only what `features` ships.
   */
  flags: flagValuesSchema,
  blogPath: z.string().regex(/^\/[a-z-]+\/$/),
  theme: z.record(z.string(), z.string()),
  nav: z.array(linkSchema),
  footer: z.array(linkSchema),
  /** The brand's social profiles (footer icons); every host must be in externalHosts. */
  social: z.array(z.object({ network: z.string().min(1), url: z.string().url().startsWith('https://') })).default([]),
  /** Hosts outside the site that pages may link to; the build fails on a link to any other host. */
  externalHosts: z.array(z.string().regex(/^[a-z0-9.-]+$/)).default([]),
  /**
   * Consent and tracking: where no opt-in is required (markets outside the EU, EEA, UK and Switzerland),
   * whether analytics and marketing start granted or denied; and the tracking pixels the brand allows
   * (known: gtm, klaviyo, adroll; GATSBY_PIXELS overrides the list at build time).
   */
  analytics: z
    .object({
      consentDefault: z.enum(['granted', 'denied']).default('granted'),
      pixels: z.array(z.string().min(1)).default([...DEFAULT_PIXELS]).superRefine((names, ctx) => {
        try {
          validatePixels(names, 'pixels');
        } catch (error) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: (error as Error).message });
        }
      }),
    })
    .default({}),
});

/** A brand's configuration as validated from brand.json. */
export type BrandConfig = z.infer<typeof brandSchema>;
/** A nav or footer entry of brand.json. */
export type BrandLink = z.infer<typeof linkSchema>;

const raw: Record<BrandId, unknown> = { trailmate, yardwise, homing };

/** Every brand id, in build order. */
export const BRAND_IDS: readonly BrandId[] = BRAND_ID_LIST;

/** Validates a brand.json document; throws listing every problem. */
export function parseBrand(id: string, value: unknown): BrandConfig {
  const parsed = brandSchema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`brands/${id}/brand.json is invalid:\n${issues}`);
  }
  if (parsed.data.id !== id) throw new Error(`brands/${id}/brand.json declares id "${parsed.data.id}".`);
  return parsed.data;
}

/** Reads and validates one brand; an unknown id or invalid file fails with the reason. */
export function loadBrand(id: string): BrandConfig {
  if (!(id in raw)) throw new Error(`Unknown brand "${id}". Known brands: ${BRAND_IDS.join(', ')}.`);
  return parseBrand(id, raw[id as BrandId]);
}

/** Theme tokens of a brand as CSS custom properties: the shared tokens plus the brand's own. */
export function themeTokens(brand: BrandConfig): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...themeBase, ...brand.theme })) {
    if (key.startsWith('$')) continue;
    tokens[`--${key}`] = value;
  }
  return tokens;
}
