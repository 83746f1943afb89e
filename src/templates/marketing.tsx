// Marketing page template (`/<slug>/`) from a `page` or `sharedPage` document.
import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import type { MarketingPageContext } from '../lib/content/page-types';
import { imageMapFrom, type ContentImagesQuery } from '../components/site/image-data';
import { TemplateHead } from '../components/site/template-head';
import { ContentPage } from '../features/content/content-page';
import { Layout } from '../features/layout/layout';

/** A marketing page. */
export default function MarketingTemplate({ pageContext, data }: PageProps<ContentImagesQuery, MarketingPageContext>) {
  return (
    <Layout site={pageContext.site} breadcrumbs={pageContext.breadcrumbs} images={imageMapFrom(data)}>
      <ContentPage page={pageContext.page} fallbackTitle={pageContext.seo.title} />
    </Layout>
  );
}

export const Head = TemplateHead;

export const query = graphql`
  query ($imagePaths: [String!]) {
    allFile(filter: { sourceInstanceName: { eq: "content" }, relativePath: { in: $imagePaths } }) {
      nodes {
        ...ContentImageFile
      }
    }
  }
`;
