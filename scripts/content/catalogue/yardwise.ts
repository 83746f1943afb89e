// Yardwise's catalogue: containment and training systems, collars, flags and training kits (en, fr).
import type { Localized } from '../lib/core';
import type { CatalogueSpec, ProductSpec } from './types';
import { introPair } from '../i18n/intro';

/** Where and when the opening sentences keep pets (see introPair). */
const INTRO_EN = {
  where: ['safe at home', 'safely inside the yard', 'within the boundaries you set', 'close to home', 'out of harm’s way', 'on the right side of the property line'],
  when: ['all day long', 'in every season', 'while you are at work', 'from the first day of training', 'without a visible fence'],
};
const INTRO_FR = {
  where: ['en sécurité à la maison', 'en sécurité dans le jardin', 'dans les limites que vous fixez', 'près de la maison', 'à l’abri du danger', 'du bon côté de la limite du terrain'],
  when: ['toute la journée', 'en toute saison', 'pendant que vous êtes au travail', 'dès le premier jour d’éducation', 'sans clôture visible'],
};

function two(en: string, fr: string): Localized {
  return { en, fr };
}

const X = {
  boundary: two('Set a custom boundary around your whole yard.', 'Définissez une limite sur mesure autour de votre terrain.'),
  tones: two('A warning tone always comes before any correction.', "Un signal sonore précède toujours toute correction."),
  levels: two('Adjustable correction levels suit every temperament.', 'Les niveaux de correction réglables conviennent à chaque tempérament.'),
  battery: two('The rechargeable battery lasts up to three weeks.', "La batterie rechargeable tient jusqu'à trois semaines."),
  waterproof: two('The receiver is waterproof, rain or shine.', 'Le récepteur est étanche, par tous les temps.'),
  flags: two('Bright flags show your dog where the boundary is.', 'Des drapeaux vifs montrent à votre chien où passe la limite.'),
  plan: two('Includes a step-by-step two-week training plan.', "Inclut un programme de dressage pas à pas sur deux semaines."),
  install: two('Free professional installation by a local dealer.', "Installation professionnelle offerte par un revendeur local."),
  range: two('Remote range of up to 800 metres.', "Portée de la télécommande jusqu'à 800 mètres."),
};

/** Specification lines of collars and barriers that work differently from their kind's usual product. */
const SPECS = {
  receiver: [
    two('Range: works with your Perimeter or Meadow system, only inside the warning zone along its boundary.', "Portée : fonctionne avec votre système Perimeter ou Meadow, uniquement dans la zone d'avertissement le long de sa limite."),
    two('Battery: rechargeable, about 3 weeks per charge; waterproof to 1 m; fits necks from 25 to 70 cm.', 'Batterie : rechargeable, environ 3 semaines par charge ; étanche à 1 m ; pour cous de 25 à 70 cm.'),
  ],
  catReceiver: [
    two('Range: works with your Perimeter or Meadow system, only inside the warning zone along its boundary.', "Portée : fonctionne avec votre système Perimeter ou Meadow, uniquement dans la zone d'avertissement le long de sa limite."),
    two('Battery: rechargeable, about 3 weeks per charge; weighs 30 g; breakaway strap for necks from 18 to 30 cm.', 'Batterie : rechargeable, environ 3 semaines par charge ; pèse 30 g ; sangle anti-étranglement pour cous de 18 à 30 cm.'),
  ],
  bark: [
    two('Range: no remote needed; it responds only to the vibration of your own dog’s bark, wherever you both are.', "Portée : sans télécommande ; il ne réagit qu'à la vibration de l'aboiement de votre chien, où que vous soyez."),
    two('Battery: rechargeable in 2 hours, about 2 weeks per charge; waterproof; fits necks from 25 to 70 cm.', 'Batterie : recharge en 2 heures, environ 2 semaines par charge ; étanche ; pour cous de 25 à 70 cm.'),
  ],
  barrier: [
    two('Range: the barrier zone adjusts from 0.5 to 2.5 m, enough to close a doorway, a staircase or a sofa.', "Portée : la zone de la barrière se règle de 0,5 à 2,5 m, de quoi fermer une porte, un escalier ou un canapé."),
    two('Battery: the receiver collar is rechargeable, about 3 weeks per charge; the barrier runs on mains power.', 'Batterie : le collier récepteur est rechargeable, environ 3 semaines par charge ; la barrière se branche sur secteur.'),
  ],
};

