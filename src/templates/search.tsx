// Search page shell (`/search/`): the search form and the query from the address; results arrive
// with the search feature, until then the spec's "Search is currently unavailable". Query rules of
// the redirect table on this path (`/search?query=warranty`) are applied here in the browser.
import type { PageProps } from 'gatsby';
import React from 'react';
import type { SearchPageContext } from '../lib/content/page-types';
import type { RedirectRule } from '../lib/paths';
import { makeT } from '../components/site/site-provider';
import { TemplateHead } from '../components/site/template-head';
import { Layout } from '../features/layout/layout';
import { SearchShell } from '../features/search/search-shell';
import { useQueryRedirect } from '../features/search/use-query-redirect';

/** The search page's context: the build adds the query rules on its path. */
type SearchTemplateContext = SearchPageContext & { queryRedirects?: RedirectRule[] };

/** The search page. */
export default function SearchTemplate({ pageContext, location }: PageProps<object, SearchTemplateContext>) {
  const t = makeT(pageContext.site.strings);
  useQueryRedirect(pageContext.queryRedirects, location);
  return (
    <Layout site={pageContext.site} breadcrumbs={pageContext.breadcrumbs}>
      <h1>{t('search')}</h1>
      <SearchShell search={location.search} />
    </Layout>
  );
}

export const Head = TemplateHead;
