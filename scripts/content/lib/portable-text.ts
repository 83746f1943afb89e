// Portable Text builders: plain paragraphs and paragraphs with one link (https or site-relative only).
import { key } from './core';

/** A Portable Text block. */
export interface Block {
  _type: 'block';
  _key: string;
  style: string;
  listItem?: 'bullet' | 'number';
  level?: number;
  markDefs: { _key: string; _type: 'link'; href: string }[];
  children: { _type: 'span'; _key: string; text: string; marks: string[] }[];
}

/** A content image between paragraphs (path under content/, alt text in the document's language). */
export interface ImageBlock {
  _type: 'image';
  _key: string;
  path: string;
  alt: string;
  width: number;
  height: number;
}

/** An image block of a content image. */
export function imageBlock(seed: string, path: string, alt: string, width: number, height: number): ImageBlock {
  return { _type: 'image', _key: key('image', seed, path), path, alt, width, height };
}

/** Rejects links the site must never render (only https: and site-relative paths are allowed). */
export function assertSafeHref(href: string): string {
  if (!(href.startsWith('https://') || (href.startsWith('/') && !href.startsWith('//')))) {
    throw new Error(`Unsafe link in content: ${href}`);
  }
  return href;
}

/** A paragraph (or heading with style h2) of plain text. */
export function block(seed: string, text: string, style = 'normal'): Block {
  return {
    _type: 'block',
    _key: key('block', seed, text),
    style,
    markDefs: [],
    children: [{ _type: 'span', _key: key('span', seed, text), text, marks: [] }],
  };
}

/** A bullet list item. */
export function bullet(seed: string, text: string): Block & { listItem: 'bullet'; level: 1 } {
  return { ...block(seed, text), listItem: 'bullet', level: 1 };
}

/** A paragraph that is one link. */
export function linkBlock(seed: string, text: string, href: string): Block {
  const linkKey = key('link', seed, href);
  return {
    _type: 'block',
    _key: key('block', seed, text, href),
    style: 'normal',
    markDefs: [{ _key: linkKey, _type: 'link', href: assertSafeHref(href) }],
    children: [{ _type: 'span', _key: key('span', seed, text, href), text, marks: [linkKey] }],
  };
}
