// Account pages (`/account/…`): heading and tabs of each screen, and the screen's island.
import type { PageProps } from 'gatsby';
import React from 'react';
import type { AccountPageContext } from '../lib/content/page-types';
import { TemplateHead } from '../components/site/template-head';
import { AccountShell } from '../compositions/account/account-shell';
import { Layout } from '../compositions/layout/layout';

/** One account screen. */
export default function AccountTemplate({ pageContext }: PageProps<object, AccountPageContext>) {
  return (
    <Layout site={pageContext.site} breadcrumbs={pageContext.breadcrumbs}>
      <AccountShell view={pageContext.view} tabs={pageContext.tabs} />
    </Layout>
  );
}

export const Head = TemplateHead;
