// Pure cart rules: the cookie per currency for the site's registrable domain, line attributes word for word,
// add-ons with quantity 1, the drawer's shipping estimate and safe checkout links.
import { describe, expect, it } from 'vitest';
import { registrableCookieDomain } from '../../src/build/cookie-domain';
import { clearCartId, cookieDomainFor, readCartId, writeCartId } from '../../src/lib/cart/cart-cookie';
import { lineAttributes, linesWithAddOns } from '../../src/lib/cart/line-attributes';
import { checkoutHref, summarizeCart } from '../../src/features/cart/cart-summary';
import type { Cart, CartLine } from '../../src/lib/storefront/cart';
import { encodeMerchandiseId } from '../../src/lib/storefront/cart';
import { TestCookieJar } from './cookie-jar';

const usd = (amount: string) => ({ amount, currencyCode: 'USD' });

function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 'gid://shopify/CartLine/1', quantity: 1, attributes: [], variantId: 'gid://shopify/ProductVariant/1', variantTitle: null, sku: 'SKU',
    quantityAvailable: 10, availableForSale: true, price: usd('40.00'), compareAtPrice: null, unitPrice: usd('40.00'), subtotal: usd('40.00'),
    total: usd('40.00'), selectedOptions: [], image: null, product: { id: 'p', title: 'Bowl', handle: 'bowl', productType: 'Bowls', vendor: 'V', tags: [] },
    sellingPlan: null, discounts: [], ...overrides,
  };
}

function cart(lines: CartLine[], total: string): Cart {
  return {
    id: 'c', checkoutUrl: 'https://shop.example/checkouts/c', totalQuantity: lines.length, note: null, currencyCode: 'USD', subtotal: usd(total), total: usd(total),
    buyer: { countryCode: 'US', email: null, customerId: null }, attributes: [], discountCodes: [], discounts: [], lines,
  };
}

describe('cart cookie', () => {
  it('CAD carts live under _cadCartId and USD carts under _cartId, independently', () => {
    const jar = new TestCookieJar();
    writeCartId(jar, '_cartId', 'usd-cart', { hostname: 'www.trailmate.example', protocol: 'https:' }, 'trailmate.example');
    writeCartId(jar, '_cadCartId', 'cad-cart', { hostname: 'www.trailmate.example', protocol: 'https:' }, 'trailmate.example');
    expect(readCartId(jar, '_cartId')).toBe('usd-cart');
    expect(readCartId(jar, '_cadCartId')).toBe('cad-cart');
  });
  it("is written for the site's registrable domain, secure on https", () => {
    const jar = new TestCookieJar();
    writeCartId(jar, '_cartId', 'gid://shopify/Cart/x?key=y', { hostname: 'shop.trailmate.example', protocol: 'https:' }, 'trailmate.example');
    expect(jar.writes[0]).toContain('domain=trailmate.example');
    expect(jar.writes[0]).toContain('secure');
    expect(readCartId(jar, '_cartId')).toBe('gid://shopify/Cart/x?key=y');
  });
  it('on a co.uk or com.au site it is the registrable domain, never the public suffix the browser refuses', () => {
    for (const [host, url, domain] of [
      ['shop.example.co.uk', 'https://www.example.co.uk', 'example.co.uk'],
      ['www.example.com.au', 'https://www.example.com.au', 'example.com.au'],
      ['example.com', 'https://example.com', 'example.com'],
    ] as const) {
      // The domain comes from the site's address at build; the page is on one of its hosts.
      const siteDomain = registrableCookieDomain(new URL(url).hostname);
      const jar = new TestCookieJar();
      const location = { hostname: host, protocol: 'https:' };
      writeCartId(jar, '_cartId', 'c', location, siteDomain);
      expect(jar.writes[0]?.split('; '), host).toContain(`domain=${domain}`);
      clearCartId(jar, '_cartId', location, siteDomain);
      expect(jar.writes[1]?.split('; '), host).toContain(`domain=${domain}`);
    }
  });
  it("is host-only (no domain attribute) on localhost, <brand>.localhost, an IP or a host outside the site's domain", () => {
    for (const [host, domain] of [
      ['localhost', null],
      ['trailmate.localhost', registrableCookieDomain('trailmate.localhost')],
      ['127.0.0.1', 'trailmate.example'],
      ['[::1]', 'trailmate.example'],
      ['preview--trailmate.netlify.app', 'trailmate.example'],
      ['nottrailmate.example', 'trailmate.example'],
    ] as const) {
      const jar = new TestCookieJar();
      writeCartId(jar, '_cartId', 'c', { hostname: host, protocol: 'http:' }, domain);
      expect(jar.writes[0], host).not.toMatch(/domain=/i);
      expect(cookieDomainFor(host, domain), host).toBeNull();
    }
  });
});

