// Turns a brand's catalogue spec into Sanity Connect-shaped product, variant, collection and wrapper documents.
import { DICTIONARIES } from '../i18n';
import type { OptionKey } from '../i18n/types';
import { type BrandInfo, type Doc, type Language, type Localized, doc, isoDay, key, localize, ref, refItem, seeded } from '../lib/core-exports';
import { priceTable } from '../lib/prices';
import { featureSentence, kindOf, specLines } from './kinds';
import { reviewsFor } from './reviews';
import { sellingPlanGroups } from './selling-plans';
import type { CatalogueSpec, IconShape, ProductSpec, Shape } from './types';
import { VIDEO_SECONDS } from '../media/videos';

/** An image the images module must draw. */
export interface ImageJob {
  path: string;
  width: number;
  height: number;
  shape: Shape | IconShape | 'article';
  color: string;
  seed: string;
  /**
   * Products and collections: which of the drawing's variants (fill, tilt, corner mark) the picture
   * uses, so pictures of one shape still differ; other pictures are drawn plain.
   */
  look?: number;
  /** Collections: the shapes of its products drawn side by side instead of `shape` alone. */
  group?: (Shape | IconShape)[];
  /** Article images only: a product silhouette drawn in the foreground. */
  overlay?: Shape;
  overlayColor?: string;
}

/** Output of one brand's catalogue build. */
export interface CatalogueResult {
  docs: Doc[];
  images: ImageJob[];
  /** Every tag used, for the productTagsList group. */
  tags: string[];
}

const COLOR_HEX: Record<string, string> = {
  Black: '#2b2b2b', Charcoal: '#4a4f55', Navy: '#22335c', Olive: '#6b7238', Red: '#b83232', Tan: '#c49a6c',
  Grey: '#8a9096', Blue: '#3a78c2', Orange: '#e07a1f', Green: '#3f8f4f',
};

/** The colour a product picture of `color` is drawn in; a colour without one fails the generation. */
function hexOf(color: string): string {
  const hex = COLOR_HEX[color];
  if (!hex) throw new Error(`No drawing colour for the colour option "${color}": add it to COLOR_HEX`);
  return hex;
}

const SKU_CODES: Record<string, string> = {
  Black: 'BLK', Charcoal: 'CHR', Navy: 'NVY', Olive: 'OLV', Red: 'RED', Tan: 'TAN', Grey: 'GRY', Blue: 'BLU',
  Orange: 'ORG', Green: 'GRN', Small: 'SM', Medium: 'MD', Large: 'LG', Regular: 'REG', Extended: 'EXT',
  '4 ft': '4FT', '6 ft': '6FT',
};

