// Article metadata (spec §3, Brand configuration): arbitrary keys plus a tag list. The brand's
// settings give every article of the brand its defaults; a post adds its own keys (a post's key
// replaces the brand's of the same name) and tags. The head renders each key as an Open Graph
// `article:<key>` meta tag and each tag as `article:tag`, as attribute values only: nothing from
// content reaches the page as HTML.

/** One metadata entry as content writes it. */
export interface ArticleMetaEntryDoc {
  key?: string | null;
  value?: string | null;
}

/** Article metadata as content writes it (brand settings' `articleMetadata`; a post's `metadata` and `tags`). */
export interface ArticleMetadataDoc {
  entries?: (ArticleMetaEntryDoc | null)[] | null;
  tags?: (string | null)[] | null;
}

/** One metadata entry of a page: `article:<key>` with `value`. */
export interface ArticleMetaEntry {
  key: string;
  value: string;
}

/** The article metadata of a page. */
export interface ArticleMetadata {
  entries: ArticleMetaEntry[];
  tags: string[];
}

/** A key the head can name a meta property by: lowercase letters, digits, `_`, `-`, `.` and `:`. */
const KEY = /^[a-z][a-z0-9_.:-]{0,63}$/;
/** Keys the head writes itself from the page (published time, the tag list). */
const RESERVED = new Set(['published_time', 'tag']);
/** The longest value or tag kept. */
const MAX_VALUE = 300;

/** Plain one-line text: control characters removed, white space collapsed, trimmed and shortened. */
function plain(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_VALUE);
}

/** A content key as the head's key, or null when it cannot name a meta property or is the head's own. */
export function metaKey(key: unknown): string | null {
  const normalized = plain(key).toLowerCase().replace(/^article:/, '');
  return KEY.test(normalized) && !RESERVED.has(normalized) ? normalized : null;
}

/**
 * The metadata of an article: the brand's entries with the post's over them (a key keeps its first
 * place), then the brand's tags and the post's, de-duplicated regardless of case. Entries whose key
 * cannot name a meta property, or whose value is empty, are left out.
 */
export function articleMetadata(...sources: (ArticleMetadataDoc | null | undefined)[]): ArticleMetadata {
  const entries = new Map<string, string>();
  const tags = new Map<string, string>();
  for (const source of sources) {
    for (const entry of source?.entries ?? []) {
      const key = metaKey(entry?.key);
      const value = plain(entry?.value);
      if (key && value) entries.set(key, value);
    }
    for (const tag of source?.tags ?? []) {
      const text = plain(tag);
      if (text && !tags.has(text.toLowerCase())) tags.set(text.toLowerCase(), text);
    }
  }
  return { entries: [...entries].map(([key, value]) => ({ key, value })), tags: [...tags.values()] };
}
