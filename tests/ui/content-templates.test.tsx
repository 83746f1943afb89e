// Server-renders the press listing and release, the blog category listing, the stores of the
// contact page and the product manuals page from page contexts shaped like the build's, as Gatsby's SSR does.
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { base } from './fixtures';

vi.mock('gatsby', () => ({
  graphql: () => null,
  Link: ({ to, children, ...rest }: { to: string; children?: React.ReactNode }) => React.createElement('a', { href: to, ...rest }, children),
}));

const render = (Component: React.ComponentType<never>, pageContext: unknown) =>
  renderToStaticMarkup(React.createElement(Component as React.ComponentType<Record<string, unknown>>, { pageContext, location: { pathname: '/' } }));

const onePage = (href: string) => ({ currentPage: 1, totalPages: 1, previousHref: null, nextHref: null, pages: [{ number: 1, href }] });
const paragraph = (words: string) => [{ _key: 'b', _type: 'block', style: 'normal', markDefs: [], children: [{ _key: 's', _type: 'span', text: words, marks: [] }] }];
const releaseCard = (slug: string, title: string, outlet: string) => ({
  title, slug, href: `/en-ca/press/${slug}/`, excerpt: `${title}, in short.`, outlet, publishedAt: '2026-05-21T14:00:00Z', formattedDate: 'May 21, 2026',
});

describe('press', () => {
  it('the listing shows its heading and a card per release: its title linking to it, its date, outlet and excerpt', async () => {
    const { default: PressListing } = await import('../../src/templates/press-listing');
    const releases = [releaseCard('award', 'The hammock wins an award', 'Outdoor Design Review'), releaseCard('ships', 'Now shipping to Europe', '')];
    const html = render(PressListing, { ...base('press-listing'), heading: 'Press', releases, pagination: onePage('/en-ca/press/') });
    expect(html).toContain('<h1>Press</h1>');
    const cards = [...html.matchAll(/<article class="card">(.*?)<\/article>/g)].map((m) => m[1]);
    expect(cards).toEqual([
      '<h2><a href="/en-ca/press/award/">The hammock wins an award</a></h2><p class="card__meta"><time dateTime="2026-05-21T14:00:00Z">May 21, 2026</time> · As featured in Outdoor Design Review</p><p>The hammock wins an award, in short.</p>',
      '<h2><a href="/en-ca/press/ships/">Now shipping to Europe</a></h2><p class="card__meta"><time dateTime="2026-05-21T14:00:00Z">May 21, 2026</time></p><p>Now shipping to Europe, in short.</p>',
    ]);
  });

  it('the listing of many releases links its other pages', async () => {
    const { default: PressListing } = await import('../../src/templates/press-listing');
    const pagination = { currentPage: 2, totalPages: 2, previousHref: '/en-ca/press/', nextHref: null, pages: [{ number: 1, href: '/en-ca/press/' }, { number: 2, href: '/en-ca/press/page/2/' }] };
    const html = render(PressListing, { ...base('press-listing'), heading: 'Press', releases: [releaseCard('award', 'Award', '')], pagination });
    expect(html).toContain('<a href="/en-ca/press/" rel="prev">Previous</a>');
    expect(html).toContain('<span aria-current="page" class="pagination__current">Page 2</span>');
  });

  it('a release shows its title as the heading, when and where it was published, and its text', async () => {
    const { default: PressDetail } = await import('../../src/templates/press-detail');
    const release = { ...releaseCard('award', 'The hammock wins an award', 'Outdoor Design Review'), body: paragraph('The jury praised its waterproof layer.') };
    const breadcrumbs = [{ label: 'Home', href: '/en-ca/' }, { label: 'Press', href: '/en-ca/press/' }, { label: release.title, href: null }];
    const html = render(PressDetail, { ...base('press-detail', { breadcrumbs }), release });
    expect(html).toMatch(/<ol><li><a href="\/en-ca\/">Home<\/a><\/li><li><a href="\/en-ca\/press\/">Press<\/a><\/li><li><span aria-current="page">The hammock wins an award<\/span>/);
    expect(html).toContain('<article><h1>The hammock wins an award</h1><p class="card__meta">Published May 21, 2026 · As featured in Outdoor Design Review</p>');
    expect(html).toContain('<p>The jury praised its waterproof layer.</p></div></article>');
  });
});

