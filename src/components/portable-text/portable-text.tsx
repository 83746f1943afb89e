// Portable Text rendered with React elements only (never raw HTML). Links render only when
// safeHref accepts them (https or site-relative); anything else stays plain text.
import React from 'react';
import type { RichText, RichTextBlock, RichTextSpan } from '../../lib/content/page-types';
import { ContentImage } from '../site/content-image';
import { isExternalHref, safeHref } from './safe-href';

function renderSpan(span: RichTextSpan, block: RichTextBlock): React.ReactNode {
  let node: React.ReactNode = span.text;
  for (const mark of span.marks ?? []) {
    if (mark === 'strong') node = <strong>{node}</strong>;
    else if (mark === 'em') node = <em>{node}</em>;
    else if (mark === 'code') node = <code>{node}</code>;
    else {
      const def = block.markDefs?.find((d) => d._key === mark);
      const href = def?._type === 'link' ? safeHref(def.href) : null;
      if (href) {
        node = isExternalHref(href) ? (
          <a href={href} rel="noopener noreferrer">
            {node}
          </a>
        ) : (
          <a href={href}>{node}</a>
        );
      }
    }
  }
  return <React.Fragment key={span._key}>{node}</React.Fragment>;
}

type Marker = { 'data-sanity'?: string };

function renderBlock(block: RichTextBlock, marker: Marker): React.ReactNode {
  const children = (block.children ?? []).map((span) => renderSpan(span, block));
  switch (block.style) {
    case 'h2':
      return <h2 key={block._key} {...marker}>{children}</h2>;
    case 'h3':
      return <h3 key={block._key} {...marker}>{children}</h3>;
    case 'h4':
      return <h4 key={block._key} {...marker}>{children}</h4>;
    case 'blockquote':
      return <blockquote key={block._key} {...marker}>{children}</blockquote>;
    default:
      return <p key={block._key} {...marker}>{children}</p>;
  }
}

/** Props of PortableText. */
export interface PortableTextProps {
  value: RichText | null | undefined;
  className?: string;
  /** Studio's click-to-edit marker of the field (preview builds only; src/components/site/edit-marker.ts). */
  editMarker?: Marker;
  /** The marker of one block by its key (the path `body:<key>`): Studio's overlay edits an array item by item. */
  blockMarker?: (key: string) => Marker;
}

/** Renders text blocks, grouping consecutive list items into <ul>/<ol>. */
export function PortableText({ value, className, editMarker, blockMarker }: PortableTextProps) {
  const marker = (key: string): Marker => blockMarker?.(key) ?? {};
  const out: React.ReactNode[] = [];
  let list: { type: 'bullet' | 'number'; items: React.ReactNode[]; key: string } | null = null;
  const flush = () => {
    if (!list) return;
    out.push(list.type === 'number' ? <ol key={list.key}>{list.items}</ol> : <ul key={list.key}>{list.items}</ul>);
    list = null;
  };
  for (const block of value ?? []) {
    if (block?._type === 'image') {
      flush();
      // Pictures inside text are never the first thing on screen: they load lazily, sized to avoid shifts.
      out.push(
        <figure key={block._key} className="rich-text__figure" {...marker(block._key)}>
          <ContentImage image={block.image} sizes="(min-width: 1024px) 24rem, 60vw" />
        </figure>,
      );
      continue;
    }
    if (block?._type !== 'block') continue;
    if (block.listItem) {
      if (!list || list.type !== block.listItem) {
        flush();
        list = { type: block.listItem, items: [], key: `list-${block._key}` };
      }
      list.items.push(<li key={block._key} {...marker(block._key)}>{(block.children ?? []).map((span) => renderSpan(span, block))}</li>);
      continue;
    }
    flush();
    out.push(renderBlock(block, marker(block._key)));
  }
  flush();
  return (
    <div className={className ?? 'rich-text'} {...editMarker}>
      {out}
    </div>
  );
}
