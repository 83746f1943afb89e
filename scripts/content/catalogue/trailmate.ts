// Trailmate's catalogue: travel and car gear for dogs (and a few for cats).
import type { CatalogueSpec, ProductSpec } from './types';
import { NOUNS, six } from './trailmate-nouns';

const SEAT_COLORS = { name: 'Color' as const, values: ['Black', 'Charcoal', 'Tan'] };
const COAT_SIZES = { name: 'Size' as const, values: ['XS', 'S', 'M', 'L', 'XL'] };
const HARNESS_SIZES = { name: 'Size' as const, values: ['S', 'M', 'L'] };
const BRIGHT = { name: 'Color' as const, values: ['Red', 'Blue', 'Orange', 'Green'] };
const BED_SIZES = { name: 'Size' as const, values: ['Small', 'Medium', 'Large'] };
const LENGTHS = { name: 'Length' as const, values: ['4 ft', '6 ft'] };
const WIDTHS = { name: 'Width' as const, values: ['Regular', 'Extended'] };

type Base = Omit<ProductSpec, 'handle' | 'line' | 'noun'>;

const seat: Base = {
  productType: 'Car Seat Covers', price: 79.95, options: [SEAT_COLORS],
  features: ['waterproof', 'noSlip', 'seatBelt', 'machineWashable', 'lifetime'],
  tags: ['car', 'waterproof', 'dog'], petType: 'dog', shape: 'cover', weightGrams: 1400,
};
const coat: Base = {
  productType: 'Dog Coats', price: 59.95, options: [{ name: 'Color', values: ['Red', 'Navy', 'Olive'] }, COAT_SIZES],
  features: ['reflective', 'adjustable', 'machineWashable'], tags: ['apparel', 'dog'], petType: 'dog',
  shape: 'coat', weightGrams: 300,
};
const harness: Base = {
  productType: 'Harnesses', price: 54.95, options: [BRIGHT, HARNESS_SIZES],
  features: ['adjustable', 'padded', 'reflective', 'handle'], tags: ['walk', 'dog'], petType: 'dog',
  shape: 'harness', weightGrams: 250,
};
const leash: Base = {
  productType: 'Leashes and Collars', price: 29.95, options: [BRIGHT, LENGTHS],
  features: ['reflective', 'durable', 'lifetime'], tags: ['walk', 'dog'], petType: 'dog', shape: 'leash',
  weightGrams: 150,
};
const collar: Base = {
  productType: 'Leashes and Collars', price: 24.99, options: [BRIGHT, HARNESS_SIZES],
  features: ['reflective', 'adjustable', 'easyClean'], tags: ['walk', 'dog'], petType: 'dog', shape: 'collar',
  weightGrams: 80,
};
const travel: Base = {
  productType: 'Dog Travel', price: 49.95, options: [SEAT_COLORS],
  features: ['quickInstall', 'durable', 'easyClean'], tags: ['car', 'dog'], petType: 'dog', shape: 'cover',
  weightGrams: 900,
};
const bowl: Base = {
  productType: 'Pet Travel Bowls', price: 19.95, options: [BRIGHT],
  features: ['collapsible', 'lightweight', 'easyClean'], tags: ['travel', 'feeding'], petType: 'both', shape: 'bowl',
  weightGrams: 120,
};
const bed: Base = {
  productType: 'Dog Beds', price: 89.95, options: [{ name: 'Color', values: ['Charcoal', 'Olive', 'Tan'] }, BED_SIZES],
  features: ['padded', 'machineWashable', 'recycled'], tags: ['home', 'dog'], petType: 'dog', shape: 'bed',
  weightGrams: 2200,
};
const carrier: Base = {
  productType: 'Pet Carriers', price: 129.95, options: [{ name: 'Color', values: ['Black', 'Olive'] }],
  features: ['padded', 'breathable', 'storage', 'adjustable'], tags: ['travel', 'carrier'], petType: 'both',
  shape: 'carrier', weightGrams: 1300,
};
const supply: Base = {
  productType: 'Dog Supplies', price: 14.95, options: [],
  features: ['lightweight', 'easyClean'], tags: ['supplies', 'dog'], petType: 'dog', shape: 'bag', weightGrams: 200,
};

/** Builds a product spec from a shared base and overrides. */
function p(handle: string, line: string, noun: ProductSpec['noun'], base: Base, over: Partial<ProductSpec> = {}): ProductSpec {
  return { handle, line, noun, ...base, ...over };
}

