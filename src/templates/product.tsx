// Product detail template: gallery, options, price, availability button, description, video
// lockups, add-ons (product modal) and reviews.
import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import type { ProductPageContext } from '../lib/content/page-types';
import { ContentImage } from '../components/site/content-image';
import { imageMapFrom, type ContentImagesQuery } from '../components/site/image-data';
import { makeT } from '../components/site/site-provider';
import { TemplateHead } from '../components/site/template-head';
import { Layout } from '../features/layout/layout';
import { AddOns } from '../features/product/add-ons';
import { BuyBox } from '../features/product/buy-box';
import { Reviews } from '../features/product/reviews';
import { VideoLockups } from '../features/product/video-lockups';

/** A product page (main path or alias). */
export default function ProductTemplate({ pageContext, data }: PageProps<ContentImagesQuery, ProductPageContext>) {
  const { product, site } = pageContext;
  const t = makeT(site.strings);
  const [first, ...rest] = product.images;
  return (
    <Layout site={site} breadcrumbs={pageContext.breadcrumbs} images={imageMapFrom(data)}>
      <div className="product">
        <div className="product__gallery" aria-label={t('productImages')} role="group">
          <ContentImage image={first ?? null} eager sizes="(min-width: 768px) 50vw, 100vw" />
          {rest.map((image) => (
            <ContentImage key={image.path} image={image} sizes="(min-width: 768px) 25vw, 50vw" />
          ))}
        </div>
        <div>
          <h1>{product.title}</h1>
          <BuyBox product={product} />
          {product.requiresSellingPlan && site.strings.servicePlanRequired ? <p className="note">{t('servicePlanRequired')}</p> : null}
          <div className="rich-text">
            {product.description.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </div>
      </div>
      <VideoLockups videos={product.videos} />
      <AddOns products={product.addOns} />
      <Reviews reviews={product.reviews} averageRating={product.averageRating} />
    </Layout>
  );
}

export const Head = TemplateHead;

export const query = graphql`
  query ($imagePaths: [String!]) {
    allFile(filter: { sourceInstanceName: { eq: "content" }, relativePath: { in: $imagePaths } }) {
      nodes {
        ...ContentImageFile
      }
    }
  }
`;
