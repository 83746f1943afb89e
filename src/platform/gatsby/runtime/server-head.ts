// The head of a served page, made from the template's Head export without a round trip through
// HTML. Gatsby's own server handler (gatsby/cache-dir/head/head-export-handler-for-ssr.js) renders
// Head to a string with React, parses that string again (node-html-parser) and makes an element of
// every tag it finds, decoding every attribute three times: about a quarter of the renderer's time
// per page (docs/benchmarks.md). Our Head exports are plain functions of their props that return
// head tags, so the same elements can be read off the element tree they return: a tag with string
// attributes, a title with text, a script with its JSON. Whatever that reading does not know for
// sure gives the page back to Gatsby's handler: a component that uses hooks or context, a class or
// a memo, a tag Head does not allow, an attribute that is not a string. The HTML renderer's bundle
// has this module in place of Gatsby's (gatsby-node.ts); it makes the same page, byte for byte.
import { Fragment, createElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/** Tags Gatsby's Head takes (gatsby/cache-dir/head/constants.js, VALID_NODE_NAMES). */
export const HEAD_TAGS = new Set(['link', 'meta', 'style', 'title', 'base', 'noscript', 'script', 'html', 'body']);

/**
 * Attribute props whose React name is not the attribute's, taken as they are: React writes the
 * attribute from the prop as Gatsby's handler does from the attribute it parsed. Any other prop
 * needs a lowercase name (`rel`, `data-locale-site`, `fetchpriority`).
 */
const CAMEL_CASE_PROPS = new Set(['hrefLang', 'crossOrigin', 'imageSrcSet', 'imageSizes', 'charSet', 'httpEquiv', 'referrerPolicy', 'className']);
const LOWERCASE_PROP = /^[a-z][a-z0-9-]*$/;

/** What Gatsby's handler gives a page's head: the tags, and attributes of <html> and <body>. */
export interface ServerHead {
  nodes: ReactElement[];
  html: Record<string, string>;
  body: Record<string, string>;
}

type Props = Record<string, unknown> & { children?: ReactNode };

/** Decodes the character references in a script's or style's text, as Gatsby's parser (he) does. */
export type DecodeText = (text: string) => string;

class NotPlain extends Error {}

function attributesOf(props: Props, tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || (name === 'dangerouslySetInnerHTML' && (tag === 'script' || tag === 'style'))) continue;
    if (!LOWERCASE_PROP.test(name) && !CAMEL_CASE_PROPS.has(name)) throw new NotPlain(`prop ${name}`);
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw new NotPlain(`${typeof value} ${name}`);
    attributes[name] = value;
  }
  return attributes;
}

/** The text of a tag's children: strings and numbers only (what renders as one text node). */
function textOf(children: ReactNode): string {
  if (children === undefined || children === null || typeof children === 'boolean') return '';
  if (typeof children === 'string') return children;
  if (typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map((child: ReactNode) => textOf(child)).join('');
  throw new NotPlain('element inside a head tag');
}

/**
 * Reads the head tags off what a Head export returned, as Gatsby's handler would make them; null
 * when the tree holds anything it cannot be sure of, for Gatsby's handler to render instead.
 */
export function serverHeadOf(tree: ReactNode, decodeText: DecodeText): ServerHead | null {
  const head: ServerHead = { nodes: [], html: {}, body: {} };
  const indexOfId = new Map<string, number>();
  const visit = (node: ReactNode): void => {
    if (node === undefined || node === null || typeof node === 'boolean' || typeof node === 'string' || typeof node === 'number') return;
    if (Array.isArray(node)) {
      for (const child of node as ReactNode[]) visit(child);
      return;
    }
    if (!isValidElement<Props>(node)) throw new NotPlain('not an element');
    const { type, props } = node;
    if (type === Fragment) return visit(props.children);
    if (typeof type === 'function') {
      if ((type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent) throw new NotPlain('class component');
      // Outside React's render a hook throws (no dispatcher): the page goes to Gatsby's handler.
      return visit((type as (props: Props) => ReactNode)(props));
    }
    if (typeof type !== 'string' || !HEAD_TAGS.has(type)) throw new NotPlain(`tag ${String(type)}`);
    const attributes = attributesOf(props, type);
    if (type === 'html' || type === 'body') {
      if (props.children !== undefined || 'style' in attributes) throw new NotPlain(`${type} with children or style`);
      Object.assign(head[type], attributes);
      return;
    }
    let element: ReactElement;
    if (type === 'script' || type === 'style') {
      if (props.children !== undefined) throw new NotPlain(`${type} with children`);
      const inner = props.dangerouslySetInnerHTML as { __html?: unknown } | undefined;
      const raw = inner?.__html ?? '';
      if (typeof raw !== 'string') throw new NotPlain(`${type} content`);
      element = createElement(type, { ...attributes, 'data-gatsby-head': true, dangerouslySetInnerHTML: { __html: /\S/.test(raw) ? decodeText(raw) : '' } });
    } else {
      const text = textOf(props.children);
      element = text.length > 0 ? createElement(type, { ...attributes, 'data-gatsby-head': true }, text) : createElement(type, { ...attributes, 'data-gatsby-head': true });
    }
    // A later tag with the same id takes the earlier one's place, as in Gatsby's handler.
    const id = attributes.id;
    const earlier = id === undefined ? undefined : indexOfId.get(id);
    if (earlier !== undefined) head.nodes[earlier] = element;
    else {
      head.nodes.push(element);
      if (id !== undefined) indexOfId.set(id, head.nodes.length - 1);
    }
  };
  try {
    visit(tree);
  } catch {
    // Whatever else a Head export threw, Gatsby's handler meets again and reports as it always has.
    return null;
  }
  return head;
}