const N = {
  inGround: two('In-Ground Fence System', 'Système de clôture enterrée'),
  wireless: two('Wireless Fence System', 'Système de clôture sans fil'),
  receiver: two('Receiver Collar', 'Collier récepteur'),
  remote: two('Remote Training Collar', 'Collier de dressage à distance'),
  bark: two('Bark Control Collar', 'Collier anti-aboiement'),
  flags: two('Boundary Flags, 50 Pack', 'Drapeaux de délimitation, lot de 50'),
  kit: two('Training Kit', 'Kit de dressage'),
  wire: two('Boundary Wire, 500 ft', 'Fil de délimitation, 150 m'),
  battery: two('Collar Battery, 2 Pack', 'Piles pour collier, lot de 2'),
  charger: two('Charging Cable', 'Câble de recharge'),
  barrier: two('Indoor Pet Barrier', 'Barrière intérieure'),
  contacts: two('Contact Points', 'Électrodes de contact'),
  surge: two('Surge Protector', 'Parafoudre'),
  splice: two('Wire Splice Kit', "Kit d'épissure de fil"),
  longLine: two('Training Long Line', 'Longe de dressage'),
  clicker: two('Training Clicker', 'Clicker de dressage'),
  pouch: two('Training Treat Pouch', 'Pochette à friandises de dressage'),
  strap: two('Replacement Collar Strap', 'Sangle de collier de rechange'),
  catCollar: two('Cat Receiver Collar', 'Collier récepteur pour chat'),
};

const STRAP = { name: 'Color' as const, values: ['Black', 'Blue', 'Orange'] };
const YARD = { name: 'Size' as const, values: ['Small', 'Medium', 'Large'] };

type Base = Omit<ProductSpec, 'handle' | 'line' | 'noun'>;
const system: Base = {
  productType: 'Containment Systems', price: 349.99, options: [YARD], features: ['lifetime'],
  extra: [X.boundary, X.tones, X.levels, X.install], tags: ['containment', 'dog'], petType: 'dog', shape: 'fence',
  weightGrams: 3500,
};
const training: Base = {
  productType: 'Training Collars', price: 149.99, options: [STRAP], features: ['adjustable'],
  extra: [X.tones, X.levels, X.battery, X.waterproof], tags: ['training', 'dog'], petType: 'dog', shape: 'collar', icon: 'receiverCollar',
  weightGrams: 300,
};
const accessory: Base = {
  productType: 'Batteries and Accessories', price: 19.99, options: [], features: ['lightweight'],
  tags: ['accessories'], petType: 'dog', shape: 'battery', weightGrams: 100,
};
const kit: Base = {
  productType: 'Training Kits', price: 39.99, options: [], features: ['lightweight', 'durable'], extra: [X.plan],
  tags: ['training', 'dog'], petType: 'dog', shape: 'kit', weightGrams: 600,
};

function p(handle: string, line: string, noun: Localized, base: Base, over: Partial<ProductSpec> = {}): ProductSpec {
  return { handle, line, noun, ...base, ...over };
}