describe('line attributes', () => {
  it('autoship lines carry Auto-renews and Subscription Discount Applied', () => {
    expect(lineAttributes({ plan: { name: 'Monthly', percentageDiscount: 10 } })).toEqual([
      { key: 'Auto-renews', value: 'Monthly' },
      { key: 'Subscription Discount Applied', value: '10%' },
    ]);
  });
  it('promotions are joined by comma; one-time lines without promotions carry nothing', () => {
    expect(lineAttributes({ promotions: ['WELCOME10', ' GOODDOG15 '] })).toEqual([{ key: 'Promotions Applied', value: 'WELCOME10, GOODDOG15' }]);
    expect(lineAttributes({})).toEqual([]);
  });
  it('each add-on is added with quantity 1, once, after the chosen variant', () => {
    const main = { variantId: 'v1', quantity: 3 };
    const addOn = (id: string) => ({ cartProps: { variantId: id, quantity: 5 }, sku: `SKU-${id}` });
    expect(linesWithAddOns(main, [addOn('a'), addOn('b'), addOn('a'), addOn('v1')])).toEqual([main, { variantId: 'a', quantity: 1 }, { variantId: 'b', quantity: 1 }]);
  });
  it('merchandise ids are sent base64-encoded', () => {
    expect(encodeMerchandiseId('gid://shopify/ProductVariant/2001')).toBe(Buffer.from('gid://shopify/ProductVariant/2001').toString('base64'));
  });
});

describe('cart summary', () => {
  const shipping = { freeShippingThreshold: '75.00', flatRate: '7.95' };
  it('charges the flat rate under the threshold and shows what is left', () => {
    const s = summarizeCart(cart([line()], '40.00'), shipping);
    expect(s.shipping).toEqual({ kind: 'flat', amount: '7.95' });
    expect(s.remainingForFreeShipping).toBe('35.00');
    expect(s.freeShippingProgress).toBeCloseTo(40 / 75);
  });
  it('ships free at the threshold or with autoship, and shows the autoship percent', () => {
    expect(summarizeCart(cart([line()], '75.00'), shipping).shipping).toEqual({ kind: 'free' });
    const autoship = line({ sellingPlan: { id: 'p', name: 'Monthly', service: false, serviceTerm: null, billing: { interval: 'MONTH', count: 1 } }, unitPrice: usd('36.00') });
    const s = summarizeCart(cart([autoship], '36.00'), shipping);
    expect(s.shipping).toEqual({ kind: 'free' });
    expect(s.subscriptionDiscountPercent).toBe(10);
  });
  it('an autoship line under the threshold ships free, and the bar is full with no amount left to say', () => {
    const autoship = line({ sellingPlan: { id: 'p', name: 'Monthly', service: false, serviceTerm: null, billing: { interval: 'MONTH', count: 1 } }, unitPrice: usd('18.00'), total: usd('18.00') });
    const s = summarizeCart(cart([autoship, line()], '58.00'), shipping);
    expect(s.shipping).toEqual({ kind: 'free' });
    expect(s.remainingForFreeShipping).toBeNull();
    expect(s.freeShippingProgress).toBe(1);
  });
  it('a collar on a service plan takes no autoship discount', () => {
    const collar = line({ sellingPlan: { id: 'p', name: '1-year service plan', service: true, serviceTerm: { interval: 'MONTH', count: 12, price: usd('99.99') }, billing: { interval: 'MONTH', count: 12 } }, price: usd('149.99'), unitPrice: usd('149.99') });
    expect(summarizeCart(cart([collar], '149.99'), shipping).subscriptionDiscountPercent).toBe(0);
  });
  it('markets without the store currency see shipping at checkout', () => {
    expect(summarizeCart(cart([line()], '40.00'), null).shipping).toEqual({ kind: 'atCheckout' });
  });
  it('checkout links are web addresses only', () => {
    expect(checkoutHref('https://shop.example/checkouts/1?key=a')).toBe('https://shop.example/checkouts/1?key=a');
    expect(checkoutHref('http://127.0.0.1:8787/shops/x/checkouts/1')).toBe('http://127.0.0.1:8787/shops/x/checkouts/1');
    expect(checkoutHref('javascript:alert(1)')).toBeNull();
    expect(checkoutHref('http://evil.example/checkouts/1')).toBeNull();
  });
});
