// The cart asks the Storefront API in the page's language (@inContext language, as Shopify's 2025-04 API
// takes it): the lines come back with the product title, option names and values and autoship plan names
// of that language, and the checkout URL opens the checkout in it.
import { assert, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTwin, TOKENS } from '../../twin/test/helpers';
import { cartApi } from '../../src/lib/storefront/cart';
import { createStorefrontClient } from '../../src/lib/storefront/client';
import { CART_CREATE_MUTATION, CART_QUERY } from '../../src/lib/storefront/documents/cart';
import { valueOf } from '../lib/answer';

let twin: Awaited<ReturnType<typeof startTestTwin>>;
const HAMMOCK_XL = 'gid://shopify/ProductVariant/2002';
const BOWL = 'gid://shopify/ProductVariant/2003';
const BI_MONTHLY = 'gid://shopify/SellingPlan/9002';

beforeAll(async () => {
  twin = await startTestTwin();
}, 60_000);
afterAll(async () => {
  await twin?.stop();
});

const api = (country: string, language: string) =>
  cartApi(createStorefrontClient({ url: twin.endpoint('trailmate-us'), token: TOKENS['trailmate-us'] }), country, language);

describe('cart lines in the page’s language', () => {
  it('every cart document runs @inContext with the country and the language', () => {
    for (const document of [CART_QUERY, CART_CREATE_MUTATION]) {
      expect(document).toMatch(/@inContext\(country: \$country, language: \$language\)/);
    }
  });

  it('a German page’s cart reads German titles, options and plan names; the same cart on an English page reads English', async () => {
    const created = valueOf(await api('DE', 'DE').create({
      country: 'DE',
      lines: [
        { variantId: HAMMOCK_XL, quantity: 1 },
        { variantId: BOWL, quantity: 1, sellingPlanId: BI_MONTHLY },
      ],
    }));
    expect(created.userErrors).toEqual([]);
    const [hammock, bowl] = created.cart!.lines;
    assert.isDefined(bowl, 'bowl');
    assert.isDefined(hammock, 'hammock');
    expect(hammock.product.title).toBe('Rover Hammock Extended Width DE');
    expect(hammock.variantTitle).toBe('Extragroß / Black');
    expect(hammock.selectedOptions).toEqual([{ name: 'Größe', value: 'Extragroß' }]);
    expect(bowl.sellingPlan?.name).toBe('Bi-Monthly (de)');
    expect(new URL(created.cart!.checkoutUrl).searchParams.get('locale')).toBe('de');

    const english = valueOf(await api('US', 'EN').get(created.cart!.id));
    expect(english!.lines[0]?.product.title).toBe('Rover Hammock Extended Width');
    expect(english!.lines[0]?.selectedOptions).toEqual([{ name: 'Size', value: 'XL' }]);
    expect(english!.lines[1]?.sellingPlan?.name).toBe('Bi-Monthly');
  });

  it('a French page’s change reads French', async () => {
    const created = valueOf(await api('US', 'EN').create({ country: 'US' }));
    const added = valueOf(await api('CH', 'FR').addLines(created.cart!.id, [{ variantId: HAMMOCK_XL, quantity: 1 }]));
    expect(added.userErrors).toEqual([]);
    expect(added.cart!.lines[0]?.product.title).toBe('Rover Hammock Extended Width FR');
    expect(added.cart!.lines[0]?.selectedOptions).toEqual([{ name: 'Taille', value: 'Très grand' }]);
  });
});
