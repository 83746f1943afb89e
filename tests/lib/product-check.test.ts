// The product update check (spec §7 "product update query by id", §3 "Product update check"): by id,
// against a real twin, it answers the title, each variant's id, sku, availableForSale and
// requiresShipping, requiresSellingPlan and the selling plans (id, name); a product the store no
// longer has is null.
import { describe, expect, it } from 'vitest';
import { TOKENS, useTestTwin } from '../../twin/test/helpers';
import { createStorefrontClient } from '../../src/lib/storefront/client';
import { fetchLiveProduct } from '../../src/lib/storefront/product-check';

const twin = useTestTwin();

const client = () => createStorefrontClient({ url: twin.endpoint('trailmate-us'), token: TOKENS['trailmate-us'] });

/** The live product the door answers; a failure fails the test. */
async function live(id: string, country: string) {
  const answer = await fetchLiveProduct(client(), id, country);
  if (!answer.ok) throw new Error(`live product check failed: ${answer.failure.code}`);
  return answer.value;
}

describe('product update check', () => {
  it('answers the title, the variants with sku, stock and shipping, and the selling plans by id and name', async () => {
    const bowl = await live('gid://shopify/Product/1002', 'US');
    expect(bowl).toMatchObject({ id: 'gid://shopify/Product/1002', title: 'Trail Bowl', availableForSale: true, requiresSellingPlan: false });
    expect(bowl?.variants).toEqual([expect.objectContaining({ id: 'gid://shopify/ProductVariant/2003', sku: 'TM-BOWL', availableForSale: true, requiresShipping: true })]);
    expect(bowl?.sellingPlans).toEqual([
      { id: 'gid://shopify/SellingPlan/9001', name: 'Monthly' },
      { id: 'gid://shopify/SellingPlan/9002', name: 'Bi-Monthly' },
      { id: 'gid://shopify/SellingPlan/9003', name: 'Quarterly' },
    ]);
  });

  it('a product sold only with a plan says so; a sold-out one is not available for sale', async () => {
    expect(await live('gid://shopify/Product/1004', 'US')).toMatchObject({ requiresSellingPlan: true });
    const leash = await live('gid://shopify/Product/1003', 'US');
    expect(leash).toMatchObject({ availableForSale: false, sellingPlans: [] });
    expect(leash?.variants.map((v) => [v.sku, v.availableForSale])).toEqual([['TM-SOLD', false]]);
  });

  it('a product the store no longer has is null', async () => {
    expect(await live('gid://shopify/Product/999999', 'US')).toBeNull();
  });
});
