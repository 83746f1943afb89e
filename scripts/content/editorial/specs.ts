// Per-brand editorial plans: people, categories, blog posts, store locations and links (press: brand-voice.ts).
import type { BrandId } from '../lib/core';
import type { CardKey, CategoryKey, RoleKey, TopicKey } from '../i18n/editorial-types';

/** A blog post to write from a template. */
export type PostSpec =
  | { slug: string; kind: 'trailTested' | 'meet'; product: string; category: CategoryKey; author: string }
  | { slug: string; kind: 'tips' | 'guide'; topic: TopicKey; category: CategoryKey; author: string; products: string[] }
  | { slug: string; kind: 'designer'; category: CategoryKey; author: string; products: string[] };


/** Everything a brand's editorial content is made from. */
export interface EditorialSpec {
  people: { slug: string; name: string; role: RoleKey }[];
  categories: CategoryKey[];
  posts: PostSpec[];
  stores: { slug: string; city: string; address: string; region: string; postalCode: string; country: 'US' | 'CA'; phone: string }[];
  /**
   * `route`: a page the site builds without a page document (account screens); the site adds the locale prefix.
   */
  cards: {
    card: CardKey;
    link: { type: 'internal'; page: string } | { type: 'route'; path: string } | { type: 'external'; href: string } | { type: 'disable' };
  }[];
  homeProducts: string[];
  bannerLink: string;
  /** Path the home hero's call to action opens (a best-sellers collection). */
  heroLink: string;
}

// Every card leads to a page the site builds: shipping and returns pages, the product manuals page
// (the `productManual` documents of the brand, searchable by product), and the account's orders.
const CARDS = (): EditorialSpec['cards'] => [
  { card: 'contact', link: { type: 'internal', page: 'contact' } },
  { card: 'warranty', link: { type: 'internal', page: 'lifetimeWarranty' } },
  { card: 'shipping', link: { type: 'internal', page: 'shipping' } },
  { card: 'returns', link: { type: 'internal', page: 'returns' } },
  { card: 'manuals', link: { type: 'route', path: '/manuals/' } },
  { card: 'orders', link: { type: 'route', path: '/account/orders/' } },
];

