// When agents are back, as the shopper reads it: the weekday and time in the browser's own time zone,
// with that zone's name, in the page's language ("Monday, 7:00 AM Central Daylight Time").

/** The browser's time zone (an IANA name), or undefined when it does not say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The instant `iso` as a weekday, time and time zone name in `locale` (the page's BCP 47 tag). The
 * zone is `timeZone`, by default the browser's; a zone Intl does not know falls back to the default one.
 */
export function formatBackAt(iso: string, locale: string, timeZone: string | undefined = browserTimeZone()): string {
  const options: Intl.DateTimeFormatOptions = { weekday: 'long', hour: 'numeric', minute: '2-digit', timeZoneName: 'long' };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
  } catch {
    format = new Intl.DateTimeFormat(locale, options);
  }
  return format.format(new Date(iso));
}
