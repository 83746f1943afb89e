// Add-on products with a quick view that opens the product modal.
import { Link } from 'gatsby';
import React, { Suspense, lazy, useState } from 'react';
import type { ProductCard } from '../../lib/content/page-types';
import { ContentImage } from '../../components/site/content-image';
import { useT } from '../../components/site/site-provider';
import { Price } from '../../components/ui/price';

const ProductModal = lazy(() => import('./product-modal'));

/** "Goes well with" list; nothing without add-ons. */
export function AddOns({ products }: { products: ProductCard[] }) {
  const t = useT();
  const [active, setActive] = useState<ProductCard | null>(null);
  if (products.length === 0) return null;
  return (
    <section className="section" aria-labelledby="product-add-ons">
      <h2 id="product-add-ons">{t('addOns')}</h2>
      <ul className="grid grid--4">
        {products.map((product) => (
          <li key={product.id} className="card">
            <ContentImage image={product.image} decorative sizes="(min-width: 1024px) 20vw, 50vw" />
            <h3>
              <Link to={product.href}>{product.title}</Link>
            </h3>
            <Price price={product.price} compareAtPrice={product.compareAtPrice} />
            <button type="button" className="button button--secondary" onClick={() => setActive(product)}>
              {t('quickView', { title: product.title })}
            </button>
          </li>
        ))}
      </ul>
      {active ? (
        <Suspense fallback={null}>
          <ProductModal product={active} onClose={() => setActive(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
