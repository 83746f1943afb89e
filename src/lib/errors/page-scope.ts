// The error-reporting scope of a page from its context: where reports go and the page's tags.
import type { LocaleSite } from '../content/site-context';
import type { ErrorScope } from './options';

/** The scope of a page, or null for a page without the site's context. */
export function errorScopeOf(pageContext: { template?: string; site?: Pick<LocaleSite, 'errors' | 'services' | 'brand' | 'locale'> | null } | undefined): ErrorScope | null {
  const site = pageContext?.site;
  if (!site?.errors) return null;
  return {
    config: site.errors,
    twinUrl: site.services.twinUrl,
    tags: { brand: site.brand.id, market: site.locale.market, locale: site.locale.id, template: pageContext?.template ?? 'unknown' },
  };
}
