// Gatsby's server head handler with the page's head read off its Head export's elements
// (./server-head.ts) instead of rendered to HTML and parsed again. The HTML renderer's bundle has
// this module where Gatsby's static-entry imports `./head/head-export-handler-for-ssr`
// (gatsby-node.ts); a page whose head it cannot read goes to Gatsby's handler, loaded here from the
// same place in Gatsby's .cache folder.
/* eslint-disable @typescript-eslint/no-require-imports -- Gatsby's runtime modules in .cache, resolved by the renderer's bundle */
import { createElement, type ComponentType } from 'react';
import { serverHeadOf, type DecodeText } from './server-head';

interface PageData {
  result?: { pageContext?: { __params?: Record<string, string> } & Record<string, unknown>; data?: unknown; serverData?: unknown };
}

/** What Gatsby's static-entry passes its head handler. */
export interface HeadHandlerArgs {
  pageComponent?: { Head?: unknown };
  setHeadComponents(components: unknown[]): void;
  setHtmlAttributes(attributes: Record<string, unknown>): void;
  setBodyAttributes(attributes: Record<string, unknown>): void;
  staticQueryContext: unknown;
  pageData: PageData;
  pagePath: string;
}

const gatsbyHead = require('../../../../.cache/head/head-export-handler-for-ssr') as { headHandlerForSSR(args: HeadHandlerArgs): void };
const { apiRunner } = require('../../../../.cache/api-runner-ssr') as {
  apiRunner(api: string, args: { element: unknown }, defaultReturn: unknown, argTransform: (input: { result: unknown }) => { element: unknown }): unknown[];
};
const { grabMatchParams } = require('../../../../.cache/find-path') as { grabMatchParams(pathname: string): Record<string, string> };
// The decoder of Gatsby's HTML parser, for the text of scripts and styles.
const { decode } = require('he') as { decode: DecodeText };

declare const __BASE_PATH__: string;

/** Gatsby's headHandlerForSSR, same arguments, same result. */
export function headHandlerForSSR(args: HeadHandlerArgs): void {
  const Head = args.pageComponent?.Head;
  if (typeof Head === 'function') {
    const result = args.pageData.result ?? {};
    // The props Gatsby's handler gives Head (its filterHeadProps) under its ServerLocation.
    const url = `${__BASE_PATH__}${args.pagePath}`;
    const pathname = url.includes('?') ? url.slice(0, url.indexOf('?')) : url;
    const props = {
      location: { pathname },
      params: { ...grabMatchParams(pathname), ...(result.pageContext?.__params ?? {}) },
      data: result.data || {},
      serverData: result.serverData,
      pageContext: result.pageContext,
    };
    const element = createElement(Head as ComponentType<typeof props>, props);
    // A plugin's wrapRootElement (providers around Head) is left to Gatsby's handler.
    const wrapped = apiRunner('wrapRootElement', { element }, element, ({ result: wrappedElement }) => ({ element: wrappedElement })).pop();
    const head = wrapped === element ? serverHeadOf(element, decode) : null;
    if (head) {
      args.setHtmlAttributes(head.html);
      args.setBodyAttributes(head.body);
      args.setHeadComponents(head.nodes);
      return;
    }
  }
  gatsbyHead.headHandlerForSSR(args);
}
