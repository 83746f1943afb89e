// External links fail the build unless their host is allow-listed in the brand config
// (brands/<id>/brand.json `externalHosts`): every absolute href a planned page links to and every
// social profile must point at a listed host, so no page leads to a made-up or unexpected site.
import type { PagePlan } from './plan';

/** One link to a host outside the allow-list. */
export interface UnlistedLink {
  from: string;
  href: string;
  host: string;
}

function hrefsOf(value: unknown, out: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) hrefsOf(item, out);
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'href' && typeof v === 'string') out.push(v);
      else hrefsOf(v, out);
    }
  }
}

/** The host of an absolute or protocol-relative link, or null for site-relative and non-web links. */
export function externalHost(href: string): string | null {
  if (!/^(https?:)?\/\//i.test(href)) return null;
  try {
    return new URL(href, 'https://site.invalid').hostname.toLowerCase();
  } catch {
    return href;
  }
}

/** Links of the pages (and extra named links) whose host is neither the site's nor allow-listed. */
export function unlistedExternalLinks(
  plans: Pick<PagePlan, 'path' | 'data'>[],
  allowedHosts: string[],
  siteHosts: string[],
  extra: { from: string; href: string }[] = [],
): UnlistedLink[] {
  const allowed = new Set([...allowedHosts, ...siteHosts].map((h) => h.toLowerCase()));
  const out: UnlistedLink[] = [];
  const check = (from: string, href: string) => {
    const host = externalHost(href);
    if (host !== null && !allowed.has(host)) out.push({ from, href, host });
  };
  for (const plan of plans) {
    const hrefs: string[] = [];
    hrefsOf(plan.data, hrefs);
    for (const href of new Set(hrefs)) check(plan.path, href);
  }
  for (const link of extra) check(link.from, link.href);
  return out;
}

/** Fails with every link to a host outside the allow-list, grouped by host. */
export function assertExternalLinks(...args: Parameters<typeof unlistedExternalLinks>): void {
  const unlisted = unlistedExternalLinks(...args);
  if (!unlisted.length) return;
  const hosts = [...new Set(unlisted.map((u) => u.host))].sort();
  const list = unlisted.slice(0, 50).map((u) => `  ${u.from} → ${u.href}`).join('\n');
  throw new Error(
    `${unlisted.length} link(s) lead to hosts not in the brand's externalHosts (${hosts.join(', ')}); add the host to brands/<id>/brand.json or remove the link:\n${list}`,
  );
}
