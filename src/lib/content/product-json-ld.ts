// The Product JSON-LD of a product page, made in its head from the product in its context (its own
// module, so only the product template's chunk carries it).
import type { ProductView } from './page-types';

const AVAILABILITY = {
  inStock: 'https://schema.org/InStock',
  outOfStock: 'https://schema.org/OutOfStock',
  comingSoon: 'https://schema.org/PreOrder',
  discontinued: 'https://schema.org/Discontinued',
};

/** The Product JSON-LD with one offer per variant. */
export function productJsonLd(product: ProductView, pageUrl: string, imageUrl: string, brandName: string): Record<string, unknown> {
  const availability = (available: boolean) =>
    product.availability === 'discontinued'
      ? AVAILABILITY.discontinued
      : product.availability === 'comingSoon'
        ? AVAILABILITY.comingSoon
        : available
          ? AVAILABILITY.inStock
          : AVAILABILITY.outOfStock;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description.join(' '),
    image: [imageUrl],
    sku: product.variants[0]?.sku,
    brand: { '@type': 'Brand', name: product.vendor || brandName },
    url: pageUrl,
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      sku: variant.sku,
      name: variant.title || product.title,
      price: variant.price.amount,
      priceCurrency: variant.price.currencyCode,
      availability: availability(variant.availableForSale),
      url: pageUrl,
    })),
    ...(product.averageRating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.averageRating,
            reviewCount: product.reviews.length,
          },
          review: product.reviews.slice(0, 10).map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.author },
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5 },
            name: r.title,
            reviewBody: r.body,
            datePublished: r.date,
          })),
        }
      : {}),
  };
}