const products: ProductSpec[] = [
  // Car seat covers and hammocks.
  p('rover-hammock-extended-width', 'Rover', NOUNS.hammockWide, seat, {
    price: 99.95, compareAt: 119.95, pathAliases: ['/products/rover-hammock-extended-width'],
    tags: ['car', 'waterproof', 'dog', 'hammock', 'bestseller'], shape: 'hammock', video: true, secondImage: true,
    addOns: ['rover-car-door-guard', 'rover-seat-belt-tether'],
  }),
  p('rover-hammock', 'Rover', NOUNS.hammock, seat, { price: 89.95, tags: ['car', 'waterproof', 'dog', 'hammock', 'bestseller'], shape: 'hammock', video: true, addOns: ['rover-seat-belt-tether'] }),
  p('rover-bench-seat-cover', 'Rover', NOUNS.benchCover, seat, { price: 69.95, options: [SEAT_COLORS, WIDTHS], secondImage: true, addOns: ['rover-car-door-guard'] }),
  p('rover-bucket-seat-cover', 'Rover', NOUNS.bucketCover, seat, { price: 49.95, soldOut: [2] }),
  p('rover-car-door-guard', 'Rover', NOUNS.doorGuard, seat, { price: 39.95, features: ['waterproof', 'quickInstall', 'easyClean'], weightGrams: 500 }),
  p('rover-cargo-liner', 'Rover', NOUNS.cargoLiner, seat, { soldOut: [1, 3], continueSelling: true, price: 109.95, options: [SEAT_COLORS, WIDTHS], shape: 'cover', weightGrams: 2600 }),
  p('summit-hammock', 'Summit', NOUNS.hammock, seat, { price: 139.95, compareAt: 159.95, shape: 'hammock', features: ['waterproof', 'padded', 'noSlip', 'seatBelt', 'lifetime'], tags: ['car', 'waterproof', 'dog', 'hammock', 'premium'] }),
  p('summit-bench-seat-cover', 'Summit', NOUNS.benchCover, seat, { price: 119.95, features: ['waterproof', 'padded', 'noSlip', 'lifetime'] }),
  p('summit-bucket-seat-cover', 'Summit', NOUNS.bucketCover, seat, { price: 79.95, availability: 'comingSoon', soldOut: 'all' }),
  p('harbor-cargo-liner', 'Harbor', NOUNS.cargoLiner, seat, { languages: ['en', 'fr', 'de'], price: 89.95, options: [{ name: 'Color', values: ['Grey', 'Black'] }], weightGrams: 2400 }),
  p('ridge-hammock-extended-width', 'Ridge', NOUNS.hammockWide, seat, { price: 84.99, shape: 'hammock', availability: 'discontinued', soldOut: 'all', tags: ['car', 'dog', 'hammock', 'sale'] }),
  p('ridge-bench-seat-cover', 'Ridge', NOUNS.benchCover, seat, { price: 59.99, compareAt: 74.99, tags: ['car', 'dog', 'sale'] }),
  // Dog travel.
  p('rover-backseat-bridge-backseat-extender', 'Rover', NOUNS.backseatBridge, travel, { price: 79.95, features: ['padded', 'quickInstall', 'durable', 'lifetime'], secondImage: true, video: true }),
  p('dog-poop-bag-tailgate-dumpster', 'Go', NOUNS.tailgateDumpster, travel, { price: 34.95, options: [{ name: 'Color', values: ['Black', 'Olive'] }], pathAliases: ['/dog-poop-bag-tailgate-dumpster'], shape: 'bag', features: ['storage', 'quickInstall', 'easyClean'], addOns: ['go-poop-bags'] }),
  p('rover-seat-belt-tether', 'Rover', NOUNS.seatBeltTether, travel, { price: 19.95, options: [BRIGHT], shape: 'leash', features: ['adjustable', 'durable'], weightGrams: 120 }),
  p('rover-booster-seat', 'Rover', NOUNS.boosterSeat, travel, { price: 99.95, features: ['padded', 'quickInstall', 'machineWashable'], shape: 'bed', tags: ['car', 'dog', 'small-dog'] }),
  p('summit-car-ramp', 'Summit', NOUNS.ramp, travel, { price: 149.95, options: [], features: ['lightweight', 'collapsible', 'noSlip'], shape: 'ramp', weightGrams: 4500, tags: ['car', 'dog', 'senior'] }),
  p('go-seat-organizer', 'Go', NOUNS.organizer, travel, { price: 29.95, options: [{ name: 'Color', values: ['Black', 'Grey'] }], features: ['storage', 'quickInstall'], shape: 'bag', soldOut: [1] }),
  p('go-travel-blanket', 'Go', NOUNS.blanket, travel, { price: 39.95, options: [{ name: 'Color', values: ['Olive', 'Navy', 'Red'] }], features: ['warm', 'packable', 'machineWashable'], shape: 'bed', tags: ['travel', 'dog', 'cat'], petType: 'both' }),
  p('loft-wander-dog-bed', 'Loft', NOUNS.travelBed, travel, { price: 99.95, compareAt: 114.95, options: [{ name: 'Color', values: ['Charcoal', 'Olive'] }, BED_SIZES], features: ['packable', 'padded', 'waterproof', 'machineWashable'], shape: 'bed', secondImage: true, tags: ['travel', 'dog', 'bed', 'bestseller'] }),
  p('harbor-first-aid-kit', 'Harbor', NOUNS.firstAidKit, travel, { price: 44.95, options: [], features: ['lightweight', 'storage', 'molle'], shape: 'kit', tags: ['travel', 'safety', 'dog', 'cat'], petType: 'both' }),
  // Dog coats.
  p('halifax-rain-shell', 'Halifax', NOUNS.rainShell, coat, { price: 74.95, features: ['waterproof', 'reflective', 'packable', 'adjustable'], secondImage: true, video: true, addOns: ['journey-air-dog-harness'], reviewRatings: { de: [4, 3, 3] } }),
  p('core-sweater', 'Core', NOUNS.sweater, coat, { price: 49.95, pathAliases: ['/products/core-sweater'], features: ['warm', 'machineWashable', 'recycled'], tags: ['apparel', 'dog', 'bestseller'], soldOut: [0, 7] }),
  p('halifax-insulated-jacket', 'Halifax', NOUNS.jacket, coat, { price: 89.95, compareAt: 99.95, features: ['warm', 'waterproof', 'reflective'] }),
  p('ridge-cooling-vest', 'Ridge', NOUNS.coolingVest, coat, { price: 54.95, options: [{ name: 'Color', values: ['Blue', 'Grey'] }, COAT_SIZES], features: ['breathable', 'reflective', 'lightweight'], tags: ['apparel', 'dog', 'summer'] }),
  p('harbor-life-jacket', 'Harbor', NOUNS.lifeJacket, coat, { price: 69.95, options: [{ name: 'Color', values: ['Orange', 'Red'] }, COAT_SIZES], features: ['handle', 'reflective', 'adjustable'], tags: ['apparel', 'dog', 'water'] }),
  p('summit-rain-shell', 'Summit', NOUNS.rainShell, coat, { price: 94.95, features: ['waterproof', 'breathable', 'reflective', 'lifetime'], availability: 'comingSoon', soldOut: 'all', tags: ['apparel', 'dog', 'new'] }),
  p('trail-dog-boots', 'Trail', NOUNS.boots, coat, { plural: true, price: 64.95, options: [{ name: 'Color', values: ['Black', 'Red'] }, COAT_SIZES], features: ['durable', 'noSlip', 'adjustable'], shape: 'bag' }),
  p('core-fleece-sweater', 'Core', NOUNS.sweater, coat, { price: 44.95, options: [{ name: 'Color', values: ['Grey', 'Green'] }, COAT_SIZES], features: ['warm', 'lightweight', 'recycled'], availability: 'discontinued' }),
  // Harnesses.
  p('journey-air-dog-harness', 'Journey', NOUNS.airHarness, harness, { price: 49.95, compareAt: 59.95, features: ['breathable', 'adjustable', 'reflective', 'lightweight'], video: true, secondImage: true, tags: ['walk', 'dog', 'bestseller'], addOns: ['journey-dog-leash'] }),
  p('journey-dog-harness-everyday', 'Journey', NOUNS.harness, harness, { price: 39.95, features: ['adjustable', 'padded', 'reflective'] }),
  p('ridge-dog-harness', 'Ridge', NOUNS.harness, harness, { price: 69.95, features: ['adjustable', 'padded', 'handle', 'molle'], tags: ['walk', 'dog', 'hiking'] }),
  p('summit-dog-harness', 'Summit', NOUNS.harness, harness, { price: 79.95, features: ['padded', 'handle', 'reflective', 'lifetime'], soldOut: [1, 4] }),
  p('rover-car-harness', 'Rover', NOUNS.carHarness, harness, { price: 59.95, options: [{ name: 'Color', values: ['Black'] }, HARNESS_SIZES], features: ['padded', 'seatBelt', 'adjustable'], tags: ['car', 'dog', 'safety'] }),
  // Leashes and collars.
  p('journey-dog-leash', 'Journey', NOUNS.leash, leash, { price: 29.95 }),
  p('ridge-dog-leash', 'Ridge', NOUNS.leash, leash, { price: 34.95, tags: ['walk', 'dog', 'hiking'] }),
  p('summit-dog-leash', 'Summit', NOUNS.leash, leash, { price: 39.95, compareAt: 44.95 }),
  p('rover-hands-free-leash', 'Rover', NOUNS.handsFreeLeash, leash, { price: 44.95, options: [BRIGHT], features: ['adjustable', 'reflective', 'storage'], tags: ['walk', 'dog', 'running'] }),
  p('journey-dog-collar', 'Journey', NOUNS.collar, collar, { price: 24.99 }),
  p('ridge-dog-collar', 'Ridge', NOUNS.collar, collar, { price: 29.99 }),
  p('summit-dog-collar', 'Summit', NOUNS.collar, collar, { price: 34.99, soldOut: 'all' }),
  p('go-double-leash-coupler', 'Go', NOUNS.coupler, leash, { price: 19.99, options: [{ name: 'Color', values: ['Black', 'Red'] }] }),
  // Pet carriers.
  p('rucksack', 'Rucksack', NOUNS.carrierBackpack, carrier, { price: 149.95, compareAt: 169.95, pathAliases: ['/products/rucksack'], video: true, secondImage: true, tags: ['travel', 'carrier', 'hiking', 'bestseller'] }),
  p('harbor-pet-carrier', 'Harbor', NOUNS.carrier, carrier, { price: 99.95, petType: 'cat', tags: ['travel', 'carrier', 'cat'] }),
  p('summit-pet-carrier', 'Summit', NOUNS.carrier, carrier, { price: 119.95, options: [{ name: 'Color', values: ['Grey', 'Navy'] }], soldOut: [1] }),
  p('loft-pet-carrier', 'Loft', NOUNS.carrier, carrier, { price: 89.95, availability: 'comingSoon', soldOut: 'all', tags: ['travel', 'carrier', 'new'] }),
  // Bowls and bottles.
  p('go-travel-bowl', 'Go', NOUNS.bowl, bowl, { price: 14.95 }),
  p('summit-travel-bowl', 'Summit', NOUNS.bowl, bowl, { price: 24.95, features: ['collapsible', 'durable', 'easyClean'] }),
  p('go-water-bottle', 'Go', NOUNS.bottle, bowl, { price: 22.95, shape: 'bottle', features: ['lightweight', 'easyClean'] }),
  p('ridge-water-bottle', 'Ridge', NOUNS.bottle, bowl, { price: 29.95, shape: 'bottle', options: [{ name: 'Color', values: ['Black', 'Olive'] }], features: ['lightweight', 'durable', 'molle'] }),
  p('harbor-double-bowl-set', 'Harbor', NOUNS.bowlSet, bowl, { price: 34.95, compareAt: 39.95, options: [{ name: 'Color', values: ['Grey', 'Tan'] }] }),
  // Beds and mats.
  p('loft-dog-bed', 'Loft', NOUNS.bed, bed, { price: 119.95, secondImage: true, tags: ['home', 'dog', 'bed', 'bestseller'] }),
  p('harbor-dog-bed', 'Harbor', NOUNS.bed, bed, { price: 89.95 }),
  p('summit-dog-bed', 'Summit', NOUNS.bed, bed, { price: 149.95, compareAt: 179.95, features: ['padded', 'waterproof', 'machineWashable', 'lifetime'] }),
  p('ridge-cooling-mat', 'Ridge', NOUNS.coolingMat, bed, { price: 49.95, options: [{ name: 'Color', values: ['Blue', 'Grey'] }, BED_SIZES], features: ['breathable', 'packable', 'easyClean'], tags: ['home', 'dog', 'summer'], petType: 'both' }),
  // Supplies, including autoship consumables.
  p('go-stuff-it-dog-treat-bag-molle', 'Go Stuff-It', NOUNS.treatBag, supply, { price: 24.95, options: [{ name: 'Color', values: ['Black', 'Olive', 'Orange'] }], features: ['molle', 'storage', 'easyClean'], tags: ['supplies', 'dog', 'training'], video: true }),
  p('go-poop-bags', 'Go', NOUNS.poopBags, supply, { plural: true, price: 12.95, autoship: true, features: ['recycled', 'lightweight'], tags: ['supplies', 'dog', 'autoship'], weightGrams: 300 }),
  p('go-paw-wipes', 'Go', NOUNS.pawWipes, supply, { plural: true, icon: 'wipes', price: 9.99, autoship: true, features: ['easyClean', 'lightweight'], tags: ['supplies', 'dog', 'cat', 'autoship'], petType: 'both', shape: 'kit' }),
  p('go-waterless-shampoo', 'Go', NOUNS.shampoo, supply, { price: 16.95, autoship: true, features: ['easyClean', 'lightweight'], tags: ['supplies', 'dog', 'autoship'], shape: 'bottle', soldOut: 'all' }),
  p('harbor-tug-toy', 'Harbor', NOUNS.tugToy, supply, { price: 14.99, options: [BRIGHT], features: ['durable', 'machineWashable'], tags: ['toys', 'dog'], shape: 'leash' }),
  p('harbor-floating-ball', 'Harbor', NOUNS.ball, supply, { price: 11.99, options: [{ name: 'Color', values: ['Orange', 'Blue'] }], features: ['durable', 'lightweight'], tags: ['toys', 'dog', 'water'], shape: 'ball' }),
  p('ridge-floating-ball-twin-pack', 'Ridge', six('Floating Ball, Twin Pack', 'Balles flottantes, lot de deux', 'Schwimmbälle, Doppelpack', 'Palle galleggianti, confezione doppia', 'Drijvende ballen, duopak', 'Pelotas flotantes, pack doble'), supply, { price: 19.99, features: ['durable', 'lightweight'], tags: ['toys', 'dog', 'water', 'new'], shape: 'ball' }),
  p('go-treat-pouch-refill-bags', 'Go', six('Treat Pouch Liners, 30 Count', 'Sachets pour sac à friandises, lot de 30', 'Leckerlibeutel-Einlagen, 30 Stück', 'Sacchetti per borsa snack, 30 pezzi', 'Voeringzakjes voor snoepzak, 30 stuks', 'Bolsitas para bolsa de premios, 30 unidades'), supply, { plural: true, price: 8.95, autoship: true, canBeShown: false, features: ['recycled', 'easyClean'], tags: ['supplies', 'dog', 'autoship', 'training'] }),
  p('trailmate-e-gift-card', 'Trailmate', six('e-Gift Card', 'Carte cadeau électronique', 'E-Geschenkkarte', 'Carta regalo digitale', 'Digitale cadeaukaart', 'Tarjeta regalo digital'), supply, {
    productType: 'Gift Cards', pathPrefix: '', price: 49.99, options: [], features: [], requiresShipping: false, weightGrams: 0, shape: 'kit', icon: 'gift', petType: 'both', tags: ['gift'],
    extra: [six('Delivered by email, ready to use right away.', 'Envoyée par e-mail, utilisable immédiatement.', 'Per E-Mail zugestellt und sofort einlösbar.', "Inviata via e-mail, pronta all'uso.", 'Per e-mail bezorgd en direct te gebruiken.', 'Se envía por correo electrónico y se usa al momento.')],
  }),
];

