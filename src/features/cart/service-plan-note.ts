// What a collar line bought with a GPS service plan says about the plan: its price per term, and that
// the store's subscriptions charge it from the collar's activation on (the cart and checkout charge
// the collar only).
import { formatMoney } from '../../lib/i18n/money';
import { termPriceString } from '../../lib/i18n/service-term';
import type { ServiceTerm } from '../../lib/storefront/cart';

/** "LTE service: $99.99 a year, billed when you activate the collar", in the page's language and price format. */
export function servicePlanNote(term: ServiceTerm, t: (key: string, vars?: Record<string, string | number>) => string, priceFormat: string): string {
  const said = termPriceString(term, formatMoney(term.price.amount, term.price.currencyCode, priceFormat));
  return t('serviceBilledOnActivation', { price: t(said.key, said.values) });
}
