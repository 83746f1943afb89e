// The manuals page's filter (loaded after first paint, or when the shopper reaches for the search):
// manuals whose product name or title holds every word typed, in the chosen language.
import type { ManualView } from '../../lib/content/page-types';

/** Lower case without accents, so "ecran" finds "Écran" and "harnais" finds "Harnais". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** What the shopper asked for: the words typed and a language (empty: every language). */
export interface ManualsFilter {
  query: string;
  language: string;
}

/** The manuals that match, in the order given. */
export function filterManuals(manuals: ManualView[], { query, language }: ManualsFilter): ManualView[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  return manuals.filter((manual) => {
    if (language && manual.language !== language) return false;
    const text = foldText(`${manual.product} ${manual.title}`);
    return words.every((word) => text.includes(word));
  });
}

