// Product kinds: what a product is made of and how it is used, so descriptions, specifications and
// reviews only say what fits it (no fabric on a battery, no battery on a leash).
import type { FeatureKey } from '../i18n/types';
import type { Language, Localized } from '../lib/core';
import type { ProductSpec } from './types';

/** Every product kind of the three catalogues. */
export const KINDS = [
  'carGear', 'pack', 'ramp', 'apparel', 'footwear', 'walk', 'bed', 'carrier', 'feeding', 'consumable', 'toy', 'gift',
  'fence', 'eCollar', 'gps', 'power', 'fenceParts', 'trainingGear', 'strap',
] as const;
/** A product kind. */
export type Kind = (typeof KINDS)[number];

/** Kinds made mostly of fabric or webbing (their copy may talk about fabric, never about batteries). */
export const TEXTILE_KINDS: readonly Kind[] = ['carGear', 'pack', 'apparel', 'footwear', 'walk', 'bed', 'carrier'];
/** Kinds with electronics or wiring (their copy never talks about fabric). */
export const ELECTRONIC_KINDS: readonly Kind[] = ['fence', 'eCollar', 'gps', 'power', 'fenceParts'];

/** The kind of a product, from its type and silhouette. */
export function kindOf(product: Pick<ProductSpec, 'productType' | 'shape' | 'tags'>): Kind {
  const { productType, shape, tags } = product;
  switch (productType) {
    case 'Gift Cards': return 'gift';
    case 'Car Seat Covers': return 'carGear';
    case 'Dog Coats': return shape === 'bag' ? 'footwear' : 'apparel';
    case 'Harnesses':
    case 'Leashes and Collars': return 'walk';
    case 'Dog Beds': return 'bed';
    case 'Pet Carriers': return 'carrier';
    case 'Pet Travel Bowls': return 'feeding';
    case 'Dog Travel':
      if (shape === 'ramp') return 'ramp';
      if (shape === 'leash') return 'walk';
      if (shape === 'bed') return 'bed';
      if (shape === 'kit') return 'consumable';
      if (shape === 'bag') return 'pack';
      return 'carGear';
    case 'Dog Supplies':
      if (tags.includes('toys')) return 'toy';
      if (shape === 'bag' && !tags.includes('autoship')) return 'pack';
      return 'consumable';
    case 'Containment Systems': return shape === 'collar' ? 'eCollar' : 'fence';
    case 'Training Collars': return 'eCollar';
    case 'GPS Collars': return 'gps';
    case 'Chargers': return 'power';
    case 'Batteries and Accessories':
      if (shape === 'battery') return 'power';
      if (shape === 'collar') return 'strap';
      return 'fenceParts';
    case 'Training Kits':
    case 'Boundary Flags': return 'trainingGear';
    case 'Collar Accessories': return 'strap';
    default: throw new Error(`No product kind for product type ${productType}`);
  }
}

/** Six-language value; brands with fewer languages read only theirs. */
function L(en: string, fr: string, de = '', it = '', nl = '', es = ''): Localized {
  const value: Localized = { en, fr };
  if (de) Object.assign(value, { de, it, nl, es });
  return value;
}

