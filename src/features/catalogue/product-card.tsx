// A product in a grid: image, title, price and an availability badge when it cannot be bought.
import { Link } from 'gatsby';
import React, { useEffect } from 'react';
import type { ProductCard as ProductCardData } from '../../lib/content/page-types';
import { ContentImage } from '../../components/site/content-image';
import { useT } from '../../components/site/site-provider';
import { availabilityState, STATE_LABEL_KEYS } from '../../lib/catalogue/availability';
import { Price } from '../../components/ui/price';
import { trackEcommerce } from '../../lib/analytics/track';
import type { TrackedItemInput } from '../../lib/analytics/items';

/** A list of products as tracked (item_list_id, item_list_name). */
export interface TrackedList {
  id: string;
  name: string;
}

function cardItem(product: ProductCardData): TrackedItemInput {
  return { sku: product.sku, productTitle: product.title, productType: product.productType, vendor: product.vendor, variantTitle: null, price: product.price };
}

function listExtra(list: TrackedList, index?: number): Record<string, unknown> {
  return { item_list_id: list.id, item_list_name: list.name, ...(index !== undefined ? { index } : {}) };
}

/** Props of ProductCard. */
export interface ProductCardProps {
  product: ProductCardData;
  headingLevel?: 'h2' | 'h3';
  /** The first card of a grid that leads the page: its image is the page's priority image. */
  priority?: boolean;
  /** Pressing the card (select_item). */
  onSelect?: () => void;
}

/** One product card linking to the product page. */
export function ProductCard({ product, headingLevel = 'h2', priority, onSelect }: ProductCardProps) {
  const t = useT();
  const Heading = headingLevel;
  const state = availabilityState(product.availability, product.availableForSale);
  return (
    <article className="card">
      <Link to={product.href} onClick={onSelect}>
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
  /** The list the grid is, for view_item_list and select_item; untracked without. */
  list?: TrackedList;
}

/** A responsive grid of product cards. */
export function ProductGrid({ products, headingLevel, label, leading = false, list }: ProductGridProps) {
  const currency = products[0]?.price.currencyCode;
  const listKey = list ? `${list.id} ${products.map((p) => p.id).join(' ')}` : '';
  useEffect(() => {
    if (!list || !currency || !products.length) return;
    trackEcommerce('view_item_list', currency, products.map(cardItem), listExtra(list));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per list of products shown
  }, [listKey]);
  const select = (product: ProductCardData, index: number) =>
    list && currency ? () => trackEcommerce('select_item', currency, [{ ...cardItem(product) }], listExtra(list, index)) : undefined;
  return (
    <ul className="grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} priority={leading && index === 0} onSelect={select(product, index)} />
        </li>
      ))}
    </ul>
  );
}
