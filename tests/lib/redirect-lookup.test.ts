import { describe, expect, it } from 'vitest';
import {
  findRedirect,
  isRedirectTarget,
  permanentRedirect,
  queryRedirectIndex,
  queryRedirectTarget,
  queryRedirectsOn,
  type RedirectRule,
} from '../../src/lib/paths';

const rules: RedirectRule[] = [
  permanentRedirect('/car-seat-covers/stowe-hammock', '/dog-hammocks/'),
  permanentRedirect('/search?query=warranty', 'https://shop.trailmate.example/pages/lifetime-warranty'),
  { ...permanentRedirect('/Exact-Case', '/'), ignoreCase: false },
];

describe('redirect lookup', () => {
  it('ignoreCase rules match by lowercase', () => {
    expect(findRedirect(rules, '/Car-Seat-Covers/STOWE-hammock')?.toPath).toBe('/dog-hammocks/');
  });
  it('a trailing slash on the request does not matter', () => {
    expect(findRedirect(rules, '/car-seat-covers/stowe-hammock/')?.toPath).toBe('/dog-hammocks/');
  });
  it('case-sensitive rules match only exactly', () => {
    expect(findRedirect(rules, '/Exact-Case')?.toPath).toBe('/');
    expect(findRedirect(rules, '/exact-case')).toBeUndefined();
  });
  it('rules with a query string need that query', () => {
    expect(findRedirect(rules, '/search?query=warranty')?.toPath).toMatch(/^https:/);
    expect(findRedirect(rules, '/search/?query=Warranty')?.toPath).toMatch(/^https:/);
    expect(findRedirect(rules, '/search?query=bed')).toBeUndefined();
    expect(findRedirect(rules, '/search/')).toBeUndefined();
  });
  it('rules without a query string still match a request with one', () => {
    expect(findRedirect(rules, '/car-seat-covers/stowe-hammock?utm=x')?.toPath).toBe('/dog-hammocks/');
  });
  it('a query rule needs every parameter it names; other parameters may come along', () => {
    const both = [permanentRedirect('/search?query=warranty&lang=en', '/lifetime-warranty/')];
    expect(findRedirect(both, '/search/?lang=EN&query=Warranty')?.toPath).toBe('/lifetime-warranty/');
    expect(findRedirect(both, '/search/?query=warranty')).toBeUndefined();
    expect(findRedirect(rules, '/search/?page=2&query=warranty')?.toPath).toMatch(/^https:/);
    expect(findRedirect(rules, '/search/?query=warranty-card')).toBeUndefined();
  });
  it('a case-sensitive query rule needs the parameter in its own letter case', () => {
    const exact = [{ ...permanentRedirect('/search?query=Warranty', '/'), ignoreCase: false }];
    expect(findRedirect(exact, '/search/?query=Warranty')?.toPath).toBe('/');
    expect(findRedirect(exact, '/search/?query=warranty')).toBeUndefined();
    expect(findRedirect(exact, '/search/?Query=Warranty')).toBeUndefined();
  });
  it('a matching query rule wins over a plain rule on the same path', () => {
    const mixed = [permanentRedirect('/sale', '/'), permanentRedirect('/sale?season=winter', '/dog-coats/')];
    expect(findRedirect(mixed, '/sale?season=winter')?.toPath).toBe('/dog-coats/');
    expect(findRedirect(mixed, '/sale?season=summer')?.toPath).toBe('/');
  });
});

describe('query rules in the browser', () => {
  const warranty = 'https://shop.trailmate.example/pages/lifetime-warranty';

  it('the search page carries only the query rules on its own path', () => {
    expect(queryRedirectsOn(rules, '/search/').map((r) => r.fromPath)).toEqual(['/search?query=warranty']);
    expect(queryRedirectsOn(rules, '/en-ca/search/')).toEqual([]);
    expect(queryRedirectsOn(rules, '/car-seat-covers/stowe-hammock/')).toEqual([]);
  });
  it('the warranty query sends the browser to the warranty page, in any letter case', () => {
    expect(queryRedirectTarget(rules, { pathname: '/search/', search: '?query=warranty' })).toBe(warranty);
    expect(queryRedirectTarget(rules, { pathname: '/search/', search: '?query=WARRANTY' })).toBe(warranty);
    expect(queryRedirectTarget(rules, { pathname: '/search', search: '?query=warranty&sort=new' })).toBe(warranty);
  });
  it('any other search stays on the page', () => {
    expect(queryRedirectTarget(rules, { pathname: '/search/', search: '?query=Leash' })).toBeNull();
    expect(queryRedirectTarget(rules, { pathname: '/search/', search: '' })).toBeNull();
    expect(queryRedirectTarget(rules, { pathname: '/en-ca/search/', search: '?query=warranty' })).toBeNull();
  });
  it('rules without a query string are left to the pathname redirects', () => {
    expect(queryRedirectTarget(rules, { pathname: '/car-seat-covers/stowe-hammock/', search: '?utm=x' })).toBeNull();
  });
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example/',
    '/\\evil.example/',
    'https:evil.example',
    'https:///evil.example',
    'https://evil.example/\nnext',
    'ftp://shop.trailmate.example/',
    ' https://shop.trailmate.example/',
  ])('never sends the browser to %j', (target) => {
    const unsafe = [permanentRedirect('/search?query=warranty', target)];
    expect(queryRedirectTarget(unsafe, { pathname: '/search/', search: '?query=warranty' })).toBeNull();
  });
  it('accepts http(s) absolute URLs and same-origin paths as targets', () => {
    expect(isRedirectTarget(warranty)).toBe(true);
    expect(isRedirectTarget('http://shop.trailmate.example/pages/lifetime-warranty')).toBe(true);
    expect(isRedirectTarget('/lifetime-warranty/?from=search#claim')).toBe(true);
    expect(isRedirectTarget('lifetime-warranty/')).toBe(false);
  });
});

describe('query redirect index', () => {
  it('finds for every path what a pass over every rule finds', () => {
    const rules = [
      permanentRedirect('/search?query=warranty', 'https://www.trailmate.example/pages/lifetime-warranty'),
      permanentRedirect('/Search?query=manuals', '/manuals/'),
      { ...permanentRedirect('/Exact?x=1', '/x/'), ignoreCase: false },
      permanentRedirect('/search', '/'),
      permanentRedirect('/blog/?tag=gear', '/blog/'),
    ];
    const rulesOn = queryRedirectIndex(rules);
    for (const page of ['/search/', '/SEARCH', '/exact/', '/Exact/', '/blog/', '/blog', '/other/']) {
      expect(rulesOn(page), page).toEqual(queryRedirectsOn(rules, page));
    }
    expect(rulesOn('/search/')).toHaveLength(2);
    expect(rulesOn('/exact/')).toEqual([]);
  });
});
