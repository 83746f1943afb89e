// The build fails on a dead internal link: every planned page's links lead to built pages (the
// account tabs, Yardwise's Training Videos included) or to files the build publishes (dataset media,
// first-aid guide PDFs).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type SiteBuild } from '../../src/build/build-site';
import { assertInternalLinks, deadInternalLinks, publishedFiles } from '../../src/build/internal-links';
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
    const files = new Set(['/files/guide.pdf']);
    expect(deadInternalLinks(plans, pages, ['/old'], files)).toEqual([{ from: '/a/', href: '/missing/?x=1' }]);
    expect(() => assertInternalLinks(plans, pages, ['/old'], files)).toThrow(/\/a\/ → \/missing\/\?x=1/);
  });
  it('a link to a file the build does not publish (a missing PDF, video or caption file) fails the check', () => {
    const plans = [
      {
        path: '/de/first-aid-guide/',
        breadcrumbs: [],
        data: {
          download: { href: '/downloads/first-aid-guide-de.pdf' },
          videos: [{ src: '/media/homing/go.webm', captions: [{ src: '/media/homing/go.en.vtt' }, { src: '/media/homing/gone.en.vtt' }] }],
          page: { body: [{ markDefs: [{ href: '/downloads/first-aid-guide-fr.pdf' }] }] },
        },
      },
    ];
    const files = new Set(['/downloads/first-aid-guide-de.pdf', '/media/homing/go.webm', '/media/homing/go.en.vtt']);
    expect(deadInternalLinks(plans, new Set(['/de/first-aid-guide/']), [], files)).toEqual([
      { from: '/de/first-aid-guide/', href: '/media/homing/gone.en.vtt' },
      { from: '/de/first-aid-guide/', href: '/downloads/first-aid-guide-fr.pdf' },
    ]);
    expect(() => assertInternalLinks(plans, new Set(['/de/first-aid-guide/']))).toThrow(/5 internal link\(s\) lead to no page or file/);
  });
  it('the published files are the brand’s dataset media under /media/<brand>/ and a guide PDF per language with guide content', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'media-'));
    try {
      writeFileSync(path.join(dir, 'go.webm'), 'x');
      mkdirSync(path.join(dir, 'extra'));
      writeFileSync(path.join(dir, 'extra', 'go.de.vtt'), 'x');
      const guide = (language: string, page: unknown) => ({ template: 'first-aid-guide' as const, locale: { language } as never, data: { page } });
      const plans = [guide('en', { title: 'Guide' }), guide('de', { title: 'Leitfaden' }), guide('fr', null), { template: 'marketing' as const, locale: { language: 'it' } as never, data: { page: {} } }];
      expect([...publishedFiles(plans, { dir, brand: 'homing' })].sort()).toEqual([
        '/downloads/first-aid-guide-de.pdf',
        '/downloads/first-aid-guide-en.pdf',
        '/media/homing/extra/go.de.vtt',
        '/media/homing/go.webm',
      ]);
      expect([...publishedFiles([], { dir: path.join(dir, 'none'), brand: 'homing' })]).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
