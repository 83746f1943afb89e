// The words site, twin, content generator and tests share: the languages, currencies and brands the
// platform knows. Defined once here; locales/ and brands/ validate their data with these schemas, and
// every other list of them is read from here.
import { z } from 'zod';

/** Every language a page can be in, in the order strings list them. */
export const LANGUAGES = ['en', 'fr', 'de', 'it', 'nl', 'es'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

/** Every currency a market can price in. */
export const CURRENCIES = ['USD', 'CAD', 'AUD', 'GBP', 'EUR'] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

/** Every brand of the platform (each has its folder in brands/). */
export const BRAND_IDS = ['trailmate', 'yardwise', 'homing'] as const;
export const brandIdSchema = z.enum(BRAND_IDS);
export type BrandId = z.infer<typeof brandIdSchema>;

/** One text in every language, in LANGUAGES order. */
export type Six = [en: string, fr: string, de: string, it: string, nl: string, es: string];
