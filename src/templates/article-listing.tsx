// Article listing template (`/blog/`, yardwise `/learn/`), paginated, with category links.
import type { PageProps } from 'gatsby';
import React from 'react';
import type { ArticleListingPageContext } from '../lib/content/page-types';
import { makeT } from '../components/site/site-provider';
import { TemplateHead } from '../components/site/template-head';
import { Pagination, paginationLabels } from '../components/ui/pagination';
import { ArticleList, CategoryLinks } from '../features/content/article-list';
import { Layout } from '../compositions/layout/layout';

/** The blog. */
export default function ArticleListingTemplate({ pageContext }: PageProps<object, ArticleListingPageContext>) {
  const t = makeT(pageContext.site);
  return (
    <Layout site={pageContext.site} breadcrumbs={pageContext.breadcrumbs} images={pageContext.images}>
      <h1>{pageContext.heading}</h1>
      <CategoryLinks categories={pageContext.categories} />
      <ArticleList articles={pageContext.articles} />
      <Pagination pagination={pageContext.pagination} labels={paginationLabels(t)} />
    </Layout>
  );
}

export const Head = TemplateHead;
