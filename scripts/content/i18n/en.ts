// English words and sentence templates.
import type { Dictionary } from './types';
import { introPair } from './intro';

/** Uses and occasions of the products' opening sentences (see introPair). */
const USES = [
  (p: string) => `made for ${p} on the move`,
  (p: string) => `built for ${p} who ride along`,
  (p: string) => `ready for ${p} who never sit still`,
  (p: string) => `designed for ${p} who love a trip`,
  (p: string) => `tested by ${p} who go everywhere`,
  (p: string) => `sized for ${p} of every build`,
  (p: string) => `made for ${p} who like a hike`,
  (p: string) => `comfortable for ${p} on long journeys`,
  (p: string) => `there for ${p} who explore`,
];
const OCCASIONS = ['on every road trip', 'from the first mile to the last', 'rain or shine', 'on weekends away', 'around town and far beyond', 'season after season', 'from the car to the trail', 'day in, day out'];

/** English dictionary. */
export const en: Dictionary = {
  language: 'en',
  colors: {
    Black: 'Black', Charcoal: 'Charcoal', Navy: 'Navy', Olive: 'Olive', Red: 'Red',
    Tan: 'Tan', Grey: 'Grey', Blue: 'Blue', Orange: 'Orange', Green: 'Green',
  },
  sizes: {
    Small: 'Small', Medium: 'Medium', Large: 'Large', Regular: 'Regular', Extended: 'Extended',
    'One Size': 'One Size', '4 ft': '4 ft', '6 ft': '6 ft',
  },
  options: { Color: 'Color', Size: 'Size', Width: 'Width', Length: 'Length', Plan: 'Plan' },
  features: {
    waterproof: 'Waterproof fabric keeps seats clean and dry.',
    machineWashable: 'Machine washable on a cold cycle.',
    reflective: 'Reflective trim keeps you visible at dusk.',
    noSlip: 'A non-slip backing stays put on leather and cloth.',
    quickInstall: 'Installs in two minutes with quick-release buckles.',
    seatBelt: 'Seat belt openings keep every belt within reach.',
    padded: 'Padded panels spread pressure for all-day comfort.',
    adjustable: 'Four adjustment points give a close, secure fit.',
    lightweight: 'Light enough to bring on any trip.',
    durable: 'Tough ripstop fabric stands up to claws and mud.',
    warm: 'A soft fleece lining keeps the chill out.',
    packable: 'Folds into its own pocket for easy storage.',
    handle: 'A sturdy handle helps you lift and guide your dog.',
    storage: 'Zip pockets hold treats, bags and keys.',
    easyClean: 'Wipes clean with a damp cloth.',
    breathable: 'Breathable mesh keeps your dog cool.',
    molle: 'Attaches to packs and belts with MOLLE straps.',
    recycled: 'Made with recycled polyester.',
    lifetime: 'Backed by our lifetime warranty.',
    collapsible: 'Collapses flat when you are done.',
  },
  productTitle: (line, noun) => `${line} ${noun}`,
  productIntro: (title, pet, plural, n) => {
    const pets = pet === 'cat' ? 'cats' : pet === 'both' ? 'dogs and cats' : 'dogs';
    const [use, occasion] = introPair(USES, OCCASIONS, n);
    return `The ${title} ${plural ? 'are' : 'is'} ${use(pets)}, ${occasion}.`;
  },
  videoTitle: (title) => `See the ${title} in action`,
  imageAlt: (title, n) => (n === 1 ? `${title}, product photo` : `${title}, in use`),
  colorImageAlt: (title, color) => `${title} in ${color}`,
  productSeo: (title, brand) => `Shop the ${title} from ${brand}, with free shipping on qualifying orders.`,
  collectionText: (title, brand) => `${title} from ${brand}, built for the road and tested by real dogs.`,
  plans: {
    monthly: 'Monthly',
    biMonthly: 'Bi-Monthly',
    quarterly: 'Quarterly',
    every4Months: 'Every 4 Months',
    semiAnnually: 'Semi-Annually',
    yearly: 'Yearly',
    gpsMonthly: 'Monthly service plan',
    gpsYearly: '1-year service plan',
    gps2Years: '2-year service plan',
  },
};
