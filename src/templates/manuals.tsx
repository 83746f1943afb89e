// Product manuals template (`/manuals/`): every manual of the brand with its product, language and
// file; the search by product name and the language filter run in the browser (ManualsSearch).
import type { PageProps } from 'gatsby';
import React from 'react';
import type { ManualsPageContext } from '../lib/content/page-types';
import { makeT } from '../components/site/site-provider';
import { TemplateHead } from '../components/site/template-head';
import { Layout } from '../compositions/layout/layout';
import { ManualsSearch } from '../features/content/manuals-search';

/** The product manuals page. */
export default function ManualsTemplate({ pageContext }: PageProps<object, ManualsPageContext>) {
  const t = makeT(pageContext.site);
  return (
    <Layout site={pageContext.site} breadcrumbs={pageContext.breadcrumbs}>
      <h1>{t('manualsTitle')}</h1>
      <p>{t('manualsIntro')}</p>
      <ManualsSearch manuals={pageContext.manuals} languages={pageContext.languages} defaultLanguage={pageContext.defaultLanguage} />
    </Layout>
  );
}

export const Head = TemplateHead;
