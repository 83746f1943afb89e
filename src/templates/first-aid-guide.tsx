// First-aid guide template (`/first-aid-guide/`): the guide as a printable page ("download" = print or save as PDF).
import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import type { FirstAidGuidePageContext } from '../lib/content/page-types';
import { imageMapFrom, type ContentImagesQuery } from '../components/site/image-data';
import { TemplateHead } from '../components/site/template-head';
import { ContentPage } from '../features/content/content-page';
import { PrintButton } from '../features/content/print-button';
import { Layout } from '../features/layout/layout';

/** The first-aid guide. */
export default function FirstAidGuideTemplate({ pageContext, data }: PageProps<ContentImagesQuery, FirstAidGuidePageContext>) {
  return (
    <Layout site={pageContext.site} breadcrumbs={pageContext.breadcrumbs} images={imageMapFrom(data)}>
      <ContentPage page={pageContext.page} fallbackTitle={pageContext.seo.title}>
        <PrintButton />
      </ContentPage>
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
