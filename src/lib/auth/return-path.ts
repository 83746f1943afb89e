// Where sign-in sends a visitor back: the `redirect` or `redirect_to` parameter, used only when it
// is a same-origin path as the browser would read it; anything else is home.

/** The path as a browser reads it: tabs and newlines dropped, `\` read as `/`. */
function browserCleaned(target: string): string {
  return target.replace(/[\t\n\r]/g, '').replace(/\\/g, '/');
}

/** A return target kept only if it is a same-origin path; else `home`. */
export function safeReturnPath(target: string | null | undefined, home = '/'): string {
  if (!target) return home;
  // Other control characters never belong in a path; refuse rather than guess.
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(target)) return home;
  const cleaned = browserCleaned(target.trim());
  if (!cleaned.startsWith('/') || cleaned.startsWith('//')) return home;
  try {
    const base = 'https://same.origin.invalid';
    const url = new URL(cleaned, base);
    if (url.origin !== base) return home;
    // Dot segments (`/./`, `/a/../`, `/%2e/`) collapse only while parsing, so `/.//host` becomes the
    // protocol-relative `//host`: the path that would be navigated to is the one judged.
    if (!url.pathname.startsWith('/') || /^\/[/\\]/.test(url.pathname)) return home;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return new URL(path, base).origin === base ? path : home;
  } catch {
    return home;
  }
}

/** The post-login target of a login page's search string (`redirect`, then `redirect_to`). */
export function postLoginTarget(search: string, home = '/'): string {
  const params = new URLSearchParams(search);
  return safeReturnPath(params.get('redirect') ?? params.get('redirect_to'), home);
}
