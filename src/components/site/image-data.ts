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

/** Builds the path → image data map from a template's page query result. */
export function imageMapFrom(data: ContentImagesQuery | undefined): ImageDataMap {
  const map: ImageDataMap = {};
  for (const node of data?.allFile?.nodes ?? []) {
    if (node.childImageSharp) map[node.relativePath] = node.childImageSharp.gatsbyImageData;
  }
  return map;
}
