// The checkout hand-off's addresses: the store's Multipass login path (the token in the path, by
// Shopify's design) and the checkout as its return_to, a path of the store's own host.
import { describe, expect, it } from 'vitest';
import { checkoutReturnTo, storeMultipassLoginUrl } from '../../src/lib/auth/multipass';
import { sameOriginPath } from '../../wire/return-to';

const TWIN = 'http://127.0.0.1:8787/shops/trailmate-us/api/2025-04/graphql.json';
const SHOPIFY = 'https://trailmate.myshopify.com/api/2025-04/graphql.json';

describe('checkout hand-off addresses', () => {
  it('the login path is the store\'s /account/login/multipass/{token}', () => {
    expect(storeMultipassLoginUrl(TWIN, 'abc-_123')).toBe('http://127.0.0.1:8787/shops/trailmate-us/account/login/multipass/abc-_123');
    expect(storeMultipassLoginUrl(SHOPIFY, 'abc-_123')).toBe('https://trailmate.myshopify.com/account/login/multipass/abc-_123');
  });

  it('return_to is the checkout\'s path and query on the store\'s host, and passes the store\'s return_to rule', () => {
    const back = checkoutReturnTo(TWIN, 'http://127.0.0.1:8787/shops/trailmate-us/checkouts/c1?key=k&locale=de');
    expect(back).toBe('/shops/trailmate-us/checkouts/c1?key=k&locale=de');
    expect(sameOriginPath(back)).toBe(back);
    expect(checkoutReturnTo(SHOPIFY, 'https://trailmate.myshopify.com/cart/c/abc?key=k')).toBe('/cart/c/abc?key=k');
    // A checkout on another host cannot be a return_to: the plain checkout URL is used.
    expect(checkoutReturnTo(SHOPIFY, 'https://checkout.example.com/c/abc')).toBeNull();
    expect(checkoutReturnTo(SHOPIFY, 'not a url')).toBeNull();
  });
});
