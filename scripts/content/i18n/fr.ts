// French words and sentence templates.
import type { Dictionary } from './types';
import { introPair } from './intro';

/** Uses and occasions of the products' opening sentences (see introPair). */
const USES = [
  (p: string) => `pour ${p} qui bougent`,
  (p: string) => `pour ${p} qui voyagent avec vous`,
  (p: string) => `pour ${p} qui ne tiennent pas en place`,
  (p: string) => `pensé pour ${p} qui aiment partir`,
  (p: string) => `éprouvé par ${p} qui vont partout`,
  (p: string) => `pour ${p} de toutes les tailles`,
  (p: string) => `pour ${p} qui adorent la randonnée`,
  (p: string) => `confortable pour ${p} sur les longs trajets`,
  (p: string) => `pour ${p} qui explorent`,
];
const OCCASIONS = ['à chaque voyage en voiture', 'du premier au dernier kilomètre', 'par tous les temps', 'le temps d’un week-end', 'en ville comme au loin', 'saison après saison', 'de la voiture au sentier', 'jour après jour'];

/** French dictionary. */
export const fr: Dictionary = {
  language: 'fr',
  colors: {
    Black: 'Noir', Charcoal: 'Anthracite', Navy: 'Bleu marine', Olive: 'Olive', Red: 'Rouge',
    Tan: 'Fauve', Grey: 'Gris', Blue: 'Bleu', Orange: 'Orange', Green: 'Vert',
  },
  sizes: {
    Small: 'Petite', Medium: 'Moyenne', Large: 'Grande', Regular: 'Standard', Extended: 'Large',
    'One Size': 'Taille unique', '4 ft': '1,2 m', '6 ft': '1,8 m',
  },
  options: { Color: 'Couleur', Size: 'Taille', Width: 'Largeur', Length: 'Longueur', Plan: 'Forfait' },
  features: {
    waterproof: 'Le tissu imperméable garde les sièges propres et secs.',
    machineWashable: 'Lavable en machine à froid.',
    reflective: 'Les bandes réfléchissantes vous rendent visibles au crépuscule.',
    noSlip: 'Le dos antidérapant tient en place sur le cuir comme sur le tissu.',
    quickInstall: 'Se pose en deux minutes grâce aux boucles à ouverture rapide.',
    seatBelt: 'Des ouvertures laissent chaque ceinture de sécurité accessible.',
    padded: 'Les panneaux rembourrés répartissent la pression toute la journée.',
    adjustable: 'Quatre points de réglage assurent un maintien précis.',
    lightweight: 'Assez léger pour partir en voyage.',
    durable: 'Le tissu ripstop résiste aux griffes et à la boue.',
    warm: 'Une doublure polaire douce protège du froid.',
    packable: 'Se range dans sa propre poche.',
    handle: 'Une poignée solide aide à soulever et guider votre chien.',
    storage: 'Des poches zippées accueillent friandises, sacs et clés.',
    easyClean: "S'essuie avec un chiffon humide.",
    breathable: 'Le filet respirant garde votre chien au frais.',
    molle: "Se fixe aux sacs et ceintures grâce aux sangles MOLLE.",
    recycled: 'Fabriqué en polyester recyclé.',
    lifetime: 'Couvert par notre garantie à vie.',
    collapsible: 'Se replie à plat après usage.',
  },
  productTitle: (line, noun) => `${noun} ${line}`,
  productIntro: (title, pet, _plural, n) => {
    const pets = pet === 'cat' ? 'les chats' : pet === 'both' ? 'les chiens et les chats' : 'les chiens';
    const [use, occasion] = introPair(USES, OCCASIONS, n);
    return `${title} : ${use(pets)}, ${occasion}.`;
  },
  videoTitle: (title) => `« ${title} » en action`,
  imageAlt: (title, n) => (n === 1 ? `${title}, photo du produit` : `${title}, en situation`),
  colorImageAlt: (title, color) => `${title}, coloris ${color}`,
  productSeo: (title, brand) => `« ${title} » de ${brand}, livraison offerte sur les commandes éligibles.`,
  collectionText: (title, brand) => `${title} de ${brand} : des produits conçus pour la route et testés par de vrais chiens.`,
  plans: {
    monthly: 'Mensuel',
    biMonthly: 'Tous les deux mois',
    quarterly: 'Trimestriel',
    every4Months: 'Tous les 4 mois',
    semiAnnually: 'Semestriel',
    yearly: 'Annuel',
    gpsMonthly: 'Forfait de service mensuel',
    gpsYearly: 'Forfait de service 1 an',
    gps2Years: 'Forfait de service 2 ans',
  },
};
