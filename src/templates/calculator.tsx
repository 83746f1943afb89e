// Dog calorie calculator template (`/dog-calorie-calculator/`): content plus the working calculator.
import type { PageProps } from 'gatsby';
import React from 'react';
import type { CalculatorPageContext } from '../lib/content/page-types';
import { TemplateHead } from '../components/site/template-head';
import { ContentTemplate } from '../compositions/content/content-template';
import { CalorieCalculator } from '../features/calculator/calorie-calculator';

/** The calculator page. */
export default function CalculatorTemplate({ pageContext }: PageProps<object, CalculatorPageContext>) {
  return (
    <ContentTemplate pageContext={pageContext}>
      <CalorieCalculator />
    </ContentTemplate>
  );
}

export const Head = TemplateHead;
