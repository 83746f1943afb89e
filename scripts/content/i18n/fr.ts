// French words and sentence templates.
import type { Dictionary } from './types';

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
  productIntro: (title, pet) =>
    `${title} : pour ${pet === 'cat' ? 'les chats' : pet === 'both' ? 'les chiens et les chats' : 'les chiens'} qui bougent.`,
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