const products: ProductSpec[] = [
  p('perimeter-in-ground-fence-system', 'Perimeter', N.inGround, system, { icon: 'inGroundFence', price: 399.99, compareAt: 449.99, video: true, secondImage: true, tags: ['containment', 'dog', 'bestseller'], addOns: ['perimeter-boundary-flags', 'perimeter-boundary-wire'] }),
  p('perimeter-plus-in-ground-fence-system', 'Perimeter Plus', N.inGround, system, { icon: 'inGroundFence', pathPrefix: 'systems', price: 549.99, tags: ['containment', 'dog', 'premium'] }),
  p('meadow-wireless-fence-system', 'Meadow', N.wireless, system, { icon: 'wirelessFence', price: 299.99, extra: [X.boundary, X.tones, X.battery], video: true }),
  p('meadow-pro-wireless-fence-system', 'Meadow Pro', N.wireless, system, { icon: 'wirelessFence', price: 449.99, availability: 'comingSoon', soldOut: 'all', tags: ['containment', 'dog', 'new'] }),
  p('perimeter-receiver-collar', 'Perimeter', N.receiver, training, { specs: SPECS.receiver, productType: 'Containment Systems', price: 179.99, extra: [X.tones, X.levels, X.waterproof], addOns: ['yardwise-collar-battery'] }),
  p('perimeter-cat-receiver-collar', 'Perimeter', N.catCollar, training, { specs: SPECS.catReceiver, productType: 'Containment Systems', price: 169.99, petType: 'cat', options: [{ name: 'Color', values: ['Red', 'Blue'] }], tags: ['containment', 'cat'] }),
  p('scout-remote-training-collar', 'Scout', N.remote, training, { price: 199.99, extra: [X.range, X.tones, X.levels, X.battery], video: true, tags: ['training', 'dog', 'bestseller'] }),
  p('ranger-remote-training-collar', 'Ranger', N.remote, training, { price: 279.99, compareAt: 299.99, extra: [X.range, X.levels, X.waterproof], soldOut: [2] }),
  p('hush-bark-control-collar', 'Hush', N.bark, training, { specs: SPECS.bark, price: 119.99, extra: [X.tones, X.levels, X.battery] }),
  p('hush-mini-bark-control-collar', 'Hush Mini', N.bark, training, { specs: SPECS.bark, price: 99.99, availability: 'discontinued', soldOut: 'all' }),
  p('perimeter-boundary-flags', 'Perimeter', N.flags, kit, { plural: true, productType: 'Boundary Flags', price: 14.99, options: [{ name: 'Color', values: ['Orange', 'Red'] }], extra: [X.flags], shape: 'flag', tags: ['training', 'flags'] }),
  p('meadow-boundary-flags', 'Meadow', N.flags, kit, { plural: true, productType: 'Boundary Flags', price: 12.99, extra: [X.flags], shape: 'flag', tags: ['training', 'flags'] }),
  p('yardwise-starter-training-kit', 'Starter', N.kit, kit, { icon: 'trainingKit', price: 49.99, secondImage: true, tags: ['training', 'dog', 'bestseller'] }),
  p('yardwise-puppy-training-kit', 'Puppy', N.kit, kit, { icon: 'trainingKit', price: 39.99, tags: ['training', 'dog', 'puppy'] }),
  p('perimeter-boundary-wire', 'Perimeter', N.wire, accessory, { icon: 'wireSpool', price: 39.99, extra: [X.boundary], shape: 'fence', weightGrams: 2500 }),
  p('yardwise-collar-battery', 'Yardwise', N.battery, accessory, { price: 11.99, autoship: true, tags: ['accessories', 'autoship'] }),
  p('yardwise-charging-cable', 'Yardwise', N.charger, accessory, { price: 14.99, soldOut: 'all' }),
  p('yardwise-indoor-pet-barrier', 'Yardwise', N.barrier, system, { specs: SPECS.barrier, icon: 'barrier', price: 89.99, options: [], extra: [X.tones, X.battery], shape: 'fence', tags: ['containment', 'dog', 'cat', 'indoor'], petType: 'both' }),
  p('yardwise-contact-points', 'Yardwise', N.contacts, accessory, { plural: true, price: 9.99, options: [{ name: 'Length', values: ['Regular', 'Extended'] }] }),
  p('yardwise-surge-protector', 'Yardwise', N.surge, accessory, { price: 24.99 }),
  p('yardwise-wire-splice-kit', 'Yardwise', N.splice, accessory, { icon: 'splice', price: 12.99, autoship: true, tags: ['accessories', 'autoship'], shape: 'kit' }),
  p('scout-training-long-line', 'Scout', N.longLine, kit, { price: 29.99, options: [{ name: 'Color', values: ['Orange', 'Blue'] }], shape: 'leash' }),
  p('scout-training-clicker', 'Scout', N.clicker, kit, { price: 7.99, shape: 'ball' }),
  p('scout-training-treat-pouch', 'Scout', N.pouch, kit, { price: 19.99, options: [STRAP], shape: 'bag' }),
  p('yardwise-replacement-collar-strap', 'Yardwise', N.strap, accessory, { price: 17.99, options: [STRAP, { name: 'Size', values: ['Small', 'Large'] }], shape: 'collar', autoship: true, tags: ['accessories', 'autoship'] }),
];

