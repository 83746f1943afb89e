// Click-to-edit markers for Studio's Presentation tool, in preview builds only. The previewer builds
// previews with GATSBY_SANITY_VISUAL_EDITING=1 (scripts/preview/previewer.ts); Gatsby replaces the
// variable by its value in the server renderer and the browser bundle, so a public build renders no
// marker. A marker is the `data-sanity` attribute Sanity's visual editing reads (the encoding of
// @sanity/visual-editing's createDataAttribute: the published document id, its type and the field's
// path): the overlay script the preview pages load (studio/overlay/visual-editing.ts) outlines the
// element and, clicked, opens that field in Studio beside the preview.

/** True in a preview build that carries click-to-edit markers. */
export const EDIT_MARKERS = process.env.GATSBY_SANITY_VISUAL_EDITING === '1';

/**
 * The `data-sanity` attribute of one field of a lake document (none in a public build, or without an
 * id). `path` is written as the attribute carries it: fields joined by dots (`title.en`), an array item
 * by its key after a colon (`body:3f2a`, the block `body[_key=="3f2a"]`).
 */
export function editMarker(id: string | null | undefined, type: string, path: string): { 'data-sanity'?: string } {
  if (!EDIT_MARKERS || !id) return {};
  return { 'data-sanity': `id=${id.replace(/^drafts\./, '')};type=${type};path=${path};base=%2F` };
}

/** The lake id of a product from its Storefront gid (`gid://shopify/Product/7000001` → `shopifyProduct-7000001`), as Sanity Connect names them. */
export function productDocumentId(gid: string): string | null {
  const match = /^gid:\/\/shopify\/Product\/(\d+)$/.exec(gid);
  return match ? `shopifyProduct-${match[1]}` : null;
}
