// The media files (product videos and their captions) of one brand, from the generator's output.
import type { BrandId } from '../lib/core-exports';
import { brandInfo } from '../lib/core-exports';
import type { buildContent } from '../build-content';
import { type MediaFile, type VideoDocLike, renderBrandMedia } from './videos';

type Content = Awaited<ReturnType<typeof buildContent>>;

/** Renders every video and captions file the brand's product documents name. */
export async function brandMedia(content: Content, brand: BrandId): Promise<MediaFile[]> {
  const products = (content.files.get(`catalogue-${brand}.ndjson`) ?? [])
    .filter((d) => d._type === 'product')
    .map((d) => d as unknown as { title: Record<string, string>; videos?: VideoDocLike[] | null });
  return renderBrandMedia(products, content.images.get(brand) ?? [], brandInfo(brand));
}
