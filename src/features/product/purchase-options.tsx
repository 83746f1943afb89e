// One-time purchase or autoship with a delivery frequency (unchosen: "Please
// select a frequency"); products that need a plan (a GPS collar) are bought with one service plan,
// each offered with its term and its price per term in the page's currency.
import React, { useId } from 'react';
import type { PriceView, SellingPlanView } from '../../lib/content/page-types';
import { termPriceString } from '../../lib/i18n/service-term';
import { useT, type Translate } from '../../components/site/site-provider';

/** The purchase type radios' values (read back from the served page: see BuyBox). */
export const ONE_TIME = 'one-time';
export const AUTOSHIP = 'autoship';

/** What the purchase options under `root` show chosen: the purchase type and the plan, where shown. */
export function purchaseShown(root: HTMLElement): { autoship?: boolean; planId?: string } {
  const type = root.querySelector<HTMLInputElement>(`.purchase-options input[value="${ONE_TIME}"]:checked, .purchase-options input[value="${AUTOSHIP}"]:checked`)?.value;
  const planId = root.querySelector<HTMLInputElement>('.purchase-options input[type="radio"][name$="-plan"]:checked')?.value || root.querySelector<HTMLSelectElement>('.purchase-options select')?.value;
  return { ...(type ? { autoship: type === AUTOSHIP } : {}), ...(planId ? { planId } : {}) };
}

/** Props of PurchaseOptions. */
export interface PurchaseOptionsProps {
  plans: SellingPlanView[];
  requiresPlan: boolean;
  autoship: boolean;
  planId: string;
  /** The price per delivery of the chosen autoship plan, when one is chosen. */
  perDelivery: PriceView | null;
  error: string | null;
  onAutoshipChange: (autoship: boolean) => void;
  onPlanChange: (planId: string) => void;
}

/** The purchase type radios and the frequency select, or the service plan radios. */
export function PurchaseOptions({ plans, requiresPlan, autoship, planId, perDelivery, error, onAutoshipChange, onPlanChange }: PurchaseOptionsProps) {
  const t = useT();
  const id = useId();
  if (requiresPlan) return <ServicePlans plans={plans} planId={planId} error={error} onPlanChange={onPlanChange} />;
  const best = Math.max(0, ...plans.map((p) => p.percentageDiscount));
  return (
    <div className="purchase-options">
      <fieldset>
        <legend>{t('purchaseType')}</legend>
        <div className="option-values">
          <label className="choice">
            <input type="radio" name={`${id}-type`} value={ONE_TIME} checked={!autoship} onChange={() => onAutoshipChange(false)} />
            {t('oneTimePurchase')}
          </label>
          <label className="choice">
            <input type="radio" name={`${id}-type`} value={AUTOSHIP} checked={autoship} onChange={() => onAutoshipChange(true)} />
            {best > 0 ? t('autoshipSave', { percent: best }) : t('autoship')}
          </label>
        </div>
      </fieldset>
      {autoship ? (
        <div className="field">
          <label htmlFor={`${id}-plan`}>{t('deliveryFrequency')}</label>
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

/** The label of a service plan choice: its name, then its price per term when the store gives one. */
export function servicePlanLabel(plan: SellingPlanView, t: Translate): string {
  if (!plan.service) return plan.label;
  const price = termPriceString(plan.service, plan.service.price.formatted);
  return t('servicePlanChoice', { plan: plan.label, price: t(price.key, price.values) });
}

/** One radio per service plan, each with its term and price; no frequency and nothing per delivery. */
function ServicePlans({ plans, planId, error, onPlanChange }: Pick<PurchaseOptionsProps, 'plans' | 'planId' | 'error' | 'onPlanChange'>) {
  const t = useT();
  const id = useId();
  return (
    <div className="purchase-options">
      <fieldset aria-describedby={error ? `${id}-plan-error` : undefined}>
        <legend>{t('servicePlan')}</legend>
        <div className="option-values option-values--stacked">
          {plans.map((plan) => (
            <label key={plan.id} className="choice">
              <input type="radio" name={`${id}-plan`} value={plan.id} checked={planId === plan.id} onChange={() => onPlanChange(plan.id)} />
              {servicePlanLabel(plan, t)}
            </label>
          ))}
        </div>
        {error ? (
          <p id={`${id}-plan-error`} className="error" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
