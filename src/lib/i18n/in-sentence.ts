// How an option's label (Size, Color …) reads inside a sentence: lowercased in the languages that
// write common nouns in lower case ("Choose an available size"), as it is in German, which
// capitalises every noun ("Wählen Sie eine verfügbare Option für Farbe").
import type { Language } from '../content/site-context';

/** Languages whose nouns keep their capital letter inside a sentence. */
const CAPITALISED_NOUNS: ReadonlySet<string> = new Set(['de']);

/** `label` as it reads within a sentence in `language`. */
export function labelInSentence(label: string, language: Language): string {
  return CAPITALISED_NOUNS.has(language) ? label : label.toLocaleLowerCase(language);
}
