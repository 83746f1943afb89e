// The domain the cart cookie is shared across, decided at build time from the site's address with the
// Public Suffix List: the registrable domain (`shop.example.co.uk` → `example.co.uk`), never the last
// two labels, because a browser refuses a cookie for a public suffix such as `co.uk` or `com.au`.
// Decided here and not in the browser: each brand's address is known at build, so the list (tens of
// kB with tldts) stays out of the site's JavaScript and the page carries the answer as one string.
import { parse } from 'tldts';

/**
 * The registrable domain of `hostname` for a cookie's Domain attribute, or null for a host-only cookie:
 * localhost and `<brand>.localhost`, IP addresses, single labels and a bare public suffix. Private
 * suffixes count too (`netlify.app`, `github.io`): browsers use the whole list.
 */
export function registrableCookieDomain(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host.includes('.')) return null;
  const parsed = parse(host, { allowPrivateDomains: true });
  if (parsed.isIp || !parsed.domain || parsed.publicSuffix === 'localhost') return null;
  return parsed.domain;
}
