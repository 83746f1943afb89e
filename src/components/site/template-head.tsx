// Shared piece of every template: the Head renderer.
import React from 'react';
import { builtContext, type StoredContext } from '../../lib/content/stored-context';
import { FAVICON_FILES, LOCALE_SITE_META, localeSiteFile } from '../../lib/paths/site-files';
import type { LocaleSite } from '../../lib/content/site-context';
import { loadedLocaleSite } from './locale-sites';
import { HIGH_FETCH_PRIORITY, type ImagePreload } from './content-image';
import { SeoHead } from './seo-head';

/**
 * Renders a page's <head> from its context (use as `export const Head = TemplateHead`); `preload` is the
 * page's LCP image (`imagePreload`), requested with high priority before the body is parsed. The site of
 * the page's locale is named for the boot script, which loads it with the page's scripts: the browser
 * needs it before the page hydrates (gatsby-browser.tsx). `connect` names an origin whose answer the
 * page's largest paint waits for (the search service's, on the search page): connected to in advance.
 */
export function TemplateHead({
  pageContext,
  preload,
  jsonLd,
  connect,
}: {
  /** The context Gatsby gives Head. */
  pageContext: StoredContext;
  preload?: ImagePreload | null;
  /** JSON-LD of the page's subject made from its context (Product), given the brand's name. */
  jsonLd?: (brandName: string) => Record<string, unknown>[];
  /** The origin to connect to in advance, from the page's locale site; requested without credentials (CORS). */
  connect?: (site: LocaleSite) => string;
}) {
  const context = builtContext(pageContext);
  const site = loadedLocaleSite(context.localeId);
  const theme = site?.brand.theme ?? {};
  return (
    <>
      <SeoHead seo={context.seo} breadcrumbs={context.breadcrumbs} site={site} subjectJsonLd={jsonLd} themeColor={theme['color-primary'] ?? theme['--color-primary']} />
      {typeof document === 'undefined' ? (
        // In the served page only: in the browser a head renders once the page has its locale's site.
        // Not a preload: a request made before the page's largest paint shares the connection with
        // what that paint needs; the boot script starts it with the page's scripts.
        <meta name={LOCALE_SITE_META} content={context.localeId} data-href={localeSiteFile(context.localeId)} />
      ) : null}
      <link rel="icon" href={FAVICON_FILES.ico} sizes="32x32" />
      <link rel="icon" href={FAVICON_FILES.svg} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={FAVICON_FILES.appleTouch} />
      {connect && site ? <link rel="preconnect" href={connect(site)} crossOrigin="anonymous" /> : null}
      {preload ? (
        <link
          rel="preload"
          as="image"
          href={preload.href}
          imageSrcSet={preload.imageSrcSet}
          imageSizes={preload.imageSizes}
          type={preload.type}
          {...HIGH_FETCH_PRIORITY}
        />
      ) : null}
    </>
  );
}
