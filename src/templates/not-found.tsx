// 404 template: localized per locale (`<urlPath>/404/`, matchPath `<urlPath>/*`).
import { Link, type PageProps } from 'gatsby';
import React from 'react';
import type { NotFoundPageContext } from '../lib/content/page-types';
import { makeT } from '../components/site/site-provider';
import { TemplateHead } from '../components/site/template-head';
import { Layout } from '../compositions/layout/layout';
import { localeSwitchPath } from '../lib/paths/picker-target';

/** Page not found. */
export default function NotFoundTemplate({ pageContext }: PageProps<object, NotFoundPageContext>) {
  const t = makeT(pageContext.site);
  return (
    <Layout site={pageContext.site} breadcrumbs={pageContext.breadcrumbs}>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <p>
        <Link to={localeSwitchPath(pageContext.site.locale.urlPath, '/')}>{t('backToHome')}</Link>
      </p>
    </Layout>
  );
}

export const Head = TemplateHead;
