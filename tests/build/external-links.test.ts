// Link rule: every link target is a page of the build (internal-links) or a host the brand
// allow-lists in brands/<id>/brand.json `externalHosts`; the build fails on any other host.
import { describe, expect, it } from 'vitest';
import { BRAND_IDS, loadBrand } from '../../brands';
import { assertExternalLinks, externalHost, unlistedExternalLinks } from '../../src/build/external-links';

const plans = [
  { path: '/', data: { sections: [{ cards: [{ href: '/shipping/' }, { href: 'https://www.instagram.com/trailmatedogs/' }] }] } },
  { path: '/blog/a/', data: { body: [{ markDefs: [{ href: 'https://help.trailmate.example/returns' }] }] } },
  { path: '/blog/b/', data: { body: [{ markDefs: [{ href: '//evil.example.net/x' }, { href: 'mailto:care@trailmate.example' }] }] } },
];

describe('external link allow-list', () => {
  it('reads the host of absolute and protocol-relative links only', () => {
    expect(externalHost('https://www.YouTube.com/@x')).toBe('www.youtube.com');
    expect(externalHost('//cdn.example.net/a')).toBe('cdn.example.net');
    expect(externalHost('/contact-us/')).toBeNull();
    expect(externalHost('mailto:care@trailmate.example')).toBeNull();
  });

  it('lists every link to a host outside the allow-list, site hosts allowed', () => {
    const unlisted = unlistedExternalLinks(plans, ['www.instagram.com'], ['www.trailmate.example']);
    expect(unlisted).toEqual([
      { from: '/blog/a/', href: 'https://help.trailmate.example/returns', host: 'help.trailmate.example' },
      { from: '/blog/b/', href: '//evil.example.net/x', host: 'evil.example.net' },
    ]);
  });

  it('fails the build naming the unlisted hosts', () => {
    expect(() => assertExternalLinks(plans, ['www.instagram.com'], ['www.trailmate.example'], [{ from: 'brand.json social', href: 'https://x.example.com/t' }])).toThrow(
      /3 link\(s\) lead to hosts not in the brand's externalHosts \(evil\.example\.net, help\.trailmate\.example, x\.example\.com\)/,
    );
    expect(() => assertExternalLinks(plans.slice(0, 1), ['www.instagram.com'], [])).not.toThrow();
  });

  it('every brand: social profiles are https links on allow-listed hosts, one per network', () => {
    for (const id of BRAND_IDS) {
      const brand = loadBrand(id);
      expect(brand.social.length, id).toBeGreaterThan(0);
      expect(new Set(brand.social.map((s) => s.network)).size).toBe(brand.social.length);
      for (const profile of brand.social) {
        expect(profile.url.startsWith('https://'), profile.url).toBe(true);
        expect(brand.externalHosts, `${id} ${profile.url}`).toContain(new URL(profile.url).hostname);
        expect(new URL(profile.url).hostname).not.toMatch(/\.example(\.com)?$/);
      }
    }
  });
});