/** SKU segment of an option value; letter sizes stand for themselves. */
function skuCode(value: string): string {
  return SKU_CODES[value] ?? value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

/** Localized label of an option value (colours and word sizes translate; letter sizes stay). */
function optionValueLabel(language: Language, name: OptionKey, value: string): string {
  const dictionary = DICTIONARIES[language];
  if (name === 'Color') return dictionary.colors[value as keyof typeof dictionary.colors] ?? value;
  return dictionary.sizes[value as keyof typeof dictionary.sizes] ?? value;
}

/** Price delta of a larger option value (sizes, widths, lengths cost a little more). */
function delta(name: OptionKey, index: number, count: number): number {
  if (name === 'Color' || name === 'Plan') return 0;
  if (name === 'Size' && count >= 5) return index >= 3 ? 5 : 0;
  return index * 10;
}

function cartesian(options: ProductSpec['options']): { values: string[]; extra: number }[] {
  let rows: { values: string[]; extra: number }[] = [{ values: [], extra: 0 }];
  for (const option of options) {
    rows = rows.flatMap((row) =>
      option.values.map((value, index) => ({
        values: [...row.values, value],
        extra: row.extra + delta(option.name, index, option.values.length),
      })),
    );
  }
  return rows;
}

/** Product image path relative to content/. */
function imagePath(brand: BrandInfo, handle: string, n: number): string {
  return `images/${brand.id}/${handle}${n === 1 ? '' : `-${n}`}.png`;
}

/** Builds every commerce document of a brand. */
export function buildCatalogue(brand: BrandInfo, spec: CatalogueSpec, withGps: boolean): CatalogueResult {
  const docs: Doc[] = [];
  const images: ImageJob[] = [];
  const tags = new Set<string>();
  const groups = sellingPlanGroups(brand, withGps);
  const productIds = new Map<string, number>();
  spec.products.forEach((product, index) => productIds.set(product.handle, 8_000_000_000_000 + brand.index * 1_000_000 + index + 1));
  const handles = new Set(productIds.keys());
  // Products drawn with the same silhouette take turns through its looks, in catalogue order.
  const looksTaken = new Map<string, number>();

  spec.products.forEach((product, index) => {
    const productId = productIds.get(product.handle)!;
    const random = seeded(`product:${product.handle}`);
    const languages = product.languages ?? [...brand.languages];
    const title = localize(brand.languages, (language) => DICTIONARIES[language].productTitle(product.line, product.noun[language]!));
    const kind = kindOf(product);
    const sentences = (language: Language): string[] => [
      (spec.copy?.[language] ?? DICTIONARIES[language]).productIntro(title[language]!, product.petType, product.plural ?? false, index),
      ...(product.extra ?? []).map((sentence) => sentence[language]!),
      ...product.features.map((feature) => featureSentence(kind, feature, language) ?? DICTIONARIES[language].features[feature]),
    ];
    // The first paragraph describes the product; each specification line follows as its own paragraph.
    const description = localize(brand.languages, (language) => [sentences(language).join(' '), ...specLines(kind, product, language)].join('\n\n'));
    const options = product.options.length ? product.options : [{ name: 'Title' as OptionKey, values: ['Default Title'] }];
    const rows = product.options.length ? cartesian(product.options) : [{ values: ['Default Title'], extra: 0 }];
    const firstColor = product.options.find((option) => option.name === 'Color')?.values[0] ?? 'Grey';
    const imageHandle = product.imageHandle ?? product.handle;
    const drawnShape = product.icon ?? product.shape;
    const look = looksTaken.get(drawnShape) ?? 0;
    if (!product.imageHandle) looksTaken.set(drawnShape, look + 1);
    const draw = (job: ImageJob) => {
      if (!product.imageHandle) images.push(job);
    };
    const mainImage = imagePath(brand, imageHandle, 1);
    draw({ path: mainImage, width: 800, height: 800, shape: drawnShape, look, color: hexOf(firstColor), seed: product.handle });
    const productImages = [mainImage];
    if (product.secondImage) {
      const second = imagePath(brand, imageHandle, 2);
      const secondColor = product.options.find((option) => option.name === 'Color')?.values[1] ?? firstColor;
      draw({ path: second, width: 800, height: 800, shape: drawnShape, look, color: hexOf(secondColor), seed: `${product.handle}-2` });
      productImages.push(second);
    }
    // One picture per colour: the first colour is the main image, the n-th colour image n (the
    // second image of a product with one is already drawn in its second colour); each variant
    // shows the picture of its colour.
    const colors = product.options.find((option) => option.name === 'Color')?.values ?? [];
    const colorImages = new Map<string, string>();
    colors.forEach((color, index) => {
      const path = index === 0 ? mainImage : imagePath(brand, imageHandle, index + 1);
      if (!productImages.includes(path)) {
        draw({ path, width: 800, height: 800, shape: drawnShape, look, color: hexOf(color), seed: `${product.handle}-${index + 1}` });
        productImages.push(path);
      }
      colorImages.set(color, path);
    });
    const colorOf = new Map([...colorImages].map(([color, path]) => [path, color]));
    const image = (path: string, n: number) => ({
      _key: key('image', path),
      path,
      alt: localize(brand.languages, (language) => {
        const color = n > 1 ? colorOf.get(path) : undefined;
        return color
          ? DICTIONARIES[language].colorImageAlt(title[language]!, optionValueLabel(language, 'Color', color))
          : DICTIONARIES[language].imageAlt(title[language]!, n);
      }),
      width: 800,
      height: 800,
      // Focal point of the silhouette, so 1200×630 share crops keep the product.
      hotspot: { x: 0.5, y: 0.48 },
    });

    const colorIndex = product.options.findIndex((option) => option.name === 'Color');
    const variantIds: number[] = [];
    const prices: number[] = [];
    rows.forEach((row, variantIndex) => {
      const variantId = 45_000_000_000_000 + brand.index * 1_000_000_000 + (index + 1) * 1000 + variantIndex + 1;
      variantIds.push(variantId);
      const price = Number((product.price + row.extra).toFixed(2));
      const compareAt = product.compareAt ? Number((product.compareAt + row.extra).toFixed(2)) : null;
      prices.push(price);
      const soldOut = product.soldOut === 'all' || (Array.isArray(product.soldOut) && product.soldOut.includes(variantIndex));
      const quantity = soldOut ? 0 : 4 + Math.floor(random() * 60);
      const skuParts = row.values.filter((value) => value !== 'Default Title').map(skuCode);
      docs.push(
        doc(`shopifyProductVariant-${variantId}`, 'productVariant', {
          brand: brand.id,
          store: {
            id: variantId,
            gid: `gid://shopify/ProductVariant/${variantId}`,
            productId,
            productGid: `gid://shopify/Product/${productId}`,
            sku: [spec.skuPrefix, String(index + 1).padStart(3, '0'), ...skuParts].join('-'),
            title: row.values.join(' / '),
            option1: row.values[0] ?? null,
            option2: row.values[1] ?? null,
            option3: row.values[2] ?? null,
            price,
            compareAtPrice: compareAt,
            prices: priceTable(price, compareAt),
            inventory: { isAvailable: quantity > 0 || Boolean(product.continueSelling), policy: product.continueSelling ? 'CONTINUE' : 'DENY', management: 'SHOPIFY', quantity },
            requiresShipping: product.requiresShipping ?? true,
            weightGrams: product.weightGrams,
            previewImageUrl: colorImages.get(row.values[colorIndex] ?? '') ?? mainImage,
            status: 'active',
            metafields: product.autoship
              ? [{ _key: key('metafield', variantId), namespace: 'custom', key: 'subscription_frequency', type: 'number_integer', value: String(1 + Math.floor(random() * 3)) }]
              : [],
          },
        }),
      );
    });

    for (const tag of product.tags) tags.add(tag);
    const planRefs = [
      ...(product.autoship ? [refItem(groups.autoship._id)] : []),
      ...(product.requiresSellingPlan && groups.gps ? [refItem(groups.gps._id)] : []),
    ];
    docs.push(
      doc(`shopifyProduct-${productId}`, 'product', {
        brand: brand.id,
        store: {
          id: productId,
          gid: `gid://shopify/Product/${productId}`,
          title: title.en,
          slug: { _type: 'slug', current: product.handle },
          productType: product.productType,
          vendor: brand.name,
          tags: product.tags,
          status: 'active',
          options: options.map((option) => ({ _key: key('option', product.handle, option.name), name: option.name, values: option.values })),
          descriptionHtml: [...sentences('en'), ...specLines(kind, product, 'en')].map((sentence) => `<p>${sentence}</p>`).join(''),
          previewImageUrl: mainImage,
          priceRange: { minVariantPrice: Math.min(...prices), maxVariantPrice: Math.max(...prices) },
          variants: variantIds.map((id) => refItem(`shopifyProductVariant-${id}`)),
          isDeleted: false,
          createdAt: isoDay('2025-01-06', index * 5),
          requiresSellingPlan: product.requiresSellingPlan ?? false,
          sellingPlanGroups: planRefs,
        },
        title,
        description,
        optionLabels: product.options.map((option) => ({
          _key: key('optionLabel', product.handle, option.name),
          option: option.name,
          name: localize(brand.languages, (language) => DICTIONARIES[language].options[option.name]),
          values: option.values.map((value) => ({
            _key: key('optionValue', product.handle, option.name, value),
            value,
            label: localize(brand.languages, (language) => optionValueLabel(language, option.name, value)),
          })),
        })),
        languages,
        canBeShown: product.canBeShown ?? true,
        availability: product.availability ?? 'available',
        ...(product.pathPrefix !== undefined ? { pathPrefix: product.pathPrefix } : {}),
        ...(product.pathAliases ? { pathAliases: product.pathAliases } : {}),
        images: productImages.map((path, n) => image(path, n + 1)),
        videos: product.video
          ? [{
              _key: key('video', product.handle),
              title: localize(brand.languages, (language) => DICTIONARIES[language].videoTitle(title[language]!)),
              poster: image(mainImage, 1),
              // Shipped with the dataset (scripts/content/media): a short WebM and captions per language;
              // numbered copies of a product (build benchmarks) share its files as they share its images.
              src: `media/${brand.id}/${imageHandle}.webm`,
              // The draw keeps the random sequence of every later field unchanged.
              durationSeconds: random() >= 0 ? VIDEO_SECONDS : VIDEO_SECONDS,
              captions: brand.languages.map((language) => ({
                _key: key('captions', product.handle, language),
                language,
                src: `media/${brand.id}/${imageHandle}.${language}.vtt`,
              })),
            }]
          : [],
        reviews: reviewsFor(product.handle, kind, languages, product.tags, product.reviewRatings),
        addOns: (product.addOns ?? []).map((handle) => {
          if (!handles.has(handle)) throw new Error(`Add-on ${handle} of ${product.handle} is not a ${brand.id} product`);
          return refItem(`shopifyProduct-${productIds.get(handle)}`);
        }),
        seo: {
          title: localize(brand.languages, (language) => `${title[language]} | ${brand.name}`),
          description: localize(brand.languages, (language) => DICTIONARIES[language].productSeo(title[language]!, brand.name)),
        },
        petType: product.petType,
      }),
    );
    docs.push(
      doc(`globalProduct-${brand.id}-${product.handle}`, 'globalProduct', {
        brand: brand.id,
        title: title.en,
        product: ref(`shopifyProduct-${productId}`),
        store: {
          slug: { _type: 'slug', current: product.handle },
          variants: variantIds.map((id) => refItem(`shopifyProductVariant-${id}`)),
        },
      }),
    );
  });

  docs.push(groups.autoship);
  if (groups.gps) docs.push(groups.gps);

  spec.collections.forEach((collection, index) => {
    const collectionId = 470_000_000_000 + brand.index * 1_000_000 + index + 1;
    const imagePathValue = `images/${brand.id}/collection-${collection.handle}.png`;
    const first = spec.products.find((product) => product.handle === collection.products[0]);
    // Up to three of the shapes its products are drawn with, so each collection's picture is its own.
    const group = [...new Set(collection.products.map((handle) => spec.products.find((product) => product.handle === handle)).map((product) => product && (product.icon ?? product.shape)))]
      .filter((shape): shape is Shape | IconShape => shape !== undefined)
      .slice(0, 3);
    images.push({ path: imagePathValue, width: 1200, height: 630, shape: first?.shape ?? 'article', group, look: index, color: brand.colors.secondary, seed: `collection:${collection.handle}` });
    const description: Localized = localize(brand.languages, (language) => (spec.copy?.[language] ?? DICTIONARIES[language]).collectionText(collection.title[language]!, brand.name));
    docs.push(
      doc(`shopifyCollection-${collectionId}`, 'collection', {
        brand: brand.id,
        store: {
          id: collectionId,
          gid: `gid://shopify/Collection/${collectionId}`,
          title: collection.title.en,
          slug: { _type: 'slug', current: collection.handle },
          descriptionHtml: `<p>${description.en}</p>`,
          sortOrder: collection.sortOrder,
          products: collection.products.map((handle) => {
            const id = productIds.get(handle);
            if (!id) throw new Error(`Collection ${collection.handle} lists unknown product ${handle}`);
            return refItem(`shopifyProduct-${id}`);
          }),
          createdAt: isoDay('2025-01-02', index * 3),
        },
        title: collection.title,
        description,
        image: {
          _key: key('image', imagePathValue),
          path: imagePathValue,
          alt: collection.title,
          width: 1200,
          height: 630,
        },
      }),
      doc(`globalProductCollection-${brand.id}-${collection.handle}`, 'globalProductCollection', {
        brand: brand.id,
        collection: ref(`shopifyCollection-${collectionId}`),
        store: { title: collection.title.en, slug: { _type: 'slug', current: collection.handle } },
      }),
    );
  });

  return { docs, images, tags: [...tags].sort() };
}