/** Feature sentences that read differently on a kind than the dictionary's textile default. */
export const FEATURE_BY_KIND: Partial<Record<Kind, Partial<Record<FeatureKey, Localized>>>> = {
  apparel: {
    waterproof: L('A waterproof shell with taped seams keeps your dog dry.', 'Une coque imperméable aux coutures étanchées garde votre chien au sec.', 'Eine wasserdichte Außenhülle mit verschweißten Nähten hält Ihren Hund trocken.', 'Un guscio impermeabile con cuciture nastrate tiene asciutto il tuo cane.', 'Een waterdichte buitenlaag met getapete naden houdt je hond droog.', 'Una capa impermeable con costuras selladas mantiene seco a tu perro.'),
    noSlip: L('Rubber soles grip on wet rock, ice and hot pavement.', 'Les semelles en caoutchouc adhèrent sur la roche mouillée, la glace et le bitume chaud.', 'Gummisohlen greifen auf nassem Fels, Eis und heißem Asphalt.', 'Le suole in gomma fanno presa su roccia bagnata, ghiaccio e asfalto caldo.', 'Rubberen zolen grijpen op nat gesteente, ijs en heet asfalt.', 'Las suelas de goma agarran sobre roca mojada, hielo y asfalto caliente.'),
    adjustable: L('Adjustable chest and neck straps give a close fit without rubbing.', 'Les sangles réglables au cou et au poitrail assurent un ajustement précis sans frottement.', 'Verstellbare Hals- und Brustgurte sitzen eng, ohne zu scheuern.', 'Cinghie regolabili su collo e torace per una vestibilità aderente senza sfregamenti.', 'Verstelbare nek- en borstbanden zitten nauw zonder te schuren.', 'Las correas ajustables de cuello y pecho se ciñen sin rozar.'),
  },
  footwear: {
    noSlip: L('Rubber soles grip on wet rock, ice and hot pavement.', 'Les semelles en caoutchouc adhèrent sur la roche mouillée, la glace et le bitume chaud.', 'Gummisohlen greifen auf nassem Fels, Eis und heißem Asphalt.', 'Le suole in gomma fanno presa su roccia bagnata, ghiaccio e asfalto caldo.', 'Rubberen zolen grijpen op nat gesteente, ijs en heet asfalt.', 'Las suelas de goma agarran sobre roca mojada, hielo y asfalto caliente.'),
    adjustable: L('A hook-and-loop strap closes snugly above the paw.', 'Une sangle auto-agrippante se ferme bien au-dessus de la patte.', 'Ein Klettverschluss schließt eng über der Pfote.', 'Una chiusura a strappo si stringe bene sopra la zampa.', 'Een klittenbandsluiting sluit nauw boven de poot.', 'Una tira de velcro se cierra bien por encima de la pata.'),
  },
  bed: {
    waterproof: L('A waterproof base keeps the filling dry on damp ground.', 'Une base imperméable garde le rembourrage au sec sur un sol humide.', 'Ein wasserdichter Boden hält die Füllung auf feuchtem Untergrund trocken.', 'Una base impermeabile tiene asciutta l’imbottitura sul terreno umido.', 'Een waterdichte onderkant houdt de vulling droog op vochtige grond.', 'Una base impermeable mantiene seco el relleno sobre suelo húmedo.'),
    noSlip: L('A grippy base keeps it in place on smooth floors.', 'Une base antidérapante le maintient en place sur les sols lisses.', 'Eine rutschfeste Unterseite hält es auf glatten Böden an seinem Platz.', 'Una base antiscivolo lo tiene fermo sui pavimenti lisci.', 'Een stroeve onderkant houdt het op zijn plek op gladde vloeren.', 'Una base antideslizante lo mantiene en su sitio sobre suelos lisos.'),
  },
  walk: {
    adjustable: L('Adjusts in seconds for a close, secure fit.', 'Se règle en quelques secondes pour un maintien sûr.', 'In Sekunden verstellt für einen sicheren, engen Sitz.', 'Si regola in pochi secondi per una vestibilità sicura.', 'In enkele seconden verstelbaar voor een nauwe, veilige pasvorm.', 'Se ajusta en segundos para un ajuste firme y seguro.'),
    durable: L('Tough nylon webbing stands up to pulling and mud.', 'Une sangle en nylon robuste résiste à la traction et à la boue.', 'Robustes Nylongurtband hält Zug und Schlamm stand.', 'La robusta fettuccia in nylon resiste a strattoni e fango.', 'Stevige nylon singelband kan tegen trekken en modder.', 'La resistente cinta de nailon aguanta tirones y barro.'),
  },
  ramp: {
    noSlip: L('A grippy walking surface gives sure footing in any weather.', 'Une surface antidérapante assure une bonne adhérence par tous les temps.', 'Eine griffige Lauffläche gibt bei jedem Wetter sicheren Halt.', 'Una superficie antiscivolo offre un appoggio sicuro con ogni tempo.', 'Een stroef loopvlak geeft houvast bij elk weer.', 'Una superficie antideslizante da un apoyo seguro con cualquier tiempo.'),
    collapsible: L('Folds in three to fit any boot.', 'Se plie en trois pour tenir dans tous les coffres.', 'In drei Teile faltbar, passt in jeden Kofferraum.', 'Si piega in tre per entrare in ogni bagagliaio.', 'In drieën opvouwbaar, past in elke kofferbak.', 'Se pliega en tres para caber en cualquier maletero.'),
    lightweight: L('Light enough to lift with one hand.', "Assez légère pour être soulevée d'une main.", 'Leicht genug, um sie mit einer Hand zu heben.', 'Abbastanza leggera da sollevarla con una mano.', 'Licht genoeg om met één hand op te tillen.', 'Lo bastante ligera para levantarla con una mano.'),
  },
  feeding: {
    durable: L('Food-grade silicone that will not crack or hold smells.', 'Silicone alimentaire qui ne se fissure pas et ne retient pas les odeurs.', 'Lebensmittelechtes Silikon, das nicht reißt und keine Gerüche annimmt.', 'Silicone per alimenti che non si crepa e non trattiene odori.', 'Voedselveilige siliconen die niet scheuren en geen geurtjes vasthouden.', 'Silicona apta para alimentos que no se agrieta ni retiene olores.'),
    collapsible: L('Collapses flat to slip into a pocket.', 'Se replie à plat pour glisser dans une poche.', 'Lässt sich flach zusammenfalten und passt in jede Tasche.', 'Si richiude piatta e sta in tasca.', 'Klapt plat in en past in een jaszak.', 'Se pliega en plano y cabe en un bolsillo.'),
  },
  toy: {
    durable: L('Made to survive hours of fetch and tugging.', 'Conçu pour résister à des heures de lancers et de tiraillements.', 'Hält stundenlanges Apportieren und Zerren aus.', 'Fatto per resistere a ore di riporto e tira e molla.', 'Gemaakt om urenlang apporteren en trekken te overleven.', 'Hecho para aguantar horas de lanzamientos y tirones.'),
    lightweight: L('Floats high so it is easy to spot in the water.', "Flotte haut pour être bien visible dans l'eau.", 'Schwimmt obenauf und ist im Wasser gut zu sehen.', 'Galleggia alta ed è facile da vedere in acqua.', 'Drijft hoog en is goed te zien in het water.', 'Flota alta y se ve fácilmente en el agua.'),
  },
  consumable: {
    recycled: L('Made with recycled plastic.', 'Fabriqué en plastique recyclé.', 'Aus recyceltem Kunststoff hergestellt.', 'Realizzato in plastica riciclata.', 'Gemaakt van gerecycled plastic.', 'Fabricado con plástico reciclado.'),
    lightweight: L('A compact pack that fits in a glovebox or a backpack.', 'Un format compact qui tient dans une boîte à gants ou un sac à dos.', 'Eine kompakte Packung für Handschuhfach oder Rucksack.', 'Una confezione compatta per il cruscotto o lo zaino.', 'Een compacte verpakking voor het dashboardkastje of de rugzak.', 'Un paquete compacto para la guantera o la mochila.'),
    easyClean: L('Gentle, unscented and safe for paws and fur.', 'Doux, sans parfum et sans danger pour les pattes et le pelage.', 'Sanft, parfümfrei und unbedenklich für Pfoten und Fell.', 'Delicato, senza profumo e sicuro per zampe e pelo.', 'Mild, ongeparfumeerd en veilig voor poten en vacht.', 'Suave, sin perfume y seguro para patas y pelaje.'),
  },
  fence: {
    lifetime: L('Backed by our lifetime warranty on the transmitter.', "L'émetteur est couvert par notre garantie à vie."),
  },
  eCollar: {
    adjustable: L('The strap adjusts for a snug fit that keeps the contact points on the skin.', 'La sangle se règle pour que les électrodes restent au contact de la peau.'),
  },
  gps: {
    lightweight: L('Light enough to wear all day, even on smaller dogs.', 'Assez léger pour être porté toute la journée.'),
  },
  power: {
    lightweight: L('Small enough to keep a spare in a drawer or a glovebox.', "Assez petit pour en garder un de rechange dans un tiroir ou la boîte à gants."),
    durable: L('A sealed housing shrugs off rain and knocks.', 'Un boîtier étanche résiste à la pluie et aux chocs.'),
  },
  fenceParts: {
    lightweight: L('Fits the Perimeter and Meadow systems; no tools needed.', 'Compatible avec les systèmes Perimeter et Meadow, sans outils.'),
  },
  trainingGear: {
    lightweight: L('Light enough to carry on every training walk.', 'Assez léger pour vous suivre à chaque séance de dressage.'),
    durable: L('Built for daily sessions, outdoors in any weather.', 'Conçu pour un usage quotidien, dehors par tous les temps.'),
  },
  strap: {
    durable: L('Tough, weatherproof materials for everyday wear.', 'Des matériaux robustes et résistants aux intempéries pour un usage quotidien.'),
    adjustable: L('Adjusts for a snug, comfortable fit.', 'Se règle pour un ajustement confortable.'),
    lightweight: L('Swaps onto the collar unit in a minute, no tools needed.', "Se monte sur le boîtier du collier en une minute, sans outils."),
  },
};

