import { addInterval } from './clock.js';

/**
 * The latest a pause or skip may move the next delivery to: a year from now, or two of the plan's periods
 * for plans that ship yearly or less often, so they can still skip one delivery.
 */
export function latestNextDelivery(now: Date, plan: { interval_unit: string; interval_count: number }): string {
  const iso = now.toISOString();
  const year = addInterval(iso, 'MONTH', 12);
  const twoPeriods = addInterval(iso, plan.interval_unit, plan.interval_count * 2);
  return twoPeriods > year ? twoPeriods : year;
}
