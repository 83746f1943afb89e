// Pro program application (`/pro-program-application/`): content and the application form; its -success and -fail
// paths keep redirecting home (redirects/).
import type { PageProps } from 'gatsby';
import React from 'react';
import type { ProProgramPageContext } from '../lib/content/page-types';
import { TemplateHead } from '../components/site/template-head';
import { ContentTemplate } from '../compositions/content/content-template';
import { ProProgramIsland } from '../features/forms/form-islands';

/** The pro program application page. */
export default function ProProgramTemplate({ pageContext }: PageProps<object, ProProgramPageContext>) {
  return (
    <ContentTemplate pageContext={pageContext}>
      <ProProgramIsland />
    </ContentTemplate>
  );
}

export const Head = TemplateHead;
