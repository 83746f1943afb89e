// The cart cookie's domain is the site's registrable domain by the Public Suffix List, decided at
// build: never a public suffix such as co.uk (the browser refuses those), none on localhost or an IP.
import { describe, expect, it } from 'vitest';
import { registrableCookieDomain } from '../../src/build/cookie-domain';
import { commerceContext } from '../../src/build/site-context';
import type { LocaleContext } from '../../src/lib/content/site-context';

describe('cart cookie domain at build time', () => {
  it('keeps the label before a two-label public suffix (co.uk, com.au)', () => {
    expect(registrableCookieDomain('shop.example.co.uk')).toBe('example.co.uk');
    expect(registrableCookieDomain('www.example.com.au')).toBe('example.com.au');
    expect(registrableCookieDomain('a.b.shop.example.co.uk')).toBe('example.co.uk');
  });
  it('is the domain itself or its parent under a one-label suffix', () => {
    expect(registrableCookieDomain('example.com')).toBe('example.com');
    expect(registrableCookieDomain('www.trailmate.example')).toBe('trailmate.example');
    expect(registrableCookieDomain('WWW.Example.COM.')).toBe('example.com');
  });
  it('counts private suffixes browsers also refuse (netlify.app, github.io)', () => {
    expect(registrableCookieDomain('preview--trailmate.netlify.app')).toBe('preview--trailmate.netlify.app');
    expect(registrableCookieDomain('github.io')).toBeNull();
  });
  it('gives none (a host-only cookie) on localhost, <brand>.localhost, IP addresses and public suffixes', () => {
    for (const host of ['localhost', 'trailmate.localhost', '127.0.0.1', '::1', '[::1]', '192.168.1.20', 'co.uk', 'com.au', 'intranet']) {
      expect(registrableCookieDomain(host), host).toBeNull();
    }
  });
});

describe("a locale's cart settings", () => {
  const locale: LocaleContext = { id: 'en-gb', urlPath: '/en-gb', title: 'United Kingdom', market: 'gb', language: 'en', currency: 'USD', country: 'GB', priceFormat: 'en-GB', hreflang: 'en-GB', isDefault: false };
  const store = { name: 's', brand: 'trailmate', currency: 'USD', countries: ['GB'], storefrontAccessToken: 't' };
  const endpoint = { url: 'http://127.0.0.1:8787/shops/s/api/2025-04/graphql.json', token: 't' };
  const commerce = (siteUrl: string) => commerceContext(locale, { usd: store, cad: store }, { usd: endpoint, cad: endpoint }, siteUrl);
  it("carry the cookie domain of the site's address (SITE_URL or brand.json's baseUrl)", () => {
    expect(commerce('https://shop.example.co.uk').cookieDomain).toBe('example.co.uk');
    expect(commerce('https://www.trailmate.example').cookieDomain).toBe('trailmate.example');
    expect(commerce('http://localhost:9000').cookieDomain).toBeNull();
    expect(commerce('http://127.0.0.1:9000').cookieDomain).toBeNull();
  });
});
