// Search page (`/search/`): the search island with results from the search door; the breadcrumbs
// become "Search: {results} results for {query}" once a search has answered. Query rules of the
// redirect table on this path (`/search?query=warranty`) are applied here in the browser.
import type { HeadProps, PageProps } from 'gatsby';
import React, { useState } from 'react';
import type { SearchPageContext } from '../lib/content/page-types';
import type { StoredContext } from '../lib/content/stored-context';
import { searchOrigin } from '../lib/search/client';
import { makeT } from '../components/site/site-provider';
import { TemplateHead } from '../components/site/template-head';
import { Layout } from '../compositions/layout/layout';
import { SearchPage } from '../features/search/search-page';
import type { SearchSummary } from '../features/search/search-results';
import { useQueryRedirect } from '../features/search/use-query-redirect';

/** The search page. */
export default function SearchTemplate({ pageContext, location }: PageProps<object, SearchPageContext>) {
  const t = makeT(pageContext.site);
  const [summary, setSummary] = useState<SearchSummary | null>(null);
  useQueryRedirect(pageContext.queryRedirects, location);
  const breadcrumbs = summary?.query
    ? [...pageContext.breadcrumbs.slice(0, -1), { label: t('searchResultsBreadcrumb', { results: summary.results, query: summary.query }), href: null }]
    : pageContext.breadcrumbs;
  return (
    <Layout site={pageContext.site} breadcrumbs={breadcrumbs}>
      <h1>{t('search')}</h1>
      <SearchPage onSummary={setSummary} search={location.search} />
    </Layout>
  );
}

/** The page's <head>: the results are its largest paint, so the search service is connected to in advance. */
export function Head({ pageContext }: HeadProps<object, StoredContext<'search'>>) {
  return <TemplateHead pageContext={pageContext} connect={(site) => searchOrigin(site.services.algolia)} />;
}
