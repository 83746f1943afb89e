import { describe, expect, it } from 'vitest';
import {
  articleCategoryPath,
  articlePath,
  collectionHandleOf,
  collectionLocation,
  withCollectionCrumb,
  withCollectionLocation,
  currencyPath,
  internalLinkPath,
  isLinkValid,
  isSafeHref,
  isSameOriginPath,
  listingPagePath,
  localizePath,
  loginHref,
  notFoundMatchPath,
  notFoundPath,
  productPath,
  productSlug,
  safeRedirectTarget,
  stripLocalePrefix,
  toUrlSafe,
  withTrailingSlash,
} from '../../src/lib/paths';

describe('CAD prefix', () => {
  it('CAD paths gain /en-ca', () => {
    expect(currencyPath('/dog-hammocks', 'CAD')).toBe('/en-ca/dog-hammocks/');
    expect(currencyPath('/', 'CAD')).toBe('/en-ca/');
  });
  it('other currencies leave the path unchanged', () => {
    expect(currencyPath('/dog-hammocks/', 'USD')).toBe('/dog-hammocks/');
    expect(currencyPath('/account/login', 'EUR')).toBe('/account/login/');
  });
  it('an optional anchor follows a hash', () => {
    expect(currencyPath('/contact-us', 'CAD', 'form')).toBe('/en-ca/contact-us/#form');
    expect(currencyPath('/contact-us', 'USD', 'form')).toBe('/contact-us/#form');
  });
});

describe('localized prefixes and language segments', () => {
  it('the default locale has no prefix', () => {
    expect(localizePath('', '/dog-hammocks')).toBe('/dog-hammocks/');
    expect(localizePath('', '/')).toBe('/');
  });
  it('market prefixes come first', () => {
    expect(localizePath('/au', '/dog-hammocks/')).toBe('/au/dog-hammocks/');
    expect(localizePath('/en-ca', '/')).toBe('/en-ca/');
  });
  it('non-default languages add a language segment after the market', () => {
    expect(localizePath('/be/fr', '/blog/meet-the-designer')).toBe('/be/fr/blog/meet-the-designer/');
    expect(localizePath('/ca/fr', '/learn/')).toBe('/ca/fr/learn/');
  });
  it('a pathname is split into its locale and page path (longest prefix wins)', () => {
    const locales = [{ urlPath: '' }, { urlPath: '/be' }, { urlPath: '/be/fr' }, { urlPath: '/en-ca' }];
    expect(stripLocalePrefix('/be/fr/dog-hammocks/', locales)).toEqual({ locale: locales[2], path: '/dog-hammocks/' });
    expect(stripLocalePrefix('/be/', locales)).toEqual({ locale: locales[1], path: '/' });
    expect(stripLocalePrefix('/bench-seat-covers/', locales)).toEqual({ locale: locales[0], path: '/bench-seat-covers/' });
    expect(stripLocalePrefix('/en-ca', locales).path).toBe('/');
  });
});

describe('trailing slashes and file-like paths', () => {
  it('internal page paths end with a slash, keeping query and hash', () => {
    expect(withTrailingSlash('/search?query=bed')).toBe('/search/?query=bed');
    expect(withTrailingSlash('/press#top')).toBe('/press/#top');
    expect(withTrailingSlash('press')).toBe('/press/');
  });
  it('file-like paths get no trailing slash', () => {
    expect(internalLinkPath('/downloads/first-aid-guide.pdf')).toBe('/downloads/first-aid-guide.pdf');
    expect(withTrailingSlash('/sitemap.xml')).toBe('/sitemap.xml');
    expect(internalLinkPath('/contact-us')).toBe('/contact-us/');
  });
});

describe('localized 404s', () => {
  it('the default locale uses /404/ and no catch-all', () => {
    expect(notFoundPath('')).toBe('/404/');
    expect(notFoundMatchPath('')).toBeNull();
  });
  it('other locales get <urlPath>/404/ with a catch-all', () => {
    expect(notFoundPath('/de')).toBe('/de/404/');
    expect(notFoundMatchPath('/ch/fr')).toBe('/ch/fr/*');
  });
});

