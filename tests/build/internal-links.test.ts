// The build fails on a dead internal link: every planned page's links lead to built pages (the
// account tabs, Yardwise's Training Videos included).
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type SiteBuild } from '../../src/build/build-site';
import { assertInternalLinks, deadInternalLinks } from '../../src/build/internal-links';
import { parseEnv } from '../../src/config/env';

const rootDir = path.resolve(__dirname, '../..');
const envFor = (brand: string) => parseEnv({ BRAND: brand, TWIN_URL: 'http://127.0.0.1:9' });

let yardwise: SiteBuild;
beforeAll(async () => {
  yardwise = await buildSite({ rootDir, env: envFor('yardwise'), log: () => undefined });
}, 180_000);

describe('internal links', () => {
  it('every account tab of Yardwise, Training Videos included, leads to a built page', () => {
    const paths = new Set(yardwise.pages.map((p) => p.path));
    const orders = yardwise.pages.find((p) => p.path === '/account/orders/')!;
    const tabs = (orders.context as unknown as { tabs: { label: string; href: string }[] }).tabs;
    expect(tabs.map((t) => t.label)).toContain('Training Videos');
    for (const tab of tabs) expect(paths.has(tab.href), tab.href).toBe(true);
    expect(paths.has('/ca/account/training-videos/')).toBe(true);
  });
  it('a link to a page the build does not make is reported and fails the check', () => {
    const plans = [
      { path: '/a/', breadcrumbs: [], data: { tabs: [{ href: '/b/' }, { href: '/missing/?x=1' }, { href: 'https://elsewhere.example/' }, { href: '/files/guide.pdf' }, { href: '/old/' }] } },
      { path: '/b/', breadcrumbs: [{ label: 'A', href: '/a/#top' }], data: {} },
    ];
    const pages = new Set(['/a/', '/b/']);
    expect(deadInternalLinks(plans, pages, ['/old'])).toEqual([{ from: '/a/', href: '/missing/?x=1' }]);
    expect(() => assertInternalLinks(plans, pages, ['/old'])).toThrow(/\/a\/ → \/missing\/\?x=1/);
  });
});
