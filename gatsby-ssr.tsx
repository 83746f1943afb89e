// Server rendering: the live regions of the navigation runtime exist in the built HTML, outside
// the React root, so screen readers know them before the first client-side navigation; and Gatsby's
// per-page inline script becomes one script shared by every page, so the deploy headers' CSP lists
// one hash for it instead of one per page (src/build/deploy-headers.ts); and gatsby-plugin-image's
// head style and script, which act on its GatsbyImage markup only, stay out of pages (ContentImage
// renders plain <picture>s; e2e/size.spec.ts checks that no page has that markup). Every page renders with
// the site of its locale joined to its context.
import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { ANNOUNCER_ID, NOTICE_ID } from './src/platform/gatsby/runtime/route-runtime';
import { withLocaleSite } from './src/components/site/locale-page';
import { isPreviewBuild, PREVIEW_NOTICE_ID, PreviewNotice } from './src/components/site/preview-notice';

/** A built page renders with the site of its locale (src/components/site/locale-page.tsx). */
export const wrapPageElement: GatsbySSR['wrapPageElement'] = withLocaleSite;

// React's mark of a Suspense boundary the server could not finish (left for the browser to render).
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Renders a page's body to a string at once. Gatsby's own renderer streams it: it waits for the whole
 * body (renderToPipeableStream's onAllReady), then React encodes it into UTF-8 chunks that Gatsby
 * decodes back into one string. Nothing suspends while a page renders (the islands' code loads in the
 * browser), so the HTML is the same; a page where something did suspend is left to Gatsby's stream,
 * which waits for it.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString }) => {
  const html = renderToString(bodyComponent);
  if (!html.includes(CLIENT_RENDERED_BOUNDARY)) replaceBodyHTMLString(html);
};

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setPreBodyComponents, setPostBodyComponents }) => {
  // A preview build (drafts) says so at the top of every page; a public build has nothing of it.
  // Read as written: the server bundle has each `process.env.NAME` replaced by its build-time value.
  if (isPreviewBuild({ SANITY_PERSPECTIVE: process.env.SANITY_PERSPECTIVE }) && process.env.BRAND) setPreBodyComponents([<PreviewNotice key={PREVIEW_NOTICE_ID} brandId={process.env.BRAND} pathname={pathname} />]);
  setPostBodyComponents([
    <div key={ANNOUNCER_ID} id={ANNOUNCER_ID} className="visually-hidden" aria-live="assertive" aria-atomic="true" />,
    <div key={NOTICE_ID} id={NOTICE_ID} className="route-notice" role="status" hidden />,
  ]);
};

/** Id of Gatsby's page-path script (`window.pagePath="/about/"`, different on every page). */
const PAGE_PATH_SCRIPT_ID = 'gatsby-script-loader';
/** Its replacement: the same text on every page; the path travels in a data attribute, which a script's hash does not cover. */
const PAGE_PATH_SCRIPT = 'window.pagePath=document.currentScript.dataset.pagePath;';
/** Gatsby's script when it holds the page path and nothing else (with slices, the compilation hash lives in the scripts slice). */
const GATSBY_PAGE_PATH_SCRIPT = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/;

function pagePathOf(html: unknown): string | null {
  const match = typeof html === 'string' ? GATSBY_PAGE_PATH_SCRIPT.exec(html.trim()) : null;
  if (!match?.[1]) return null;
  const value: unknown = JSON.parse(match[1]);
  return typeof value === 'string' ? value : null;
}

/** Keys of gatsby-plugin-image's head components (its gatsby-ssr onRenderBody). */
const GATSBY_IMAGE_HEAD_KEYS = new Set(['gatsby-image-style', 'gatsby-image-style-noscript', 'gatsby-image-style-script']);

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents, getPostBodyComponents, replacePostBodyComponents }) => {
  replaceHeadComponents(getHeadComponents().filter((component) => !(React.isValidElement(component) && GATSBY_IMAGE_HEAD_KEYS.has(String(component.key)))));
  replacePostBodyComponents(
    getPostBodyComponents().map((component) => {
      if (!React.isValidElement<{ id?: string; dangerouslySetInnerHTML?: { __html?: unknown } }>(component)) return component;
      if (component.type !== 'script' || component.props.id !== PAGE_PATH_SCRIPT_ID) return component;
      // Anything else in it (inlined page data) keeps Gatsby's script; the build then reports the extra hashes.
      const pagePath = pagePathOf(component.props.dangerouslySetInnerHTML?.__html);
      if (pagePath === null) return component;
      return <script key={component.key ?? 'script-loader'} id={PAGE_PATH_SCRIPT_ID} data-page-path={pagePath} dangerouslySetInnerHTML={{ __html: PAGE_PATH_SCRIPT }} />;
    }),
  );
};
