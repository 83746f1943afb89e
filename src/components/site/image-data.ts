// Image data from the page query (gatsby-transformer-sharp's gatsbyImageData), by content path.

/** The subset of gatsbyImageData the ContentImage component reads. */
export interface ImageData {
  width: number;
  height: number;
  images: {
    fallback?: { src: string; srcSet?: string; sizes?: string };
    sources?: { srcSet: string; type: string; sizes?: string }[];
  };
}

/** Content-relative image path → image data. */
export type ImageDataMap = Record<string, ImageData>;

/** Shape of `allFile` in every template's page query. */
export interface ContentImagesQuery {
  allFile?: { nodes: { relativePath: string; childImageSharp: { gatsbyImageData: ImageData } | null }[] };
}

// One map per query result: a template rendered again with the same data hands the same map down,
// so the page's context value does not change (a change would make React hydrate every part of the
// page at once instead of in slices).
const maps = new WeakMap<object, ImageDataMap>();
const EMPTY: ImageDataMap = {};

/** Builds the path → image data map from a template's page query result (the same map for the same result). */
export function imageMapFrom(data: ContentImagesQuery | undefined): ImageDataMap {
  if (!data) return EMPTY;
  const known = maps.get(data);
  if (known) return known;
  const map: ImageDataMap = {};
  for (const node of data?.allFile?.nodes ?? []) {
    if (node.childImageSharp) map[node.relativePath] = node.childImageSharp.gatsbyImageData;
  }
  maps.set(data, map);
  return map;
}
