// The rule for a `return_to` a Multipass token may carry: a path of the store itself, judged after
// the browser's own URL clean-up. The services apply it when they issue a token, the store when it
// redirects after sign-in.
// Where a browser would land is judged against this placeholder origin; only its own paths pass.
const PLACEHOLDER = 'https://same.invalid';
// What the WHATWG URL parser drops before parsing: C0 controls and spaces at the ends, tabs and newlines anywhere.
const BROWSER_TRIM = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const BROWSER_DROP = /[\t\n\r]/g;
const CONTROL = /[\u0000-\u001f\u007f]/;
const MAX_LENGTH = 2048;

/**
 * The same-origin path a `return_to` may redirect to, serialised as the browser will read it, or
 * null when a browser could leave the store with it (`//host`, `/\host`, a scheme, control characters).
 */
export function sameOriginPath(value: unknown): string | null {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH || CONTROL.test(value)) return null;
  const cleaned = value.replace(BROWSER_TRIM, '').replace(BROWSER_DROP, '');
  // Browsers read `\` as `/`, so `/\host` is as protocol-relative as `//host`.
  if (!/^\/(?![/\\])/.test(cleaned)) return null;
  let url: URL;
  try {
    url = new URL(cleaned, PLACEHOLDER);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER || !url.pathname.startsWith('/') || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
