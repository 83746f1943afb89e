// Source format of UI strings. The content generator turns every group exported from a file in
// this folder into a `translationGroup` document (content/translations.ndjson).
import type { Language } from '../../../src/lib/content/site-context';

export interface StringSource {
  key: string;
  /** What the string is for, or the placeholder names it takes, e.g. `{page title}`. */
  placeholder?: string;
  /** A real translation for every language its group's site enables (global: all six). */
  values: Partial<Record<Language, string>> & { en: string };
}

export interface StringGroupSource {
  groupKey: string;
  siteIdentifier: 'global' | 'trailmate' | 'yardwise' | 'homing';
  strings: StringSource[];
}
