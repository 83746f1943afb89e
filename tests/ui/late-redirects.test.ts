import { describe, expect, it } from 'vitest';
import { followLateRedirect, type BrowserRedirect } from '../../src/platform/gatsby/runtime/late-route-tables';

const RULES: BrowserRedirect[] = [
  { fromPath: '/products/k9-rucksack', toPath: '/packs/k9-rucksack/', ignoreCase: true },
  { fromPath: '/Exact', toPath: '/exact-target/', ignoreCase: false },
  { fromPath: '/warranty', toPath: 'https://shop.trailmate.example/pages/warranty?from=site', ignoreCase: true },
];

function at(pathname: string, search = '', hash = '') {
  const replaced: string[] = [];
  followLateRedirect(RULES, { pathname, search, hash, replace: (url: string | URL) => void replaced.push(String(url)) });
  return replaced;
}

describe('a case-insensitive rule the host could not apply is followed once the list has loaded', () => {
  it('another letter case of a from-path goes to its target, keeping the query and fragment', () => {
    expect(at('/Products/K9-Rucksack', '?ref=mail', '#reviews')).toEqual(['/packs/k9-rucksack/?ref=mail#reviews']);
  });
  it('a case-sensitive rule needs the exact letters', () => {
    expect(at('/exact')).toEqual([]);
    expect(at('/Exact')).toEqual(['/exact-target/']);
  });
  it('a target with its own query keeps it', () => {
    expect(at('/WARRANTY', '?x=1')).toEqual(['https://shop.trailmate.example/pages/warranty?from=site']);
  });
  it('a page without a rule stays', () => {
    expect(at('/dog-hammocks/')).toEqual([]);
  });
});
