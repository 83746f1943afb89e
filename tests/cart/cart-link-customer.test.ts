// A signed-in customer's cart carries their identity (cartBuyerIdentityUpdate with the customer's
// access token), against a real twin; signing out unlinks it; an unknown token leaves it unlinked.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestTwin, TOKENS } from '../../twin/test/helpers';
import { createCartController } from '../../src/lib/cart/cart-controller';
import { cartView, useCartState } from '../../src/lib/cart/cart-state';
import { cartApi } from '../../src/lib/storefront/cart';
import { createStorefrontClient } from '../../src/lib/storefront/client';
import { TestCookieJar, testStorage } from './cookie-jar';

type Twin = Awaited<ReturnType<typeof startTestTwin>>;
let twin: Twin;

function controller() {
  const client = createStorefrontClient({ url: twin.endpoint('trailmate-us'), token: TOKENS['trailmate-us'] });
  return createCartController(
    { storefront: { url: twin.endpoint('trailmate-us'), token: TOKENS['trailmate-us'] }, cartCookie: '_cartId', cookieDomain: null, stores: [], country: 'US', language: 'EN', currency: 'USD', shipping: null },
    { api: cartApi(client, 'US', 'EN'), findVariant: async () => null, jar: new TestCookieJar(), location: { hostname: '127.0.0.1', protocol: 'http:' }, storage: testStorage(), log: () => undefined, sleep: async () => undefined },
  );
}

async function customerToken(email: string): Promise<string> {
  const client = twin.client('trailmate-us');
  await client.request(`mutation C($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`, {
    input: { email, password: 'long-enough-1', firstName: 'Kit', lastName: 'Fern' },
  });
  const data = await client.request<{ customerAccessTokenCreate: { customerAccessToken: { accessToken: string } } }>(
    `mutation T($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
    { input: { email, password: 'long-enough-1' } },
  );
  return data.customerAccessTokenCreate.customerAccessToken.accessToken;
}

beforeAll(async () => {
  twin = await startTestTwin();
}, 60_000);
afterAll(async () => {
  await twin?.stop();
});
beforeEach(() => cartView.reset());

describe('linkCustomer', () => {
  it("a signed-in customer's cart carries their identity and email; null unlinks it", async () => {
    const cart = controller();
    await cart.init();
    expect(useCartState.getState().cart?.buyer.customerId).toBeNull();
    const token = await customerToken('linked@example.com');
    expect(await cart.linkCustomer(token)).toBe(true);
    expect(useCartState.getState().cart?.buyer.customerId).toMatch(/^gid:\/\/shopify\/Customer\//);
    expect(useCartState.getState().cart?.buyer.email).toBe('linked@example.com');
    expect(await cart.linkCustomer(null)).toBe(true);
    expect(useCartState.getState().cart?.buyer.customerId).toBeNull();
  });
  it('an unknown token is refused and the cart stays unlinked', async () => {
    const cart = controller();
    await cart.init();
    expect(await cart.linkCustomer('not-a-token')).toBe(false);
    expect(useCartState.getState().cart?.buyer.customerId).toBeNull();
    expect(useCartState.getState().notice?.key).toBe('cartUpdateFailed');
  });
});
