// Pro program application (`/pro-program-application/`): content now, the form later.
import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import type { ProProgramPageContext } from '../lib/content/page-types';
import type { ContentImagesQuery } from '../components/site/image-data';
import { TemplateHead } from '../components/site/template-head';
import { ContentTemplate } from '../features/content/content-template';
import { FormComingSoon } from '../features/content/form-coming-soon';

/** The pro program application page. */
export default function ProProgramTemplate({ pageContext, data }: PageProps<ContentImagesQuery, ProProgramPageContext>) {
  return (
    <ContentTemplate pageContext={pageContext} data={data}>
      <FormComingSoon />
    </ContentTemplate>
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