/** Editorial plans by brand. */
export const EDITORIAL_SPECS: Record<BrandId, EditorialSpec> = {
  trailmate: {
    people: [
      { slug: 'nora-lindqvist', name: 'Nora Lindqvist', role: 'designer' },
      { slug: 'sam-okafor', name: 'Sam Okafor', role: 'editor' },
      { slug: 'ana-ruiz', name: 'Ana Ruiz', role: 'vet' },
    ],
    categories: ['gear', 'adventures', 'care'],
    posts: [
      { slug: 'trail-tested-the-rucksack', kind: 'trailTested', product: 'rucksack', category: 'gear', author: 'sam-okafor' },
      { slug: 'meet-the-core-sweater', kind: 'meet', product: 'core-sweater', category: 'gear', author: 'nora-lindqvist' },
      { slug: 'meet-the-designer', kind: 'designer', category: 'gear', author: 'sam-okafor', products: ['rover-hammock-extended-width', 'halifax-rain-shell'] },
      { slug: 'trail-tested-the-halifax-rain-shell', kind: 'trailTested', product: 'halifax-rain-shell', category: 'gear', author: 'sam-okafor' },
      { slug: 'meet-the-rover-hammock', kind: 'meet', product: 'rover-hammock-extended-width', category: 'gear', author: 'nora-lindqvist' },
      { slug: 'trail-tested-the-journey-air-dog-harness', kind: 'trailTested', product: 'journey-air-dog-harness', category: 'gear', author: 'sam-okafor' },
      { slug: 'five-tips-for-road-trips', kind: 'tips', topic: 'roadTrips', category: 'adventures', author: 'sam-okafor', products: ['rover-hammock', 'rover-seat-belt-tether'] },
      { slug: 'five-tips-for-hiking', kind: 'tips', topic: 'hiking', category: 'adventures', author: 'nora-lindqvist', products: ['ridge-dog-harness', 'go-water-bottle'] },
      { slug: 'guide-to-camping-with-dogs', kind: 'guide', topic: 'camping', category: 'adventures', author: 'sam-okafor', products: ['loft-wander-dog-bed'] },
      { slug: 'guide-to-beach-days', kind: 'guide', topic: 'beachDays', category: 'adventures', author: 'nora-lindqvist', products: ['harbor-life-jacket', 'harbor-floating-ball'] },
      { slug: 'five-tips-for-rainy-walks', kind: 'tips', topic: 'rainyWalks', category: 'care', author: 'ana-ruiz', products: ['halifax-rain-shell'] },
      { slug: 'guide-to-summer-heat', kind: 'guide', topic: 'summerHeat', category: 'care', author: 'ana-ruiz', products: ['ridge-cooling-vest', 'ridge-cooling-mat'] },
      { slug: 'five-tips-for-senior-dogs', kind: 'tips', topic: 'seniorDogs', category: 'care', author: 'ana-ruiz', products: ['summit-car-ramp'] },
    ],
    stores: [
      { slug: 'portland', city: 'Portland', address: '120 Alder Street', region: 'OR', postalCode: '97204', country: 'US', phone: '503-555-0110' },
      { slug: 'denver', city: 'Denver', address: '48 Larimer Square', region: 'CO', postalCode: '80202', country: 'US', phone: '303-555-0123' },
      { slug: 'vancouver', city: 'Vancouver', address: '900 Granville Street', region: 'BC', postalCode: 'V6Z 1L2', country: 'CA', phone: '604-555-0188' },
    ],
    cards: CARDS(),
    homeProducts: ['rover-hammock-extended-width', 'rucksack', 'journey-air-dog-harness', 'halifax-rain-shell', 'core-sweater', 'loft-wander-dog-bed', 'rover-bench-seat-cover', 'go-stuff-it-dog-treat-bag-molle'],
    bannerLink: '/best-sellers/',
    heroLink: '/best-sellers/',
  },
  yardwise: {
    people: [
      { slug: 'ines-moreau', name: 'Ines Moreau', role: 'designer' },
      { slug: 'dan-whitaker', name: 'Dan Whitaker', role: 'trainer' },
      { slug: 'lucie-bernard', name: 'Lucie Bernard', role: 'editor' },
    ],
    categories: ['training', 'safety', 'gear'],
    posts: [
      { slug: 'meet-the-perimeter-fence', kind: 'meet', product: 'perimeter-in-ground-fence-system', category: 'gear', author: 'ines-moreau' },
      { slug: 'meet-the-scout-training-collar', kind: 'meet', product: 'scout-remote-training-collar', category: 'gear', author: 'ines-moreau' },
      { slug: 'meet-the-meadow-wireless-fence', kind: 'meet', product: 'meadow-wireless-fence-system', category: 'gear', author: 'lucie-bernard' },
      { slug: 'meet-the-designer', kind: 'designer', category: 'gear', author: 'lucie-bernard', products: ['perimeter-in-ground-fence-system'] },
      { slug: 'guide-to-boundary-training', kind: 'guide', topic: 'boundaryTraining', category: 'training', author: 'dan-whitaker', products: ['perimeter-boundary-flags', 'yardwise-starter-training-kit'] },
      { slug: 'five-tips-for-boundary-training', kind: 'tips', topic: 'boundaryTraining', category: 'training', author: 'dan-whitaker', products: ['perimeter-boundary-flags'] },
      { slug: 'five-tips-for-your-first-puppy', kind: 'tips', topic: 'puppies', category: 'training', author: 'dan-whitaker', products: ['yardwise-puppy-training-kit'] },
      { slug: 'guide-to-your-first-puppy', kind: 'guide', topic: 'puppies', category: 'training', author: 'dan-whitaker', products: ['scout-training-clicker'] },
      { slug: 'guide-to-a-safe-yard', kind: 'guide', topic: 'yardSafety', category: 'safety', author: 'lucie-bernard', products: ['meadow-wireless-fence-system'] },
      { slug: 'five-tips-for-a-safe-yard', kind: 'tips', topic: 'yardSafety', category: 'safety', author: 'lucie-bernard', products: ['perimeter-in-ground-fence-system'] },
      { slug: 'five-tips-for-city-life', kind: 'tips', topic: 'cityLife', category: 'safety', author: 'lucie-bernard', products: ['yardwise-indoor-pet-barrier'] },
      { slug: 'guide-to-winter-walks', kind: 'guide', topic: 'winterWalks', category: 'safety', author: 'dan-whitaker', products: ['scout-training-long-line'] },
    ],
    stores: [
      { slug: 'columbus', city: 'Columbus', address: '55 High Street', region: 'OH', postalCode: '43215', country: 'US', phone: '614-555-0140' },
      { slug: 'raleigh', city: 'Raleigh', address: '210 Fayetteville Street', region: 'NC', postalCode: '27601', country: 'US', phone: '919-555-0155' },
      { slug: 'montreal', city: 'Montréal', address: '1500 rue Sainte-Catherine', region: 'QC', postalCode: 'H3G 1P6', country: 'CA', phone: '514-555-0166' },
    ],
    cards: CARDS(),
    homeProducts: ['perimeter-in-ground-fence-system', 'meadow-wireless-fence-system', 'scout-remote-training-collar', 'yardwise-starter-training-kit', 'perimeter-boundary-flags', 'hush-bark-control-collar'],
    bannerLink: '/containment-systems/',
    heroLink: '/best-sellers/',
  },
  homing: {
    people: [
      { slug: 'kai-tanaka', name: 'Kai Tanaka', role: 'designer' },
      { slug: 'rosa-lindgren', name: 'Rosa Lindgren', role: 'engineer' },
      { slug: 'ben-adeyemi', name: 'Ben Adeyemi', role: 'editor' },
    ],
    categories: ['technology', 'safety', 'adventures'],
    posts: [
      { slug: 'meet-the-homing-go', kind: 'meet', product: 'homing-go-gps-collar', category: 'technology', author: 'kai-tanaka' },
      { slug: 'meet-the-homing-pro', kind: 'meet', product: 'homing-pro-gps-collar', category: 'technology', author: 'rosa-lindgren' },
      { slug: 'trail-tested-the-homing-pro', kind: 'trailTested', product: 'homing-pro-gps-collar', category: 'adventures', author: 'ben-adeyemi' },
      { slug: 'meet-the-designer', kind: 'designer', category: 'technology', author: 'ben-adeyemi', products: ['homing-go-gps-collar'] },
      { slug: 'guide-to-gps-tracking', kind: 'guide', topic: 'gpsSafety', category: 'technology', author: 'rosa-lindgren', products: ['homing-go-gps-collar'] },
      { slug: 'five-tips-for-gps-tracking', kind: 'tips', topic: 'gpsSafety', category: 'technology', author: 'rosa-lindgren', products: ['homing-spare-battery'] },
      { slug: 'guide-to-finding-a-lost-pet', kind: 'guide', topic: 'lostPets', category: 'safety', author: 'ben-adeyemi', products: ['homing-pro-gps-collar'] },
      { slug: 'five-tips-for-finding-a-lost-pet', kind: 'tips', topic: 'lostPets', category: 'safety', author: 'ben-adeyemi', products: ['homing-mini-gps-collar'] },
      { slug: 'five-tips-for-hiking', kind: 'tips', topic: 'hiking', category: 'adventures', author: 'ben-adeyemi', products: ['homing-pro-gps-collar'] },
      { slug: 'guide-to-road-trips', kind: 'guide', topic: 'roadTrips', category: 'adventures', author: 'kai-tanaka', products: ['homing-car-charger'] },
      { slug: 'five-tips-for-camping', kind: 'tips', topic: 'camping', category: 'adventures', author: 'kai-tanaka', products: ['homing-pro-gps-collar', 'homing-reflective-sleeve'] },
      { slug: 'guide-to-senior-dogs', kind: 'guide', topic: 'seniorDogs', category: 'safety', author: 'rosa-lindgren', products: ['homing-mini-gps-collar', 'homing-tracker-mount'] },
    ],
    stores: [
      { slug: 'austin', city: 'Austin', address: '600 Congress Avenue', region: 'TX', postalCode: '78701', country: 'US', phone: '512-555-0177' },
      { slug: 'calgary', city: 'Calgary', address: '300 Stephen Avenue SW', region: 'AB', postalCode: 'T2P 1B3', country: 'CA', phone: '403-555-0190' },
    ],
    cards: CARDS(),
    homeProducts: ['homing-go-gps-collar', 'homing-pro-gps-collar', 'homing-mini-gps-collar', 'homing-collar-strap', 'homing-spare-battery', 'homing-charging-clip'],
    bannerLink: '/gps-collars/',
    heroLink: '/best-sellers/',
  },
};
