// Home page template (`/`): the home `page` document's hero and sections.
import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import type { HomePageContext } from '../lib/content/page-types';
import { imageMapFrom, type ContentImagesQuery } from '../components/site/image-data';
import { TemplateHead } from '../components/site/template-head';
import { ContentPage } from '../features/content/content-page';
import { Layout } from '../features/layout/layout';

/** The home page. */
export default function HomeTemplate({ pageContext, data }: PageProps<ContentImagesQuery, HomePageContext>) {
  return (
    <Layout site={pageContext.site} breadcrumbs={pageContext.breadcrumbs} images={imageMapFrom(data)}>
      <ContentPage page={pageContext.page} fallbackTitle={pageContext.site.brand.name} />
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
