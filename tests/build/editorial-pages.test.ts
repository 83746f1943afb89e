// The press listing and release pages, and the blog's category listings, as the build plans them for
// one locale: which documents make a page, at which path, with which breadcrumbs, cards and pages.
import { assert, describe, expect, it } from 'vitest';
import { blogPages, pressPages, PAGE_SIZE } from '../../src/build/pages/editorial';
import type { LocaleInput, PagePlanOf } from '../../src/build/plan';
import type { BlogCategoryDoc, BlogPostDoc, PressReleaseDoc } from '../../src/build/content-types';
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
    assert.isDefined(first, 'first');
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
    expect(listings[1]?.data.pagination).toMatchObject({ currentPage: 2, totalPages: 2, previousHref: '/en-ca/press/', nextHref: null });
  });

  it('a locale without releases still has its press page, empty', () => {
    const plans = pressPages(input({ press: [release('award', { language: 'de' })] }));
    expect(plans.map((p) => [p.template, p.path])).toEqual([['press-listing', '/en-ca/press/']]);
  });
});

describe('blog category pages', () => {
  const category = (slug: string, title: string, extra: Partial<BlogCategoryDoc> = {}): BlogCategoryDoc => ({ _id: `cat-${slug}`, language: 'en', title, slug, description: `All about ${title.toLowerCase()}`, ...extra });
  const post = (slug: string, cat: BlogCategoryDoc | null, extra: Partial<BlogPostDoc> = {}): BlogPostDoc => ({
    _id: `post-${slug}`, language: 'en', title: `Post ${slug}`, slug, excerpt: '', publishedAt: '2026-01-02T00:00:00Z',
    category: cat ? { _id: cat._id, title: cat.title, slug: cat.slug! } : null, ...extra,
  });
  const gear = category('gear', 'Gear');
  const care = category('care', 'Dog Care');
  const empty = category('empty', 'Empty');

  it('a category with posts of the language gets /blog/category/<slug>/ listing only its posts, with its title, description and the category links', () => {
    const plans = blogPages(input({ categories: [gear, care, empty], posts: [post('a', gear), post('b', care), post('c', gear), post('d', null), post('e', care, { language: 'fr' })] }), new Map());
    const pages = plans.filter((p) => p.template === 'article-category') as PagePlanOf<'article-category'>[];
    expect(pages.map((p) => p.path)).toEqual(['/en-ca/blog/category/gear/', '/en-ca/blog/category/care/']);
    const [gearPage, carePage] = pages;
    assert.isDefined(carePage, 'carePage');
    assert.isDefined(gearPage, 'gearPage');
    expect(gearPage).toMatchObject({ title: 'Gear', description: 'All about gear' });
    expect(gearPage.data.category).toEqual({ title: 'Gear', slug: 'gear', description: 'All about gear' });
    expect(gearPage.data.articles.map((a) => a.href)).toEqual(['/en-ca/blog/a/', '/en-ca/blog/c/']);
    expect(carePage.data.articles.map((a) => a.href)).toEqual(['/en-ca/blog/b/']);
    expect(gearPage.data.articles[0]?.category).toEqual({ title: 'Gear', href: '/en-ca/blog/category/gear/' });
    // An empty category gets neither a page nor a link.
    expect(gearPage.data.categories).toEqual([
      { title: 'Gear', slug: 'gear', href: '/en-ca/blog/category/gear/' },
      { title: 'Dog Care', slug: 'care', href: '/en-ca/blog/category/care/' },
    ]);
    expect(gearPage.breadcrumbs).toEqual([
      { label: 'Home', href: '/en-ca/' },
      { label: 'Blog', href: '/en-ca/blog/' },
      { label: 'Gear', href: null },
    ]);
  });

  it(`a category with more than ${PAGE_SIZE} posts continues on /blog/category/<slug>/page/2/`, () => {
    const posts = Array.from({ length: PAGE_SIZE + 2 }, (_, i) => post(`p${i}`, gear));
    const pages = blogPages(input({ categories: [gear], posts }), new Map()).filter((p) => p.template === 'article-category') as PagePlanOf<'article-category'>[];
    expect(pages.map((p) => [p.path, p.data.articles.length])).toEqual([
      ['/en-ca/blog/category/gear/', PAGE_SIZE],
      ['/en-ca/blog/category/gear/page/2/', 2],
    ]);
    expect(pages[0]?.data.pagination).toMatchObject({ currentPage: 1, totalPages: 2, previousHref: null, nextHref: '/en-ca/blog/category/gear/page/2/' });
    expect(pages[1]?.data.pagination).toMatchObject({ currentPage: 2, previousHref: '/en-ca/blog/category/gear/', nextHref: null });
    expect(new Set(pages.map((p) => p.key)).size).toBe(2);
  });
});