describe('product slug rule', () => {
  it('without a prefix the slug is the URL-safe lowercased product type plus the handle', () => {
    expect(productSlug({ handle: 'rover-hammock-extended-width', productType: 'Car Seat Covers' })).toBe(
      'car-seat-covers/rover-hammock-extended-width',
    );
    expect(productPath({ handle: 'core-sweater', productType: 'Dog Coats' })).toBe('/dog-coats/core-sweater/');
  });
  it('a configured prefix replaces the product type', () => {
    expect(productSlug({ handle: 'rucksack', productType: 'Pet Carriers', pathPrefix: 'products' })).toBe('products/rucksack');
    expect(productSlug({ handle: 'rucksack', productType: 'Pet Carriers', pathPrefix: '/gear/' })).toBe('gear/rucksack');
  });
  it('an empty prefix puts the product at the site root', () => {
    expect(productPath({ handle: 'dog-poop-bag-tailgate-dumpster', productType: 'Dog Travel', pathPrefix: '' })).toBe(
      '/dog-poop-bag-tailgate-dumpster/',
    );
  });
  it('a missing handle is logged and gives no slug', () => {
    const logged: string[] = [];
    expect(productSlug({ handle: '', productType: 'Harnesses' }, (m) => logged.push(m))).toBeNull();
    expect(productSlug({ productType: 'Harnesses' }, (m) => logged.push(m))).toBeNull();
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatch(/handle/);
  });
  it('URL-safe product types drop accents and symbols', () => {
    expect(toUrlSafe('Leashes & Collars')).toBe('leashes-and-collars');
    expect(toUrlSafe('  Dog Travel  ')).toBe('dog-travel');
    expect(toUrlSafe('Colliers Réglables')).toBe('colliers-reglables');
  });
});

describe('link validity', () => {
  it('a link with type disable is invalid', () => {
    expect(isLinkValid({ type: 'disable', targetId: 'x' })).toBe(false);
  });
  it('an internal link needs a target id', () => {
    expect(isLinkValid({ type: 'internal', path: '/a/' })).toBe(false);
    expect(isLinkValid({ type: 'internal', targetId: 'page-1', path: '/a/' })).toBe(true);
  });
  it('external links are valid', () => {
    expect(isLinkValid({ type: 'external', href: 'https://example.com' })).toBe(true);
    expect(isLinkValid(null)).toBe(false);
  });
  it('only https, mailto, tel and same-origin paths are safe hrefs', () => {
    expect(isSafeHref('https://example.com/a')).toBe(true);
    expect(isSafeHref('/dog-hammocks/')).toBe(true);
    expect(isSafeHref('mailto:care@trailmate.example')).toBe(true);
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref(' JavaScript:alert(1)')).toBe(false);
    expect(isSafeHref('data:text/html,hi')).toBe(false);
    expect(isSafeHref('//evil.example/')).toBe(false);
    expect(isSafeHref('http://plain.example/')).toBe(false);
  });
  it('redirect targets from query strings are used only when same-origin', () => {
    expect(safeRedirectTarget('/account/orders/')).toBe('/account/orders/');
    expect(safeRedirectTarget('https://evil.example/')).toBe('/');
    expect(safeRedirectTarget('//evil.example/')).toBe('/');
    expect(safeRedirectTarget('/\\evil.example')).toBe('/');
    expect(isSameOriginPath(undefined)).toBe(false);
  });
});

