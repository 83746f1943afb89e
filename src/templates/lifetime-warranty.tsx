// Lifetime warranty (`/lifetime-warranty/`): content and the claim form.
import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import type { LifetimeWarrantyPageContext } from '../lib/content/page-types';
import type { ContentImagesQuery } from '../components/site/image-data';
import { TemplateHead } from '../components/site/template-head';
import { ContentTemplate } from '../components/content/content-template';
import { WarrantyIsland } from '../features/forms/form-islands';

/** The lifetime warranty page. */
export default function LifetimeWarrantyTemplate({ pageContext, data }: PageProps<ContentImagesQuery, LifetimeWarrantyPageContext>) {
  return (
    <ContentTemplate pageContext={pageContext} data={data}>
      <WarrantyIsland />
    </ContentTemplate>
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
