// Dutch words and sentence templates.
import type { Dictionary } from './types';
import { introPair } from './intro';

/** Uses and occasions of the products' opening sentences (see introPair). */
const USES = [
  (p: string) => `gemaakt voor ${p} die graag op pad gaan`,
  (p: string) => `gemaakt voor ${p} die graag meerijden`,
  (p: string) => `klaar voor ${p} die nooit stilzitten`,
  (p: string) => `ontworpen voor ${p} die graag reizen`,
  (p: string) => `getest door ${p} die overal mee naartoe gaan`,
  (p: string) => `geschikt voor ${p} van elk formaat`,
  (p: string) => `gemaakt voor ${p} die graag wandelen`,
  (p: string) => `comfortabel voor ${p} op lange tochten`,
  (p: string) => `bedoeld voor ${p} die op ontdekking gaan`,
];
const OCCASIONS = ['op elke autorit', 'van de eerste tot de laatste kilometer', 'in weer en wind', 'tijdens een weekendje weg', 'in de stad en ver daarbuiten', 'seizoen na seizoen', 'van de auto tot het wandelpad', 'dag in, dag uit'];

/** Dutch dictionary. */
export const nl: Dictionary = {
  language: 'nl',
  colors: {
    Black: 'Zwart', Charcoal: 'Antraciet', Navy: 'Marineblauw', Olive: 'Olijfgroen', Red: 'Rood',
    Tan: 'Zandbruin', Grey: 'Grijs', Blue: 'Blauw', Orange: 'Oranje', Green: 'Groen',
  },
  sizes: {
    Small: 'Klein', Medium: 'Middel', Large: 'Groot', Regular: 'Standaard', Extended: 'Extra breed',
    'One Size': 'Eén maat', '4 ft': '1,2 m', '6 ft': '1,8 m',
  },
  options: { Color: 'Kleur', Size: 'Maat', Width: 'Breedte', Length: 'Lengte', Plan: 'Abonnement' },
  features: {
    waterproof: 'Waterdichte stof houdt de stoelen schoon en droog.',
    machineWashable: 'Wasbaar in de machine op een koud programma.',
    reflective: 'Reflecterende details maken je zichtbaar in de schemering.',
    noSlip: 'De antislip onderkant blijft liggen op leer en stof.',
    quickInstall: 'In twee minuten geplaatst met snelsluitingen.',
    seatBelt: 'Gordelopeningen houden elke veiligheidsgordel bereikbaar.',
    padded: 'Gevoerde panelen verdelen de druk de hele dag.',
    adjustable: 'Vier verstelpunten zorgen voor een veilige pasvorm.',
    lightweight: 'Licht genoeg voor elke reis.',
    durable: 'Sterke ripstopstof kan tegen nagels en modder.',
    warm: 'Een zachte fleecevoering houdt de kou buiten.',
    packable: 'Vouwt op in het eigen zakje.',
    handle: 'Een stevig handvat helpt je hond op te tillen en te sturen.',
    storage: 'Ritsvakken bergen snoepjes, zakjes en sleutels op.',
    easyClean: 'Schoon te vegen met een vochtige doek.',
    breathable: 'Ademend gaas houdt je hond koel.',
    molle: 'Bevestig aan rugzak of riem met MOLLE-banden.',
    recycled: 'Gemaakt van gerecycled polyester.',
    lifetime: 'Gedekt door onze levenslange garantie.',
    collapsible: 'Na gebruik plat op te vouwen.',
  },
  productTitle: (line, noun) => `${line} ${noun}`,
  productIntro: (title, pet, plural, n) => {
    const pets = pet === 'cat' ? 'katten' : pet === 'both' ? 'honden en katten' : 'honden';
    const [use, occasion] = introPair(USES, OCCASIONS, n);
    return `De ${title} ${plural ? 'zijn' : 'is'} ${use(pets)}, ${occasion}.`;
  },
  videoTitle: (title) => `Bekijk de ${title} in actie`,
  imageAlt: (title, n) => (n === 1 ? `${title}, productfoto` : `${title}, in gebruik`),
  colorImageAlt: (title, color) => `${title} in ${color}`,
  productSeo: (title, brand) => `Koop de ${title} van ${brand}, met gratis verzending op geschikte bestellingen.`,
  collectionText: (title, brand) => `${title} van ${brand}, gemaakt voor onderweg en getest door echte honden.`,
  plans: {
    monthly: 'Maandelijks',
    biMonthly: 'Om de twee maanden',
    quarterly: 'Per kwartaal',
    every4Months: 'Elke 4 maanden',
    semiAnnually: 'Halfjaarlijks',
    yearly: 'Jaarlijks',
    gpsMonthly: 'Maandelijks serviceabonnement',
    gpsYearly: 'Serviceabonnement van 1 jaar',
    gps2Years: 'Serviceabonnement van 2 jaar',
  },
};
