// One product as the build shows it (its content document and its Storefront product), for the
// build's view and page-plan tests: Go Bowl on the Australian store, with a safe and an unsafe video and
// a review without an author.
import type { ShownProduct } from '../../src/build/views';

/** Go Bowl at /au/dog-travel/go-bowl/. */
export const GO_BOWL: ShownProduct = {
  href: '/au/dog-travel/go-bowl/',
  doc: {
    _id: 'p',
    handle: 'go-bowl',
    productType: 'Dog Travel',
    gid: 'gid://shopify/Product/1',
    title: { en: 'Go Bowl' },
    description: { en: 'First paragraph.\n\nSecond paragraph.' },
    languages: ['en'],
    canBeShown: true,
    availability: 'available',
    images: [{ path: 'images/trailmate/go-bowl.png', alt: { en: 'A bowl' }, width: 800, height: 800 }],
    videos: [
      { _key: 'v1', title: { en: 'Safe' }, src: 'https://videos.example/a.mp4', durationSeconds: 30 },
      { _key: 'v2', title: { en: 'Unsafe' }, src: 'javascript:alert(1)', durationSeconds: 30 },
    ],
    reviews: [
      { _key: 'r1', author: 'Sam', rating: 5, title: 'Great', body: 'Yes', date: '2025-01-02' },
      { _key: 'r2', author: '', rating: 4, title: 'Good', body: 'Ok', date: '2025-01-03' },
    ],
    seo: null,
    petType: 'dog',
    addOns: null,
  },
  product: {
    id: 'gid://shopify/Product/1',
    handle: 'go-bowl',
    title: 'Go Bowl',
    productType: 'Dog Travel',
    vendor: 'Trailmate',
    tags: [],
    createdAt: '2025-01-01T00:00:00Z',
    availableForSale: true,
    requiresSellingPlan: false,
    options: [{ name: 'Title', values: ['Default Title'] }],
    priceRange: { min: { amount: '19.5', currencyCode: 'AUD' }, max: { amount: '19.5', currencyCode: 'AUD' } },
    variants: [
      {
        id: 'gid://shopify/ProductVariant/1',
        sku: 'GB-1',
        title: 'Default Title',
        availableForSale: true,
        quantityAvailable: 3,
        requiresShipping: true,
        selectedOptions: [{ name: 'Title', value: 'Default Title' }],
        price: { amount: '19.5', currencyCode: 'AUD' },
        compareAtPrice: { amount: '24.0', currencyCode: 'AUD' },
        imageUrl: null,
        subscriptionFrequency: null,
      },
    ],
    sellingPlanGroups: [],
  },
};
