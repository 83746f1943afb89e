// Marketing page template (`/<slug>/`) from a `page` or `sharedPage` document.
import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import type { MarketingPageContext } from '../lib/content/page-types';
import type { ContentImagesQuery } from '../components/site/image-data';
import { TemplateHead } from '../components/site/template-head';
import { ContentTemplate } from '../components/content/content-template';

/** A marketing page. */
export default function MarketingTemplate({ pageContext, data }: PageProps<ContentImagesQuery, MarketingPageContext>) {
  return <ContentTemplate pageContext={pageContext} data={data} />;
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
