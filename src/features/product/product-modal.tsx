// Quick view of an add-on product in a modal, loaded only when opened.
import { Link } from 'gatsby';
import React from 'react';
import type { ProductCard } from '../../lib/content/page-types';
import { ContentImage } from '../../components/site/content-image';
import { useT } from '../../components/site/site-provider';
import { Modal } from '../../components/ui/modal';
import { availabilityState, STATE_LABEL_KEYS } from '../../lib/catalogue/availability';
import { Price } from '../../components/ui/price';

/** Props of ProductModal. */
export interface ProductModalProps {
  product: ProductCard;
  onClose: () => void;
}

/** The add-on's image, price, availability and a link to its page. */
export default function ProductModal({ product, onClose }: ProductModalProps) {
  const t = useT();
  const state = availabilityState(product.availability, product.availableForSale);
  return (
    <Modal open onClose={onClose} title={product.title} closeLabel={t('close')}>
      <div className="product">
        <ContentImage image={product.image} sizes="(min-width: 768px) 24rem, 90vw" />
        <div>
          <Price price={product.price} compareAtPrice={product.compareAtPrice} />
          <p>{t('availabilityIs', { state: t(STATE_LABEL_KEYS[state]) })}</p>
          <Link to={product.href} className="button">
            {t('viewProduct')}
          </Link>
        </div>
      </div>
    </Modal>
  );
}
