// Italian words and sentence templates.
import type { Dictionary } from './types';
import { introPair } from './intro';

/** Uses and occasions of the products' opening sentences (see introPair). */
const USES = [
  (p: string) => `per ${p} sempre in movimento`,
  (p: string) => `per ${p} che viaggiano con te`,
  (p: string) => `per ${p} che non stanno mai fermi`,
  (p: string) => `pensato per ${p} che amano partire`,
  (p: string) => `messo alla prova con ${p} che vanno ovunque`,
  (p: string) => `per ${p} di ogni taglia`,
  (p: string) => `per ${p} che amano le escursioni`,
  (p: string) => `comodo per ${p} nei lunghi tragitti`,
  (p: string) => `per ${p} che esplorano`,
];
const OCCASIONS = ['in ogni viaggio in auto', 'dal primo all’ultimo chilometro', 'con ogni tempo', 'nei fine settimana fuori porta', 'in città e lontano', 'stagione dopo stagione', 'dall’auto al sentiero', 'giorno dopo giorno'];

/** Italian dictionary. */
export const it: Dictionary = {
  language: 'it',
  colors: {
    Black: 'Nero', Charcoal: 'Antracite', Navy: 'Blu navy', Olive: 'Verde oliva', Red: 'Rosso',
    Tan: 'Cuoio', Grey: 'Grigio', Blue: 'Blu', Orange: 'Arancione', Green: 'Verde',
  },
  sizes: {
    Small: 'Piccola', Medium: 'Media', Large: 'Grande', Regular: 'Standard', Extended: 'Extra larga',
    'One Size': 'Taglia unica', '4 ft': '1,2 m', '6 ft': '1,8 m',
  },
  options: { Color: 'Colore', Size: 'Taglia', Width: 'Larghezza', Length: 'Lunghezza', Plan: 'Piano' },
  features: {
    waterproof: 'Il tessuto impermeabile mantiene i sedili puliti e asciutti.',
    machineWashable: 'Lavabile in lavatrice a freddo.',
    reflective: 'Le finiture riflettenti vi rendono visibili al tramonto.',
    noSlip: 'Il fondo antiscivolo resta fermo su pelle e tessuto.',
    quickInstall: 'Si monta in due minuti con le fibbie a sgancio rapido.',
    seatBelt: 'Le aperture lasciano accessibile ogni cintura di sicurezza.',
    padded: 'I pannelli imbottiti distribuiscono la pressione tutto il giorno.',
    adjustable: 'Quattro punti di regolazione per una vestibilità sicura.',
    lightweight: 'Abbastanza leggero per ogni viaggio.',
    durable: 'Il robusto tessuto ripstop resiste a unghie e fango.',
    warm: 'Una morbida fodera in pile tiene lontano il freddo.',
    packable: 'Si ripiega nella sua tasca.',
    handle: 'Una maniglia robusta aiuta a sollevare e guidare il cane.',
    storage: 'Le tasche con zip contengono snack, sacchetti e chiavi.',
    easyClean: 'Si pulisce con un panno umido.',
    breathable: 'La rete traspirante mantiene il cane al fresco.',
    molle: 'Si aggancia a zaini e cinture con cinghie MOLLE.',
    recycled: 'Realizzato in poliestere riciclato.',
    lifetime: 'Coperto dalla nostra garanzia a vita.',
    collapsible: "Si richiude in piano dopo l'uso.",
  },
  productTitle: (line, noun) => `${noun} ${line}`,
  productIntro: (title, pet, _plural, n) => {
    const pets = pet === 'cat' ? 'i gatti' : pet === 'both' ? 'cani e gatti' : 'i cani';
    const [use, occasion] = introPair(USES, OCCASIONS, n);
    return `${title}: ${use(pets)}, ${occasion}.`;
  },
  videoTitle: (title) => `Guarda ${title} in azione`,
  imageAlt: (title, n) => (n === 1 ? `${title}, foto del prodotto` : `${title}, in uso`),
  colorImageAlt: (title, color) => `${title}, colore ${color}`,
  productSeo: (title, brand) => `Acquista ${title} di ${brand}, con spedizione gratuita sugli ordini idonei.`,
  collectionText: (title, brand) => `${title} di ${brand}: prodotti pensati per la strada e provati da cani veri.`,
  plans: {
    monthly: 'Mensile',
    biMonthly: 'Ogni due mesi',
    quarterly: 'Trimestrale',
    every4Months: 'Ogni 4 mesi',
    semiAnnually: 'Semestrale',
    yearly: 'Annuale',
    gpsMonthly: 'Piano di servizio mensile',
    gpsYearly: 'Piano di servizio di 1 anno',
    gps2Years: 'Piano di servizio di 2 anni',
  },
};
