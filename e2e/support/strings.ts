// UI strings the pages must show, read from the same sources the content generator turns into
// translation groups, so a test follows the copy instead of repeating it. Messages with arguments
// are ICU MessageFormat: `uiText` formats them with intl-messageformat, as the reference.
import { IntlMessageFormat } from 'intl-messageformat';
import { uiCart } from '../../strings/ui-cart';
import { uiCatalogue } from '../../strings/ui-catalogue';
import { uiForms } from '../../strings/ui-forms';
import { uiLayout } from '../../strings/ui-layout';
import { uiOffline, uiUpdate } from '../../strings/ui-offline';
import type { StringGroupSource } from '../../strings/types';
import type { Language } from '../../src/lib/content/site-context';

function groupString(group: StringGroupSource, key: string, language: Language): string {
  const entry = group.strings.find((candidate) => candidate.key === key);
  if (!entry) throw new Error(`No ${group.groupKey} string ${key}`);
  return entry.values[language] ?? entry.values.en;
}

/** The layout string `key` in `language` (English when that language has none). */
export function layoutString(key: string, language: Language = 'en'): string {
  return groupString(uiLayout, key, language);
}

/** The forms string `key` in `language` (English when that language has none). */
export function formString(key: string, language: Language = 'en'): string {
  return groupString(uiForms, key, language);
}

/** The cart string `key` in `language` (English when that language has none). */
export function cartString(key: string, language: Language = 'en'): string {
  return groupString(uiCart, key, language);
}

/** The catalogue string `key` in `language` (English when that language has none). */
export function catalogueString(key: string, language: Language = 'en'): string {
  return groupString(uiCatalogue, key, language);
}

/** An ICU message formatted with `values` in `language` by intl-messageformat. */
export function formatIcu(message: string, language: Language, values: Record<string, string | number> = {}): string {
  return String(new IntlMessageFormat(message, language, undefined, { ignoreTag: true }).format(values));
}

/** The cart string `key` in `language`, formatted with `values`. */
export function cartText(key: string, values: Record<string, string | number>, language: Language = 'en'): string {
  return formatIcu(cartString(key, language), language, values);
}

/** The layout string `key` in `language`, formatted with `values`. */
export function layoutText(key: string, values: Record<string, string | number>, language: Language = 'en'): string {
  return formatIcu(layoutString(key, language), language, values);
}

/** The offline page's or the update notice's string `key` in `language`. */
export function offlineString(key: string, language: Language = 'en'): string {
  return groupString(uiOffline.strings.some((s) => s.key === key) ? uiOffline : uiUpdate, key, language);
}
