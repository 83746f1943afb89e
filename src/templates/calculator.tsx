// Dog calorie calculator template (`/dog-calorie-calculator/`): content plus the working calculator.
import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import type { CalculatorPageContext } from '../lib/content/page-types';
import type { ContentImagesQuery } from '../components/site/image-data';
import { TemplateHead } from '../components/site/template-head';
import { ContentTemplate } from '../components/content/content-template';
import { CalorieCalculator } from '../features/calculator/calorie-calculator';

/** The calculator page. */
export default function CalculatorTemplate({ pageContext, data }: PageProps<ContentImagesQuery, CalculatorPageContext>) {
  return (
    <ContentTemplate pageContext={pageContext} data={data}>
      <CalorieCalculator />
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
