// Which UI strings a page carries. Every page's context holds the strings of its language, and the
// sign-in, orders, subscriptions and collar-activation copy (about 40 % of them) is shown on the
// account pages only, so the other pages leave it out of their page data.
import type { TemplateId } from '../lib/content/page-types';
import type { TranslationCache } from '../lib/content/translations';

/** Translation groups whose strings only the account pages show. */
export const ACCOUNT_GROUPS = ['ui-account', 'ui-account-forms', 'ui-subscriptions', 'ui-activation', 'ui-order-status', 'ui-training-videos'];

/**
 * Keys of the account groups that code outside the account pages uses too (buttons of the cart,
 * search and forms; the warranty form's order number). tests/build/page-strings.test.ts fails when
 * code outside the account pages names an account key missing here.
 */
export const SHARED_ACCOUNT_KEYS = ['tryAgain', 'loading', 'orderNumber', 'confirm'];

/** Templates whose pages carry every string. */
const ALL_STRINGS_TEMPLATES: ReadonlySet<TemplateId> = new Set<TemplateId>(['account']);

/** Keys only the account pages need: those of the account groups that no other group defines and no other page uses. */
export function accountOnlyKeys(cache: TranslationCache): Set<string> {
  const elsewhere = new Set<string>(SHARED_ACCOUNT_KEYS);
  for (const category of Object.values(cache)) {
    if (ACCOUNT_GROUPS.includes(category.key)) continue;
    for (const string of category.strings) elsewhere.add(string.key);
  }
  const keys = new Set<string>();
  for (const group of ACCOUNT_GROUPS) {
    for (const string of cache[group]?.strings ?? []) if (!elsewhere.has(string.key)) keys.add(string.key);
  }
  return keys;
}

/** Whether pages of a template carry the account-only strings. */
export function carriesAllStrings(template: TemplateId): boolean {
  return ALL_STRINGS_TEMPLATES.has(template);
}

/** `strings` without the given keys. */
export function withoutKeys(strings: Record<string, string>, keys: Set<string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(strings)) if (!keys.has(key)) out[key] = value;
  return out;
}