/** Specification lines per kind (materials for textiles; range and battery for electronics; fit and size). */
export const SPECS_BY_KIND: Record<Kind, Localized[]> = {
  carGear: [
    L('Materials: 600D polyester with a waterproof TPU layer; silicone non-slip backing.', 'Matériaux : polyester 600D avec couche imperméable en TPU ; dos antidérapant en silicone.', 'Material: 600D-Polyester mit wasserdichter TPU-Schicht; rutschfeste Silikonunterseite.', 'Materiali: poliestere 600D con strato impermeabile in TPU; fondo antiscivolo in silicone.', 'Materialen: 600D-polyester met waterdichte TPU-laag; antislip-onderkant van siliconen.', 'Materiales: poliéster 600D con capa impermeable de TPU; base antideslizante de silicona.'),
    L('Fit: sized for most cars, SUVs and pickups; check the size chart against your seat width.', 'Taille : convient à la plupart des voitures, SUV et pick-up ; comparez le guide des tailles à la largeur de votre siège.', 'Passform: für die meisten Pkw, SUVs und Pick-ups; vergleichen Sie die Größentabelle mit Ihrer Sitzbreite.', 'Misure: adatto alla maggior parte di auto, SUV e pick-up; confronta la tabella taglie con la larghezza del sedile.', 'Pasvorm: geschikt voor de meeste auto’s, SUV’s en pick-ups; vergelijk de maattabel met de breedte van je stoel.', 'Ajuste: para la mayoría de coches, SUV y pick-ups; compara la guía de tallas con el ancho de tu asiento.'),
  ],
  ramp: [
    L('Dimensions: 157 × 40 cm unfolded; carries dogs up to 90 kg.', 'Dimensions : 157 × 40 cm dépliée ; supporte les chiens jusqu’à 90 kg.', 'Maße: 157 × 40 cm aufgeklappt; trägt Hunde bis 90 kg.', 'Dimensioni: 157 × 40 cm aperta; porta cani fino a 90 kg.', 'Afmetingen: 157 × 40 cm uitgeklapt; draagt honden tot 90 kg.', 'Medidas: 157 × 40 cm desplegada; soporta perros de hasta 90 kg.'),
    L('Materials: aluminium frame with a textured rubber surface.', 'Matériaux : cadre en aluminium et surface en caoutchouc texturé.', 'Material: Aluminiumrahmen mit strukturierter Gummioberfläche.', 'Materiali: telaio in alluminio con superficie in gomma zigrinata.', 'Materialen: aluminium frame met een geprofileerd rubber loopvlak.', 'Materiales: estructura de aluminio con superficie de goma texturizada.'),
  ],
  apparel: [
    L('Materials: recycled nylon shell; fleece or mesh lining depending on the model.', 'Matériaux : coque en nylon recyclé ; doublure polaire ou filet selon le modèle.', 'Material: Außenstoff aus recyceltem Nylon; Futter aus Fleece oder Mesh je nach Modell.', 'Materiali: esterno in nylon riciclato; fodera in pile o rete a seconda del modello.', 'Materialen: buitenstof van gerecycled nylon; voering van fleece of mesh, afhankelijk van het model.', 'Materiales: exterior de nailon reciclado; forro polar o de malla según el modelo.'),
    L('Fit: measure the back from the base of the neck to the base of the tail; between two sizes, choose the larger.', 'Taille : mesurez le dos de la base du cou à la base de la queue ; entre deux tailles, prenez la plus grande.', 'Passform: Rückenlänge vom Halsansatz bis zum Rutenansatz messen; zwischen zwei Größen die größere wählen.', 'Vestibilità: misura la schiena dalla base del collo all’attaccatura della coda; tra due taglie scegli la più grande.', 'Pasvorm: meet de rug van de nek tot de staartaanzet; twijfel je tussen twee maten, kies dan de grootste.', 'Ajuste: mide la espalda desde la base del cuello hasta la base de la cola; entre dos tallas, elige la mayor.'),
  ],
  footwear: [
    L('Materials: ripstop upper with rubber soles; sold as a set of four.', 'Matériaux : tige en ripstop et semelles en caoutchouc ; vendues par quatre.', 'Material: Obermaterial aus Ripstop mit Gummisohlen; im Viererset.', 'Materiali: tomaia in ripstop con suole in gomma; set da quattro.', 'Materialen: bovenkant van ripstop met rubberen zolen; per set van vier.', 'Materiales: parte superior de ripstop con suelas de goma; juego de cuatro.'),
    L('Fit: stand your dog on paper, mark the front and back of a front paw, and pick the size from that length.', 'Taille : posez la patte avant de votre chien sur une feuille, marquez l’avant et l’arrière et choisissez la taille selon cette longueur.', 'Passform: Hund auf ein Blatt Papier stellen, vorne und hinten an einer Vorderpfote markieren und die Größe nach dieser Länge wählen.', 'Vestibilità: appoggia una zampa anteriore su un foglio, segna davanti e dietro e scegli la taglia in base alla lunghezza.', 'Pasvorm: zet een voorpoot op papier, markeer voor- en achterkant en kies de maat op basis van die lengte.', 'Ajuste: apoya una pata delantera sobre un papel, marca delante y detrás y elige la talla según esa longitud.'),
  ],
  walk: [
    L('Materials: nylon webbing with aluminium buckles and a steel D-ring.', 'Matériaux : sangle en nylon, boucles en aluminium et anneau en D en acier.', 'Material: Nylongurtband mit Aluminiumschnallen und D-Ring aus Stahl.', 'Materiali: fettuccia in nylon con fibbie in alluminio e anello a D in acciaio.', 'Materialen: nylon singelband met aluminium gespen en een stalen D-ring.', 'Materiales: cinta de nailon con hebillas de aluminio y anilla en D de acero.'),
    L('Fit: measure the neck or the widest part of the chest and add two fingers of room.', 'Taille : mesurez le cou ou le tour de poitrail et laissez la place de deux doigts.', 'Passform: Hals oder Brustumfang messen und zwei Finger Luft lassen.', 'Vestibilità: misura il collo o il punto più largo del torace e lascia lo spazio di due dita.', 'Pasvorm: meet de nek of de breedste plek van de borst en houd twee vingers ruimte.', 'Ajuste: mide el cuello o la parte más ancha del pecho y deja el espacio de dos dedos.'),
  ],
  bed: [
    L('Materials: canvas-weave polyester cover over recycled fibre filling; removable cover.', 'Matériaux : housse en polyester tissé façon toile, rembourrage en fibres recyclées ; housse déhoussable.', 'Material: Bezug aus Polyester in Canvas-Optik, Füllung aus recycelten Fasern; abnehmbarer Bezug.', 'Materiali: fodera in poliestere effetto tela, imbottitura in fibra riciclata; fodera sfoderabile.', 'Materialen: hoes van canvasachtig polyester met vulling van gerecyclede vezels; afneembare hoes.', 'Materiales: funda de poliéster tipo lona con relleno de fibra reciclada; funda extraíble.'),
    L('Size: measure your dog lying stretched out and add 20 cm.', 'Taille : mesurez votre chien allongé et ajoutez 20 cm.', 'Größe: Hund im ausgestreckten Liegen messen und 20 cm zugeben.', 'Misura: misura il cane disteso e aggiungi 20 cm.', 'Maat: meet je hond languit liggend en tel er 20 cm bij op.', 'Tamaño: mide a tu perro tumbado y estirado y suma 20 cm.'),
  ],
  carrier: [
    L('Materials: water-resistant nylon with mesh panels and a padded base.', 'Matériaux : nylon déperlant, panneaux en filet et fond rembourré.', 'Material: wasserabweisendes Nylon mit Mesh-Einsätzen und gepolstertem Boden.', 'Materiali: nylon idrorepellente con pannelli in rete e fondo imbottito.', 'Materialen: waterafstotend nylon met mesh-panelen en een gevoerde bodem.', 'Materiales: nailon repelente al agua con paneles de malla y base acolchada.'),
    L('Fit: for pets up to 9 kg; inside 45 × 28 × 30 cm.', "Taille : pour les animaux jusqu'à 9 kg ; intérieur 45 × 28 × 30 cm.", 'Passform: für Tiere bis 9 kg; innen 45 × 28 × 30 cm.', 'Misure: per animali fino a 9 kg; interno 45 × 28 × 30 cm.', 'Pasvorm: voor dieren tot 9 kg; binnenmaat 45 × 28 × 30 cm.', 'Medidas: para mascotas de hasta 9 kg; interior 45 × 28 × 30 cm.'),
  ],
  feeding: [
    L('Capacity: 750 ml; dishwasher safe; BPA-free.', 'Contenance : 750 ml ; lavable au lave-vaisselle ; sans BPA.', 'Fassungsvermögen: 750 ml; spülmaschinenfest; BPA-frei.', 'Capacità: 750 ml; lavabile in lavastoviglie; senza BPA.', 'Inhoud: 750 ml; vaatwasserbestendig; BPA-vrij.', 'Capacidad: 750 ml; apto para lavavajillas; sin BPA.'),
  ],
  consumable: [
    L('Pack: sized for about a month of daily walks; available on autoship.', "Format : environ un mois de promenades quotidiennes ; disponible en livraison automatique.", 'Packung: reicht für etwa einen Monat täglicher Spaziergänge; im Abo erhältlich.', 'Confezione: circa un mese di passeggiate quotidiane; disponibile in abbonamento.', 'Verpakking: genoeg voor ongeveer een maand dagelijkse wandelingen; ook als abonnement.', 'Formato: para aproximadamente un mes de paseos diarios; disponible con envío automático.'),
  ],
  toy: [
    L('Play: made for supervised play; check it for wear and replace it when damaged.', "Jeu : à utiliser sous surveillance ; vérifiez l'usure et remplacez-le s'il est abîmé.", 'Spiel: nur unter Aufsicht verwenden; auf Verschleiß prüfen und bei Schäden ersetzen.', 'Gioco: da usare sotto sorveglianza; controlla l’usura e sostituiscilo se danneggiato.', 'Spelen: alleen onder toezicht; controleer op slijtage en vervang het bij schade.', 'Juego: úsalo siempre bajo supervisión; revisa el desgaste y sustitúyelo si se daña.'),
  ],
  pack: [
    L('Materials: 600D polyester with water-resistant zips and a wipe-clean lining.', 'Matériaux : polyester 600D, fermetures déperlantes et doublure facile à essuyer.', 'Material: 600D-Polyester mit wasserabweisenden Reißverschlüssen und abwischbarem Futter.', 'Materiali: poliestere 600D con zip idrorepellenti e fodera lavabile con un panno.', 'Materialen: 600D-polyester met waterafstotende ritsen en een afveegbare voering.', 'Materiales: poliéster 600D con cremalleras repelentes al agua y forro que se limpia con un paño.'),
  ],
  gift: [],
  fence: [
    L('Range: the warning zone along the boundary adjusts in width, from a doorway to a whole property.', "Portée : la largeur de la zone d'avertissement le long de la limite se règle, d'une porte à toute une propriété."),
    L('Battery: the receiver collar is rechargeable, about 3 weeks per charge; waterproof to 1 m.', 'Batterie : le collier récepteur est rechargeable, environ 3 semaines par charge ; étanche à 1 m.'),
  ],
  eCollar: [
    L('Range: up to 800 m in open ground; 16 stimulation levels plus tone and vibration.', "Portée : jusqu'à 800 m en terrain dégagé ; 16 niveaux de stimulation, plus signal sonore et vibration."),
    L('Battery: rechargeable in 2 hours; waterproof receiver; fits necks from 25 to 70 cm.', 'Batterie : recharge en 2 heures ; récepteur étanche ; pour cous de 25 à 70 cm.'),
  ],
  gps: [
    L('Range: anywhere with LTE coverage in the United States and Canada, located by GPS, Wi-Fi and Bluetooth.', 'Portée : partout où le réseau LTE passe aux États-Unis et au Canada, localisation par GPS, Wi-Fi et Bluetooth.'),
    L('Battery: up to 7 days per charge; charges fully in 2 hours; waterproof to IP68.', "Batterie : jusqu'à 7 jours par charge ; recharge complète en 2 heures ; étanche IP68."),
  ],
  power: [
    L('Compatibility: made for our own collars and receivers; check the model number in your manual.', 'Compatibilité : conçu pour nos colliers et récepteurs ; vérifiez la référence dans votre manuel.'),
  ],
  fenceParts: [
    L('Compatibility: works with every in-ground and wireless system we sell.', 'Compatibilité : fonctionne avec tous nos systèmes enterrés et sans fil.'),
  ],
  trainingGear: [
    L('Use: for short daily sessions alongside our free training plan.', "Utilisation : pour de courtes séances quotidiennes avec notre programme de dressage gratuit."),
  ],
  strap: [
    L('Fit: measure your dog’s neck and add two fingers of room; fits our collar units.', 'Taille : mesurez le cou de votre chien et laissez la place de deux doigts ; compatible avec nos boîtiers.'),
  ],
};

