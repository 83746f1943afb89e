// Homing's catalogue: GPS collars that need a service plan, and accessories on autoship (en).
import { introPair } from '../i18n/intro';
import type { CatalogueSpec, ProductSpec } from './types';

/** Uses and occasions of the opening sentences (see introPair). */
const INTRO_USES = [
  (p: string) => `keep track of ${p}`,
  (p: string) => `know where ${p} is`,
  (p: string) => `find ${p} fast`,
  (p: string) => `keep an eye on ${p}`,
];
const INTRO_OCCASIONS = ['wherever the day goes', 'from the backyard to the backcountry', 'by day and by night', 'on every walk'];

const en = (text: string) => ({ en: text });
const X = {
  gps: en('Real-time GPS tracking over LTE shows where your pet is.'),
  zones: en('Safe zones alert you the moment your pet leaves home.'),
  battery: en('Up to seven days of battery life between charges.'),
  plan: en('Requires a service plan: monthly, 1-year or 2-year.'),
  activity: en('Tracks daily activity and rest.'),
  light: en('A built-in light helps you find your pet after dark.'),
};
const BANDS = { name: 'Color' as const, values: ['Black', 'Blue', 'Orange', 'Green'] };
const FITS = { name: 'Size' as const, values: ['S', 'M', 'L'] };

type Base = Omit<ProductSpec, 'handle' | 'line' | 'noun'>;
const collar: Base = {
  productType: 'GPS Collars', price: 199.99, options: [BANDS, FITS], features: ['lightweight'],
  extra: [X.gps, X.zones, X.battery, X.plan], tags: ['gps', 'dog'], petType: 'dog', shape: 'tracker',
  requiresSellingPlan: true, weightGrams: 90,
};
const accessory: Base = {
  productType: 'Collar Accessories', price: 19.99, options: [], features: ['durable'], tags: ['accessories'],
  petType: 'dog', shape: 'collar', weightGrams: 60,
};

function p(handle: string, line: string, noun: string, base: Base, over: Partial<ProductSpec> = {}): ProductSpec {
  return { handle, line, noun: en(noun), ...base, ...over };
}

const products: ProductSpec[] = [
  p('homing-go-gps-collar', 'Homing Go', 'GPS Collar', collar, { price: 149.99, compareAt: 179.99, video: true, secondImage: true, tags: ['gps', 'dog', 'bestseller'], addOns: ['homing-charging-clip', 'homing-spare-battery'] }),
  p('homing-pro-gps-collar', 'Homing Pro', 'GPS Collar', collar, { price: 249.99, extra: [X.gps, X.zones, X.battery, X.activity, X.light, X.plan], video: true, tags: ['gps', 'dog', 'premium'] }),
  p('homing-mini-gps-collar', 'Homing Mini', 'GPS Collar', collar, { price: 129.99, options: [BANDS, { name: 'Size', values: ['XS', 'S'] }], tags: ['gps', 'dog', 'small-dog'], soldOut: [0, 1] }),
  p('homing-cat-gps-tracker', 'Homing', 'Cat GPS Tracker', collar, { price: 119.99, options: [{ name: 'Color', values: ['Grey', 'Red'] }], petType: 'cat', tags: ['gps', 'cat'], availability: 'comingSoon', soldOut: 'all' }),
  p('homing-charging-clip', 'Homing', 'Charging Clip', accessory, { price: 24.99, productType: 'Chargers', shape: 'battery' }),
  p('homing-car-charger', 'Homing', 'Car Charger', accessory, { price: 19.99, productType: 'Chargers', shape: 'battery' }),
  p('homing-spare-battery', 'Homing', 'Spare Battery Pack', accessory, { price: 29.99, productType: 'Chargers', shape: 'battery', autoship: true, tags: ['accessories', 'autoship'] }),
  p('homing-collar-strap', 'Homing', 'Replacement Collar Strap', accessory, { price: 19.99, options: [BANDS, FITS], autoship: true, tags: ['accessories', 'autoship', 'dog'], secondImage: true }),
  p('homing-silicone-cover', 'Homing', 'Silicone Tracker Cover', accessory, { price: 12.99, options: [BANDS], autoship: true, tags: ['accessories', 'autoship'], shape: 'tracker' }),
  p('homing-reflective-sleeve', 'Homing', 'Reflective Sleeve', accessory, { price: 14.99, features: ['reflective', 'durable'], soldOut: 'all' }),
  p('homing-tracker-mount', 'Homing', 'Harness Tracker Mount', accessory, { price: 16.99, features: ['adjustable', 'durable'], shape: 'harness' }),
  p('homing-classic-gps-collar', 'Homing Classic', 'GPS Collar', collar, { price: 99.99, availability: 'discontinued', soldOut: 'all' }),
];

const handlesOf = (test: (product: ProductSpec) => boolean) => products.filter(test).map((product) => product.handle);

/** Homing catalogue spec. */
export const homingCatalogue: CatalogueSpec = {
  skuPrefix: 'HM',
  copy: {
    en: {
      productIntro: (title, pet, plural, n) => {
        const [use, occasion] = introPair(INTRO_USES, INTRO_OCCASIONS, n);
        return `The ${title} ${plural ? 'help' : 'helps'} you ${use(pet === 'cat' ? 'your cat' : pet === 'both' ? 'your pets' : 'your dog')}, ${occasion}.`;
      },
      collectionText: (title, brand) => `${title} from ${brand}: know where your pet is, always.`,
    },
  },
  products,
  collections: [
    { handle: 'gps-collars', title: en('GPS Collars'), sortOrder: 'MANUAL', products: handlesOf((x) => x.productType === 'GPS Collars') },
    { handle: 'accessories', title: en('Accessories'), sortOrder: 'MANUAL', products: handlesOf((x) => x.productType !== 'GPS Collars') },
    { handle: 'chargers', title: en('Chargers and Batteries'), sortOrder: 'PRICE', products: handlesOf((x) => x.productType === 'Chargers') },
    { handle: 'collar-straps', title: en('Straps and Covers'), sortOrder: 'TITLE', products: ['homing-collar-strap', 'homing-silicone-cover', 'homing-reflective-sleeve'] },
    { handle: 'autoship-essentials', title: en('Autoship Essentials'), sortOrder: 'MANUAL', products: handlesOf((x) => x.autoship === true) },
    { handle: 'best-sellers', title: en('Best Sellers'), sortOrder: 'BEST_SELLING', products: handlesOf((x) => x.tags.includes('bestseller') || x.handle === 'homing-pro-gps-collar') },
    { handle: 'for-cats', title: en('For Cats'), sortOrder: 'MANUAL', products: handlesOf((x) => x.petType !== 'dog') },
    { handle: 'for-small-dogs', title: en('For Small Dogs'), sortOrder: 'MANUAL', products: ['homing-mini-gps-collar', 'homing-collar-strap', 'homing-silicone-cover'] },
    { handle: 'new-arrivals', title: en('New Arrivals'), sortOrder: 'CREATED', products: ['homing-pro-gps-collar', 'homing-cat-gps-tracker', 'homing-tracker-mount'] },
  ],
};
