// Add-on products with a quick view that opens the product modal.
import { Link } from 'gatsby';
import React, { Suspense, lazy, useState } from 'react';
import type { ProductCard } from '../../lib/content/page-types';
import { ContentImage } from '../../components/site/content-image';
import { useT } from '../../components/site/site-provider';
import { Price } from '../../components/ui/price';

const ProductModal = lazy(() => import('./product-modal'));

/** One opening of the quick view: a product opened again is a new opening, with a modal of its own. */
interface Opening {
  product: ProductCard;
  serial: number;
}

/** "Goes well with" list; nothing without add-ons. */
export function AddOns({ products }: { products: ProductCard[] }) {
  const t = useT();
  const [active, setActive] = useState<Opening | null>(null);
  if (products.length === 0) return null;
  // The dialog's `close` event comes a task after Escape has closed it and focus is back on the button,
  // so an Enter pressed in between opens the product again before the old opening is closed: that
  // late close ends only its own opening, never a newer one.
  const open = (product: ProductCard) => setActive((current) => ({ product, serial: (current?.serial ?? 0) + 1 }));
  const closeOpening = (opening: Opening) => () => setActive((current) => (current === opening ? null : current));
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
            <button type="button" className="button button--secondary" onClick={() => open(product)}>
              {t('quickView', { title: product.title })}
            </button>
          </li>
        ))}
      </ul>
      {active ? (
        <Suspense fallback={null}>
          <ProductModal key={active.serial} product={active.product} onClose={closeOpening(active)} />
        </Suspense>
      ) : null}
    </section>
  );
}
