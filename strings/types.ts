// Source format of UI strings. The content generator turns every group exported from a file in
// this folder into a `translationGroup` document (content/translations.ndjson). Values are ICU
// MessageFormat messages, checked against the rules of ./icu.ts (docs/architecture.md, "UI strings").
import type { BrandId, Language, Six } from '../wire/vocabulary';

export interface StringSource {
  key: string;
  /** What the string is for, or the arguments it takes, e.g. `{pageTitle}`. */
  placeholder?: string;
  /** A real translation for every language its group's site enables (global: all six), in ICU MessageFormat. */
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
