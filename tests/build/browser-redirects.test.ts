import { assert, describe, expect, it } from 'vitest';
import {
  browserRedirectDifferences,
  browserRedirectsModule,
  effectiveBrowserRedirects,
  evaluateBrowserRedirectsModule,
} from '../../src/build/browser-redirects';
import { gatsbyRedirects, proProgramRules } from '../../src/build/redirects';
import { permanentRedirect, type RedirectRule } from '../../src/lib/paths';

const table: RedirectRule[] = gatsbyRedirects([
  permanentRedirect('/gatsby', 'https://shop.example/account/login'),
  permanentRedirect('/Car-Seat-Covers/Stowe-Hammock', '/dog-hammocks/'),
  permanentRedirect('/web-specials', '/'),
  permanentRedirect('/search?query=warranty', 'https://shop.example/pages/warranty'),
  { ...permanentRedirect('/CaseSensitive', '/dog-coats/'), ignoreCase: false },
  { ...permanentRedirect('/server-only', '/'), redirectInBrowser: false },
  ...proProgramRules(['rucksack', 'core-sweater', 'rover-hammock-extended-width']),
]);

/** What Gatsby's redirect-utils answers for a pathname, given a list. */
function lookup(list: RedirectRule[], pathname: string): string | undefined {
  const exact = new Map(list.filter((r) => !r.ignoreCase).map((r) => [r.fromPath, r.toPath]));
  const lower = new Map(list.filter((r) => r.ignoreCase).map((r) => [r.fromPath, r.toPath]));
  return exact.get(pathname) ?? lower.get(pathname.toLowerCase());
}

describe('compact browser redirects', () => {
  it('rebuild the list the browser reads, as Gatsby writes it', () => {
    const list = evaluateBrowserRedirectsModule(browserRedirectsModule(table));
    expect(browserRedirectDifferences(list, table)).toEqual([]);
    expect(list).toHaveLength(effectiveBrowserRedirects(table).size);
    expect(list).toContainEqual({
      fromPath: '/car-seat-covers/stowe-hammock/',
      toPath: '/dog-hammocks/',
      isPermanent: true,
      ignoreCase: true,
      redirectInBrowser: true,
      force: true,
    });
  });

  it('answer every lookup as the full list does', () => {
    const list = evaluateBrowserRedirectsModule(browserRedirectsModule(table));
    const gatsbyList = table.filter((r) => r.redirectInBrowser).map((r) => ({ ...r, fromPath: r.ignoreCase ? r.fromPath.toLowerCase() : r.fromPath }));
    const paths = ['/gatsby', '/GATSBY/', '/car-seat-covers/stowe-hammock', '/CaseSensitive', '/casesensitive', '/server-only',
      '/rucksack-pro-program-application', '/Core-Sweater-Pro-Program-Application-Success/', '/rover-hammock-extended-width-pro-program-application-fail', '/nope'];
    for (const pathname of paths) expect(lookup(list, pathname), pathname).toBe(lookup(gatsbyList, pathname));
    expect(lookup(list, '/CaseSensitive')).toBe('/dog-coats/');
    expect(lookup(list, '/casesensitive')).toBeUndefined();
    expect(lookup(list, '/server-only')).toBeUndefined();
  });

  it('keep the last rule for a repeated from-path, as the browser map does', () => {
    const rules = [permanentRedirect('/a', '/one/'), permanentRedirect('/A', '/two/')];
    const list = evaluateBrowserRedirectsModule(browserRedirectsModule(rules));
    expect(list.map((r) => [r.fromPath, r.toPath])).toEqual([['/a', '/two/']]);
  });

  it('report a missing, extra or different rule', () => {
    const [first, second, ...rest] = table;
    assert.isDefined(first, 'first');
    assert.isDefined(second, 'second');
    expect(browserRedirectDifferences(rest, table)).toEqual([
      expect.stringMatching(/^- missing \/gatsby → /),
      expect.stringMatching(/^- missing \/gatsby\/ → /),
    ]);
    expect(browserRedirectDifferences(table, [second, ...rest])).toEqual([expect.stringMatching(/^\+ extra \/gatsby → /)]);
    expect(browserRedirectDifferences([{ ...first, toPath: '/' }, second, ...rest], table)).toEqual([expect.stringMatching(/^- differs \/gatsby → https/)]);
  });

  it('grow by far less than the JSON list with the catalogue', () => {
    const handles = Array.from({ length: 300 }, (_, i) => `trail-product-number-${i}`);
    const big = gatsbyRedirects(proProgramRules(handles));
    const source = browserRedirectsModule(big);
    expect(source.length).toBeLessThan(JSON.stringify(big).length / 4);
    expect(browserRedirectDifferences(evaluateBrowserRedirectsModule(source), big)).toEqual([]);
  });
});