/**
 * The manual line of kinds that come with a manual (fitting, installing, activating); every product of
 * these kinds has a `productManual` per language it is shown in (editorial/manuals.ts).
 */
export const MANUAL_BY_KIND: Partial<Record<Kind, Localized>> = {
  carGear: L(
    'Manual: an illustrated fitting manual comes in the box; fitting takes about five minutes.',
    'Notice : une notice de montage illustrée est fournie ; l’installation prend environ cinq minutes.',
    'Anleitung: eine bebilderte Anleitung zum Anbringen liegt bei; das dauert etwa fünf Minuten.',
    'Manuale: nella confezione c’è un manuale di montaggio illustrato; il montaggio richiede circa cinque minuti.',
    'Handleiding: een geïllustreerde handleiding voor het bevestigen zit in de doos; dat duurt ongeveer vijf minuten.',
    'Manual: incluye un manual de instalación ilustrado; se coloca en unos cinco minutos.',
  ),
  ramp: L(
    'Manual: the manual shows how to unfold, lock and fold the ramp, and how to teach your dog to use it.',
    'Notice : la notice montre comment déplier, verrouiller et replier la rampe, et comment y habituer votre chien.',
    'Anleitung: die Anleitung zeigt, wie Sie die Rampe aufklappen, sichern und zusammenlegen und Ihren Hund daran gewöhnen.',
    'Manuale: il manuale mostra come aprire, bloccare e richiudere la rampa e come abituare il cane a usarla.',
    'Handleiding: de handleiding laat zien hoe je de loopplank uitklapt, vergrendelt en opvouwt, en hoe je je hond eraan laat wennen.',
    'Manual: el manual explica cómo desplegar, bloquear y plegar la rampa, y cómo acostumbrar a tu perro a usarla.',
  ),
  fence: L(
    'Manual: a step-by-step installation manual and our training plan come in the box.',
    'Notice : une notice d’installation pas à pas et notre programme de dressage sont fournis.',
  ),
  eCollar: L(
    'Manual: the manual explains how to fit the collar and find the lowest level your dog responds to.',
    'Notice : la notice explique comment ajuster le collier et trouver le niveau le plus bas auquel votre chien réagit.',
  ),
  gps: L(
    'Manual: the quick-start manual walks you through activation, the service plan and the app.',
    'Notice : la notice de démarrage rapide vous guide pour l’activation, l’abonnement et l’application.',
  ),
};

/** Kinds whose last specification line is size advice, shown only on products sold in sizes. */
export const FIT_NEEDS_SIZE: readonly Kind[] = ['apparel', 'footwear', 'walk', 'bed'];

/** Specification lines of a product in a language (its own lines when its spec has them, else its kind's). */
export function specLines(kind: Kind, product: Pick<ProductSpec, 'options' | 'specs'>, language: Language): string[] {
  const lines = product.specs ?? SPECS_BY_KIND[kind];
  const sized = product.options.some((option) => option.name === 'Size');
  const shown = FIT_NEEDS_SIZE.includes(kind) && !sized ? lines.slice(0, -1) : lines;
  const manual = MANUAL_BY_KIND[kind];
  return [...shown, ...(manual ? [manual] : [])].map((line) => {
    const text = line[language];
    if (!text) throw new Error(`Specification of kind ${kind} has no ${language} text`);
    return text;
  });
}

/** The feature sentence of a product kind in a language, or undefined for the dictionary's default. */
export function featureSentence(kind: Kind, feature: FeatureKey, language: Language): string | undefined {
  return FEATURE_BY_KIND[kind]?.[feature]?.[language];
}
