// Date formatting for article, press and review dates.

// One formatter per language: making one costs far more than formatting with it.
const longDates = new Map<string, Intl.DateTimeFormat>();

/** A calendar date in the page's language (`22 November 2026`, `22. November 2026` …). */
export function formatDate(iso: string, languageTag: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let formatter = longDates.get(languageTag);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(languageTag, { dateStyle: 'long', timeZone: 'UTC' });
    longDates.set(languageTag, formatter);
  }
  return formatter.format(date);
}
