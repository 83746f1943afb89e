// 500 template: shown when page data fails with a server error.
import { Link, type PageProps } from 'gatsby';
import React from 'react';
import type { ServerErrorPageContext } from '../lib/content/page-types';
import { makeT } from '../components/site/site-provider';
import { TemplateHead } from '../components/site/template-head';
import { Layout } from '../compositions/layout/layout';
import { localeSwitchPath } from '../lib/paths/picker-target';

/** Something went wrong. */
export default function ServerErrorTemplate({ pageContext }: PageProps<object, ServerErrorPageContext>) {
  const t = makeT(pageContext.site);
  return (
    <Layout site={pageContext.site} breadcrumbs={pageContext.breadcrumbs}>
      <h1>{t('serverErrorTitle')}</h1>
      <p>{t('serverErrorText')}</p>
      <p>
        <Link to={localeSwitchPath(pageContext.site.locale.urlPath, '/')}>{t('backToHome')}</Link>
      </p>
    </Layout>
  );
}

export const Head = TemplateHead;
