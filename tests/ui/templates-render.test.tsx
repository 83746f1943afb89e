// Server-renders every template from page contexts shaped like the build's, as Gatsby's SSR does.
// `gatsby` is replaced by its runtime essentials: graphql`` is compiled away by Gatsby's Babel
// plugin (it throws when actually called) and Link renders an <a> outside a router.
import React from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { TemplateId } from '../../src/lib/content/page-types';
import type { StoredContext } from '../../src/lib/content/stored-context';
import { base, card, product, seo, site } from './fixtures';

// What Gatsby gives a Head: the page's context as the build stores it (src/lib/content/stored-context.ts).
const stored = <T extends TemplateId>(context: { localeId: string; [field: string]: unknown }): StoredContext<T> => ({ localeId: context.localeId, built: JSON.stringify(context) });

vi.mock('gatsby', () => ({
  graphql: () => null,
  Link: ({ to, children, ...rest }: { to: string; children?: React.ReactNode }) => React.createElement('a', { href: to, ...rest }, children),
}));

// Templates are typed for their own context; the fixtures are built to match it.
const render = (Component: React.ComponentType<never>, pageContext: unknown) =>
  renderToStaticMarkup(React.createElement(Component as React.ComponentType<Record<string, unknown>>, { pageContext, location: { pathname: '/' } }));

describe('layout on every page', () => {
  it('has the skip link, header names, footer, picker and breadcrumbs', async () => {
    const { default: NotFound } = await import('../../src/templates/not-found');
    const html = render(NotFound, base('not-found'));
    expect(html).toContain('<a class="skip-link" href="#main">Skip to content</a>');
    expect(html).toContain('id="main"');
    expect(html).toContain('aria-label="Toggle navigation menu"');
    expect(html).toContain('aria-label="Open search"');
    expect(html).toContain('aria-label="Homing home page"');
    expect(html).toContain('aria-label="Follow us on Instagram"');
    expect(html).toContain('Cookie settings');
    expect(html).toContain('href="/en-ca/contact-us/"');
    // Picker keeps the page path under each locale.
    expect(html).toContain('href="/gps-collars/"');
    expect(html).toContain('href="/en-ca/gps-collars/"');
    // Breadcrumbs: earlier items link, the last is text.
    expect(html).toMatch(/<nav aria-label="Breadcrumbs"[^>]*><ol><li><a href="\/en-ca\/">Home<\/a><\/li><li><span aria-current="page">Current<\/span>/);
    expect(html).toContain('Page not found');
    expect(html).toContain('--color-primary:#204a87');
    // The header's cart button says its count with the plural of the language (0 before the cart loads).
    expect(html).toContain('aria-label="Cart, 0 items"');
    // The route announcer's text in the page's language, the title left for the next page's.
    expect(html).toContain('data-navigated-to="Navigated to {pageTitle}"');
  });

  it('puts the header, the page content and the footer in hydration boundaries of their own', async () => {
    // Suspense boundaries in the server HTML (<!--$--> … <!--/$-->) let React 18 hydrate each part
    // in slices that yield to the browser.
    const { default: NotFound } = await import('../../src/templates/not-found');
    const html = renderToString(React.createElement(NotFound as React.ComponentType<Record<string, unknown>>, { pageContext: base('not-found'), location: { pathname: '/' } }));
    const header = html.indexOf('<header');
    expect(html.slice(header - '<!--$-->'.length, header)).toBe('<!--$-->');
    const content = html.indexOf('<!--$-->', html.indexOf('id="main"'));
    const footer = html.indexOf('<footer');
    expect(header).toBeGreaterThan(-1);
    expect(content).toBeGreaterThan(header);
    expect(html.slice(content, html.indexOf('</main>'))).toContain('Page not found');
    expect(html.slice(content, html.indexOf('</main>')).endsWith('<!--/$-->')).toBe(true);
    expect(html.slice(html.indexOf('</main>'), footer)).toBe('</main><!--$-->');
  });

  it('renders the banner message for the current time', async () => {
    const { default: NotFound } = await import('../../src/templates/not-found');
    const banner = { scheduledMessageEnabled: true, scheduledMessage: 'Scheduled', scheduledLink: null, window: { start: Date.parse('2000-01-01T05:00:00Z'), end: Date.parse('2000-01-03T04:59:59Z') }, messageText: 'Plain', messageLink: '/en-ca/sale/' };
    const html = render(NotFound, { ...base('not-found'), site: site({ banner }) });
    expect(html).toContain('<a href="/en-ca/sale/">Plain</a>');
    expect(html).not.toContain('Scheduled');
  });
});

