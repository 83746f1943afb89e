// Product options, price, availability and the buy button (spec §4 labels). Adding to the cart
// arrives with the cart; until then the button is disabled and a note says so.
import React, { useId, useMemo, useState } from 'react';
import type { ProductView } from '../../lib/content/page-types';
import { useT } from '../../components/site/site-provider';
import { availabilityState, BUTTON_LABEL_KEYS, STATE_LABEL_KEYS } from '../catalogue/availability';
import { Price } from '../catalogue/price';
import { findVariant, initialVariant, isValueAvailable, selectionOf, type Selection } from './variant-selection';

/** Options as radio groups, then price, availability and the button. */
export function BuyBox({ product }: { product: ProductView }) {
  const t = useT();
  const baseId = useId();
  const [selection, setSelection] = useState<Selection>(() => selectionOf(initialVariant(product.variants)));
  const variant = useMemo(() => findVariant(product.variants, selection), [product.variants, selection]);
  const state = availabilityState(product.availability, Boolean(variant?.availableForSale));
  const showOptions = product.variants.length > 1;
  // The option whose current value leaves no available variant gets the spec's message.
  const blockingOption =
    showOptions && state === 'outOfStock'
      ? product.options.find((o) => !isValueAvailable(product.variants, selection, o.name, selection[o.name] ?? ''))
      : undefined;

  return (
    <div className="buy-box">
      {showOptions
        ? product.options.map((option, index) => (
            <fieldset key={option.name}>
              <legend>{option.label ?? option.name}</legend>
              <div className="option-values">
                {option.values.map((value) => {
                  const available = isValueAvailable(product.variants, selection, option.name, value);
                  const text = option.valueLabels?.[value] ?? value;
                  return (
                    <label key={value} className="choice">
                      <input
                        type="radio"
                        name={`${baseId}-option-${index}`}
                        value={value}
                        checked={selection[option.name] === value}
                        onChange={() => setSelection({ ...selection, [option.name]: value })}
                      />
                      {available ? text : t('unavailableOption', { value: text })}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))
        : null}
      <p role="status" aria-live="polite" className="error">
        {blockingOption ? t('chooseAvailableOption', { option: (blockingOption.label ?? blockingOption.name).toLowerCase() }) : ''}
      </p>
      {variant ? (
        <Price price={variant.price} compareAtPrice={variant.compareAtPrice} />
      ) : (
        <Price price={product.priceRange.min} from />
      )}
      <p className="availability">{t('availabilityIs', { state: t(STATE_LABEL_KEYS[state]) })}</p>
      {variant?.sku ? <p className="note">{t('sku', { sku: variant.sku })}</p> : null}
      <button type="button" className="button" disabled aria-describedby={state === 'inStock' ? `${baseId}-cart-note` : undefined}>
        {t(BUTTON_LABEL_KEYS[state])}
      </button>
      {state === 'inStock' ? (
        <p id={`${baseId}-cart-note`} className="note">
          {t('cartComingSoon')}
        </p>
      ) : null}
    </div>
  );
}
