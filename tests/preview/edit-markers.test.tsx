// Studio's click-to-edit markers are in preview builds only: with GATSBY_SANITY_VISUAL_EDITING=1 (what
// the previewer builds with) a product page's title and description and a blog post's title and body
// carry the `data-sanity` attribute Sanity's visual editing reads, and the preview notice loads the
// overlay script; a public build (the variable unset) renders none of it. Templates are rendered as
// Gatsby's server renderer does (the variable is read when the module loads, as the build inlines it).
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { base, product } from '../ui/fixtures';

vi.mock('gatsby', () => ({
  graphql: () => null,
  Link: ({ to, children, ...rest }: { to: string; children?: React.ReactNode }) => React.createElement('a', { href: to, ...rest }, children),
}));

const render = (Component: React.ComponentType<never>, pageContext: unknown) =>
  renderToStaticMarkup(React.createElement(Component as React.ComponentType<Record<string, unknown>>, { pageContext, location: { pathname: '/' } }));

const article = (documentId?: string) => ({
  title: 'Trail tested',
  slug: 't',
  href: '/blog/t/',
  excerpt: '',
  image: null,
  category: null,
  publishedAt: '2026-01-01',
  formattedDate: 'January 1, 2026',
  body: [{ _key: 'b', _type: 'block', style: 'normal', markDefs: [], children: [{ _key: 's', _type: 'span', text: 'Out on the trail.', marks: [] }] }],
  tags: [],
  author: null,
  products: [],
  ...(documentId ? { documentId } : {}),
});

/** The product page, the blog post and the notice as a build with this variable renders them. */
async function built(visualEditing: string | undefined) {
  vi.resetModules();
  vi.stubEnv('GATSBY_SANITY_VISUAL_EDITING', visualEditing);
  const { default: Product } = await import('../../src/templates/product');
  const { default: Article } = await import('../../src/templates/article-detail');
  const { PreviewNotice } = await import('../../src/components/site/preview-notice');
  const { editMarker } = await import('../../src/components/site/edit-marker');
  return {
    product: render(Product, { ...base('product'), product: product({ id: 'gid://shopify/Product/8000001000001' }), isAlias: false }),
    // A preview build's page planner puts the post's id in its context; a public build's does not.
    article: render(Article, { ...base('article-detail'), article: article(visualEditing ? 'drafts.blogPost-trail-tested' : undefined) }),
    notice: renderToStaticMarkup(<PreviewNotice brandId="trailmate" pathname="/" />),
    marker: editMarker('blogPost-x', 'blogPost', 'body'),
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('click-to-edit markers', () => {
  it('mark the product title and description, a blog post title and body, and load the overlay in a preview build', async () => {
    const preview = await built('1');
    expect(preview.product).toContain('<h1 class="product__title" data-sanity="id=shopifyProduct-8000001000001;type=product;path=title.en;base=%2F">');
    expect(preview.product).toContain('data-sanity="id=shopifyProduct-8000001000001;type=product;path=description.en;base=%2F"');
    // The published id: Presentation opens the document and edits its draft.
    // The body, and each of its blocks by key (Studio's overlay edits an array item by item).
    expect(preview.article).toContain(
      '<div class="rich-text" data-sanity="id=blogPost-trail-tested;type=blogPost;path=body;base=%2F"><p data-sanity="id=blogPost-trail-tested;type=blogPost;path=body:b;base=%2F">Out on the trail.</p></div>',
    );
    expect(preview.article).toContain('<h1 data-sanity="id=blogPost-trail-tested;type=blogPost;path=title;base=%2F">Trail tested</h1>');
    expect(preview.notice).toContain('<script type="module" src="/__preview/visual-editing.js"></script>');
  });

  it('are nowhere in a public build: no attribute, no overlay script', async () => {
    const published = await built(undefined);
    for (const html of [published.product, published.article, published.notice]) {
      expect(html).not.toContain('data-sanity');
      expect(html).not.toContain('visual-editing');
    }
    expect(published.marker).toEqual({});
    expect(published.product).toContain('<h1 class="product__title">');
  });
});