const handlesOf = (test: (product: ProductSpec) => boolean) => products.filter(test).map((product) => product.handle);

/** Yardwise catalogue spec. */
export const yardwiseCatalogue: CatalogueSpec = {
  skuPrefix: 'YW',
  copy: {
    en: {
      productIntro: (title, pet, plural, n) => {
        const [where, when] = introPair(INTRO_EN.where, INTRO_EN.when, n);
        return `The ${title} ${plural ? 'keep' : 'keeps'} ${pet === 'cat' ? 'cats' : pet === 'both' ? 'dogs and cats' : 'dogs'} ${where}, ${when}.`;
      },
      collectionText: (title, brand) => `${title} from ${brand}: containment and training made simple.`,
    },
    fr: {
      productIntro: (title, pet, _plural, n) => {
        const [where, when] = introPair(INTRO_FR.where, INTRO_FR.when, n);
        return `${title} : pour garder ${pet === 'cat' ? 'les chats' : pet === 'both' ? 'chiens et chats' : 'les chiens'} ${where}, ${when}.`;
      },
      collectionText: (title, brand) => `${title} ${brand} : le confinement et l'éducation en toute simplicité.`,
    },
  },
  products,
  collections: [
    { handle: 'containment-systems', title: two('Containment Systems', 'Systèmes de confinement'), sortOrder: 'MANUAL', products: handlesOf((x) => x.productType === 'Containment Systems') },
    { handle: 'in-ground-fences', title: two('In-Ground Fences', 'Clôtures enterrées'), sortOrder: 'MANUAL', products: handlesOf((x) => x.noun === N.inGround) },
    { handle: 'wireless-fences', title: two('Wireless Fences', 'Clôtures sans fil'), sortOrder: 'PRICE', products: handlesOf((x) => x.noun === N.wireless) },
    { handle: 'training-collars', title: two('Training Collars', 'Colliers de dressage'), sortOrder: 'BEST_SELLING', products: handlesOf((x) => x.productType === 'Training Collars') },
    { handle: 'boundary-flags', title: two('Boundary Flags', 'Drapeaux de délimitation'), sortOrder: 'TITLE', products: handlesOf((x) => x.productType === 'Boundary Flags') },
    { handle: 'training-kits', title: two('Training Kits', 'Kits de dressage'), sortOrder: 'MANUAL', products: handlesOf((x) => x.productType === 'Training Kits') },
    { handle: 'batteries-and-accessories', title: two('Batteries and Accessories', 'Piles et accessoires'), sortOrder: 'CREATED', products: handlesOf((x) => x.productType === 'Batteries and Accessories') },
    { handle: 'best-sellers', title: two('Best Sellers', 'Meilleures ventes'), sortOrder: 'MANUAL', products: handlesOf((x) => x.tags.includes('bestseller')) },
    { handle: 'for-cats', title: two('For Cats', 'Pour les chats'), sortOrder: 'MANUAL', products: handlesOf((x) => x.petType !== 'dog') },
  ],
};
