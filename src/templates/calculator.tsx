// Dog calorie calculator template (`/dog-calorie-calculator/`): content plus the working calculator.
import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import type { CalculatorPageContext } from '../lib/content/page-types';
import { imageMapFrom, type ContentImagesQuery } from '../components/site/image-data';
import { TemplateHead } from '../components/site/template-head';
import { CalorieCalculator } from '../features/calculator/calorie-calculator';
import { ContentPage } from '../features/content/content-page';
import { Layout } from '../features/layout/layout';

/** The calculator page. */
export default function CalculatorTemplate({ pageContext, data }: PageProps<ContentImagesQuery, CalculatorPageContext>) {
  return (
    <Layout site={pageContext.site} breadcrumbs={pageContext.breadcrumbs} images={imageMapFrom(data)}>
      <ContentPage page={pageContext.page} fallbackTitle={pageContext.seo.title}>
        <CalorieCalculator />
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
