// Marketing page template (`/<slug>/`) from a `page` or `sharedPage` document.
import type { PageProps } from 'gatsby';
import React from 'react';
import type { MarketingPageContext } from '../lib/content/page-types';
import { TemplateHead } from '../components/site/template-head';
import { ContentTemplate } from '../compositions/content/content-template';

/** A marketing page. */
export default function MarketingTemplate({ pageContext }: PageProps<object, MarketingPageContext>) {
  return <ContentTemplate pageContext={pageContext} />;
}

export const Head = TemplateHead;
