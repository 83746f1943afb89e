// The offline page of a brand, one per language: what the service worker answers for a page that is
// not kept on the device while the network is down (src/build/service-worker.ts). A plain,
// script-free HTML document in the brand's colours, so it shows without any of the site's code.
import type { Language } from '../../wire/vocabulary';
import type { LocaleContext } from '../lib/content/site-context';

/** Public path of the offline page of a language. */
export function offlinePagePath(language: string): string {
  return `/offline/${language}.html`;
}

/** One built offline page. */
export interface OfflinePage {
  language: Language;
  /** Public path (offlinePagePath). */
  path: string;
  html: string;
}

/** Which language a path prefix of the site is in: `/be/fr` → fr; the default locale's prefix is ''. */
export interface LanguagePrefix {
  prefix: string;
  language: Language;
}

/** The brand colours the offline page uses (theme tokens of brand.json). */
export interface OfflineColors {
  primary: string;
  primaryContrast: string;
  text: string;
  background: string;
}

const FALLBACK_COLORS: OfflineColors = { primary: '#1f2937', primaryContrast: '#ffffff', text: '#111827', background: '#ffffff' };

/** The offline page's colours from a brand theme; anything but a hex colour falls back. */
export function offlineColors(theme: Record<string, string>): OfflineColors {
  const pick = (token: string, fallback: string) => {
    const value = theme[token];
    return value !== undefined && /^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback;
  };
  return {
    primary: pick('color-primary', FALLBACK_COLORS.primary),
    primaryContrast: pick('color-primary-contrast', FALLBACK_COLORS.primaryContrast),
    text: pick('color-text', FALLBACK_COLORS.text),
    background: pick('color-background', FALLBACK_COLORS.background),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The language prefixes of a site's locales, longest first (a path takes the first that matches). */
export function languagePrefixes(locales: Pick<LocaleContext, 'urlPath' | 'language'>[]): LanguagePrefix[] {
  const seen = new Map<string, Language>();
  for (const locale of locales) {
    const prefix = locale.urlPath.replace(/\/+$/, '');
    if (!seen.has(prefix)) seen.set(prefix, locale.language);
  }
  return [...seen].map(([prefix, language]) => ({ prefix, language })).sort((a, b) => b.prefix.length - a.prefix.length || a.prefix.localeCompare(b.prefix));
}

/** The language of a path on the site: that of its longest matching locale prefix. */
export function languageOfPath(prefixes: LanguagePrefix[], pathname: string): Language | undefined {
  return prefixes.find((p) => p.prefix === '' || pathname === p.prefix || pathname.startsWith(`${p.prefix}/`))?.language;
}

/** The HTML of one offline page. */
export function offlinePageHtml(input: { language: Language; brandName: string; strings: Record<string, string>; colors: OfflineColors }): string {
  const { strings, colors } = input;
  const title = strings.offlineTitle;
  const text = strings.offlineText;
  const retry = strings.tryAgain;
  if (!title || !text || !retry) throw new Error(`The offline page in ${input.language} misses offlineTitle, offlineText or tryAgain`);
  // `href=""` is the address the page was asked for: the offline page is served under it.
  return `<!doctype html>
<html lang="${escapeHtml(input.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(input.brandName)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:${colors.text};background:${colors.background};line-height:1.5}
main{max-width:36rem;margin:0 auto;padding:4rem 1.5rem}
.brand{font-weight:700;color:${colors.primary};margin:0 0 2rem}
h1{font-size:1.75rem;margin:0 0 1rem}
a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.25rem;border-radius:.375rem;background:${colors.primary};color:${colors.primaryContrast};font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid ${colors.text};outline-offset:2px}
</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(input.brandName)}</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<a href="">${escapeHtml(retry)}</a>
</main>
</body>
</html>
`;
}

/** Every offline page of a site: one per language its locales use, with that language's strings. */
export function offlinePages(input: {
  brandName: string;
  locales: Pick<LocaleContext, 'id' | 'language'>[];
  stringsByLocale: Map<string, Record<string, string>>;
  colors: OfflineColors;
}): OfflinePage[] {
  const pages = new Map<Language, OfflinePage>();
  for (const locale of input.locales) {
    if (pages.has(locale.language)) continue;
    const strings = input.stringsByLocale.get(locale.id) ?? {};
    pages.set(locale.language, {
      language: locale.language,
      path: offlinePagePath(locale.language),
      html: offlinePageHtml({ language: locale.language, brandName: input.brandName, strings, colors: input.colors }),
    });
  }
  return [...pages.values()];
}
