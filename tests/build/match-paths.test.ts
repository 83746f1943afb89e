import { describe, expect, it } from 'vitest';
import { matchPathDifferences, matchPathEntries, matchPathsModule, type MatchPathEntry } from '../../src/build/match-paths';

const pages = [
  { path: '/' },
  { path: '/dog-hammocks/' },
  { path: '/404/' },
  { path: '/de/' },
  { path: '/de/dog-hammocks/' },
  { path: '/de/404/', matchPath: '/de/*' },
  { path: '/nl/dog-hammocks/' },
  { path: '/nl/404/', matchPath: '/nl/*' },
  { path: '/nl/en/dog-hammocks/' },
  { path: '/nl/en/blog/' },
  { path: '/nl/en/404/', matchPath: '/nl/en/*' },
];

/** Evaluates the generated module and returns its default export. */
function evaluate(source: string): MatchPathEntry[] {
  const body = source.replace('export default out;', 'return out;');
  return new Function(body)() as MatchPathEntry[];
}

describe('match paths', () => {
  it('lists the catch-alls and every static page under one, like Gatsby', () => {
    const entries = matchPathEntries(pages);
    expect(entries).toContainEqual({ path: '/de/404/', matchPath: '/de/*' });
    expect(entries).toContainEqual({ path: '/de/dog-hammocks/', matchPath: '/de/dog-hammocks/' });
    expect(entries).toContainEqual({ path: '/nl/en/blog/', matchPath: '/nl/en/blog/' });
    expect(entries.some((e) => e.path === '/dog-hammocks/' || e.path === '/')).toBe(false);
    expect(entries).toHaveLength(3 + 5);
  });
  it('the generated module rebuilds exactly the same list', () => {
    const entries = matchPathEntries(pages);
    expect(matchPathDifferences(entries, evaluate(matchPathsModule(entries)))).toEqual([]);
  });
  it('differences are reported both ways', () => {
    const entries = matchPathEntries(pages);
    expect(matchPathDifferences(entries, entries.slice(1))).toEqual(['+ extra /de/404/ /de/*']);
  });
  it('is much smaller than the JSON for many locales', () => {
    const many = ['/a', '/b', '/c', '/d', '/e', '/f'].flatMap((prefix) => [
      { path: `${prefix}/404/`, matchPath: `${prefix}/*` },
      ...Array.from({ length: 200 }, (_, i) => ({ path: `${prefix}/products/item-number-${i}/` })),
    ]);
    const entries = matchPathEntries(many);
    const source = matchPathsModule(entries);
    expect(source.length).toBeLessThan(JSON.stringify(entries).length / 5);
    expect(matchPathDifferences(entries, evaluate(source))).toEqual([]);
  });
});
