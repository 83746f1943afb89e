// Press release template (`/press/<slug>/`).
import type { PageProps } from 'gatsby';
import React from 'react';
import type { PressDetailPageContext } from '../lib/content/page-types';
import { PortableText } from '../components/portable-text/portable-text';
import { makeT } from '../components/site/site-provider';
import { TemplateHead } from '../components/site/template-head';
import { Layout } from '../compositions/layout/layout';

/** One press release. */
export default function PressDetailTemplate({ pageContext }: PageProps<object, PressDetailPageContext>) {
  const { release, site } = pageContext;
  const t = makeT(site);
  return (
    <Layout site={site} breadcrumbs={pageContext.breadcrumbs}>
      <article>
        <h1>{release.title}</h1>
        <p className="card__meta">
          {t('publishedOn', { date: release.formattedDate })}
          {release.outlet ? ` · ${t('pressOutlet', { outlet: release.outlet })}` : ''}
        </p>
        <PortableText value={release.body} />
      </article>
    </Layout>
  );
}

export const Head = TemplateHead;
