// How a collar's GPS service plan reads on the Subscriptions tab: its own price per term (not a price per
// item, as if the collar were rebilled) and when it bills next: nothing until the collar is activated,
// whose first term activation charges.
import { termPriceString, type ServiceTermLength } from '../../lib/i18n/service-term';
import type { Subscription } from '../../lib/subscriptions';
import type { TextRef } from './subscription-format';

/** A plan's term as the wire's frequency gives it (weeks or months; whole years read in years). */
export function serviceTermOf(frequency: Subscription['frequency']): ServiceTermLength {
  return { interval: frequency.unit === 'weeks' ? 'WEEK' : 'MONTH', count: frequency.count };
}

/** A service plan's price per term ("$99.99 a year"), given its formatted price. */
export function planPriceText(s: Pick<Subscription, 'frequency'>, price: string): TextRef {
  const said = termPriceString(serviceTermOf(s.frequency), price);
  return { key: said.key, vars: said.values };
}

/** When a subscription bills next: its date (`day` formats it), or, for a collar waiting for activation, "When you activate the collar". */
export function nextBillingText(s: Pick<Subscription, 'kind' | 'status' | 'nextBillingDate'>, day: (iso: string) => string): string | TextRef {
  if (s.kind === 'service' && s.status === 'AWAITING_ACTIVATION') return { key: 'collarBillingOnActivation' };
  return s.nextBillingDate ? day(s.nextBillingDate) : { key: 'subNone' };
}
