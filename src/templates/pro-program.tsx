// Pro program application (`/pro-program-application/`): content now, the form later.
import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import type { ProProgramPageContext } from '../lib/content/page-types';
import { imageMapFrom, type ContentImagesQuery } from '../components/site/image-data';
import { makeT } from '../components/site/site-provider';
import { TemplateHead } from '../components/site/template-head';
import { ContentPage } from '../features/content/content-page';
import { Layout } from '../features/layout/layout';

/** The pro program application page. */
export default function ProProgramTemplate({ pageContext, data }: PageProps<ContentImagesQuery, ProProgramPageContext>) {
  const t = makeT(pageContext.site.strings);
  return (
    <Layout site={pageContext.site} breadcrumbs={pageContext.breadcrumbs} images={imageMapFrom(data)}>
      <ContentPage page={pageContext.page} fallbackTitle={pageContext.seo.title}>
        <p className="note" role="note">
          {t('formComingSoon')}
        </p>
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
