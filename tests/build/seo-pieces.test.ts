import { describe, expect, it } from 'vitest';
import { plainText, richTextHref, richTextImagePaths, toRichText, UnsafeLinkError } from '../../src/build/rich-text';
import type { RichTextBlock } from '../../src/lib/content/page-types';
import { focalCrop, SHARE_HEIGHT, SHARE_WIDTH } from '../../src/build/share-image';
import { robotsTxt, sitemapXml } from '../../src/build/sitemap';
import { socialLabelKey } from '../../src/build/site-context';

describe('share image crop', () => {
  it('is 1200×630 shaped and centred without a hotspot', () => {
    const crop = focalCrop(2400, 2400);
    expect(crop.width / crop.height).toBeCloseTo(SHARE_WIDTH / SHARE_HEIGHT, 2);
    expect(crop).toEqual({ left: 0, top: 570, width: 2400, height: 1260 });
  });
  it('centres on the hotspot, clamped to the image', () => {
    expect(focalCrop(2400, 2400, { x: 0.5, y: 0.1 }).top).toBe(0);
    expect(focalCrop(2400, 2400, { x: 0.5, y: 0.9 }).top).toBe(2400 - 1260);
    expect(focalCrop(2400, 2400, { x: 0.5, y: 0.6 }).top).toBe(1440 - 630);
  });
  it('wide images are cropped horizontally around the hotspot', () => {
    const crop = focalCrop(4000, 1000, { x: 0.25, y: 0.5 });
    expect(crop.height).toBe(1000);
    expect(crop.width).toBe(1905);
    expect(crop.left).toBe(Math.round(1000 - 1905 / 2));
  });
});

describe('rich-text links', () => {
  const block = (href: string) => [
    { _key: 'b', _type: 'block', style: 'normal', children: [{ _key: 's', _type: 'span', text: 'x', marks: ['l'] }], markDefs: [{ _key: 'l', _type: 'link', href }] },
  ];
  it('javascript: and data: links fail the build', () => {
    expect(() => toRichText(block('javascript:alert(1)'), '', 'post')).toThrow(UnsafeLinkError);
    expect(() => toRichText(block('data:text/html,x'), '', 'post')).toThrow(/Unsafe link/);
  });
  it('site paths get the locale prefix and a trailing slash; https stays', () => {
    expect(richTextHref('/dog-hammocks', '/de', 'p')).toEqual({ href: '/de/dog-hammocks/', external: false });
    expect(richTextHref('/guide.pdf', '', 'p').href).toBe('/guide.pdf');
    expect(richTextHref('https://example.com/a', '/de', 'p')).toEqual({ href: 'https://example.com/a', external: true });
    expect((toRichText(block('/blog/meet-the-designer#top'), '/be/fr', 'p')[0] as RichTextBlock).markDefs[0]?.href).toBe('/be/fr/blog/meet-the-designer/#top');
  });
  it('drops unknown marks, other embedded objects and images that are not content images', () => {
    const blocks = [
      { _key: 'i', _type: 'image' },
      { _key: 'x', _type: 'image', path: 'https://evil.example/a.png', alt: 'x' },
      { _key: 'u', _type: 'image', path: 'images/../../secret.png', alt: 'x' },
      { _key: 'v', _type: 'video', path: 'images/a.png' },
      { _key: 'b', _type: 'block', children: [{ _key: 's', _type: 'span', text: 'hi', marks: ['strong', 'ghost'] }] },
    ];
    expect(toRichText(blocks, '', 'p')).toEqual([
      { _key: 'b', _type: 'block', style: 'normal', children: [{ _key: 's', _type: 'span', text: 'hi', marks: ['strong'] }], markDefs: [] },
    ]);
  });
  it('keeps content images between paragraphs, with their alt text and size, and names them for the page query', () => {
    const blocks = [
      { _key: 'b', _type: 'block', children: [{ _key: 's', _type: 'span', text: 'Before', marks: [] }] },
      { _key: 'i', _type: 'image', path: 'images/trailmate/rover-hammock.png', alt: 'Rover Hammock, product photo', width: 800, height: 800 },
      { _key: 'c', _type: 'block', children: [{ _key: 't', _type: 'span', text: 'After', marks: [] }] },
    ];
    const rich = toRichText(blocks, '', 'p');
    expect(rich[1]).toEqual({ _key: 'i', _type: 'image', image: { path: 'images/trailmate/rover-hammock.png', alt: 'Rover Hammock, product photo', width: 800, height: 800 } });
    expect(richTextImagePaths(rich)).toEqual(['images/trailmate/rover-hammock.png']);
    expect(plainText(rich)).toBe('Before\n\nAfter');
  });
});

describe('sitemap and robots', () => {
  it('lists each page with its hreflang alternates', () => {
    const xml = sitemapXml('https://www.trailmate.example', [
      {
        path: '/de/dog-hammocks/',
        alternates: [
          { hreflang: 'de-DE', href: 'https://www.trailmate.example/de/dog-hammocks/', localeId: 'de-de' },
          { hreflang: 'x-default', href: 'https://www.trailmate.example/dog-hammocks/', localeId: null },
        ],
      },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<loc>https://www.trailmate.example/de/dog-hammocks/</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://www.trailmate.example/dog-hammocks/"/>');
  });
  it('robots.txt keeps crawlers out of account pages and names the sitemap', () => {
    const robots = robotsTxt('https://www.homing.example', ['', '/en-ca']);
    expect(robots).toContain('Disallow: /en-ca/account/');
    expect(robots).toContain('Sitemap: https://www.homing.example/sitemap.xml');
  });
});

describe('social icon labels', () => {
  it('map networks to the spec label keys', () => {
    expect(['instagram', 'facebook', 'x', 'pinterest', 'youtube', 'tiktok'].map(socialLabelKey)).toEqual([
      'instagramButton',
      'facebookButton',
      'xSocialMediaButton',
      'pinterestButton',
      'youTubeButton',
      'tikTokButton',
    ]);
  });
});
