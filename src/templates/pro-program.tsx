// Pro program application (`/pro-program-application/`): content and the application form; its -success and -fail
// paths keep redirecting home (redirects/).
import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import type { ProProgramPageContext } from '../lib/content/page-types';
import type { ContentImagesQuery } from '../components/site/image-data';
import { TemplateHead } from '../components/site/template-head';
import { ContentTemplate } from '../components/content/content-template';
import { ProProgramIsland } from '../features/forms/form-islands';

/** The pro program application page. */
export default function ProProgramTemplate({ pageContext, data }: PageProps<ContentImagesQuery, ProProgramPageContext>) {
  return (
    <ContentTemplate pageContext={pageContext} data={data}>
      <ProProgramIsland />
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
