// Privacy policy template (`/privacy-policy/`).
import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import type { PrivacyPageContext } from '../lib/content/page-types';
import type { ContentImagesQuery } from '../components/site/image-data';
import { TemplateHead } from '../components/site/template-head';
import { ContentTemplate } from '../components/content/content-template';

/** The privacy policy. */
export default function PrivacyTemplate({ pageContext, data }: PageProps<ContentImagesQuery, PrivacyPageContext>) {
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
