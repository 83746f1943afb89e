// Search page shell (`/search/`): the search form and the query from the address; results arrive
// with the search feature, until then the spec's "Search is currently unavailable".
import type { PageProps } from 'gatsby';
import React from 'react';
import type { SearchPageContext } from '../lib/content/page-types';
import { makeT } from '../components/site/site-provider';
import { TemplateHead } from '../components/site/template-head';
import { Layout } from '../features/layout/layout';
import { SearchShell } from '../features/search/search-shell';

/** The search page. */
export default function SearchTemplate({ pageContext }: PageProps<object, SearchPageContext>) {
  const t = makeT(pageContext.site.strings);
  return (
    <Layout site={pageContext.site} breadcrumbs={pageContext.breadcrumbs}>
      <h1>{t('search')}</h1>
      <SearchShell />
    </Layout>
  );
}

export const Head = TemplateHead;