describe('login path', () => {
  it('carries the origin path and search URL-encoded', () => {
    expect(loginHref('', { pathname: '/dog-hammocks/', search: '?sort=new' })).toBe(
      '/account/login/?redirect=%2Fdog-hammocks%2F%3Fsort%3Dnew',
    );
  });
  it('omits the redirect when the origin is the account page or a sign-in screen, and uses the CAD prefix', () => {
    expect(loginHref('/en-ca', { pathname: '/en-ca/account/' })).toBe('/en-ca/account/login/');
    expect(loginHref('', { pathname: '/account/logout/' })).toBe('/account/login/');
    expect(loginHref('')).toBe('/account/login/');
  });
  it('other account pages send their path and search back through redirect', () => {
    expect(loginHref('/en-ca', { pathname: '/en-ca/account/orders/', search: '?x=1' })).toBe('/en-ca/account/login/?redirect=%2Fen-ca%2Faccount%2Forders%2F%3Fx%3D1');
  });
});

describe('collection location', () => {
  it('a path with a shop segment is a collection location', () => {
    expect(collectionLocation('/shop/dog-hammocks/', '?collection-location=x')).toBe('/shop/dog-hammocks/');
  });
  it('otherwise it comes from the collection-location query parameter', () => {
    expect(collectionLocation('/car-seat-covers/rover-car-door-guard/', '?collection-location=car-seat-covers')).toBe(
      'car-seat-covers',
    );
    expect(collectionLocation('/shopping/', '')).toBeNull();
  });
});

describe('what the collection location drives: the product page breadcrumbs', () => {
  const crumbs = [
    { label: 'Home', href: '/de/' },
    { label: 'Hundehängematten', href: '/de/dog-hammocks/' },
    { label: 'Rover Hängematte', href: null },
  ];
  const collections = [
    { handle: 'dog-hammocks', label: 'Hundehängematten', href: '/de/dog-hammocks/' },
    { handle: 'best-sellers', label: 'Bestseller', href: '/de/best-sellers/' },
  ];
  it('names the collection of a shop path (the segment after shop) or of the query parameter', () => {
    expect(collectionHandleOf(collectionLocation('/de/shop/best-sellers/rover-hammock/'))).toBe('best-sellers');
    expect(collectionHandleOf(collectionLocation('/dog-hammocks/rover-hammock/', '?collection-location=best-sellers'))).toBe('best-sellers');
    expect(collectionHandleOf(collectionLocation('/x/', '?collection-location=%2Fde%2Fbest-sellers%2F'))).toBe('best-sellers');
    expect(collectionHandleOf(null)).toBeNull();
  });
  it('a collection listing the product takes the place between Home and the product', () => {
    expect(withCollectionCrumb(crumbs, collectionLocation('/de/rover-hammock/', '?collection-location=best-sellers'), collections)).toEqual([
      crumbs[0],
      { label: 'Bestseller', href: '/de/best-sellers/' },
      crumbs[2],
    ]);
    expect(withCollectionCrumb(crumbs.filter((_, i) => i !== 1), '/shop/best-sellers/', collections)).toEqual([
      crumbs[0],
      { label: 'Bestseller', href: '/de/best-sellers/' },
      crumbs[2],
    ]);
  });
  it('a location naming no collection of the product, or none, keeps the built breadcrumbs', () => {
    expect(withCollectionCrumb(crumbs, 'cat-carriers', collections)).toBe(crumbs);
    expect(withCollectionCrumb(crumbs, null, collections)).toBe(crumbs);
  });
  it('a product link carries the collection it is listed in', () => {
    expect(withCollectionLocation('/de/rover-hammock/', 'best-sellers')).toBe('/de/rover-hammock/?collection-location=best-sellers');
    expect(withCollectionLocation('/p/?a=1#r', 'x y')).toBe('/p/?a=1&collection-location=x%20y#r');
  });
});

describe('blog paths', () => {
  it('articles, categories and pages sit under the brand blog path', () => {
    expect(articlePath('/blog/', 'meet-the-designer')).toBe('/blog/meet-the-designer/');
    expect(articlePath('/learn/', 'fence-basics')).toBe('/learn/fence-basics/');
    expect(articleCategoryPath('/blog/', 'gear')).toBe('/blog/category/gear/');
    expect(listingPagePath('/blog/', 1)).toBe('/blog/');
    expect(listingPagePath('/blog/', 3)).toBe('/blog/page/3/');
  });
});