describe('product detail', () => {
  it('shows options, sale price, availability, quantity, the add-to-cart button, videos, add-ons and Anonymous reviews', async () => {
    const { default: Product } = await import('../../src/templates/product');
    const html = render(Product, { ...base('product'), product: product(), isAlias: false });
    expect(html).toContain('<legend>Size</legend>');
    expect(html).toContain('Large (unavailable)');
    expect(html).toContain('$149.95');
    expect(html).toMatch(/<s class="price__compare">\$179.95<\/s>/);
    expect(html).toMatch(/<button type="button" class="button"[^>]*>Add to cart<\/button>/);
    expect(html).toMatch(/<label for="[^"]+">Quantity<\/label><input id="[^"]+" type="number"[^>]* min="1" max="5" value="1"/);
    expect(html).not.toContain('Online ordering opens soon.');
    expect(html).toContain('Play video: Fitting the collar');
    expect(html).toContain('Quick view: charger');
    expect(html).toContain('Anonymous');
    expect(html).toContain('aria-label="4 out of 5 stars"');
  });

  it('says the spec\'s "1 year money-back guarantee" under the buy button, in every language', async () => {
    const { default: Product } = await import('../../src/templates/product');
    const html = render(Product, { ...base('product'), product: product(), isAlias: false });
    expect(html).toContain('<p class="note money-back-guarantee">1 year money-back guarantee</p>');
    const { uiCatalogue } = await import('../../strings/ui-catalogue');
    const values = uiCatalogue.strings.find((s) => s.key === 'moneyBackGuarantee')!.values;
    expect(Object.keys(values).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl']);
    for (const text of Object.values(values)) expect(text).toMatch(/\b1\b/);
  });

  it('shows localized option names and values while keeping the store values', async () => {
    const { default: Product } = await import('../../src/templates/product');
    const p = product({ options: [{ name: 'Size', values: ['Small', 'Large'], label: 'Taille', valueLabels: { Small: 'Petit', Large: 'Grand' } }] });
    const html = render(Product, { ...base('product'), product: p, isAlias: false });
    expect(html).toContain('<legend>Taille</legend>');
    expect(html).toContain('checked="" value="Small"/>Petit');
    expect(html).toContain('Grand (unavailable)');
  });

  it.each([
    ['comingSoon', 'Coming Soon'],
    ['discontinued', 'Discontinued'],
  ] as const)('availability %s shows the %s button', async (availability, label) => {
    const { default: Product } = await import('../../src/templates/product');
    const html = render(Product, { ...base('product'), product: product({ availability }), isAlias: false });
    expect(html).toMatch(new RegExp(`disabled="">${label}</button>`));
  });

  it('a product with autoship plans offers one-time or autoship with the spec frequency labels', async () => {
    const { default: Product } = await import('../../src/templates/product');
    const plan = (id: string, name: string, count: number) => ({ id: `gid://shopify/SellingPlan/${id}`, name, label: name, percentageDiscount: 10, frequency: { interval: 'MONTH' as const, count }, service: null });
    const groups = [{ name: 'Autoship', appName: null, options: [], sellingPlans: [plan('1', 'Monthly', 1), plan('2', 'Quarterly', 3)] }];
    const html = render(Product, { ...base('product'), product: product({ sellingPlanGroups: groups, requiresSellingPlan: false }), isAlias: false });
    expect(html).toContain('<legend>Purchase type</legend>');
    expect(html).toContain('One-time purchase');
    expect(html).toContain('Autoship and save 10%');
  });

  it('a GPS collar is bought with one service plan, each named with its term and price per term, with no frequency or per-delivery price', async () => {
    const { default: Product } = await import('../../src/templates/product');
    const cad = (amount: string) => ({ amount, currencyCode: 'CAD' as const, formatted: `CA$${amount}` });
    const plan = (id: string, name: string, count: number, amount: string) => ({
      id: `gid://shopify/SellingPlan/${id}`, name, label: name, percentageDiscount: 0, frequency: { interval: 'MONTH' as const, count },
      service: { interval: 'MONTH' as const, count, price: cad(amount) },
    });
    const groups = [{ name: 'GPS Service Plans', appName: null, options: [], sellingPlans: [plan('1', 'Monthly service plan', 1, '12.99'), plan('2', '1-year service plan', 12, '129.99'), plan('3', '2-year service plan', 24, '229.99')] }];
    const html = render(Product, { ...base('product'), product: product({ sellingPlanGroups: groups, requiresSellingPlan: true }), isAlias: false });
    expect(html).not.toContain('One-time purchase');
    expect(html).toContain('<legend>Service plan</legend>');
    const choices = [...html.matchAll(/<label class="choice"><input type="radio" name="[^"]+-plan" value="([^"]+)"\/>([^<]*)<\/label>/g)].map((m) => [m[1], m[2]]);
    expect(choices).toEqual([
      ['gid://shopify/SellingPlan/1', 'Monthly service plan, CA$12.99 a month'],
      ['gid://shopify/SellingPlan/2', '1-year service plan, CA$129.99 a year'],
      ['gid://shopify/SellingPlan/3', '2-year service plan, CA$229.99 every 2 years'],
    ]);
    expect(html).not.toMatch(/<select|Choose a frequency|per delivery|Delivery frequency/);
  });

  it('a product with no available variant shows Out of Stock and the choose-an-option message', async () => {
    const { default: Product } = await import('../../src/templates/product');
    const p = product();
    const html = render(Product, { ...base('product'), product: { ...p, variants: p.variants.map((v) => ({ ...v, availableForSale: false })) }, isAlias: false });
    expect(html).toMatch(/disabled="">Out of Stock<\/button>/);
    expect(html).toContain('Choose an available size');
  });
});

describe('collection', () => {
  it('renders products, the sort control with the spec sorts and the Dog/Cat/Price/Pet Type filters', async () => {
    const { default: Collection } = await import('../../src/templates/collection');
    const html = render(Collection, {
      ...base('collection'),
      collection: { handle: 'gps-collars', title: 'GPS Collars', description: 'All collars', image: null, sortOrder: 'MANUAL', products: [card('a'), card('b', { availability: 'comingSoon' })] },
    });
    expect(html).toContain('<h1>GPS Collars</h1>');
    for (const label of ['Featured', 'Newest', 'Price low to high', 'Price high to low', 'Oldest', 'A to Z', 'Z to A']) expect(html).toContain(`>${label}</option>`);
    for (const label of ['Pet Type', 'Dog', 'Cat', 'Price']) expect(html).toContain(label);
    expect(html).toContain('2 products');
    expect(html).toContain('<span class="badge">Coming Soon</span>');
  });

  it('fetches the first card image first and every other card image lazily; a home grid below the hero is all lazy', async () => {
    const img = (path: string) => ({ path, alt: '', width: 800, height: 800 });
    const paths = ['a.png', 'b.png', 'c.png'];
    const images = Object.fromEntries([...paths, 'hero.png'].map((path) => [path, { width: 800, height: 800, images: { fallback: { src: `/${path}` } } }]));
    const products = paths.map((p, i) => card(`p${i}`, { image: img(p) }));
    const renderWith = (Component: React.ComponentType<never>, pageContext: unknown) =>
      renderToStaticMarkup(React.createElement(Component as React.ComponentType<Record<string, unknown>>, { pageContext: { ...(pageContext as object), images }, location: { pathname: '/' } }));
    const loading = (html: string) => [...html.matchAll(/<img src="\/(?:a|b|c|hero)\.png"[^>]*>/g)].map((m) => `${/loading="(\w+)"/.exec(m[0])![1]}${m[0].includes('fetchpriority="high"') ? '+high' : ''}`);

    const { default: Collection } = await import('../../src/templates/collection');
    const collection = { handle: 'c', title: 'C', description: '', image: null, sortOrder: 'MANUAL', products };
    expect(loading(renderWith(Collection, { ...base('collection'), collection }))).toEqual(['eager+high', 'lazy', 'lazy']);

    const { default: Home } = await import('../../src/templates/home');
    const sections = [
      { _key: 'h', _type: 'hero', heading: 'Go', text: '', cta: null, image: img('hero.png') },
      { _key: 'g', _type: 'productGrid', heading: 'Best sellers', text: '', products },
    ];
    expect(loading(renderWith(Home, { ...base('home'), page: { title: 'Home', slug: '/', body: [], sections } }))).toEqual(['eager+high', 'lazy', 'lazy', 'lazy']);
  });
});

describe('listings and articles', () => {
  it('pagination strikes through a missing previous link and numbers pages', async () => {
    const { default: Listing } = await import('../../src/templates/article-listing');
    const html = render(Listing, {
      ...base('article-listing'),
      heading: 'Blog',
      articles: [],
      categories: [{ title: 'Training', slug: 'training', href: '/blog/category/training/' }],
      pagination: { currentPage: 1, totalPages: 2, previousHref: null, nextHref: '/blog/page/2/', pages: [{ number: 1, href: '/blog/' }, { number: 2, href: '/blog/page/2/' }] },
    });
    expect(html).toContain('<s class="pagination__disabled" aria-disabled="true">Previous</s>');
    expect(html).toContain('<a href="/blog/page/2/" rel="next">Next</a>');
    expect(html).toContain('<span aria-current="page" class="pagination__current">Page 1</span>');
    expect(html).toContain('<a href="/blog/page/2/">Page 2</a>');
  });

  it('article body renders safe links and leaves unsafe ones as text', async () => {
    const { default: Article } = await import('../../src/templates/article-detail');
    const body = [{
      _key: 'b1', _type: 'block', style: 'normal', markDefs: [
        { _key: 'ok', _type: 'link', href: '/dog-hammocks/', external: false },
        { _key: 'bad', _type: 'link', href: 'javascript:alert(1)', external: true },
      ],
      children: [
        { _key: 's1', _type: 'span', text: 'Hammocks', marks: ['ok'] },
        { _key: 's2', _type: 'span', text: ' and <b>trap</b>', marks: ['bad', 'strong'] },
      ],
    }];
    const html = render(Article, {
      ...base('article-detail'),
      article: { title: 'Trail tested', slug: 't', href: '/blog/t/', excerpt: '', image: null, category: null, publishedAt: '2026-01-01', formattedDate: 'January 1, 2026', body, tags: [], author: null, products: [] },
    });
    expect(html).toContain('<a href="/dog-hammocks/">Hammocks</a>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<strong> and &lt;b&gt;trap&lt;/b&gt;</strong>');
  });

  it('a picture inside an article body renders between its paragraphs, lazily, with its alt text and size', async () => {
    const { default: Article } = await import('../../src/templates/article-detail');
    const text = (key: string, words: string) => ({ _key: key, _type: 'block', style: 'normal', markDefs: [], children: [{ _key: `${key}s`, _type: 'span', text: words, marks: [] }] });
    const body = [text('a', 'Before the picture.'), { _key: 'i', _type: 'image', image: { path: 'images/hammock.png', alt: 'Rover Hammock, product photo', width: 800, height: 800 } }, text('b', 'After it.')];
    const images = { 'images/hammock.png': { width: 800, height: 800, images: { fallback: { src: '/static/hammock.png' } } } };
    const html = renderToStaticMarkup(React.createElement(Article as React.ComponentType<Record<string, unknown>>, {
      pageContext: { ...base('article-detail'), images, article: { title: 'Guide', slug: 'g', href: '/blog/g/', excerpt: '', image: null, category: null, publishedAt: '2026-01-01', formattedDate: 'January 1, 2026', body, tags: [], author: null, products: [] } },
      location: { pathname: '/' },
    }));
    expect(html).toMatch(/<p>Before the picture.<\/p><figure class="rich-text__figure"><picture><img src="\/static\/hammock.png"[^>]* width="800" height="800" alt="Rover Hammock, product photo" loading="lazy"[^>]*\/><\/picture><\/figure><p>After it.<\/p>/);
  });
});

describe('tools and shells', () => {
  it('calculator has labelled inputs and a live result region', async () => {
    const { default: Calculator } = await import('../../src/templates/calculator');
    const html = render(Calculator, { ...base('calculator'), page: null });
    expect(html).toMatch(/<label for="([^"]+)-weight">Your dog&#x27;s weight<\/label><input id="\1-weight"/);
    expect(html).toMatch(/<label for="([^"]+)-activity">Activity level<\/label><select id="\1-activity"/);
    expect(html).toMatch(/aria-live="polite"[^>]*>Enter your dog&#x27;s weight to see the daily calories.<\/p>/);
  });

  it.each(['lifetime-warranty', 'pro-program'] as const)('%s shows its content, then its form (loading until its code arrives), then the sections', async (template) => {
    const { default: Template } = await import(`../../src/templates/${template}.tsx`);
    const body = [{ _key: 'b1', _type: 'block', style: 'normal', markDefs: [], children: [{ _key: 's1', _type: 'span', text: 'Covered for life.', marks: [] }] }];
    const sections = [{ _key: 't1', _type: 'textBlock', heading: 'Need help?', text: 'Write to us.' }];
    const strings = { ...site().strings, formLoading: 'Loading the form…' };
    const html = render(Template, { ...base(template, { site: site({ strings }) }), page: { title: 'Our promise', slug: template, body, sections } });
    expect(html).toContain('<h1>Our promise</h1>');
    const note = html.indexOf('<div class="form-placeholder"><p class="note" role="status">Loading the form…</p></div>');
    expect(note).toBeGreaterThan(html.indexOf('Covered for life.'));
    expect(html.indexOf('Need help?')).toBeGreaterThan(note);
  });

  it.each(['privacy', 'marketing'] as const)('%s without a page document shows the page title as its heading', async (template) => {
    const { default: Template } = await import(`../../src/templates/${template}.tsx`);
    const html = render(Template, { ...base(template, { seo: seo('Privacy policy') }), page: null });
    expect(html).toContain('<h1>Privacy policy</h1>');
    expect(html).not.toContain('role="note"');
  });

  it('account orders shell shows the spec heading and tabs', async () => {
    const { default: Account } = await import('../../src/templates/account');
    const tabs = [
      { view: 'orders', label: 'Orders', href: '/en-ca/account/orders/' },
      { view: 'subscriptions', label: 'Subscriptions', href: '/en-ca/account/subscriptions/' },
    ];
    const html = render(Account, { ...base('account'), view: 'orders', tabs });
    expect(html).toContain('<h1>Your Orders</h1>');
    expect(html).toContain('View order history and manage your account');
    expect(html).toContain('<a href="/en-ca/account/orders/" aria-current="page">Orders</a>');
  });
});

describe('Head', () => {
  it('renders title, canonical, hreflang with x-default, Open Graph, twitter and escaped JSON-LD', async () => {
    const { Head } = await import('../../src/templates/home');
    const context = { ...base('home'), seo: seo('Home | Homing'), page: null };
    // Without its locale's site (not loaded yet in the browser), the tags made from the brand wait.
    const before = renderToStaticMarkup(<Head pageContext={stored(context)} />);
    expect(before).toContain('<title>Home | Homing</title>');
    expect(before).not.toContain('og:site_name');
    expect(before).not.toContain('"Organization"');
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(site())));
    const { loadLocaleSite } = await import('../../src/components/site/locale-sites');
    await loadLocaleSite(context.localeId);
    vi.unstubAllGlobals();
    const html = renderToStaticMarkup(<Head pageContext={stored(context)} />);
    expect(html).toContain('<html lang="en-CA">');
    expect(html).toContain('<title>Home | Homing</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.homing.example/en-ca/gps-collars/"/>');
    expect(html).toContain('hrefLang="x-default"');
    expect(html).toContain('<meta property="og:type" content="website"/>');
    expect(html).toContain('<meta property="og:title" content="Home | Homing"/>');
    expect(html).toContain('<meta property="og:url" content="https://www.homing.example/en-ca/gps-collars/"/>');
    expect(html).toContain('<meta property="og:site_name" content="Homing"/>');
    expect(html).toContain('<meta property="og:locale" content="en_CA"/>');
    expect(html).toContain('<meta property="og:image" content="https://www.homing.example/share/x.png"/>');
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<meta name="twitter:site" content="@homing"/>');
    expect(html).toContain('<meta name="twitter:image:alt" content="Share"/>');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json = '']) => JSON.parse(json) as Record<string, unknown>);
    // Organization from the brand, BreadcrumbList from the breadcrumbs (the last crumb is the page), then the page's own.
    expect(jsonLd.map((entry) => entry['@type'])).toEqual(['Organization', 'BreadcrumbList', 'Article']);
    expect(jsonLd[0]).toMatchObject({ name: 'Homing', url: 'https://www.homing.example/', logo: 'https://www.homing.example/brand/logo.svg', sameAs: ['https://social.example/homing'] });
    expect(jsonLd[1]).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://www.homing.example/en-ca/' },
        { position: 2, name: 'Current', item: 'https://www.homing.example/en-ca/gps-collars/' },
      ],
    });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script\\u003e');
  });

  // A page's image data as the build hands it in the context (src/build/content-images.ts).
  const imageData = (path: string) => ({
    [path]: {
      width: 800,
      height: 800,
      images: {
        fallback: { src: `/static/${path}-800.png`, srcSet: `/static/${path}-400.png 400w, /static/${path}-800.png 800w` },
        sources: [{ type: 'image/webp', srcSet: `/static/${path}-400.webp 400w, /static/${path}-800.webp 800w` }],
      },
    },
  });

  it('preloads the leading hero image of the home page with high priority, the same file the <picture> shows', async () => {
    const { Head, default: Home } = await import('../../src/templates/home');
    const hero = { _key: 'h', _type: 'hero', heading: 'Go further', text: '', cta: null, image: { path: 'images/hero.png', alt: 'A dog', width: 1200, height: 630 } };
    const pageContext = { ...base('home'), images: imageData('images/hero.png'), page: { title: 'Home', slug: '/', body: [], sections: [hero] } };
    const head = renderToStaticMarkup(<Head pageContext={stored(pageContext)} />);
    expect(head).toContain('<link rel="preload" as="image" href="/static/images/hero.png-800.png" imageSrcSet="/static/images/hero.png-400.webp 400w, /static/images/hero.png-800.webp 800w" imageSizes="(min-width: 768px) 50vw, 100vw" type="image/webp" fetchpriority="high"/>');
    const body = renderToStaticMarkup(React.createElement(Home as React.ComponentType<Record<string, unknown>>, { pageContext, location: { pathname: '/' } }));
    expect(body).toMatch(/<source type="image\/webp" srcSet="\/static\/images\/hero.png-400.webp 400w, \/static\/images\/hero.png-800.webp 800w" sizes="\(min-width: 768px\) 50vw, 100vw"\/>/);
    expect(body).toMatch(/<img [^>]*loading="eager" decoding="sync" fetchpriority="high" elementtiming="lcp-image"/);
  });

  it('preloads nothing on a page without a leading hero, and a product page preloads its main image', async () => {
    const home = await import('../../src/templates/home');
    const text = { _key: 't', _type: 'textBlock', heading: 'About', text: 'Words' };
    const plain = renderToStaticMarkup(<home.Head pageContext={stored({ ...base('home'), images: imageData('images/hero.png'), page: { title: 'Home', slug: '/', body: [], sections: [text] } })} />);
    expect(plain).not.toContain('as="image"');
    // Every page names the site of its locale, which the browser needs before hydrating; the boot
    // script loads it after the largest paint, so nothing in the head fetches it.
    expect(plain).toContain('<meta name="locale-site" content="en-ca" data-href="/page-data/locale-site/en-ca.json"/>');
    expect(plain).not.toMatch(/<link[^>]*locale-site/);
    const { Head } = await import('../../src/templates/product');
    const path = 'images/collar.png';
    const p = product({ images: [{ path, alt: 'Collar', width: 800, height: 800 }] });
    const html = renderToStaticMarkup(<Head pageContext={stored({ ...base('product'), images: imageData(path), template: 'product', product: p, isAlias: false })} data={{}} location={{ pathname: '/en-ca/collar/' }} params={{}} serverData={{}} />);
    expect(html).toContain(`imageSrcSet="/static/${path}-400.webp 400w, /static/${path}-800.webp 800w" imageSizes="(min-width: 768px) 50vw, 100vw" type="image/webp" fetchpriority="high"`);
  });

  it('a product page makes its Product JSON-LD from its product, with an offer per variant', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(site())));
    await (await import('../../src/components/site/locale-sites')).loadLocaleSite('en-ca');
    vi.unstubAllGlobals();
    const { Head } = await import('../../src/templates/product');
    const p = product();
    const html = renderToStaticMarkup(<Head pageContext={stored({ ...base('product'), template: 'product', product: p, isAlias: false })} data={imageData('images/collar.png')} location={{ pathname: '/en-ca/collar/' }} params={{}} serverData={{}} />);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json = '']) => JSON.parse(json) as Record<string, unknown>);
    const entry = jsonLd.find((e) => e['@type'] === 'Product') as { name: string; url: string; image: string[]; offers: unknown[] };
    expect(entry).toMatchObject({ name: p.title, url: 'https://www.homing.example/en-ca/gps-collars/', image: ['https://www.homing.example/share/x.png'] });
    expect(entry.offers).toHaveLength(p.variants.length);
  });
});