describe('blog category', () => {
  it('shows the category as the heading with its description, the categories with this one current and All articles back to the blog, then its articles', async () => {
    const { default: ArticleCategory } = await import('../../src/templates/article-category');
    const categories = [{ title: 'Gear', slug: 'gear', href: '/en-ca/blog/category/gear/' }, { title: 'Dog Care', slug: 'care', href: '/en-ca/blog/category/care/' }];
    const article = {
      title: 'Trail tested', slug: 'trail-tested', href: '/en-ca/blog/trail-tested/', excerpt: 'A week on the trail.', image: null,
      category: { title: 'Gear', href: '/en-ca/blog/category/gear/' }, publishedAt: '2026-01-02T00:00:00Z', formattedDate: 'January 2, 2026',
    };
    const breadcrumbs = [{ label: 'Home', href: '/en-ca/' }, { label: 'Blog', href: '/en-ca/blog/' }, { label: 'Gear', href: null }];
    const html = render(ArticleCategory, {
      ...base('article-category', { breadcrumbs }),
      category: { title: 'Gear', slug: 'gear', description: 'Reviews of the gear we make.' },
      articles: [article],
      categories,
      pagination: onePage('/en-ca/blog/category/gear/'),
    });
    expect(html).toContain('<h1>Gear</h1><p>Reviews of the gear we make.</p>');
    expect(html).toContain(
      '<nav aria-label="Categories"><ul class="tabs"><li><a href="/en-ca/blog/">All articles</a></li><li><a href="/en-ca/blog/category/gear/" aria-current="page">Gear</a></li><li><a href="/en-ca/blog/category/care/">Dog Care</a></li></ul></nav>',
    );
    expect(html).toContain('<h2><a href="/en-ca/blog/trail-tested/">Trail tested</a></h2><p class="card__meta"><time dateTime="2026-01-02T00:00:00Z">January 2, 2026</time> · Gear</p><p>A week on the trail.</p>');
  });

  it('a category without a description shows none', async () => {
    const { default: ArticleCategory } = await import('../../src/templates/article-category');
    const html = render(ArticleCategory, {
      ...base('article-category'),
      category: { title: 'Gear', slug: 'gear', description: '' },
      articles: [],
      categories: [],
      pagination: onePage('/en-ca/blog/category/gear/'),
    });
    expect(html).toMatch(/<h1>Gear<\/h1><ul class="grid"><\/ul>/);
  });
});

describe('store locations (contact page)', () => {
  it('lists each store with its name, its address as the country writes it, its phone and its own hours', async () => {
    const { default: Contact } = await import('../../src/templates/contact');
    const store = (key: string, name: string, address: string, city: string, region: string, postalCode: string, country: string) => ({ key, name, address, city, region, postalCode, country, phone: '503-555-0110', hours: 'Mon-Fri 9 am-7 pm' });
    const storeLocations = [
      store('pdx', 'Portland store', '120 Alder Street', 'Portland', 'OR', '97204', 'United States'),
      store('van', 'Vancouver store', '900 Granville Street', 'Vancouver', 'BC', 'V6Z 1L2', 'Canada'),
    ];
    const html = render(Contact, { ...base('contact'), page: null, supportCards: [], storeLocations, support: { email: '', phone: '', careHours: '' } });
    const cards = [...html.matchAll(/<li class="card">(.*?)<\/li>/g)].map((m) => m[1]!.replace(/<!-- -->/g, ''));
    expect(cards).toEqual([
      '<h3>Portland store</h3><address>120 Alder Street<br/>Portland, OR 97204<br/>United States</address><p>Phone: 503-555-0110</p><p class="card__meta">Store hours: Mon-Fri 9 am-7 pm</p>',
      '<h3>Vancouver store</h3><address>900 Granville Street<br/>Vancouver, BC V6Z 1L2<br/>Canada</address><p>Phone: 503-555-0110</p><p class="card__meta">Store hours: Mon-Fri 9 am-7 pm</p>',
    ]);
  });

  it('a market without stores shows no store section', async () => {
    const { default: Contact } = await import('../../src/templates/contact');
    const html = render(Contact, { ...base('contact'), page: null, supportCards: [], storeLocations: [], support: { email: '', phone: '', careHours: '' } });
    expect(html).not.toContain('Our stores');
  });
});

describe('product manuals page', () => {
  const manual = (product: string, language: string, languageLabel: string) => ({
    key: `${product}-${language}`, product, title: `${product} – manual ${language}`, language, languageLabel, href: `/media/homing/${product}-manual.${language}.pdf`, sizeLabel: '2 kB',
  });
  const manuals = [manual('Go', 'en', 'English'), manual('Go', 'fr', 'French'), manual('Trail', 'en', 'English')];
  const languages = [{ code: 'en', label: 'English' }, { code: 'fr', label: 'French' }];

  it('ships the manuals of the page language as HTML, each with its product, language and file, under a labelled search and language filter', async () => {
    const { default: Manuals } = await import('../../src/templates/manuals');
    const html = render(Manuals, { ...base('manuals'), manuals, languages, defaultLanguage: 'en' }).replace(/<!-- -->/g, '');
    expect(html).toContain('<h1>Product manuals</h1>');
    expect(html).toMatch(/<label for="([^"]+)-query">Search by product name<\/label><input id="\1-query" type="search"/);
    expect(html).toMatch(/<label for="([^"]+)-language">Manual language<\/label><select id="\1-language"/);
    expect(html).toContain('<option value="">All languages</option><option value="en" selected="">English</option><option value="fr">French</option>');
    expect(html).toContain('<p role="status" class="note manuals__status">2 manuals</p>');
    const items = [...html.matchAll(/<li class="card">(.*?)<\/li>/g)].map((m) => m[1]);
    expect(items).toEqual([
      '<h2>Go</h2><p class="card__meta">English</p><p><a class="manuals__file" href="/media/homing/Go-manual.en.pdf" lang="en" type="application/pdf">Go – manual en</a> <span class="card__meta">(PDF, 2 kB)</span></p>',
      '<h2>Trail</h2><p class="card__meta">English</p><p><a class="manuals__file" href="/media/homing/Trail-manual.en.pdf" lang="en" type="application/pdf">Trail – manual en</a> <span class="card__meta">(PDF, 2 kB)</span></p>',
    ]);
  });

  it('says no manual matches when the page has none', async () => {
    const { default: Manuals } = await import('../../src/templates/manuals');
    const html = render(Manuals, { ...base('manuals'), manuals: [], languages: [], defaultLanguage: '' });
    expect(html).toContain('<p role="status" class="note manuals__status">No manuals match your search.</p>');
    expect(html).not.toContain('manuals__list');
  });
});
