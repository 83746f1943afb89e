// First-aid guide template (`/first-aid-guide/`): the guide as a page, its PDF download (built per language) and a print button.
import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import type { FirstAidGuidePageContext } from '../lib/content/page-types';
import type { ContentImagesQuery } from '../components/site/image-data';
import { TemplateHead } from '../components/site/template-head';
import { ContentTemplate } from '../components/content/content-template';
import { GuideDownload } from '../features/content/guide-download';
import { PrintButton } from '../features/content/print-button';

/** The first-aid guide. */
export default function FirstAidGuideTemplate({ pageContext, data }: PageProps<ContentImagesQuery, FirstAidGuidePageContext>) {
  return (
    <ContentTemplate pageContext={pageContext} data={data}>
      {pageContext.download ? <GuideDownload download={pageContext.download} /> : null}
      <PrintButton />
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
