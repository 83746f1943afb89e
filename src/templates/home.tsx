// Home page template (`/`): the home `page` document's hero and sections.
import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import type { HomePageContext } from '../lib/content/page-types';
import type { ContentImagesQuery } from '../components/site/image-data';
import { ContentTemplate, ContentTemplateHead } from '../components/content/content-template';
import { LocalServicesPanel } from '../features/local-services/local-services-panel';

/** The home page. */
export default function HomeTemplate({ pageContext, data }: PageProps<ContentImagesQuery, HomePageContext>) {
  return (
    <ContentTemplate pageContext={pageContext} data={data} fallbackTitle={pageContext.site.brand.name}>
      <LocalServicesPanel />
    </ContentTemplate>
  );
}

export const Head = ContentTemplateHead;

export const query = graphql`
  query ($imagePaths: [String!]) {
    allFile(filter: { sourceInstanceName: { eq: "content" }, relativePath: { in: $imagePaths } }, sort: { relativePath: ASC }) {
      nodes {
        ...ContentImageFile
      }
    }
  }
`;
