// Product options, purchase type, quantity, add-ons, live price and availability, and the
// add-to-cart button. The static page shows the build's prices; after hydration the
// live check corrects them, and adding loads the cart's code on the click.
import React, { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PriceView, ProductVariantView, ProductView, SellingPlanView } from '../../lib/content/page-types';
import { useSite, useT } from '../../components/site/site-provider';
import { labelInSentence } from '../../lib/i18n/in-sentence';
import { formatMoney } from '../../lib/i18n/money';
import { availabilityState, BUTTON_LABEL_KEYS, STATE_LABEL_KEYS } from '../../lib/catalogue/availability';
import { Price } from '../../components/ui/price';
import { trackProductView } from '../../lib/analytics/track';
import { useCartActions } from '../../lib/cart/use-cart-actions';
import { useCartState } from '../../lib/cart/cart-state';
import { lineAttributes, linesWithAddOns, type AddOn } from '../../lib/cart/line-attributes';
import { useFlag } from '../../components/site/use-flag';
import { liveAvailability, liveVariants } from './live-variants';
import { PurchaseOptions, purchaseShown } from './purchase-options';
import { MoneyBackGuarantee } from '../../components/ui/money-back-guarantee';
import { ShippingTerms } from '../../components/ui/shipping-terms';
import { useLiveProduct } from './use-live-product';
import { findVariant, initialVariant, isValueAvailable, selectionOf, type Selection } from './variant-selection';
import { showVariantInAddress, variantFromSearch } from './variant-url';

function discounted(price: PriceView, percent: number, priceFormat: string): PriceView {
  const amount = (Math.round(Number.parseFloat(price.amount) * (100 - percent)) / 100).toFixed(2);
  return { ...price, amount, formatted: formatMoney(amount, price.currencyCode, priceFormat) };
}

/** Stock at or below which the page says how many are left. */
export const LOW_STOCK = 5;

