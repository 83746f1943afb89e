// A content page body: its h1 (from a leading hero section or the page title), rich text, sections.
import React from 'react';
import type { ContentPageView, ImageRef } from '../../lib/content/page-types';
import { PortableText } from '../../components/portable-text/portable-text';
import { PageSections } from './page-sections';

/** Props of ContentPage. */
export interface ContentPageProps {
  page: ContentPageView | null;
  /** Heading when there is no page document. */
  fallbackTitle: string;
  /** Rendered after the rich text, before the sections (a tool, a form note…). */
  children?: React.ReactNode;
}

/** The image of the hero that leads a page (its h1 and largest image at first paint), if any. */
export function leadingHeroImage(page: ContentPageView | null | undefined): ImageRef | null {
  const first = page?.sections[0];
  return first?._type === 'hero' ? (first.image ?? null) : null;
}

/** Renders a `page` document; the first hero provides the h1 when it leads the page. */
export function ContentPage({ page, fallbackTitle, children }: ContentPageProps) {
  const heroFirst = page?.sections[0]?._type === 'hero';
  return (
    <>
      {heroFirst ? null : <h1>{page?.title ?? fallbackTitle}</h1>}
      {heroFirst && page ? <PageSections sections={page.sections.slice(0, 1)} hasTitle={false} /> : null}
      {page?.body?.length ? <PortableText value={page.body} /> : null}
      {children}
      {page ? <PageSections sections={heroFirst ? page.sections.slice(1) : page.sections} hasTitle /> : null}
    </>
  );
}
