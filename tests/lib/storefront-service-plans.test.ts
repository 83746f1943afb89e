// GPS service plans through the Storefront door against the twin: only plans that deliver nothing,
// once each, shortest term first, each with its renewal price in the store's currency (content's servicePrice).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assert, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwinProcess, type TwinHandle } from '../../src/build/twin';
import { createStorefrontClient, twinStorefrontUrl } from '../../src/lib/storefront';
import { fetchServicePlans } from '../../src/lib/storefront/service-plans';
import { fetchCatalogueProducts } from '../../src/lib/storefront/catalogue';
import { createLocalContentClient } from '../../src/lib/content/client';
import { STORES_QUERY } from '../../src/lib/content/queries';
import { valueOf } from './answer';

/** The service plans the door answers; a failure fails the test. */
async function servicePlans(...args: Parameters<typeof fetchServicePlans>) {
  const answer = await fetchServicePlans(...args);
  if (!answer.ok) throw new Error(`service plans could not be read: ${answer.failure.code}`);
  return answer.value;
}

const root = path.resolve(__dirname, '../..');

interface ContentPlan {
  gid: string;
  name: string;
  recurringDeliveries: boolean;
  frequency: { interval: string; count: number };
  servicePrice?: Record<string, number>;
}

/** The service plans content holds for a brand, in content order. */
function contentServicePlans(brand: string): ContentPlan[] {
  return readFileSync(path.join(root, `content/catalogue-${brand}.ndjson`), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _type: string; store?: { sellingPlans?: ContentPlan[] } })
    .filter((doc) => doc._type === 'sellingPlanGroup')
    .flatMap((doc) => doc.store?.sellingPlans ?? [])
    .filter((p) => p.recurringDeliveries === false);
}

describe('GPS service plans from the twin', () => {
  let twin: TwinHandle;
  let tokens: Record<string, string> = {};
  beforeAll(async () => {
    twin = await startTwinProcess(path.join(root, 'content'));
    const stores = await createLocalContentClient(path.join(root, 'content')).fetch<{ name: string; storefrontAccessToken: string }[]>(STORES_QUERY);
    tokens = Object.fromEntries(stores.map((s) => [s.name, s.storefrontAccessToken]));
  }, 120_000);
  afterAll(async () => {
    await twin?.stop();
  });
  const client = (store: string) => {
    const token = tokens[store];
    assert.isDefined(token, `no Storefront token for ${store}`);
    return createStorefrontClient({ url: twinStorefrontUrl(twin.url, store), token });
  };

  it('a collar store offers each service plan once, shortest term first, priced per term in its currency', async () => {
    const expected = contentServicePlans('homing');
    expect(expected.length).toBeGreaterThanOrEqual(3);
    for (const [store, country, currency] of [
      ['homing-us', 'US', 'USD'],
      ['homing-ca', 'CA', 'CAD'],
    ] as const) {
      const plans = await servicePlans(client(store), country);
      expect(plans.map((p) => p.id).sort()).toEqual(expected.map((p) => p.gid).sort());
      const months = plans.map((p) => p.term?.count ?? 0);
      expect(months).toEqual([...months].sort((a, b) => a - b));
      for (const plan of plans) {
        const source = expected.find((p) => p.gid === plan.id)!;
        expect(plan.name).toBe(source.name);
        expect(plan.term).toEqual({ interval: source.frequency.interval, count: source.frequency.count });
        expect(plan.price?.currencyCode).toBe(currency);
        expect(Number(plan.price?.amount)).toBe(source.servicePrice![currency]);
      }
    }
  });

  it('the catalogue gives a collar its service plans with their term and price per term, and no discount on the collar', async () => {
    const expected = contentServicePlans('homing');
    for (const [store, country, currency] of [
      ['homing-us', 'US', 'USD'],
      ['homing-ca', 'CA', 'CAD'],
    ] as const) {
      const collar = valueOf(await fetchCatalogueProducts(client(store), country)).find((p) => p.handle === 'homing-go-gps-collar')!;
      expect(collar.requiresSellingPlan).toBe(true);
      const plans = collar.sellingPlanGroups.flatMap((g) => g.sellingPlans);
      expect(plans.map((p) => p.id)).toEqual(expected.map((p) => p.gid));
      for (const plan of plans) {
        const source = expected.find((p) => p.gid === plan.id)!;
        expect(plan.percentageDiscount).toBe(0);
        expect(plan.service).toEqual({ interval: source.frequency.interval, count: source.frequency.count, price: { amount: expect.any(String), currencyCode: currency } });
        expect(Number(plan.service!.price.amount)).toBe(source.servicePrice![currency]);
      }
      // Autoship plans of the same store are not service plans.
      const battery = valueOf(await fetchCatalogueProducts(client(store), country)).find((p) => p.handle === 'homing-spare-battery')!;
      expect(battery.sellingPlanGroups.flatMap((g) => g.sellingPlans).map((p) => p.service)).toEqual(battery.sellingPlanGroups.flatMap((g) => g.sellingPlans).map(() => null));
    }
  });

  it('autoship plans are not service plans', async () => {
    expect(await servicePlans(client('trailmate-us'), 'US')).toEqual([]);
  });
});
