// Which UI strings a page carries. Every page's context holds the strings of its language, except
// groups that only some templates show: the sign-in, orders, subscriptions and collar-activation
// copy (about 40 % of all strings) is shown on the account pages only, and the dealer search,
// consultation scheduler and referral copy on home pages only, so other pages leave them out of
// their page data. The offline page's copy is in no page's data.
import type { TemplateId } from '../lib/content/page-types';
import type { TranslationCache } from '../lib/content/translations';

/** Translation groups shown only on some templates, with the code that renders them (for the test). */
export interface TemplateStrings {
  /** Translation group keys. */
  groups: string[];
  /** Templates whose pages carry these groups. */
  templates: TemplateId[];
  /**
   * The only source files (repo-relative, `/`-separated prefixes) that may name these groups' keys;
   * tests/build/page-strings.test.ts fails when other code names one.
   */
  code: string[];
}

/** The template-restricted groups. */
export const TEMPLATE_STRINGS: TemplateStrings[] = [
  {
    groups: ['ui-account', 'ui-account-forms', 'ui-subscriptions', 'ui-activation', 'ui-order-status', 'ui-training-videos'],
    templates: ['account'],
    code: ['src/templates/account.tsx', 'src/components/account/', 'src/features/account/', 'src/features/subscriptions/'],
  },
  {
    groups: ['ui-local-services'],
    templates: ['home'],
    code: ['src/templates/home.tsx', 'src/features/local-services/'],
  },
  {
    // The offline page is built once per language beside the pages (src/build/offline-pages.ts).
    groups: ['ui-offline'],
    templates: [],
    code: ['src/build/offline-pages.ts'],
  },
];

/**
 * Keys of the account groups that code outside the account pages uses too (buttons of the cart,
 * search and forms; the warranty form's order number). The test fails when code outside the account
 * pages names an account key missing here.
 */
export const SHARED_ACCOUNT_KEYS = ['tryAgain', 'loading', 'orderNumber', 'confirm'];

/**
 * Keys a set of restricted groups holds that no other group defines (nor SHARED_ACCOUNT_KEYS), so
 * pages of other templates can leave them out.
 */
export function restrictedKeys(cache: TranslationCache, entry: TemplateStrings): Set<string> {
  const elsewhere = new Set<string>(SHARED_ACCOUNT_KEYS);
  for (const category of Object.values(cache)) {
    if (entry.groups.includes(category.key)) continue;
    for (const string of category.strings) elsewhere.add(string.key);
  }
  const keys = new Set<string>();
  for (const group of entry.groups) {
    for (const string of cache[group]?.strings ?? []) if (!elsewhere.has(string.key)) keys.add(string.key);
  }
  return keys;
}

/**
 * The strings of a locale for each template: all of them, less the restricted groups the template
 * does not show. Templates that leave out the same groups share one object. Serves the plain
 * strings and the parsed messages alike (one map at a time).
 */
export function templateStrings(cache: TranslationCache): <T>(strings: Record<string, T>, template: TemplateId) => Record<string, T> {
  const restricted = TEMPLATE_STRINGS.map((entry) => ({ entry, keys: restrictedKeys(cache, entry) }));
  const shared = new WeakMap<object, Map<string, Record<string, unknown>>>();
  return <T,>(strings: Record<string, T>, template: TemplateId): Record<string, T> => {
    const left = restricted.filter(({ entry }) => !entry.templates.includes(template));
    const signature = left.map(({ entry }) => entry.groups[0]).join(',');
    const byLocale = shared.get(strings) ?? new Map<string, Record<string, unknown>>();
    shared.set(strings, byLocale);
    let out = byLocale.get(signature) as Record<string, T> | undefined;
    if (!out) {
      const omitted = new Set(left.flatMap(({ keys }) => [...keys]));
      out = withoutKeys(strings, omitted);
      byLocale.set(signature, out);
    }
    return out;
  };
}

/** `strings` without the given keys. */
export function withoutKeys<T>(strings: Record<string, T>, keys: Set<string>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [key, value] of Object.entries(strings)) if (!keys.has(key)) out[key] = value;
  return out;
}
