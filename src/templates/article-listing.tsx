// Article listing template (`/blog/`, yardwise `/learn/`), paginated, with category links.
import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import type { ArticleListingPageContext } from '../lib/content/page-types';
import { imageMapFrom, type ContentImagesQuery } from '../components/site/image-data';
import { makeT } from '../components/site/site-provider';
import { TemplateHead } from '../components/site/template-head';
import { Pagination, paginationLabels } from '../components/ui/pagination';
import { ArticleList, CategoryLinks } from '../features/content/article-list';
import { Layout } from '../components/layout/layout';

/** The blog. */
export default function ArticleListingTemplate({ pageContext, data }: PageProps<ContentImagesQuery, ArticleListingPageContext>) {
  const t = makeT(pageContext.site);
  return (
    <Layout site={pageContext.site} breadcrumbs={pageContext.breadcrumbs} images={imageMapFrom(data)}>
      <h1>{pageContext.heading}</h1>
      <CategoryLinks categories={pageContext.categories} />
      <ArticleList articles={pageContext.articles} />
      <Pagination pagination={pageContext.pagination} labels={paginationLabels(t)} />
    </Layout>
  );
}

export const Head = TemplateHead;

export const query = graphql`
  query ($imagePaths: [String!]) {
    allFile(filter: { sourceInstanceName: { eq: "content" }, relativePath: { in: $imagePaths } }, sort: { relativePath: ASC }) {
      nodes {
        ...ContentImageFile
      }
    }
  }
`;
