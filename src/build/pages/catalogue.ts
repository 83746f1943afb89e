// Collection and product pages of one locale (products only in the languages they list and
// when canBeShown; path aliases render the product with the main path as canonical).
import path from 'node:path';
import type { CollectionPageContext, ProductCard, ProductPageContext } from '../../lib/content/page-types';
import { collectionPath, localizePath, productPath, toUrlSafe, withCollectionLocation, withTrailingSlash, type CollectionCrumb } from '../../lib/paths';
import { pick } from '../content-types';
import { crumbs, imagePaths, plan, type LocaleInput, type PagePlan } from '../plan';
import { productCard, productView, type ShownProduct } from '../views';

/** The first available variant of an add-on (it goes in the cart with quantity 1). */
function addOnVariant({ product }: ShownProduct): { id: string; sku: string } | null {
  if (product.requiresSellingPlan) return null;
  const variant = product.variants.find((v) => v.availableForSale);
  return variant ? { id: variant.id, sku: variant.sku } : null;
}

/** The products shown in a locale, by handle. */
export function shownProducts(input: LocaleInput, log: (message: string) => void = console.warn): Map<string, ShownProduct> {
  const catalogue = input.site.catalogues.get(input.locale.id);
  const shown = new Map<string, ShownProduct>();
  for (const doc of input.site.products) {
    if (doc.canBeShown === false) continue;
    if (doc.languages && !doc.languages.includes(input.locale.language)) continue;
    const product = doc.handle ? catalogue?.products.get(doc.handle) : undefined;
    const main = productPath(
      { handle: doc.handle, productType: doc.productType ?? product?.productType, pathPrefix: doc.pathPrefix },
      log,
    );
    if (!main || !product) continue;
    shown.set(product.handle, { doc, product, href: localizePath(input.locale.urlPath, main) });
  }
  return shown;
}

/** Collection pages: every collection of the market's catalogue that content describes. */
export function collectionPages(input: LocaleInput, shown: Map<string, ShownProduct>): PagePlan[] {
  const catalogue = input.site.catalogues.get(input.locale.id);
  if (!catalogue) return [];
  const docs = new Map(input.site.collections.map((c) => [c.handle, c]));
  const plans: PagePlan[] = [];
  for (const collection of catalogue.collections) {
    const doc = docs.get(collection.handle);
    if (!doc) continue;
    const title = pick(doc.title, input.locale.language) || collection.title;
    const description = pick(doc.description, input.locale.language) || collection.description;
    // A product whose breadcrumbs would name another collection (its type's) carries this one as its
    // collection location, so its page shows the collection it was reached from.
    const products: ProductCard[] = collection.productHandles
      .map((handle) => shown.get(handle))
      .filter((p): p is ShownProduct => Boolean(p))
      .map((p, index) => {
        const card = productCard(p, input.locale, index);
        const href = toUrlSafe(p.product.productType) === collection.handle ? card.href : withCollectionLocation(card.href, collection.handle);
        return { ...card, href, cartVariant: addOnVariant(p) };
      });
    const pagePath = collectionPath(collection.handle);
    const data: Pick<CollectionPageContext, 'collection'> = {
      collection: {
        handle: collection.handle,
        title,
        description,
        image: doc.image ? { path: doc.image.path, alt: pick(doc.image.alt, input.locale.language) || title, width: doc.image.width, height: doc.image.height } : null,
        sortOrder: doc.sortOrder ?? 'MANUAL',
        products,
      },
    };
    plans.push(
      plan(input, {
        key: `collection:${collection.handle}`,
        pagePath,
        template: 'collection',
        title,
        description,
        breadcrumbs: crumbs(input, [title, pagePath]),
        data,
        imagePaths: imagePaths(doc.image?.path, ...products.map((p) => p.image?.path)),
        share: doc.image ? { source: path.join(input.contentDir, doc.image.path), hotspot: doc.image.hotspot, alt: title } : null,
      }),
    );
  }
  return plans;
}

/** Product pages: the main path plus one page per path alias (canonical → main path). */
export function productPages(input: LocaleInput, shown: Map<string, ShownProduct>): PagePlan[] {
  const plans: PagePlan[] = [];
  const collectionTitles = new Map(
    input.site.collections.map((c) => [c.handle, pick(c.title, input.locale.language)] as const),
  );
  const catalogue = input.site.catalogues.get(input.locale.id);
  const collectionHandles = new Set(catalogue?.collections.map((c) => c.handle));
  for (const shownProduct of shown.values()) {
    const { doc, product } = shownProduct;
    const addOns = (doc.addOns ?? [])
      .map((handle) => (handle ? shown.get(handle) : undefined))
      .filter((p): p is ShownProduct => Boolean(p))
      .map((p, index) => ({ ...productCard(p, input.locale, index), cartVariant: addOnVariant(p) }));
    const view = productView(shownProduct, input.locale, input.strings, addOns, input.site.sellingPlanLabels);
    const mainPagePath = shownProduct.href.slice(input.locale.urlPath.length);
    // The product type's collection, when there is one, sits between Home and the product.
    const typeHandle = toUrlSafe(product.productType);
    const trail: [string, string | null][] = [];
    if (collectionHandles.has(typeHandle) && collectionTitles.get(typeHandle)) {
      trail.push([collectionTitles.get(typeHandle)!, collectionPath(typeHandle)]);
    }
    trail.push([view.title, mainPagePath]);
    // The collections listing the product with a page here: a collection location names one of them.
    const collections: CollectionCrumb[] = (catalogue?.collections ?? [])
      .filter((c) => c.productHandles.includes(product.handle) && collectionTitles.get(c.handle))
      .map((c) => ({ handle: c.handle, label: collectionTitles.get(c.handle)!, href: localizePath(input.locale.urlPath, collectionPath(c.handle)) }));
    const seoTitle = pick(doc.seo?.title, input.locale.language) || view.title;
    const description = pick(doc.seo?.description, input.locale.language) || view.description[0] || '';
    const firstImage = doc.images?.[0];
    const pages = [mainPagePath, ...(doc.pathAliases ?? []).map((alias) => withTrailingSlash(alias))];
    for (const pagePath of [...new Set(pages)]) {
      const isAlias = pagePath !== mainPagePath;
      const data: Pick<ProductPageContext, 'product' | 'isAlias' | 'collections'> = { product: view, isAlias, collections };
      plans.push(
        plan(input, {
          key: isAlias ? `product-alias:${product.handle}:${pagePath}` : `product:${product.handle}`,
          pagePath,
          template: 'product',
          title: seoTitle,
          description,
          breadcrumbs: crumbs(input, ...trail),
          data,
          imagePaths: imagePaths(
            ...view.images.map((i) => i.path),
            ...view.videos.map((v) => v.poster?.path),
            ...addOns.map((a) => a.image?.path),
          ),
          ogType: 'product',
          share: firstImage ? { source: path.join(input.contentDir, firstImage.path), hotspot: firstImage.hotspot, alt: view.title } : null,
          canonicalPath: isAlias ? shownProduct.href : undefined,
          inSitemap: !isAlias,
        }),
      );
    }
  }
  return plans;
}
