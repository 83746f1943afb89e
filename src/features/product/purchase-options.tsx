// One-time purchase or autoship with a delivery frequency (spec §3 Selling plan, §5 "Please
// select a frequency"); products that need a plan (GPS service plans) offer the plans only.
import React, { useId } from 'react';
import type { Money, SellingPlanView } from '../../lib/content/page-types';
import { useT } from '../../components/site/site-provider';

/** Props of PurchaseOptions. */
export interface PurchaseOptionsProps {
  plans: SellingPlanView[];
  requiresPlan: boolean;
  autoship: boolean;
  planId: string;
  /** The price per delivery of the chosen plan, when one is chosen. */
  perDelivery: Money | null;
  error: string | null;
  onAutoshipChange: (autoship: boolean) => void;
  onPlanChange: (planId: string) => void;
}

/** The purchase type radios and the frequency select. */
export function PurchaseOptions({ plans, requiresPlan, autoship, planId, perDelivery, error, onAutoshipChange, onPlanChange }: PurchaseOptionsProps) {
  const t = useT();
  const id = useId();
  const best = Math.max(0, ...plans.map((p) => p.percentageDiscount));
  const showPlans = requiresPlan || autoship;
  return (
    <div className="purchase-options">
      {requiresPlan ? null : (
        <fieldset>
          <legend>{t('purchaseType')}</legend>
          <div className="option-values">
            <label className="choice">
              <input type="radio" name={`${id}-type`} checked={!autoship} onChange={() => onAutoshipChange(false)} />
              {t('oneTimePurchase')}
            </label>
            <label className="choice">
              <input type="radio" name={`${id}-type`} checked={autoship} onChange={() => onAutoshipChange(true)} />
              {best > 0 ? t('autoshipSave', { percent: best }) : t('autoship')}
            </label>
          </div>
        </fieldset>
      )}
      {showPlans ? (
        <div className="field">
          <label htmlFor={`${id}-plan`}>{requiresPlan ? t('servicePlan') : t('deliveryFrequency')}</label>
          <select
            id={`${id}-plan`}
            value={planId}
            onChange={(e) => onPlanChange(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-plan-error` : undefined}
          >
            <option value="">{t('chooseFrequency')}</option>
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.label}
                {plan.percentageDiscount > 0 ? ` (−${plan.percentageDiscount}%)` : ''}
              </option>
            ))}
          </select>
          {error ? (
            <p id={`${id}-plan-error`} className="error" role="alert">
              {error}
            </p>
          ) : null}
          {perDelivery ? <p className="note">{t('perDelivery', { price: perDelivery.formatted })}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
