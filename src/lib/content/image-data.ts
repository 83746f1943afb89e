// Image data of content images (gatsby-transformer-sharp's gatsbyImageData), by content path: made
// once per build for every image a page shows (gatsby-node.ts) and handed to each page in its context.

/** The subset of gatsbyImageData the ContentImage component reads. */
export interface ImageData {
  width: number;
  height: number;
  images: {
    fallback?: { src: string; srcSet?: string; sizes?: string };
    sources?: { srcSet: string; type: string; sizes?: string }[];
  };
}

/** Content-relative image path (ImageRef.path) → image data. */
export type ImageDataMap = Record<string, ImageData>;

/**
 * The image data of `paths` out of `all`, in path order (so a page's data is the same from one build to
 * the next whatever order its planner listed them in); a path without data is left out.
 */
export function imagesOf(all: ReadonlyMap<string, ImageData>, paths: readonly string[]): ImageDataMap {
  const out: ImageDataMap = {};
  for (const p of [...paths].sort()) {
    const data = all.get(p);
    if (data) out[p] = data;
  }
  return out;
}
