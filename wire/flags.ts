// The feature flags of every brand: their keys, the values a flag may take, and the client-side IDs of
// the twin's flag environments. brands/<id>/brand.json holds each brand's values (the bootstrap the pages
// are built with and the fallback while the flag service does not answer); the content generator seeds the
// twin's flag service from the same values (content/flags.json). No zod here: pages import these
// constants in their first-load code.
import type { BrandId } from './vocabulary';

/** A flag the site reads: what it switches, and its variations (the first is "on" for a boolean flag). */
export interface FlagDefinition {
  description: string;
  variations: readonly (boolean | string)[];
  /** An experiment: every evaluation is recorded in full (exposure) and visitors are bucketed by percentage. */
  experiment?: boolean;
}

/** Every flag, by key. */
export const FLAG_DEFINITIONS = {
  'live-chat': { description: 'Live chat launcher on every page', variations: [true, false] },
  'dealer-locator': { description: 'Dealer search on the home page (where the brand ships it)', variations: [true, false] },
  'consultation-scheduler': { description: 'Consultation scheduler on the home page (where the brand ships it)', variations: [true, false] },
  'referral-program': { description: 'Referral program enrolment on the home page (where the brand ships it)', variations: [true, false] },
  'back-in-stock': { description: 'Back-in-stock sign-up on sold-out products', variations: [true, false] },
  'notification-banner': { description: 'Notification banner at the top of every page', variations: [true, false] },
  'checkout-cta-style': {
    description: 'Experiment: size of the cart drawer\'s Checkout button (standard, or prominent at full width)',
    variations: ['standard', 'prominent'],
    experiment: true,
  },
} as const satisfies Record<string, FlagDefinition>;

/** A flag key. */
export type FlagKey = keyof typeof FLAG_DEFINITIONS;
/** Every flag key, in definition order. */
export const FLAG_KEYS = /* @__PURE__ */ Object.keys(FLAG_DEFINITIONS) as FlagKey[];

/** The values of every flag (brand.json `flags`): for each flag, one of its variations. */
export type FlagValues = { -readonly [K in FlagKey]: (typeof FLAG_DEFINITIONS)[K]['variations'][number] };

/** Client-side IDs of the twin's flag environments, one per brand (public, like LaunchDarkly's). */
export const TWIN_FLAG_CLIENT_IDS: Record<BrandId, string> = {
  trailmate: '6f1a7e2c9b4d0a1b2c3d4e01',
  yardwise: '6f1a7e2c9b4d0a1b2c3d4e02',
  homing: '6f1a7e2c9b4d0a1b2c3d4e03',
};

/** Message of the console warning when a build has no flag client-side ID (flags stay at brand.json's values). */
export const MISSING_FLAG_CLIENT_ID = 'Feature flags: no client-side ID configured; using the values the page was built with.';
