// Link safety for rich text: only https URLs and site-relative paths become links; anything
// else (javascript:, data:, http:, protocol-relative //host, mailto:) is rendered as plain text.

/** The href if it is safe to render as a link, else null. */
export function safeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  const value = href.trim();
  if (value === '' || /[\s\\\u0000-\u001f]/.test(value)) return null;
  if (value.startsWith('/')) return value.startsWith('//') ? null : value;
  if (!/^https:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' ? value : null;
  } catch {
    return null;
  }
}

/** True for an absolute https link (opened with rel="noopener noreferrer"). */
export function isExternalHref(href: string): boolean {
  return /^https:\/\//i.test(href);
}
