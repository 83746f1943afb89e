// The media files (product and training videos and their captions, product manuals) of one brand, from the generator's output.
import type { BrandId } from '../lib/core-exports';
import { brandInfo } from '../lib/core-exports';
import type { buildContent } from '../build-content';
import { type MediaFile, type TrainingVideoDocLike, type VideoDocLike, renderBrandMedia, renderTrainingMedia } from './videos';

type Content = Awaited<ReturnType<typeof buildContent>>;

/** Renders every video and captions file the brand's product and training video documents name, and its manuals. */
export async function brandMedia(content: Content, brand: BrandId): Promise<MediaFile[]> {
  const products = (content.files.get(`catalogue-${brand}.ndjson`) ?? [])
    .filter((d) => d._type === 'product')
    .map((d) => d as unknown as { title: Record<string, string>; videos?: VideoDocLike[] | null });
  const training = (content.files.get(`editorial-${brand}.ndjson`) ?? [])
    .filter((d) => d._type === 'trainingVideo')
    .map((d) => d as unknown as TrainingVideoDocLike);
  const jobs = content.images.get(brand) ?? [];
  return [
    ...(await renderBrandMedia(products, jobs, brandInfo(brand))),
    ...(await renderTrainingMedia(training, jobs, brandInfo(brand))),
    ...(content.manuals.get(brand) ?? []),
  ];
}
