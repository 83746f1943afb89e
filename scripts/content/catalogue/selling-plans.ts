// Selling plan groups: autoship (the spec's six labels) and GPS service plans (renewals 1, 12, 24 months).
import { DICTIONARIES } from '../i18n';
import type { Dictionary } from '../i18n/types';
import { type BrandInfo, type Doc, doc, key, localize } from '../lib/core-exports';
import { priceTable } from '../lib/prices';

type PlanLabel = keyof Dictionary['plans'];
/**
 * `serviceUsd`: what one LTE service term costs (USD; other currencies converted). A service plan takes
 * nothing off the collar: the collar sells at its own price and the plan is priced per term.
 */
interface PlanSpec { label: PlanLabel; months: number; percentage: number | 'brand'; recurringDeliveries: boolean; serviceUsd?: number }

/** Autoship plans; 'brand' stands for the brand's autoship discount. */
const AUTOSHIP: PlanSpec[] = [
  { label: 'monthly', months: 1, percentage: 'brand', recurringDeliveries: true },
  { label: 'biMonthly', months: 2, percentage: 'brand', recurringDeliveries: true },
  { label: 'quarterly', months: 3, percentage: 'brand', recurringDeliveries: true },
  { label: 'every4Months', months: 4, percentage: 'brand', recurringDeliveries: true },
  { label: 'semiAnnually', months: 6, percentage: 'brand', recurringDeliveries: true },
  { label: 'yearly', months: 12, percentage: 'brand', recurringDeliveries: true },
];
const GPS: PlanSpec[] = [
  { label: 'gpsMonthly', months: 1, percentage: 0, recurringDeliveries: false, serviceUsd: 9.99 },
  { label: 'gpsYearly', months: 12, percentage: 0, recurringDeliveries: false, serviceUsd: 99.99 },
  { label: 'gps2Years', months: 24, percentage: 0, recurringDeliveries: false, serviceUsd: 179.99 },
];

/** A service term's price in every currency, e.g. `{ USD: 9.99, CAD: 12.99, ... }`. */
function servicePrices(usd: number): Record<string, number> {
  return Object.fromEntries(Object.entries(priceTable(usd, null)).map(([currency, p]) => [currency, p.price]));
}

/** Numeric id of a brand's selling plan group n. */
export function sellingPlanGroupId(brand: BrandInfo, n: number): number {
  return 3_900_000_000 + brand.index * 1000 + n;
}

/** Autoship and (optionally) GPS service-plan groups of a brand. */
export function sellingPlanGroups(brand: BrandInfo, withGps: boolean): { autoship: Doc; gps: Doc | null } {
  const make = (n: number, name: string, optionName: string, plans: PlanSpec[]): Doc => {
    const id = sellingPlanGroupId(brand, n);
    const en = DICTIONARIES.en.plans;
    return doc(`sellingPlanGroup-${id}`, 'sellingPlanGroup', {
      brand: brand.id,
      store: {
        id,
        gid: `gid://shopify/SellingPlanGroup/${id}`,
        name,
        appName: brand.name + ' Subscriptions',
        options: [{ name: optionName, values: plans.map((plan) => en[plan.label]) }],
        sellingPlans: plans.map((plan, index) => {
          const planId = 6_900_000_000 + brand.index * 100_000 + n * 100 + index + 1;
          return {
            _key: key('sellingPlan', planId),
            id: planId,
            gid: `gid://shopify/SellingPlan/${planId}`,
            name: en[plan.label],
            label: localize(brand.languages, (language) => DICTIONARIES[language].plans[plan.label]),
            options: [{ name: optionName, value: en[plan.label] }],
            recurringDeliveries: plan.recurringDeliveries,
            priceAdjustment: { percentage: plan.percentage === 'brand' ? brand.autoshipPercent : plan.percentage },
            frequency: { interval: 'MONTH', count: plan.months },
            ...(plan.serviceUsd === undefined ? {} : { servicePrice: servicePrices(plan.serviceUsd) }),
          };
        }),
      },
    });
  };
  return {
    autoship: make(1, 'Autoship', 'Delivery every', AUTOSHIP),
    gps: withGps ? make(2, 'GPS Service Plans', 'Service plan', GPS) : null,
  };
}
