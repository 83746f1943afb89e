// Privacy policy template (`/privacy-policy/`).
import type { PageProps } from 'gatsby';
import React from 'react';
import type { PrivacyPageContext } from '../lib/content/page-types';
import { TemplateHead } from '../components/site/template-head';
import { ContentTemplate } from '../compositions/content/content-template';

/** The privacy policy. */
export default function PrivacyTemplate({ pageContext }: PageProps<object, PrivacyPageContext>) {
  return <ContentTemplate pageContext={pageContext} />;
}

export const Head = TemplateHead;