/** A quantity typed by the shopper: a whole number of 1 or more, else null (0, empty, 1.5, -2 …). */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/** What the option radios under `root` show checked (for each option, its value), as rendered with `baseId`. */
function selectionShown(root: HTMLElement | null, options: { name: string }[], baseId: string): Selection {
  const checked = new Map([...(root?.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked') ?? [])].map((input) => [input.name, input.value]));
  const shown: Selection = {};
  options.forEach((option, index) => {
    const value = checked.get(`${baseId}-option-${index}`);
    if (value !== undefined) shown[option.name] = value;
  });
  return shown;
}

/** The purchase type, plan, quantity and add-ons the served page under `root` shows chosen, where they differ from what it was built with. */
function choicesShown(root: HTMLElement, baseId: string): { autoship?: boolean; planId?: string; quantityText?: string; addOnIds?: string[] } {
  const quantity = root.querySelector<HTMLInputElement>(`[id="${baseId}-quantity"]`)?.value;
  const addOnIds = [...root.querySelectorAll<HTMLInputElement>('.buy-box__add-ons input:checked')].map((input) => input.value);
  return { ...purchaseShown(root), ...(quantity !== undefined && quantity !== '1' ? { quantityText: quantity } : {}), ...(addOnIds.length ? { addOnIds } : {}) };
}

/** Options as radio groups, purchase options, price, availability, quantity, add-ons and the button. */
export function BuyBox({
  product,
  onVariantChange,
  backInStock,
}: {
  product: ProductView;
  onVariantChange?: (variant: ProductVariantView | null) => void;
  /** What stands under a sold-out variant (the template places the back-in-stock form). */
  backInStock?: (variantId: string) => ReactNode;
}) {
  const t = useT();
  const { commerce, locale } = useSite();
  const baseId = useId();
  const root = useRef<HTMLDivElement>(null);
  const live = useLiveProduct(commerce, product.id);
  const variants = useMemo(() => liveVariants(product.variants, live, locale.priceFormat), [product.variants, live, locale.priceFormat]);
  const [selection, setSelection] = useState<Selection>(() => selectionOf(initialVariant(product.variants)));
  const variant = useMemo(() => findVariant(variants, selection), [variants, selection]);
  const state = availabilityState(liveAvailability(product.availability, live), Boolean(variant?.availableForSale));
  const showOptions = product.variants.length > 1;
  const plans: SellingPlanView[] = useMemo(() => product.sellingPlanGroups.flatMap((g) => g.sellingPlans), [product.sellingPlanGroups]);
  const [autoship, setAutoship] = useState(product.requiresSellingPlan);
  const [planId, setPlanId] = useState('');
  const [planError, setPlanError] = useState<string | null>(null);
  // What the shopper typed; a quantity is only sent when it is a whole number of 1 or more.
  const [quantityText, setQuantityText] = useState('1');
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const [addOnIds, setAddOnIds] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const busy = useCartState((s) => s.busy);
  const codes = useCartState((s) => s.cart?.discountCodes);
  // A failed or adjusted add is said next to the button too: the drawer may be closed.
  const notice = useCartState((s) => s.notice);
  const actions = useCartActions(commerce);
  // The back-in-stock sign-up shows while its flag is on.
  const backInStockOn = useFlag('back-in-stock');
  const plan = autoship ? plans.find((p) => p.id === planId) ?? null : null;
  const addOns = product.addOns.filter((a) => a.cartVariant);
  const maxQuantity = variant?.quantityAvailable && variant.quantityAvailable > 0 ? variant.quantityAvailable : undefined;
  // The option whose current value leaves no available variant gets the spec's message.
  const blockingOption =
    showOptions && state === 'outOfStock'
      ? product.options.find((o) => !isValueAvailable(variants, selection, o.name, selection[o.name] ?? ''))
      : undefined;

  // Only from the live check: the built stock figure is stale by the time anyone reads it.
  const lowStock = live && state === 'inStock' && variant?.quantityAvailable && variant.quantityAvailable > 0 && variant.quantityAvailable <= LOW_STOCK ? variant.quantityAvailable : null;

  // Once the page runs, the variant chosen is the one the shopper picked on the served page before it ran
  // (its radios work without script, and hydration keeps what they show), else the one named in the
  // address (a shared link; the built HTML shows the default); an unknown one leaves the default. The
  // purchase type, plan, quantity and add-ons chosen before it ran are kept too: the first render after
  // this would otherwise put back what the page was built with. Then view_item (and Klaviyo's Viewed
  // Product) once per product page, with the variant shown first.
  useEffect(() => {
    const served = root.current ? choicesShown(root.current, baseId) : {};
    if (served.autoship !== undefined) setAutoship(served.autoship);
    if (served.planId && plans.some((p) => p.id === served.planId)) setPlanId(served.planId);
    if (served.quantityText !== undefined) setQuantityText(served.quantityText);
    if (served.addOnIds?.length) setAddOnIds(served.addOnIds.filter((id) => addOns.some((a) => a.id === id)));
    const picked = findVariant(product.variants, selectionShown(root.current, product.options, baseId));
    const named = picked && picked.id !== initialVariant(product.variants)?.id ? picked : variantFromSearch(window.location.search, product.variants);
    if (named && named === picked) showVariantInAddress(named.id);
    if (named && named.id !== initialVariant(product.variants)?.id) {
      setSelection(selectionOf(named));
      onVariantChange?.(named);
    }
    const shown = named ?? initialVariant(product.variants);
    if (!shown) return;
    trackProductView(
      shown.price.currencyCode,
      { sku: shown.sku, productTitle: product.title, productType: product.productType, vendor: product.vendor, variantTitle: shown.title, price: shown.price },
      product.id,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per product, not per live price update
  }, [product.id]);

  const addToCart = () => {
    if (!variant || state !== 'inStock') return;
    const quantity = parseQuantity(quantityText);
    if (quantity === null) {
      setQuantityError(t('quantityInvalid'));
      document.getElementById(`${baseId}-quantity`)?.focus();
      return;
    }
    setQuantityError(null);
    if (autoship && plans.length && !plan) {
      setPlanError(t(product.requiresSellingPlan ? 'selectServicePlan' : 'selectFrequency'));
      return;
    }
    setPlanError(null);
    setAdding(true);
    const chosenAddOns: AddOn[] = addOns
      .filter((a) => addOnIds.includes(a.id))
      .map((a) => ({ cartProps: { variantId: a.cartVariant!.id, quantity: 1 }, sku: a.cartVariant!.sku }));
    const promotions = (codes ?? []).filter((c) => c.applicable).map((c) => c.code);
    const main = {
      variantId: variant.id,
      quantity: Math.min(quantity, maxQuantity ?? quantity),
      sellingPlanId: plan?.id ?? null,
      attributes: lineAttributes({ plan, promotions }),
    };
    actions.add(linesWithAddOns(main, chosenAddOns));
    // The button stays busy until the cart reports the change (or its failure).
    window.setTimeout(() => setAdding(false), 300);
  };

  const working = adding || busy;
  return (
    <div className="buy-box" ref={root}>
      {showOptions
        ? product.options.map((option, index) => (
            <fieldset key={option.name}>
              <legend>{option.label ?? option.name}</legend>
              <div className="option-values">
                {option.values.map((value) => {
                  const available = isValueAvailable(variants, selection, option.name, value);
                  const text = option.valueLabels?.[value] ?? value;
                  return (
                    <label key={value} className="choice">
                      <input
                        type="radio"
                        name={`${baseId}-option-${index}`}
                        value={value}
                        checked={selection[option.name] === value}
                        onChange={() => {
                          const next = { ...selection, [option.name]: value };
                          const chosen = findVariant(variants, next) ?? null;
                          setSelection(next);
                          onVariantChange?.(chosen);
                          showVariantInAddress(chosen?.id ?? null);
                        }}
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
        {blockingOption ? t('chooseAvailableOption', { name: blockingOption.name, option: labelInSentence(blockingOption.label ?? blockingOption.name, locale.language) }) : ''}
      </p>
      {plans.length ? (
        <PurchaseOptions
          plans={plans}
          requiresPlan={product.requiresSellingPlan}
          autoship={autoship}
          planId={planId}
          perDelivery={plan && variant && !product.requiresSellingPlan ? discounted(variant.price, plan.percentageDiscount, locale.priceFormat) : null}
          error={planError}
          onAutoshipChange={(value) => {
            setAutoship(value);
            setPlanError(null);
          }}
          onPlanChange={(value) => {
            setPlanId(value);
            setPlanError(null);
          }}
        />
      ) : null}
      <p className="availability" data-testid="availability">
        {t('availabilityIs', { state: t(STATE_LABEL_KEYS[state]) })}
      </p>
      {lowStock ? (
        <p className="note availability__low" data-testid="low-stock">
          {t('onlyLeft', { count: lowStock })}
        </p>
      ) : null}
      {variant?.sku ? <p className="note">{t('sku', { sku: variant.sku })}</p> : null}
      {state === 'inStock' ? (
        <div className="field field--quantity">
          <label htmlFor={`${baseId}-quantity`}>{t('quantity')}</label>
          <input
            id={`${baseId}-quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxQuantity}
            value={quantityText}
            aria-invalid={quantityError ? true : undefined}
            aria-describedby={quantityError ? `${baseId}-quantity-error` : undefined}
            onChange={(e) => {
              setQuantityText(e.target.value);
              if (quantityError && parseQuantity(e.target.value) !== null) setQuantityError(null);
            }}
          />
          {quantityError ? (
            <p id={`${baseId}-quantity-error`} className="error">
              {quantityError}
            </p>
          ) : null}
        </div>
      ) : null}
      {state === 'inStock' && addOns.length ? (
        <fieldset className="buy-box__add-ons">
          <legend>{t('addOnsToOrder')}</legend>
          {addOns.map((addOn) => (
            <label key={addOn.id} className="choice">
              <input
                type="checkbox"
                value={addOn.id}
                checked={addOnIds.includes(addOn.id)}
                onChange={(e) => setAddOnIds(e.target.checked ? [...addOnIds, addOn.id] : addOnIds.filter((id) => id !== addOn.id))}
              />
              {addOn.title} ({addOn.price.formatted})
            </label>
          ))}
        </fieldset>
      ) : null}
      {/* Price and button together: on a phone they stay at the bottom of the screen while the
          options scroll past, so the first screen shows what it costs and how to buy it. */}
      <div className="buy-box__bar">
        <div data-testid="product-price">
          {variant ? <Price price={variant.price} compareAtPrice={variant.compareAtPrice} /> : <Price price={product.priceRange.min} from />}
        </div>
        {/* data-toast-avoid: the add-to-cart toast moves rather than cover this button. */}
        <button type="button" className="button" data-toast-avoid="" disabled={state !== 'inStock'} aria-busy={working || undefined} aria-disabled={working || undefined} onClick={working ? undefined : addToCart}>
          {working && state === 'inStock' ? t('adding') : t(BUTTON_LABEL_KEYS[state])}
        </button>
      </div>
      <ShippingTerms />
      <MoneyBackGuarantee />
      {state === 'outOfStock' && variant && backInStockOn ? <React.Fragment key={variant.id}>{backInStock?.(variant.id)}</React.Fragment> : null}
      <p role="status" className={notice?.tone === 'error' ? 'error' : 'note'} data-testid="cart-notice">
        {notice ? t(notice.key, notice.values) : ''}
      </p>
    </div>
  );
}
