import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { compileRedirects, matchRedirect } from '../../scripts/static-server/redirect-rules';
import { readRedirectsFile } from '../../scripts/static-server/netlify-files';
import {
  assertRedirectTargets,
  gatsbyRedirects,
  hostRedirect,
  hostRedirects,
  missingRedirectTargets,
  proProgramRules,
  redirectTable,
  redirectsFile,
  writeRedirectsFile,
} from '../../src/build/redirects';
import { findRedirect, permanentRedirect, splitPath } from '../../src/lib/paths';

const table = redirectTable('trailmate');
const BRANDS = ['trailmate', 'yardwise', 'homing'];
const HANDLES = ['rucksack', 'core-sweater', 'rover-hammock-extended-width'];

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Writes a brand's `_redirects` as the build does and returns its path. */
async function writtenFile(brand: string, handles: string[]): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `redirects-${brand}-`));
  dirs.push(dir);
  await writeRedirectsFile(dir, hostRedirects(redirectTable(brand), handles));
  return path.join(dir, '_redirects');
}

describe('redirect table', () => {
  it('every rule is permanent, case-insensitive, in the browser and forced', () => {
    for (const rule of table) {
      expect(rule).toMatchObject({ isPermanent: true, ignoreCase: true, redirectInBrowser: true, force: true });
    }
  });
  it('holds every row of the spec', () => {
    const expected: [string, string][] = [
      ['/car-seat-covers/stowe-hammock', '/dog-hammocks/'],
      ['/dog-coats/portsmouth-foul-weather-jacket', '/dog-coats/halifax-rain-shell/'],
      ['/dog-travel/tago-bed', '/dog-travel/loft-wander-dog-bed/'],
      ['/car-seat-covers/journey-bench-seat-cover', '/bench-seat-covers/'],
      ['/harnesses/journey-dog-harness', '/harnesses/journey-air-dog-harness/'],
      ['/web-specials', '/'],
      ['/walk-about-training-gear', '/'],
      ['/outdoor-gear/skipping-stones-three-pack', '/'],
      ['/tailgate-dumpster-for-dog-poop-bags', '/dog-poop-bag-tailgate-dumpster/'],
      ['/dog-travel/tailgate-dumpster-for-dog-poop-bags', '/dog-travel/dog-poop-bag-tailgate-dumpster/'],
      ['/products/k9-core-sweater', '/products/core-sweater/'],
      ['/products/k9-rucksack', '/products/rucksack/'],
      ['/dog-coats/k9-core-sweater', '/dog-coats/core-sweater/'],
      ['/pet-carriers/k9-rucksack', '/pet-carriers/rucksack/'],
      ['/blog/trail-tested-the-k9-rucksack', '/blog/trail-tested-the-rucksack/'],
      ['/blog/meet-the-k9-core-sweater', '/blog/meet-the-core-sweater/'],
      ['/blog/meet-the-designer-behind-k9', '/blog/meet-the-designer/'],
      ['/blog/gift-guide-for-the-dog-owner-who-runs', '/blog/'],
      ['/products/wander-hammock-extended-width', '/products/rover-hammock-extended-width/'],
      ['/car-seat-covers/wander-hammock-extended-width', '/car-seat-covers/rover-hammock-extended-width/'],
      ['/car-seat-covers/wander-bench-seat-cover-extended-width', '/car-seat-covers/rover-bench-seat-cover/'],
      ['/car-seat-covers/car-door-guard', '/car-seat-covers/rover-car-door-guard/'],
      ['/car-seat-covers/copilot-bucket-seat-cover', '/car-seat-covers/rover-bucket-seat-cover/'],
      ['/dog-travel/backseat-bridge-backseat-extender', '/dog-travel/rover-backseat-bridge-backseat-extender/'],
      ['/car-seat-covers/no-slip-grip-bench-seat-cover', '/car-seat-covers/'],
      ['/car-seat-covers/loft-bench-seat-cover', '/car-seat-covers/'],
      ['/car-seat-covers/wander-hammock', '/car-seat-covers/'],
      ['/wander-hammock', '/car-seat-covers/'],
      ['/pet-travel-bowls/dog-training-treat-bag', '/dog-supplies/go-stuff-it-dog-treat-bag-molle/'],
      ['/leashes-and-collars/double-dog-leash-extender', '/dog-leashes-and-collars/'],
    ];
    for (const [from, to] of expected) expect(findRedirect(table, from)?.toPath, from).toBe(to);
  });
  it('/gatsby and /search?query=warranty go to external pages on the main store host', () => {
    expect(findRedirect(table, '/gatsby')?.toPath).toMatch(/^https:\/\/shop\.trailmate\.example\//);
    expect(findRedirect(table, '/search?query=warranty')?.toPath).toMatch(/^https:\/\/shop\.trailmate\.example\/.*warranty/);
  });
  it('matches the from-path in another letter case', () => {
    expect(findRedirect(table, '/Products/K9-Rucksack/')?.toPath).toBe('/products/rucksack/');
  });
});

describe('pro program application rules', () => {
  it('each product gets the application path and its -success and -fail variants, all to home', () => {
    const rules = proProgramRules(['rucksack']);
    expect(rules.map((r) => [r.fromPath, r.toPath])).toEqual([
      ['/rucksack-pro-program-application', '/'],
      ['/rucksack-pro-program-application-success', '/'],
      ['/rucksack-pro-program-application-fail', '/'],
    ]);
    expect(rules.every((r) => r.isPermanent && r.ignoreCase && r.redirectInBrowser && r.force)).toBe(true);
  });
});

describe('redirect targets', () => {
  it('an internal target that is not a page fails the build; external targets are not checked', () => {
    const rules = [...proProgramRules(['a']), ...table.slice(0, 2)];
    const pages = new Set(['/']);
    expect(missingRedirectTargets(rules, pages)).toEqual([`${table[1]!.fromPath} → ${table[1]!.toPath}`]);
    expect(() => assertRedirectTargets(rules, pages)).toThrow(/not pages of this build/);
    expect(() => assertRedirectTargets(rules, new Set(['/', table[1]!.toPath]))).not.toThrow();
  });
});

describe("_redirects in Netlify's syntax", () => {
  it('has one forced "from [key=value] to 301!" line per table rule and one per product', () => {
    const lines = redirectsFile(hostRedirects([permanentRedirect('/a', '/b/'), permanentRedirect('/search?query=warranty', 'https://x.example/w')], ['x']))
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(lines).toEqual(['/a /b/ 301!', '/search query=warranty https://x.example/w 301!', '/x-pro-program-application* / 301!']);
  });

  it("Netlify's parser reads every rule of every brand as written: from, query, to, status, force", async () => {
    for (const brand of BRANDS) {
      const intended = hostRedirects(redirectTable(brand), HANDLES);
      const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [await writtenFile(brand, HANDLES)], configRedirects: [], minimal: false });
      expect(errors, brand).toEqual([]);
      const read = (redirects as { from: string; query: Record<string, string>; to: string; status: number; force: boolean }[]).map(
        ({ from, query, to, status, force }) => ({ from, query, to, status, force }),
      );
      expect(read, brand).toEqual(intended);
    }
  });

  it('writes the warranty rule with its query as a separate key=value condition, forced', async () => {
    const { rules } = await readRedirectsFile(await writtenFile('trailmate', HANDLES));
    const warranty = rules.find((rule) => rule.from === '/search');
    expect(warranty).toMatchObject({ from: '/search', path: '/search', query: { query: 'warranty' }, status: 301, force: true });
    expect(warranty?.to).toMatch(/^https:\/\/shop\.trailmate\.example\/.*warranty/);
    expect(rules.every((rule) => rule.force && rule.status === 301 && !rule.from.includes('?'))).toBe(true);
  });

  it('keeps every redirect: each table rule and each product path goes where the browser list sends it', async () => {
    const compiled = compileRedirects((await readRedirectsFile(await writtenFile('trailmate', HANDLES))).rules);
    for (const rule of [...table, ...proProgramRules(HANDLES)]) {
      const { pathname, search } = splitPath(rule.fromPath);
      for (const requested of [pathname, `${pathname}/`]) {
        const match = matchRedirect(compiled, requested, search);
        expect(match?.location, `${requested}${search}`).toBe(rule.toPath.includes('?') || !search ? rule.toPath : `${rule.toPath}${search}`);
        expect(match?.status).toBe(301);
      }
    }
  });

  it('has a number of product rules that grows by one per product, not three', () => {
    const handles = Array.from({ length: 1000 }, (_, i) => `product-${i}`);
    expect(hostRedirects(table, handles)).toHaveLength(table.length + handles.length);
  });

  it('says what Netlify does with letter case, and claims no case-insensitive matching', () => {
    const text = redirectsFile([]);
    expect(text).toContain('with their letter case');
    expect(text).not.toMatch(/case-insensitive/i);
  });

  it('refuses a table rule Netlify would read otherwise', () => {
    expect(() => hostRedirect(permanentRedirect('/a?x=1&x=2', '/'))).toThrow(/names each parameter once/);
    expect(() => hostRedirect(permanentRedirect('/a?x=:y', '/'))).toThrow(/query condition/);
    expect(() => hostRedirect(permanentRedirect('/a/:slug', '/'))).toThrow(/cannot be written/);
    expect(() => hostRedirect(permanentRedirect('/a*', '/'))).toThrow(/cannot be written/);
    expect(() => hostRedirect(permanentRedirect('/a', '/b c'))).toThrow(/cannot be written/);
  });
});

describe('browser redirects handed to Gatsby', () => {
  it('each from-path also in its trailing-slash form, with the rule unchanged otherwise', () => {
    const rules = gatsbyRedirects([permanentRedirect('/web-specials', '/'), permanentRedirect('/already/', '/')]);
    expect(rules.map((r) => r.fromPath)).toEqual(['/web-specials', '/web-specials/', '/already/']);
    expect(rules.every((r) => r.toPath === '/' && r.isPermanent && r.ignoreCase && r.redirectInBrowser && r.force)).toBe(true);
  });
  it('query rules stay with the server and the page on their path, not with Gatsby', () => {
    const froms = gatsbyRedirects(table).map((r) => r.fromPath);
    expect(froms).not.toContain('/search?query=warranty');
    expect(froms.some((from) => from.includes('?'))).toBe(false);
    expect(froms).toContain('/gatsby/');
    expect(redirectsFile(hostRedirects(table, []))).toContain('/search query=warranty https://shop.trailmate.example/pages/lifetime-warranty 301!');
  });
});