/** Trailmate catalogue spec. */
export const trailmateCatalogue: CatalogueSpec = {
  skuPrefix: 'TM',
  products,
  collections: [
    { handle: 'car-seat-covers', title: six('Car Seat Covers', 'Housses de siège auto', 'Autositzbezüge', 'Coprisedili per auto', 'Autostoelhoezen', 'Fundas para asientos de coche'), sortOrder: 'MANUAL', products: products.filter((x) => x.productType === 'Car Seat Covers').map((x) => x.handle) },
    { handle: 'dog-hammocks', title: six('Dog Hammocks', 'Hamacs pour chien', 'Hundehängematten', 'Amache per cani', 'Hondenhangmatten', 'Hamacas para perro'), sortOrder: 'MANUAL', products: ['rover-hammock-extended-width', 'rover-hammock', 'summit-hammock', 'ridge-hammock-extended-width'] },
    { handle: 'bench-seat-covers', title: six('Bench Seat Covers', 'Housses de banquette', 'Rückbankschoner', 'Coprisedili posteriori', 'Achterbankhoezen', 'Fundas para asiento trasero'), sortOrder: 'MANUAL', products: ['rover-bench-seat-cover', 'summit-bench-seat-cover', 'ridge-bench-seat-cover'] },
    { handle: 'dog-leashes-and-collars', title: six('Dog Leashes and Collars', 'Laisses et colliers pour chien', 'Hundeleinen und Halsbänder', 'Guinzagli e collari per cani', 'Hondenriemen en halsbanden', 'Correas y collares para perro'), sortOrder: 'MANUAL', products: products.filter((x) => x.productType === 'Leashes and Collars').map((x) => x.handle) },
    { handle: 'dog-coats', title: six('Dog Coats', 'Manteaux pour chien', 'Hundemäntel', 'Cappottini per cani', 'Hondenjassen', 'Abrigos para perro'), sortOrder: 'BEST_SELLING', products: products.filter((x) => x.productType === 'Dog Coats').map((x) => x.handle) },
    { handle: 'harnesses', title: six('Harnesses', 'Harnais', 'Geschirre', 'Pettorine', 'Tuigen', 'Arneses'), sortOrder: 'MANUAL', products: products.filter((x) => x.productType === 'Harnesses').map((x) => x.handle) },
    { handle: 'pet-carriers', title: six('Pet Carriers', 'Sacs de transport', 'Transporttaschen', 'Trasportini', 'Draagtassen', 'Transportines'), sortOrder: 'PRICE', products: products.filter((x) => x.productType === 'Pet Carriers').map((x) => x.handle) },
    { handle: 'dog-travel', title: six('Dog Travel', 'Voyager avec son chien', 'Reisen mit Hund', 'In viaggio con il cane', 'Reizen met je hond', 'Viajar con tu perro'), sortOrder: 'MANUAL', products: products.filter((x) => x.productType === 'Dog Travel').map((x) => x.handle) },
    { handle: 'pet-travel-bowls', title: six('Pet Travel Bowls', 'Gamelles de voyage', 'Reisenäpfe', 'Ciotole da viaggio', 'Reisbakjes', 'Cuencos de viaje'), sortOrder: 'TITLE', products: products.filter((x) => x.productType === 'Pet Travel Bowls').map((x) => x.handle) },
    { handle: 'dog-beds', title: six('Dog Beds', 'Lits pour chien', 'Hundebetten', 'Cucce per cani', 'Hondenbedden', 'Camas para perro'), sortOrder: 'MANUAL', products: [...products.filter((x) => x.productType === 'Dog Beds').map((x) => x.handle), 'loft-wander-dog-bed'] },
    { handle: 'dog-supplies', title: six('Dog Supplies', 'Accessoires pour chien', 'Hundezubehör', 'Accessori per cani', 'Hondenbenodigdheden', 'Accesorios para perro'), sortOrder: 'CREATED', products: products.filter((x) => x.productType === 'Dog Supplies').map((x) => x.handle) },
    { handle: 'best-sellers', title: six('Best Sellers', 'Meilleures ventes', 'Bestseller', 'I più venduti', 'Bestsellers', 'Los más vendidos'), sortOrder: 'MANUAL', products: products.filter((x) => x.tags.includes('bestseller')).map((x) => x.handle) },
    { handle: 'autoship-essentials', title: six('Autoship Essentials', 'Essentiels en livraison automatique', 'Abo-Essentials', 'Essenziali in abbonamento', 'Basisartikels met abonnement', 'Básicos con envío automático'), sortOrder: 'MANUAL', products: products.filter((x) => x.autoship).map((x) => x.handle) },
    { handle: 'all-products', title: six('All Products', 'Tous les produits', 'Alle Produkte', 'Tutti i prodotti', 'Alle producten', 'Todos los productos'), sortOrder: 'MANUAL', products: products.map((x) => x.handle) },
  ],
};