describe('contact us: care hours and store hours', () => {
  it('care hours read as the spec\'s first reading; a store\'s own hours are labelled as store hours, under their own heading', async () => {
    const { brandSettingsDocs } = await import('../../scripts/content/stores');
    const lines = brandSettingsDocs()[0]!.careLines as { countries: string[]; hours: Record<string, string> }[];
    const careHours = lines.find((l) => l.countries.includes('US'))!.hours.en;
    expect(careHours).toBe('Mon-Fri 8 am-8 pm ET, Sat 9 am-5 pm ET');
    const { default: Contact } = await import('../../src/templates/contact');
    const store = { key: 's1', name: 'Denver store', address: '1 Main St', city: 'Denver', region: 'CO', postalCode: '80202', country: 'United States', phone: '303-555-0100', hours: 'Mon-Fri 9 am-7 pm, Sat 10 am-5 pm' };
    const html = render(Contact, { ...base('contact'), page: null, supportCards: [], storeLocations: [store], support: { email: 'care@homing.example', phone: '1-800-555-0100', careHours } });
    expect(html).toContain('<li>Hours: Mon-Fri 8 am-8 pm ET, Sat 9 am-5 pm ET</li>');
    expect(html).toMatch(/<h2 id="our-stores">Our stores<\/h2>/);
    expect(html).toContain('<p class="card__meta">Store hours: Mon-Fri 9 am-7 pm, Sat 10 am-5 pm</p>');
  });

  it('the spec\'s other reading (Mon-Fri 8-7, Sat 10-2 EST) is the company-owned dealers\' installation support line', async () => {
    const { uiLocalServices } = await import('../../strings/ui-local-services');
    const owned = uiLocalServices.strings.find((x) => x.key === 'lsCompanyOwned')!.values;
    expect(owned.en).toBe('A Yardwise company-owned dealer: Yardwise customer care supports your installation directly, Mon-Fri 8-7, Sat 10-2 EST.');
    expect(owned.fr).toContain('de 8 h à 19 h et le sam. de 10 h à 14 h (HNE)');
  });
});

