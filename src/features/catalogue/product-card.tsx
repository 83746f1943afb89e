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
  eager?: boolean;
}

/** One product card linking to the product page. */
export function ProductCard({ product, headingLevel = 'h2', eager }: ProductCardProps) {
  const t = useT();
  const Heading = headingLevel;
  const state = availabilityState(product.availability, product.availableForSale);
  return (
    <article className="card">
      <Link to={product.href}>
        <ContentImage image={product.image} sizes="(min-width: 1024px) 33vw, (min-width: 480px) 50vw, 100vw" eager={eager} decorative />
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
}

/** A responsive grid of product cards. */
export function ProductGrid({ products, headingLevel, label }: ProductGridProps) {
  return (
    <ul className="grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}
