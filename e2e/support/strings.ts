// UI strings the pages must show, read from the same sources the content generator turns into
// translation groups, so a test follows the copy instead of repeating it.
import { uiLayout } from '../../scripts/content/strings/ui-layout';
import type { Language } from '../../src/lib/content/site-context';

/** The layout string `key` in `language` (English when that language has none). */
export function layoutString(key: string, language: Language = 'en'): string {
  const entry = uiLayout.strings.find((candidate) => candidate.key === key);
  if (!entry) throw new Error(`No layout string ${key}`);
  return entry.values[language] ?? entry.values.en;
}
