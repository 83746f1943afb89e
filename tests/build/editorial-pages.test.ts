// The press listing and release pages as the build plans them for one locale: which documents make
// a page, at which path, with which breadcrumbs, cards and pages.
import { describe, expect, it } from 'vitest';
import { pressPages, PAGE_SIZE } from '../../src/build/pages/editorial';
import type { LocaleInput, PagePlanOf } from '../../src/build/plan';
import type { PressReleaseDoc } from '../../src/build/content-types';
import type { LocaleContext } from '../../src/lib/content/site-context';

const locale = { id: 'en-ca', urlPath: '/en-ca', language: 'en', hreflang: 'en-CA', isDefault: false } as LocaleContext;

function input(site: { press?: PressReleaseDoc[]; posts?: BlogPostDoc[]; categories?: BlogCategoryDoc[] }): LocaleInput {
  return {
    locale,
    brand: { blogPath: '/blog/' },
    site: { press: [], posts: [], categories: [], ...site },
    strings: { home: 'Home', press: 'Press', blogSectionTitle: 'Blog' },
    contentDir: 'content',
    queryRedirectsOn: () => [],
  } as unknown as LocaleInput;
}

const text = (words: string) => [{ _key: 'b', _type: 'block', style: 'normal', markDefs: [], children: [{ _key: 's', _type: 'span', text: words, marks: [] }] }];

const release = (slug: string, extra: Partial<PressReleaseDoc> = {}): PressReleaseDoc => ({
  _id: `press-${slug}`, language: 'en', title: `Release ${slug}`, slug, excerpt: `About ${slug}`, outlet: 'Pet Trade Weekly',
  publishedAt: '2026-05-21T14:00:00Z', body: text(`Body of ${slug}`) as PressReleaseDoc['body'], ...extra,
});

describe('press pages', () => {
  it('the listing is at /press/ of the locale, with a card per release of its language linking to the release', () => {
    const plans = pressPages(input({ press: [release('award'), release('ships'), release('award', { _id: 'fr', language: 'fr' }), release('draft', { slug: null })] }));
    const listing = plans.find((p) => p.template === 'press-listing') as PagePlanOf<'press-listing'>;
    expect(listing.path).toBe('/en-ca/press/');
    expect(listing.title).toBe('Press');
    expect(listing.breadcrumbs).toEqual([{ label: 'Home', href: '/en-ca/' }, { label: 'Press', href: null }]);
    expect(listing.data.heading).toBe('Press');
    expect(listing.data.releases.map((r) => r.href)).toEqual(['/en-ca/press/award/', '/en-ca/press/ships/']);
    expect(listing.data.releases[0]).toMatchObject({ title: 'Release award', excerpt: 'About award', outlet: 'Pet Trade Weekly', publishedAt: '2026-05-21T14:00:00Z', formattedDate: 'May 21, 2026' });
    expect(listing.data.pagination).toMatchObject({ currentPage: 1, totalPages: 1, previousHref: null, nextHref: null });
  });

  it(`a release has its page at /press/<slug>/ with its body, under Press in the breadcrumbs; more than ${PAGE_SIZE} releases make a second listing page`, () => {
    const releases = Array.from({ length: PAGE_SIZE + 1 }, (_, i) => release(`r${i}`));
    releases[0] = release('r0', { seo: { title: 'SEO title', description: 'SEO description' } });
    const plans = pressPages(input({ press: releases }));
    const details = plans.filter((p) => p.template === 'press-detail') as PagePlanOf<'press-detail'>[];
    expect(details.map((p) => p.path)).toEqual(releases.map((r) => `/en-ca/press/${r.slug}/`));
    const first = details[0];
    expect(first).toMatchObject({ title: 'SEO title', description: 'SEO description', ogType: 'article', publishedTime: '2026-05-21T14:00:00Z' });
    expect(details[1]).toMatchObject({ title: 'Release r1', description: 'About r1' });
    expect(first.breadcrumbs).toEqual([
      { label: 'Home', href: '/en-ca/' },
      { label: 'Press', href: '/en-ca/press/' },
      { label: 'Release r0', href: null },
    ]);
    expect(first.data.release).toMatchObject({ title: 'Release r0', href: '/en-ca/press/r0/', outlet: 'Pet Trade Weekly', formattedDate: 'May 21, 2026' });
    expect(JSON.stringify(first.data.release.body)).toContain('Body of r0');

    const listings = plans.filter((p) => p.template === 'press-listing') as PagePlanOf<'press-listing'>[];
    expect(listings.map((p) => p.path)).toEqual(['/en-ca/press/', '/en-ca/press/page/2/']);
    expect(listings.map((p) => p.data.releases.length)).toEqual([PAGE_SIZE, 1]);
    expect(listings[1].data.pagination).toMatchObject({ currentPage: 2, totalPages: 2, previousHref: '/en-ca/press/', nextHref: null });
  });

  it('a locale without releases still has its press page, empty', () => {
    const plans = pressPages(input({ press: [release('award', { language: 'de' })] }));
    expect(plans.map((p) => [p.template, p.path])).toEqual([['press-listing', '/en-ca/press/']]);
  });
});
