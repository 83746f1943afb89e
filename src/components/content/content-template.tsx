// The page of a template built around one `page` document (home, marketing, privacy, the tools and
// form pages): the layout with the page's images around the content page.
import React from 'react';
import type { BuiltContextBase, ContentPageView, PageContextBase } from '../../lib/content/page-types';
import { imagePreload } from '../site/content-image';
import { TemplateHead } from '../site/template-head';
import { Layout } from '../layout/layout';
import { ContentPage, leadingHeroImage } from './content-page';
import { HERO_IMAGE_SIZES } from './page-sections';

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
export function ContentTemplateHead({ pageContext }: { pageContext: BuiltContextBase & { page: ContentPageView | null } }) {
  const preload = imagePreload(leadingHeroImage(pageContext.page), pageContext.images, HERO_IMAGE_SIZES);
  return <TemplateHead pageContext={pageContext} preload={preload} />;
}
