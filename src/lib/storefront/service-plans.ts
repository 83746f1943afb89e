// GPS service plans of a store, flattened: the selling plans that deliver nothing (a collar's LTE
// service term), each with its term and its renewal price in the buyer's currency, once each.
import { SERVICE_PLANS_QUERY } from './documents/service-plans';
import type { CountryCode, ServicePlansQuery } from './generated/storefront-types';
import { readData, type RequestOptions, type StorefrontClient, type StorefrontResult } from './client';
import { ok } from '../result';
import type { Money } from '../i18n/money';

/** A collar service plan the activation dialog offers. */
export interface ServicePlan {
  /** Storefront gid of the selling plan (the activation's planId). */
  id: string;
  name: string;
  /** Length of one service term (the billing interval). */
  term: { interval: 'WEEK' | 'MONTH' | 'YEAR' | 'DAY'; count: number } | null;
  /** Price of each term after the collar's own order; null when the store gives none. */
  price: Money | null;
}

type RawPlan = ServicePlansQuery['products']['nodes'][number]['sellingPlanGroups']['nodes'][number]['sellingPlans']['nodes'][number];

function reshape(plan: RawPlan): ServicePlan {
  const policy = plan.billingPolicy;
  const term = policy && 'interval' in policy && policy.intervalCount ? { interval: policy.interval, count: policy.intervalCount } : null;
  // The renewal price is the fixed-price adjustment that applies from the second order on (orderCount null).
  const renewal = plan.priceAdjustments.find((a) => a.orderCount === null && a.adjustmentValue.__typename === 'SellingPlanFixedPriceAdjustment');
  const price = renewal && 'price' in renewal.adjustmentValue ? renewal.adjustmentValue.price : null;
  return { id: plan.id, name: plan.name, term, price };
}

const termDays = (p: ServicePlan) => {
  if (!p.term) return Number.MAX_SAFE_INTEGER;
  const per = { DAY: 1, WEEK: 7, MONTH: 30, YEAR: 365 }[p.term.interval];
  return per * p.term.count;
};

/** Every service plan of the store, shortest term first (an empty list when the store sells none), or why they could not be read; never throws. */
export async function fetchServicePlans(client: StorefrontClient, country: string, options?: RequestOptions): Promise<StorefrontResult<ServicePlan[]>> {
  const plans = new Map<string, ServicePlan>();
  // The loop reads the cursor the last answer gave, so the answer is annotated to end the inference cycle.
  let cursor: string | null = null;
  do {
    const answer: StorefrontResult<ServicePlansQuery> = await client.request(SERVICE_PLANS_QUERY, { country: country as CountryCode, cursor }, options);
    const page: StorefrontResult<string | null> = readData(answer, (data) => {
      for (const product of data.products.nodes)
        for (const group of product.sellingPlanGroups.nodes)
          for (const plan of group.sellingPlans.nodes) if (!plan.recurringDeliveries && !plans.has(plan.id)) plans.set(plan.id, reshape(plan));
      return data.products.pageInfo.hasNextPage ? data.products.pageInfo.endCursor : null;
    });
    if (!page.ok) return page;
    cursor = page.value;
  } while (cursor);
  return ok([...plans.values()].sort((a, b) => termDays(a) - termDays(b)));
}
