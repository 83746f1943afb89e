// The page of a template built around one `page` document (home, marketing, privacy, the tools and
// form pages): the layout with the page's query images around the content page.
import React from 'react';
import type { BuiltContextBase, ContentPageView, PageContextBase } from '../../lib/content/page-types';
import { imagePreload } from '../site/content-image';
import { imageMapFrom, type ContentImagesQuery } from '../site/image-data';
import { TemplateHead } from '../site/template-head';
import { Layout } from '../layout/layout';
import { ContentPage, leadingHeroImage } from './content-page';
import { HERO_IMAGE_SIZES } from './page-sections';

/** Props of ContentTemplate. */
export interface ContentTemplateProps {
  pageContext: PageContextBase & { page: ContentPageView | null };
  /** The template's page query result (content images). */
  data: ContentImagesQuery | undefined;
  /** Heading when there is no page document; the page's SEO title when not given. */
  fallbackTitle?: string;
  /** Rendered after the rich text, before the sections (a tool, a form note…). */
  children?: React.ReactNode;
}

/** A content page in the site frame. */
export function ContentTemplate({ pageContext, data, fallbackTitle, children }: ContentTemplateProps) {
  return (
    <Layout site={pageContext.site} breadcrumbs={pageContext.breadcrumbs} images={imageMapFrom(data)}>
      <ContentPage page={pageContext.page} fallbackTitle={fallbackTitle ?? pageContext.seo.title}>
        {children}
      </ContentPage>
    </Layout>
  );
}

/** The <head> of a content page: TemplateHead with the leading hero's image preloaded. */
export function ContentTemplateHead({ pageContext, data }: { pageContext: BuiltContextBase & { page: ContentPageView | null }; data: ContentImagesQuery | undefined }) {
  const preload = imagePreload(leadingHeroImage(pageContext.page), imageMapFrom(data), HERO_IMAGE_SIZES);
  return <TemplateHead pageContext={pageContext} preload={preload} />;
}
