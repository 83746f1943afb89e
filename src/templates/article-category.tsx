// Article category listing template (`/blog/category/<slug>/`), paginated.
import type { PageProps } from 'gatsby';
import React from 'react';
import type { ArticleCategoryPageContext } from '../lib/content/page-types';
import { makeT } from '../components/site/site-provider';
import { TemplateHead } from '../components/site/template-head';
import { Pagination, paginationLabels } from '../components/ui/pagination';
import { ArticleList, CategoryLinks } from '../features/content/article-list';
import { Layout } from '../compositions/layout/layout';

/** One blog category. */
export default function ArticleCategoryTemplate({ pageContext }: PageProps<object, ArticleCategoryPageContext>) {
  const t = makeT(pageContext.site);
  const { category } = pageContext;
  const allHref = pageContext.breadcrumbs.length > 2 ? pageContext.breadcrumbs[pageContext.breadcrumbs.length - 2]?.href ?? undefined : undefined;
  return (
    <Layout site={pageContext.site} breadcrumbs={pageContext.breadcrumbs} images={pageContext.images}>
      <h1>{category.title}</h1>
      {category.description ? <p>{category.description}</p> : null}
      <CategoryLinks categories={pageContext.categories} current={category.slug} allHref={allHref} />
      <ArticleList articles={pageContext.articles} />
      <Pagination pagination={pageContext.pagination} labels={paginationLabels(t)} />
    </Layout>
  );
}

export const Head = TemplateHead;
