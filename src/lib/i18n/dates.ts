// Date formatting for article, press and review dates.

/** A calendar date in the page's language (`22 November 2026`, `22. November 2026` …). */
export function formatDate(iso: string, languageTag: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(languageTag, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
