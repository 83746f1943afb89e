// A product page shows only the reviews written in its language, newest first, and its average is theirs.
import { assert, describe, expect, it } from 'vitest';
import { productView, type ShownProduct } from '../../src/build/views';
import { formatRating } from '../../src/features/product/reviews';
import { resolveLocales } from '../../locales';

const locales = resolveLocales({ locales: ['en-us', 'de-de', 'de-ch'], languages: ['en', 'de'], urlPaths: {} });
const [enUs, deDe, deCh] = locales;
assert.isDefined(deCh, 'deCh');
assert.isDefined(enUs, 'enUs');
assert.isDefined(deDe, 'deDe');

const shown: ShownProduct = {
  href: '/car-seat-covers/rover-hammock/',
  doc: {
    _id: 'p', handle: 'rover-hammock', productType: 'Car Seat Covers', gid: 'gid://shopify/Product/1',
    title: { en: 'Rover Hammock', de: 'Rover Hängematte' }, description: { en: 'A hammock.', de: 'Eine Hängematte.' },
    languages: ['en', 'de'], canBeShown: true, availability: 'available', images: [], videos: [],
    reviews: [
      { _key: 'e1', author: 'Maya R.', rating: 5, title: 'Back seat still looks new', body: 'Spotless.', date: '2025-06-02', language: 'en' },
      { _key: 'd1', author: 'Lena K.', rating: 4, title: 'Passt gut in unseren SUV', body: 'In fünf Minuten montiert.', date: '2025-07-02', language: 'de' },
      { _key: 'd2', author: 'Felix W.', rating: 5, title: 'Rückbank wie neu', body: 'Makellos.', date: '2025-08-02', language: 'de' },
      { _key: 'f1', author: 'Camille D.', rating: 3, title: 'Taille petit', body: 'Prenez une taille au-dessus.', date: '2025-08-03', language: 'fr' },
    ],
    seo: null, petType: 'dog', addOns: null,
  },
  product: {
    id: 'gid://shopify/Product/1', handle: 'rover-hammock', title: 'Rover Hammock', productType: 'Car Seat Covers', vendor: 'Trailmate',
    tags: [], createdAt: '2025-01-01T00:00:00Z', availableForSale: true, requiresSellingPlan: false,
    options: [{ name: 'Title', values: ['Default Title'] }],
    priceRange: { min: { amount: '89.95', currencyCode: 'EUR' }, max: { amount: '89.95', currencyCode: 'EUR' } },
    variants: [],
    sellingPlanGroups: [],
  },
};

describe('reviews by page language', () => {
  it('a German page shows only German reviews and averages them', () => {
    const view = productView(shown, deDe, {}, []);
    expect(view.reviews.map((r) => r.key)).toEqual(['d2', 'd1']);
    expect(view.averageRating).toBe(4.5);
  });
  it('reviews are in date order, newest first, whatever order content keeps them in', () => {
    const english = [
      { _key: 'a', author: 'A', rating: 4, title: 'Older', body: '.', date: '2024-11-30', language: 'en' },
      { _key: 'b', author: 'B', rating: 5, title: 'Newest', body: '.', date: '2026-01-15', language: 'en' },
      { _key: 'c', author: 'C', rating: 3, title: 'Oldest', body: '.', date: '2023-05-01', language: 'en' },
      { _key: 'd', author: 'D', rating: 4, title: 'Middle', body: '.', date: '2025-12-31', language: 'en' },
    ];
    const view = productView({ ...shown, doc: { ...shown.doc, reviews: english } }, enUs, {}, []);
    expect(view.reviews.map((r) => r.title)).toEqual(['Newest', 'Middle', 'Older', 'Oldest']);
  });
  it('an English page shows no German or French review', () => {
    const view = productView(shown, enUs, {}, []);
    expect(view.reviews.map((r) => r.key)).toEqual(['e1']);
    expect(view.averageRating).toBe(5);
  });
  it('review dates are written in the page’s language ("2. Juli 2025" on a German page, "July 2, 2025" in English)', () => {
    expect(productView(shown, deDe, {}, []).reviews.map((r) => r.formattedDate)).toEqual(['2. August 2025', '2. Juli 2025']);
    expect(productView(shown, enUs, {}, []).reviews.map((r) => r.formattedDate)).toEqual(['June 2, 2025']);
  });
  it('ratings are written with the page locale’s decimal separator', () => {
    expect(formatRating(4.5, deDe.priceFormat)).toBe('4,5');
    expect(formatRating(4.5, enUs.priceFormat)).toBe('4.5');
    expect(formatRating(4, deDe.priceFormat)).toBe('4');
    expect(formatRating(3.3, deCh.priceFormat)).toMatch(/^3[.,]3$/);
  });
});
