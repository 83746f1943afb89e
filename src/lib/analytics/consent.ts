// The shopper's consent: three categories (necessary is always on), the market's default, the stored
// choice and the Google Consent Mode v2 signals that tell tags what they may do.

/** What the shopper chose; necessary storage is always allowed and not a choice. */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

/** A choice as stored: with when it was made and the version of the categories. */
export interface StoredConsent extends ConsentChoice {
  version: 1;
  decidedAt: string;
}

/** Google Consent Mode v2 values. */
export type ConsentValue = 'granted' | 'denied';

/** The four Consent Mode v2 signals. */
export interface ConsentSignals {
  ad_storage: ConsentValue;
  analytics_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
}

/** localStorage key of the choice (one per site: storage is per origin). */
export const CONSENT_STORAGE_KEY = 'consent';

/**
 * Countries whose market asks before anything non-essential runs (opt-in): the EU and EEA, the United
 * Kingdom and Switzerland.
 */
const OPT_IN_COUNTRIES = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'IS', 'LI', 'NO', 'GB', 'CH',
]);

/** Whether a market (by its shop country) denies non-essential categories until the shopper opts in. */
export function marketRequiresOptIn(country: string): boolean {
  return OPT_IN_COUNTRIES.has(country.toUpperCase());
}

/** The choice a market starts with: denied where opt-in is required, else the brand's default. */
export function defaultChoice(optIn: boolean, brandDefault: ConsentValue): ConsentChoice {
  const granted = !optIn && brandDefault === 'granted';
  return { analytics: granted, marketing: granted };
}

/** The Consent Mode signals of a choice: analytics → analytics_storage; marketing → the three ad signals. */
export function consentSignals(choice: ConsentChoice): ConsentSignals {
  const ads: ConsentValue = choice.marketing ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    analytics_storage: choice.analytics ? 'granted' : 'denied',
    ad_user_data: ads,
    ad_personalization: ads,
  };
}

/** Reads the stored choice; null when none (or unreadable: then the shopper is asked again). */
export function readConsent(storage: Pick<Storage, 'getItem'> | null): StoredConsent | null {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(CONSENT_STORAGE_KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return null;
    const value = raw as Record<string, unknown>;
    if (value.version !== 1 || typeof value.analytics !== 'boolean' || typeof value.marketing !== 'boolean' || typeof value.decidedAt !== 'string') return null;
    return { version: 1, analytics: value.analytics, marketing: value.marketing, decidedAt: value.decidedAt };
  } catch {
    return null;
  }
}

/** Stores a choice; returns what was stored. */
export function writeConsent(storage: Pick<Storage, 'setItem'> | null, choice: ConsentChoice, now = new Date()): StoredConsent {
  const stored: StoredConsent = { version: 1, analytics: choice.analytics, marketing: choice.marketing, decidedAt: now.toISOString() };
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or blocked: the choice holds for this page only.
  }
  return stored;
}
