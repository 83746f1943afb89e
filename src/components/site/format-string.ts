// String lookup and placeholder formatting for UI strings from the translation groups.

/** Replaces `{name}` placeholders (names may contain spaces, e.g. `{page title}`); unknown ones stay. */
export function formatString(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : String(value);
  });
}

/**
 * The string for `key` from the page's strings, formatted. A missing key falls back to the
 * English source in development (so gaps show while writing) and to the key itself in a build.
 */
export function translate(
  strings: Record<string, string>,
  key: string,
  vars?: Record<string, string | number>,
  devFallback?: Record<string, string>,
): string {
  const template = strings[key] ?? devFallback?.[key] ?? key;
  return formatString(template, vars);
}
