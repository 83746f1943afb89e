// Builds every document and image job in memory (no file writes), so tests can call it directly.
import type { ImageJob } from './catalogue/build';
import { buildCatalogue } from './catalogue/build';
import { homingCatalogue } from './catalogue/homing';
import { trailmateCatalogue } from './catalogue/trailmate';
import type { CatalogueSpec } from './catalogue/types';
import { catalogueOfSize, scaleCatalogue } from './catalogue/scale';
import { yardwiseCatalogue } from './catalogue/yardwise';
import { kindOf } from './catalogue/kinds';
import { type ProductInfo, buildEditorial } from './editorial/build';
import { buildManuals } from './editorial/manuals';
import { buildSharedPages } from './editorial/shared';
import { buildDealers, buildTrainingVideos } from './editorial/yardwise-services';
import { buildFlags } from './flags';
import { BRANDS, type BrandId, type Doc, type Language, type Localized, slugify } from './lib/core-exports';
import type { MediaFile } from './media/videos';
import { brandSettingsDocs, storeDocs } from './stores';
import { buildTranslations } from './translations';

/** Catalogue spec of each brand. */
export const CATALOGUES: Record<BrandId, CatalogueSpec> = {
  trailmate: trailmateCatalogue,
  yardwise: yardwiseCatalogue,
  homing: homingCatalogue,
};

/** Everything the generator writes. */
export interface Content {
  /** File name (relative to content/) → documents, in write order. */
  files: Map<string, Doc[]>;
  images: Map<BrandId, ImageJob[]>;
  flags: ReturnType<typeof buildFlags>;
  /** The product manuals (PDF) of each brand, written to `content/media/<brand>/` beside its videos. */
  manuals: Map<BrandId, MediaFile[]>;
}

/** Site-relative product page path per the site map (pathPrefix, else the url-safe product type). */
export function productPath(handle: string, productType: string, pathPrefix?: string): string {
  if (pathPrefix !== undefined) return pathPrefix === '' ? `/${handle}/` : `/${pathPrefix.replace(/^\/|\/$/g, '')}/${handle}/`;
  return `/${slugify(productType)}/${handle}/`;
}

/**
 * Builds all documents; `scale` multiplies every catalogue, `products` sets each brand's catalogue to
 * that many products (benchmarks only, never committed).
 */
export async function buildContent(stringsDir: string, options: { scale?: number; products?: number } = {}): Promise<Content> {
  const files = new Map<string, Doc[]>();
  const images = new Map<BrandId, ImageJob[]>();
  const tagsByBrand = new Map<BrandId, string[]>();
  const manuals = new Map<BrandId, MediaFile[]>();
  files.set('stores.ndjson', storeDocs());
  files.set('brands.ndjson', brandSettingsDocs());
  for (const brand of BRANDS) {
    const spec = options.products ? catalogueOfSize(CATALOGUES[brand.id], options.products) : scaleCatalogue(CATALOGUES[brand.id], options.scale ?? 1);
    const catalogue = buildCatalogue(brand, spec, brand.id === 'homing');
    files.set(`catalogue-${brand.id}.ndjson`, catalogue.docs);
    tagsByBrand.set(brand.id, catalogue.tags);
    const products = new Map<string, ProductInfo>();
    for (const d of catalogue.docs) {
      if (d._type !== 'product') continue;
      const store = d.store as { slug: { current: string }; productType: string };
      const shape = spec.products.find((p) => p.handle === store.slug.current)!.shape;
      products.set(store.slug.current, {
        handle: store.slug.current,
        shape,
        title: d.title as Localized,
        path: productPath(store.slug.current, store.productType, d.pathPrefix as string | undefined),
        productType: store.productType,
        kind: kindOf(spec.products.find((p) => p.handle === store.slug.current)!),
        bestseller: ((d.store as { tags?: string[] }).tags ?? []).includes('bestseller'),
        description: d.description as Localized,
        languages: d.languages as Language[],
        available: d.availability === 'available' && d.canBeShown !== false,
        reviews: (d.reviews ?? []) as ProductInfo['reviews'],
        image: ((d.images ?? []) as NonNullable<ProductInfo['image']>[])[0],
      });
    }
    const editorial = buildEditorial(brand, products, spec.collections.map((collection) => collection.handle));
    const training = brand.id === 'yardwise' ? buildTrainingVideos(brand) : { docs: [], images: [] };
    const manual = buildManuals(brand, spec, catalogue.docs, (handle) => kindOf(spec.products.find((p) => p.handle === handle)!));
    manuals.set(brand.id, manual.files);
    files.set(`editorial-${brand.id}.ndjson`, [...editorial.docs, ...training.docs, ...manual.docs]);
    images.set(brand.id, [...catalogue.images, ...editorial.images, ...training.images]);
    if (brand.id === 'yardwise') files.set('dealers.ndjson', buildDealers(brand));
  }
  files.set('editorial-shared.ndjson', buildSharedPages());
  files.set('translations.ndjson', await buildTranslations(stringsDir, tagsByBrand));
  return { files, images, flags: buildFlags(), manuals };
}
