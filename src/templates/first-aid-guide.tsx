// First-aid guide template (`/first-aid-guide/`): the guide as a page, its PDF download (built per language) and a print button.
import type { PageProps } from 'gatsby';
import React from 'react';
import type { FirstAidGuidePageContext } from '../lib/content/page-types';
import { TemplateHead } from '../components/site/template-head';
import { ContentTemplate } from '../compositions/content/content-template';
import { GuideDownload } from '../features/content/guide-download';
import { PrintButton } from '../features/content/print-button';

/** The first-aid guide. */
export default function FirstAidGuideTemplate({ pageContext }: PageProps<object, FirstAidGuidePageContext>) {
  return (
    <ContentTemplate pageContext={pageContext}>
      {pageContext.download ? <GuideDownload download={pageContext.download} /> : null}
      <PrintButton />
    </ContentTemplate>
  );
}

export const Head = TemplateHead;
