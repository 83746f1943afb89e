// What pressing Activate charges, said before it is pressed: the services' quote for the waiting collar
// and the chosen plan (its first term with tax now, then its price per term), or, without a quote (a code
// the services do not know, or no answer), the store's price per term with tax still to come.
import { useEffect, useState } from 'react';
import { formatMoney, type Money } from '../../lib/i18n/money';
import { termPriceString } from '../../lib/i18n/service-term';
import type { ServicePlan } from '../../lib/storefront/service-plans';
import type { ActivationQuote, SubscriptionsClient } from '../../lib/subscriptions';

/** The quote of the chosen plan: asked, answered (null: the code and email name no waiting collar), or not answered. */
export type QuoteLoad = { state: 'loading' } | { state: 'ready'; quote: ActivationQuote | null } | { state: 'error' };

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** The sentence the plan step shows above Activate; null while the quote is asked or when nothing is known. */
export function activationChargeText(load: QuoteLoad, plan: ServicePlan | undefined, t: Translate, priceFormat: string): string | null {
  const money = (m: Money) => formatMoney(m.amount, m.currencyCode, priceFormat);
  const perTerm = (term: NonNullable<ServicePlan['term']>, price: Money) => {
    const said = termPriceString(term, money(price));
    return t(said.key, said.values);
  };
  if (load.state === 'ready' && load.quote) {
    const q = load.quote;
    const termPrice = perTerm(q.term, q.price);
    if (Number(q.tax.amount) > 0) return t('actChargeWithTax', { total: money(q.total), price: money(q.price), tax: money(q.tax), termPrice });
    return t('actCharge', { total: money(q.total), termPrice });
  }
  if (load.state === 'loading' || !plan?.price || !plan.term) return null;
  return t('actChargePlan', { termPrice: perTerm(plan.term, plan.price) });
}

/** Asks the services what activating the collar of `details` on `planId` charges, again whenever either changes. */
export function useActivationQuote(client: SubscriptionsClient, details: { code: string; email: string } | null, planId: string): QuoteLoad {
  const [load, setLoad] = useState<QuoteLoad>({ state: 'loading' });
  useEffect(() => {
    if (!details || !planId) return;
    let current = true;
    setLoad({ state: 'loading' });
    void client.activationQuote(details.code, details.email, planId).then((r) => {
      // A later plan's answer wins over an earlier one that arrives late.
      if (current) setLoad(r.ok ? { state: 'ready', quote: r.value } : { state: 'error' });
    });
    return () => {
      current = false;
    };
  }, [client, details, planId]);
  return load;
}
