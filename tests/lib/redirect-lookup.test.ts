import { describe, expect, it } from 'vitest';
import { findRedirect, permanentRedirect, type RedirectRule } from '../../src/lib/paths';

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
});
