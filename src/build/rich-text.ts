// Rich text from content, checked and reshaped for templates: only text blocks and content images survive, every
// link must be safe (https, mailto, tel or a site path) or the build fails, and site paths get
// the locale prefix and trailing slash.
import type { RichText, RichTextBlock, RichTextImage } from '../lib/content/page-types';
import { internalLinkPath, isSafeHref, isSameOriginPath, localizePath } from '../lib/paths';
import type { PortableBlock } from './content-types';

/** Thrown for a rich-text link that must not reach a page. */
export class UnsafeLinkError extends Error {}

const STYLES = new Set(['normal', 'h2', 'h3', 'h4', 'blockquote']);

/** The href a rich-text link renders with in a locale; throws UnsafeLinkError for unsafe links. */
export function richTextHref(href: string | undefined, urlPath: string, where: string): { href: string; external: boolean } {
  const trimmed = (href ?? '').trim();
  if (!isSafeHref(trimmed)) throw new UnsafeLinkError(`Unsafe link "${trimmed}" in ${where}: only https:, mailto:, tel: and site paths are allowed.`);
  if (isSameOriginPath(trimmed)) {
    const [pathPart = '', hash] = trimmed.split('#');
    const localized = localizePath(urlPath, internalLinkPath(pathPart));
    return { href: hash ? `${localized}#${hash}` : localized, external: false };
  }
  return { href: trimmed, external: trimmed.startsWith('https:') };
}

/** Portable Text → the RichText of page-types, for one locale. */
export function toRichText(blocks: PortableBlock[] | null | undefined, urlPath: string, where: string): RichText {
  const out: (RichTextBlock | RichTextImage)[] = [];
  for (const block of blocks ?? []) {
    if (block._type === 'image' && block.path && /^images\/[\w./-]+$/.test(block.path) && !block.path.includes('..')) {
      out.push({ _key: block._key, _type: 'image', image: { path: block.path, alt: block.alt ?? '', width: block.width ?? 800, height: block.height ?? 800 } });
      continue;
    }
    if (block._type !== 'block') continue;
    const markDefs = (block.markDefs ?? [])
      .filter((def) => def._type === 'link')
      .map((def) => ({ _key: def._key, _type: 'link' as const, ...richTextHref(def.href, urlPath, where) }));
    const known = new Set(markDefs.map((d) => d._key));
    out.push({
      _key: block._key,
      _type: 'block',
      style: STYLES.has(block.style ?? 'normal') ? (block.style ?? 'normal') : 'normal',
      ...(block.listItem === 'bullet' || block.listItem === 'number' ? { listItem: block.listItem, level: block.level ?? 1 } : {}),
      children: (block.children ?? [])
        .filter((child) => child._type === 'span')
        .map((child) => ({
          _key: child._key,
          _type: 'span' as const,
          text: child.text ?? '',
          marks: (child.marks ?? []).filter((m) => known.has(m) || m === 'strong' || m === 'em' || m === 'code'),
        })),
      markDefs,
    });
  }
  return out;
}

/** The text blocks of rich text (images left out). */
export function textBlocks(blocks: RichText): RichTextBlock[] {
  return blocks.filter((b): b is RichTextBlock => b._type === 'block');
}

/** The plain text of rich text (descriptions, JSON-LD). */
export function plainText(blocks: RichText): string {
  return textBlocks(blocks).map((b) => b.children.map((c) => c.text).join('')).join('\n\n');
}

/** Content paths of the images inside rich text (their image data comes with the page, src/build/content-images.ts). */
export function richTextImagePaths(blocks: RichText): string[] {
  return blocks.flatMap((b) => (b._type === 'image' ? [b.image.path] : []));
}
