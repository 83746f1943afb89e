// Product detail template: gallery, options, price, availability button, description, video
// lockups, add-ons (product modal) and reviews.
import type { HeadProps, PageProps } from 'gatsby';
import React, { Suspense, startTransition, useEffect, useState } from 'react';
import type { ImageRef, ProductPageContext } from '../lib/content/page-types';
import { builtContext, type StoredContext } from '../lib/content/stored-context';
import { imagePreload } from '../components/site/content-image';
import { makeT } from '../components/site/site-provider';
import { TemplateHead } from '../components/site/template-head';
import { productJsonLd } from '../lib/content/product-json-ld';
import { Layout } from '../compositions/layout/layout';
import { AddOns } from '../features/product/add-ons';
import { BuyBox } from '../features/product/buy-box';
import { BackInStockIsland } from '../features/forms/form-islands';
import { ProductGallery } from '../features/product/product-gallery';
import { Reviews } from '../features/product/reviews';
import { VideoLockups } from '../features/product/video-lockups';
import { collectionLocation, withCollectionCrumb } from '../lib/paths/collection-location';
import { editMarker, productDocumentId } from '../components/site/edit-marker';

/** `sizes` of the main product image (its preload uses the same). */
const MAIN_IMAGE_SIZES = '(min-width: 768px) 50vw, 100vw';

/** A product page (main path or alias). */
export default function ProductTemplate({ pageContext }: PageProps<object, ProductPageContext>) {
  const { product, site } = pageContext;
  const t = makeT(site);
  // Preview builds only: which document and field Studio opens when the editor clicks the title or description.
  const documentId = productDocumentId(product.id);
  // The chosen variant's picture becomes the gallery's main picture once the shopper picks another option (a colour).
  const [chosen, setChosen] = useState<ImageRef | null>(null);
  // A product reached from a collection (its collection location) names that collection in its breadcrumbs.
  const [breadcrumbs, setBreadcrumbs] = useState(pageContext.breadcrumbs);
  useEffect(() => {
    const location = collectionLocation(window.location.pathname, window.location.search);
    // As transitions, as is the picture below: an update React must apply before the page's hydration
    // boundaries have hydrated would make it drop their server HTML and render them again (error 421).
    startTransition(() => setBreadcrumbs(withCollectionCrumb(pageContext.breadcrumbs, location, pageContext.collections ?? [])));
  }, [pageContext.breadcrumbs, pageContext.collections]);
  return (
    <Layout site={site} breadcrumbs={breadcrumbs} images={pageContext.images}>
      {/* Hydration boundaries: the gallery, the buy box, the videos, the add-ons and the reviews
          hydrate one after another in slices that yield to the browser (see Layout). */}
      <div className="product">
        {/* The name comes first so a phone shows it above the picture; wider screens place it beside. */}
        <h1 className="product__title" {...editMarker(documentId, 'product', `title.${site.locale.language}`)}>
          {product.title}
        </h1>
        <Suspense fallback={null}>
          <ProductGallery className="product__gallery" images={product.images} chosen={chosen} sizes={MAIN_IMAGE_SIZES} />
        </Suspense>
        <div className="product__details">
          <Suspense fallback={null}>
            <BuyBox
              product={product}
              onVariantChange={(variant) => startTransition(() => setChosen(variant?.image ?? null))}
              backInStock={(variantId) => <BackInStockIsland variantId={variantId} />}
            />
          </Suspense>
          {product.requiresSellingPlan && site.strings.servicePlanRequired ? <p className="note">{t('servicePlanRequired')}</p> : null}
          <div className="rich-text" {...editMarker(documentId, 'product', `description.${site.locale.language}`)}>
            {product.description.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </div>
      </div>
      <Suspense fallback={null}>
        <VideoLockups videos={product.videos} />
      </Suspense>
      <Suspense fallback={null}>
        <AddOns products={product.addOns} />
      </Suspense>
      <Suspense fallback={null}>
        <Reviews reviews={product.reviews} averageRating={product.averageRating} />
      </Suspense>
    </Layout>
  );
}

/** The product's <head>, with its main image preloaded. */
export function Head({ pageContext }: HeadProps<object, StoredContext<'product'>>) {
  const { product, images, seo } = builtContext(pageContext);
  const preload = imagePreload(product.images[0], images, MAIN_IMAGE_SIZES);
  return (
    <TemplateHead
      pageContext={pageContext}
      preload={preload}
      jsonLd={(brandName) => [productJsonLd(product, seo.canonical, seo.image.url, brandName)]}
    />
  );
}
