import { assert, describe, expect, it } from 'vitest';
import { productCard, productView, reviewView, supportCardView, variantImage } from '../../src/build/views';
import { resolveLocales } from '../../locales';
import { GO_BOWL } from './shown-product-fixture';

const [enUs, , enAu] = resolveLocales({ locales: ['en-us', 'en-ca', 'en-au'], languages: ['en'], urlPaths: {} });
assert.isDefined(enUs, 'en-us');
assert.isDefined(enAu, 'en-au');

const shown = GO_BOWL;

describe('product view models', () => {
  it('a review without an author shows "Anonymous" in the page language', () => {
    const review = shown.doc.reviews?.[1];
    assert.isDefined(review, 'the second review');
    expect(reviewView(review, enUs, 'Anonymous').author).toBe('Anonymous');
    expect(reviewView(shown.doc.reviews![0]!, enUs, 'Anonymous').author).toBe('Sam');
  });
  it('prices are formatted for the locale; Default Title is never shown', () => {
    const view = productView(shown, enAu, { anonymous: 'Anonymous' }, []);
    expect(view.priceRange.min.formatted).toBe('A$19.50');
    expect(view.variants[0]?.title).toBe('');
    expect(view.options).toEqual([]);
    expect(view.description).toEqual(['First paragraph.', 'Second paragraph.']);
    expect(view.averageRating).toBe(4.5);
  });
  it("a variant shows the product image its Storefront image URL serves (by content path), else none", () => {
    const images = [
      { path: 'images/trailmate/trail-dog-boots.png', alt: 'Black', width: 800, height: 800 },
      { path: 'images/trailmate/trail-dog-boots-2.png', alt: 'Red', width: 800, height: 800 },
    ];
    expect(variantImage('http://127.0.0.1:8787/cdn/images/trailmate/trail-dog-boots-2.png', images)?.alt).toBe('Red');
    expect(variantImage('https://cdn.example/files/images/trailmate/trail-dog-boots.png?v=3', images)?.alt).toBe('Black');
    expect(variantImage('http://127.0.0.1:8787/cdn/images/trailmate/other.png', images)).toBeNull();
    expect(variantImage(null, images)).toBeNull();
    const withImage = { ...shown, product: { ...shown.product, variants: [{ ...shown.product.variants[0]!, imageUrl: 'http://twin.test/cdn/images/trailmate/go-bowl.png' }] } };
    expect(productView(withImage, enAu, {}, []).variants[0]?.image?.path).toBe('images/trailmate/go-bowl.png');
  });

  it('only https videos reach the page', () => {
    expect(productView(shown, enAu, {}, []).videos.map((v) => v.key)).toEqual(['v1']);
  });
  it('cards carry the sale price and the compare-at price', () => {
    const card = productCard(shown, enAu, 0);
    expect(card.price.formatted).toBe('A$19.50');
    expect(card.compareAtPrice?.formatted).toBe('A$24.00');
    expect(card.image).toEqual({ path: 'images/trailmate/go-bowl.png', alt: 'A bowl', width: 800, height: 800 });
  });
});

describe('support cards', () => {
  const card = (link: object) => supportCardView({ _id: 'c', title: 'Help', link: link as never }, enAu);
  it('internal links with a target get the locale prefix and a trailing slash', () => {
    expect(card({ type: 'internal', targetId: 'page-1', path: '/contact-us' }).href).toBe('/au/contact-us/');
  });
  it('disabled links and internal links without a target render without a link', () => {
    expect(card({ type: 'disable', href: 'https://x.example' }).href).toBeNull();
    expect(card({ type: 'internal', path: '/contact-us' }).href).toBeNull();
  });
  it('external links must be safe', () => {
    expect(card({ type: 'external', href: 'https://help.example/' })).toMatchObject({ href: 'https://help.example/', external: true });
    expect(card({ type: 'external', href: 'javascript:alert(1)' }).href).toBeNull();
  });
});
