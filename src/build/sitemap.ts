// sitemap.xml (with xhtml:link hreflang alternates) and robots.txt of a brand's build.
import type { AlternateLink } from '../lib/content/site-context';
import { absoluteUrl } from '../lib/paths';

/** One URL of the sitemap. */
export interface SitemapEntry {
  path: string;
  alternates: AlternateLink[];
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The sitemap document. */
export function sitemapXml(baseUrl: string, entries: SitemapEntry[]): string {
  const urls = [...entries]
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((entry) => {
      const links = entry.alternates
        .map((a) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${escapeXml(absoluteUrl(baseUrl, entry.path))}</loc>\n${links}\n  </url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything but the account area, with the sitemap's URL. */
export function robotsTxt(baseUrl: string, localePrefixes: string[]): string {
  const disallow = localePrefixes.map((p) => `Disallow: ${p}/account/`);
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${absoluteUrl(baseUrl, '/sitemap.xml')}`, ''].join('\n');
}
