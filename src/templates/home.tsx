// Home page template (`/`): the home `page` document's hero and sections.
import type { PageProps } from 'gatsby';
import React from 'react';
import type { HomePageContext } from '../lib/content/page-types';
import { ContentTemplate, ContentTemplateHead } from '../compositions/content/content-template';
import { LocalServicesPanel } from '../features/local-services/local-services-panel';

/** The home page. */
export default function HomeTemplate({ pageContext }: PageProps<object, HomePageContext>) {
  return (
    <ContentTemplate pageContext={pageContext} fallbackTitle={pageContext.site.brand.name}>
      <LocalServicesPanel />
    </ContentTemplate>
  );
}

export const Head = ContentTemplateHead;
