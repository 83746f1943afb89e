// Press listing template (`/press/`), paginated.
import type { PageProps } from 'gatsby';
import React from 'react';
import type { PressListingPageContext } from '../lib/content/page-types';
import { makeT } from '../components/site/site-provider';
import { TemplateHead } from '../components/site/template-head';
import { Pagination, paginationLabels } from '../components/ui/pagination';
import { PressList } from '../features/content/article-list';
import { Layout } from '../compositions/layout/layout';

/** The press page. */
export default function PressListingTemplate({ pageContext }: PageProps<object, PressListingPageContext>) {
  const t = makeT(pageContext.site);
  return (
    <Layout site={pageContext.site} breadcrumbs={pageContext.breadcrumbs}>
      <h1>{pageContext.heading}</h1>
      <PressList releases={pageContext.releases} />
      <Pagination pagination={pageContext.pagination} labels={paginationLabels(t)} />
    </Layout>
  );
}

export const Head = TemplateHead;
