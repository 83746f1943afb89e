// German words and sentence templates.
import type { Dictionary } from './types';
import { introPair } from './intro';

/** Uses and occasions of the products' opening sentences (see introPair). */
const USES = [
  (p: string) => `gemacht für ${p}, die gern unterwegs sind`,
  (p: string) => `für ${p}, die gern mitfahren`,
  (p: string) => `für ${p}, die nie stillsitzen`,
  (p: string) => `gemacht für ${p}, die gern verreisen`,
  (p: string) => `getestet für ${p}, die überall dabei sind`,
  (p: string) => `für ${p} jeder Größe`,
  (p: string) => `für ${p}, die gern wandern`,
  (p: string) => `bequem für ${p} auf langen Wegen`,
  (p: string) => `für ${p}, die Neues entdecken`,
];
const OCCASIONS = ['auf jeder Autofahrt', 'vom ersten bis zum letzten Kilometer', 'bei jedem Wetter', 'am Wochenende unterwegs', 'in der Stadt und weit draußen', 'Saison für Saison', 'vom Auto bis zum Wanderweg', 'Tag für Tag'];

/** German dictionary. */
export const de: Dictionary = {
  language: 'de',
  colors: {
    Black: 'Schwarz', Charcoal: 'Anthrazit', Navy: 'Marineblau', Olive: 'Oliv', Red: 'Rot',
    Tan: 'Sandbraun', Grey: 'Grau', Blue: 'Blau', Orange: 'Orange', Green: 'Grün',
  },
  sizes: {
    Small: 'Klein', Medium: 'Mittel', Large: 'Groß', Regular: 'Standard', Extended: 'Extrabreit',
    'One Size': 'Einheitsgröße', '4 ft': '1,2 m', '6 ft': '1,8 m',
  },
  options: { Color: 'Farbe', Size: 'Größe', Width: 'Breite', Length: 'Länge', Plan: 'Tarif' },
  features: {
    waterproof: 'Wasserdichter Stoff hält die Sitze sauber und trocken.',
    machineWashable: 'Maschinenwaschbar im Kaltwaschgang.',
    reflective: 'Reflektierende Details machen euch in der Dämmerung sichtbar.',
    noSlip: 'Die rutschfeste Rückseite hält auf Leder und Stoff.',
    quickInstall: 'In zwei Minuten montiert dank Schnellverschlüssen.',
    seatBelt: 'Gurtöffnungen lassen jeden Sicherheitsgurt erreichbar.',
    padded: 'Gepolsterte Flächen verteilen den Druck den ganzen Tag.',
    adjustable: 'Vier Einstellpunkte sorgen für einen sicheren Sitz.',
    lightweight: 'Leicht genug für jede Reise.',
    durable: 'Robustes Ripstop-Gewebe trotzt Krallen und Schlamm.',
    warm: 'Ein weiches Fleecefutter hält die Kälte draußen.',
    packable: 'Lässt sich in die eigene Tasche falten.',
    handle: 'Ein fester Griff hilft beim Heben und Führen Ihres Hundes.',
    storage: 'Reißverschlusstaschen fassen Leckerlis, Beutel und Schlüssel.',
    easyClean: 'Mit einem feuchten Tuch schnell gereinigt.',
    breathable: 'Atmungsaktives Netzgewebe hält Ihren Hund kühl.',
    molle: 'Mit MOLLE-Riemen an Rucksack und Gürtel zu befestigen.',
    recycled: 'Aus recyceltem Polyester gefertigt.',
    lifetime: 'Mit unserer lebenslangen Garantie.',
    collapsible: 'Lässt sich nach Gebrauch flach zusammenfalten.',
  },
  productTitle: (line, noun) => `${line} ${noun}`,
  productIntro: (title, pet, _plural, n) => {
    const pets = pet === 'cat' ? 'Katzen' : pet === 'both' ? 'Hunde und Katzen' : 'Hunde';
    const [use, occasion] = introPair(USES, OCCASIONS, n);
    return `${title}: ${use(pets)}, ${occasion}.`;
  },
  videoTitle: (title) => `${title} im Einsatz`,
  imageAlt: (title, n) => (n === 1 ? `${title}, Produktfoto` : `${title}, im Einsatz`),
  colorImageAlt: (title, color) => `${title} in ${color}`,
  productSeo: (title, brand) => `${title} von ${brand} kaufen, mit kostenlosem Versand für berechtigte Bestellungen.`,
  collectionText: (title, brand) => `${title} von ${brand}, gebaut für unterwegs und von echten Hunden getestet.`,
  plans: {
    monthly: 'Monatlich',
    biMonthly: 'Alle zwei Monate',
    quarterly: 'Vierteljährlich',
    every4Months: 'Alle 4 Monate',
    semiAnnually: 'Halbjährlich',
    yearly: 'Jährlich',
    gpsMonthly: 'Monatlicher Servicetarif',
    gpsYearly: 'Servicetarif für 1 Jahr',
    gps2Years: 'Servicetarif für 2 Jahre',
  },
};
