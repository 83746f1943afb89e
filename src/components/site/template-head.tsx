// Shared pieces of every template: the Head renderer and the page-query fragment of content images.
import { graphql } from 'gatsby';
import React from 'react';
import type { PageContextBase } from '../../lib/content/page-types';
import { SeoHead } from './seo-head';

/** Renders a page's <head> from its context (use as `export const Head = TemplateHead`). */
export function TemplateHead({ pageContext }: { pageContext: PageContextBase }) {
  const theme = pageContext.site.brand.theme ?? {};
  return (
    <>
      <SeoHead seo={pageContext.seo} themeColor={theme['color-primary'] ?? theme['--color-primary']} />
      <link rel="icon" href={pageContext.site.brand.logo.path} type="image/svg+xml" />
    </>
  );
}

/** Image data of one content image, shared by every template's page query. */
export const contentImageFragment = graphql`
  fragment ContentImageFile on File {
    relativePath
    childImageSharp {
      gatsbyImageData(layout: CONSTRAINED, width: 800, placeholder: NONE, formats: [AUTO, WEBP])
    }
  }
`;
