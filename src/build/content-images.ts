// The image data of the content images the pages show, resolved by one query of the build (no
// template has a page query): gatsbyImageData of an image is the same on every page that shows it
// (its product page, collections, listings, related products), so it is made once per build, not
// once per page. The answer is kept in the brand's Gatsby cache for re-rendering changed pages
// (scripts/build/rerender-pages.ts), which runs without Gatsby's data layer.
import { readFile, writeFile } from 'node:fs/promises';
import type { ImageData } from '../lib/content/image-data';

/** Gatsby's query for the image data of the given content paths (as every template renders them). */
export const CONTENT_IMAGES_QUERY = `
query ContentImages($paths: [String!]) {
  allFile(filter: { sourceInstanceName: { eq: "content" }, relativePath: { in: $paths } }) {
    nodes {
      relativePath
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 800, placeholder: NONE, formats: [WEBP])
      }
    }
  }
}`;

/** The result of CONTENT_IMAGES_QUERY. */
export interface ContentImagesResult {
  allFile: { nodes: { relativePath: string; childImageSharp: { gatsbyImageData: ImageData } | null }[] };
}

/** Path → image data of a CONTENT_IMAGES_QUERY result (files that are no image, such as SVGs, have none). */
export function contentImageMap(result: ContentImagesResult | undefined): Map<string, ImageData> {
  const out = new Map<string, ImageData>();
  for (const node of result?.allFile.nodes ?? []) {
    if (node.childImageSharp) out.set(node.relativePath, node.childImageSharp.gatsbyImageData);
  }
  return out;
}

/** Where a build keeps its image data, inside the brand's Gatsby cache folder. */
export const CONTENT_IMAGES_FILE = 'content-images.json';

/** Writes the build's image data (sorted by path, so the file is the same for the same images). */
export async function writeContentImages(file: string, images: ReadonlyMap<string, ImageData>): Promise<void> {
  await writeFile(file, JSON.stringify(Object.fromEntries([...images].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))));
}

/** The image data the last build kept, or null when it kept none. */
export async function readContentImages(file: string): Promise<Map<string, ImageData> | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  return text === null ? null : new Map(Object.entries(JSON.parse(text) as Record<string, ImageData>));
}
