// A product in a grid: image, title, price and an availability badge when it cannot be bought.
import { Link } from 'gatsby';
import React from 'react';
import type { ProductCard as ProductCardData } from '../../lib/content/page-types';
import { ContentImage } from '../../components/site/content-image';
import { useT } from '../../components/site/site-provider';
import { availabilityState, STATE_LABEL_KEYS } from './availability';
import { Price } from './price';

/** Props of ProductCard. */
export interface ProductCardProps {
  product: ProductCardData;
  headingLevel?: 'h2' | 'h3';
  /** The first card of a grid that leads the page: its image is the page's priority image. */
  priority?: boolean;
}

/** One product card linking to the product page. */
export function ProductCard({ product, headingLevel = 'h2', priority }: ProductCardProps) {
  const t = useT();
  const Heading = headingLevel;
  const state = availabilityState(product.availability, product.availableForSale);
  return (
    <article className="card">
      <Link to={product.href}>
        <ContentImage image={product.image} sizes="(min-width: 1024px) 33vw, (min-width: 480px) 50vw, 100vw" priority={priority} decorative />
        <Heading>{product.title}</Heading>
      </Link>
      <Price price={product.price} compareAtPrice={product.compareAtPrice} from={product.maxPrice.amount !== product.price.amount} />
      {state !== 'inStock' ? <span className="badge">{t(STATE_LABEL_KEYS[state])}</span> : null}
    </article>
  );
}

/** Props of ProductGrid. */
export interface ProductGridProps {
  products: ProductCardData[];
  headingLevel?: 'h2' | 'h3';
  label?: string;
  /**
   * The grid leads the page (a collection, search results): its first image is fetched first with
   * high priority. Grids further down (home sections, an article's products) load every image lazily.
   */
  leading?: boolean;
}

/** A responsive grid of product cards. */
export function ProductGrid({ products, headingLevel, label, leading = false }: ProductGridProps) {
  return (
    <ul className="grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} priority={leading && index === 0} />
        </li>
      ))}
    </ul>
  );
}
