// The page of a template built around one `page` document (home, marketing, privacy, the tools and
// form pages): the layout with the page's images around the content page.
import React from 'react';
import type { ContentPageView, PageContextBase, TemplateDataMap, TemplateId } from '../../lib/content/page-types';
import { builtContext, type StoredContext } from '../../lib/content/stored-context';
import { imagePreload } from '../../components/site/content-image';
import { TemplateHead } from '../../components/site/template-head';
import { Layout } from '../layout/layout';
import { ContentPage, leadingHeroImage } from './content-page';
import { HERO_IMAGE_SIZES } from './page-sections';

/** The templates whose pages are built around one `page` document. */
export type ContentTemplateId = { [T in TemplateId]: TemplateDataMap[T] extends { page: ContentPageView | null } ? T : never }[TemplateId];

/** Props of ContentTemplate. */
export interface ContentTemplateProps {
  pageContext: PageContextBase & { page: ContentPageView | null };
  /** Heading when there is no page document; the page's SEO title when not given. */
  fallbackTitle?: string;
  /** Rendered after the rich text, before the sections (a tool, a form note…). */
  children?: React.ReactNode;
}

/** A content page in the site frame. */
export function ContentTemplate({ pageContext, fallbackTitle, children }: ContentTemplateProps) {
  return (
    <Layout site={pageContext.site} breadcrumbs={pageContext.breadcrumbs} images={pageContext.images}>
      <ContentPage page={pageContext.page} fallbackTitle={fallbackTitle ?? pageContext.seo.title}>
        {children}
      </ContentPage>
    </Layout>
  );
}

/** The <head> of a content page: TemplateHead with the leading hero's image preloaded. */
export function ContentTemplateHead({ pageContext }: { pageContext: StoredContext<ContentTemplateId> }) {
  const context = builtContext(pageContext);
  const preload = imagePreload(leadingHeroImage(context.page), context.images, HERO_IMAGE_SIZES);
  return <TemplateHead pageContext={pageContext} preload={preload} />;
}
