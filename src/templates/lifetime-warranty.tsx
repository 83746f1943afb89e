// Lifetime warranty (`/lifetime-warranty/`): content and the claim form.
import type { PageProps } from 'gatsby';
import React from 'react';
import type { LifetimeWarrantyPageContext } from '../lib/content/page-types';
import { TemplateHead } from '../components/site/template-head';
import { ContentTemplate } from '../compositions/content/content-template';
import { WarrantyIsland } from '../features/forms/form-islands';

/** The lifetime warranty page. */
export default function LifetimeWarrantyTemplate({ pageContext }: PageProps<object, LifetimeWarrantyPageContext>) {
  return (
    <ContentTemplate pageContext={pageContext}>
      <WarrantyIsland />
    </ContentTemplate>
  );
}

export const Head = TemplateHead;
