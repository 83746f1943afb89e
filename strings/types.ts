// Source format of UI strings. The content generator turns every group exported from a file in
// this folder into a `translationGroup` document (content/translations.ndjson).
import type { BrandId, Language, Six } from '../wire/vocabulary';

export interface StringSource {
  key: string;
  /** What the string is for, or the placeholder names it takes, e.g. `{page title}`. */
  placeholder?: string;
  /** A real translation for every language its group's site enables (global: all six). */
  values: Partial<Record<Language, string>> & { en: string };
}

export interface StringGroupSource {
  groupKey: string;
  siteIdentifier: 'global' | BrandId;
  strings: StringSource[];
}

/** A string in all six languages (LANGUAGES order), with what it is for or the placeholders it takes. */
export function s(key: string, [en, fr, de, it, nl, es]: Six, placeholder?: string): StringSource {
  return { key, ...(placeholder ? { placeholder } : {}), values: { en, fr, de, it, nl, es } };
}
