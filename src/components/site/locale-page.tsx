// A page's data holds only what is its own; the site of its locale (./locale-sites.ts) is joined to its
// context here, as Gatsby's wrapPageElement (gatsby-browser.tsx, gatsby-ssr.tsx), so a template receives
// `pageContext.site` as if it were built into the page. Gatsby keeps the context as JSON text
// (src/lib/content/stored-context.ts): the template receives it decoded.
import React, { useMemo } from 'react';
import type { BuiltContextBase } from '../../lib/content/page-types';
import { builtContext, isStoredContext } from '../../lib/content/stored-context';
import type { LocaleSite, SiteContext } from '../../lib/content/site-context';
import { useLocaleSite } from './locale-sites';

/** A page's built context joined with the site of its locale: what templates receive as pageContext. */
export function joinSite<C extends BuiltContextBase>(context: C, locale: LocaleSite): C & { site: SiteContext } {
  const site: SiteContext = { ...locale, pagePath: context.pagePath, ...(context.pickerPaths ? { pickerPaths: context.pickerPaths } : {}) };
  return { ...context, site };
}

/** Props of LocalePage. */
export interface LocalePageProps {
  /** The page's element as Gatsby made it (the template with Gatsby's page props). */
  element: React.ReactElement<{ pageContext: unknown }>;
  pageContext: BuiltContextBase;
}

/** The page's element with the site of its locale in its context. */
export function LocalePage({ element, pageContext }: LocalePageProps) {
  const locale = useLocaleSite(pageContext.localeId);
  const joined = useMemo(() => joinSite(pageContext, locale), [pageContext, locale]);
  return React.cloneElement(element, { pageContext: joined });
}

/** Gatsby's wrapPageElement for both renderers: a built page renders with the site of its locale. */
export function withLocaleSite({ element, props }: { element: React.ReactElement; props: { pageContext: unknown } }): React.ReactElement {
  if (!isStoredContext(props.pageContext)) return element;
  return <LocalePage element={element} pageContext={builtContext(props.pageContext)} />;
}
