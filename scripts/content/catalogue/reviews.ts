// Customer reviews: per product kind and per language, never the same review twice on a product, each
// review tagged with the language it was written in; some have no author ("Anonymous" on site).
import { type Doc, type Language, type Localized, isoDay, key, pick, seeded } from '../lib/core-exports';
import type { Kind } from './kinds';

/** A review written once and translated into the languages of the brands that sell its kind. */
export interface ReviewText {
  rating: number;
  title: Localized;
  body: Localized;
}

type Pair = [title: string, body: string];

/** A review in up to six languages (en, fr, then de, it, nl, es for trailmate kinds). */
function r(rating: number, en: Pair, fr: Pair, de?: Pair, it?: Pair, nl?: Pair, es?: Pair): ReviewText {
  const title: Localized = { en: en[0], fr: fr[0] };
  const body: Localized = { en: en[1], fr: fr[1] };
  for (const [language, pair] of [['de', de], ['it', it], ['nl', nl], ['es', es]] as const) {
    if (pair) {
      title[language] = pair[0];
      body[language] = pair[1];
    }
  }
  return { rating, title, body };
}

/** Reviewer names per language. */
const AUTHORS: Record<Language, string[]> = {
  en: ['Maya R.', 'Jonas P.', 'Priya K.', 'Tom B.', 'Elena S.', 'Marcus L.', 'Hana W.', 'Leo D.'],
  fr: ['Camille D.', 'Julien M.', 'Sophie L.', 'Antoine R.'],
  de: ['Lena K.', 'Markus B.', 'Jana S.', 'Felix W.'],
  it: ['Giulia R.', 'Marco B.', 'Chiara L.', 'Luca T.'],
  nl: ['Sanne V.', 'Bram J.', 'Eva M.', 'Daan K.'],
  es: ['Lucía G.', 'Javier M.', 'Carmen R.', 'Pablo S.'],
};

/** Reviews that fit any physical product (delivery, value, looks). */
const GENERAL: ReviewText[] = [
  r(5, ['Arrived quickly, exactly as pictured', 'Ordered on Monday, it was here on Wednesday and looks just like the photos.'],
    ['Reçu rapidement, conforme aux photos', 'Commandé le lundi, reçu le mercredi, identique aux photos.'],
    ['Schnell geliefert, wie abgebildet', 'Montag bestellt, Mittwoch da, sieht genau aus wie auf den Fotos.'],
    ['Arrivato presto, identico alle foto', 'Ordinato lunedì, arrivato mercoledì, proprio come nelle foto.'],
    ['Snel geleverd, precies zoals op de foto', 'Maandag besteld, woensdag in huis en precies zoals afgebeeld.'],
    ['Llegó rápido, igual que en las fotos', 'Pedido el lunes, llegó el miércoles y es idéntico a las fotos.']),
  r(4, ['Good value', 'Not the cheapest, but it is clearly made to last.'],
    ['Bon rapport qualité-prix', "Pas le moins cher, mais clairement fait pour durer."],
    ['Gutes Preis-Leistungs-Verhältnis', 'Nicht das Günstigste, aber sichtlich für lange gemacht.'],
    ['Buon rapporto qualità-prezzo', 'Non il più economico, ma fatto chiaramente per durare.'],
    ['Prijs-kwaliteit prima', 'Niet de goedkoopste, maar duidelijk gemaakt om lang mee te gaan.'],
    ['Buena relación calidad-precio', 'No es lo más barato, pero se nota que está hecho para durar.']),
  r(3, ['Colour darker than expected', 'Does the job well, but the colour is darker than on my screen.'],
    ['Couleur plus foncée que prévu', "Fait bien son travail, mais la couleur est plus foncée qu'à l'écran."],
    ['Farbe dunkler als erwartet', 'Erfüllt seinen Zweck, aber die Farbe ist dunkler als am Bildschirm.'],
    ['Colore più scuro del previsto', 'Funziona bene, ma il colore è più scuro che sullo schermo.'],
    ['Kleur donkerder dan verwacht', 'Doet wat het moet doen, maar de kleur is donkerder dan op mijn scherm.'],
    ['Color más oscuro de lo esperado', 'Cumple su función, pero el color es más oscuro que en pantalla.']),
];

/** Reviews per product kind. */
const BY_KIND: Record<Kind, ReviewText[]> = {
  carGear: [
    r(5, ['Back seat still looks new', 'Two weeks of muddy trails and the seats underneath are spotless.'],
      ['La banquette est comme neuve', 'Deux semaines de chemins boueux et les sièges dessous sont impeccables.'],
      ['Rückbank wie neu', 'Zwei Wochen matschige Wege und die Sitze darunter sind makellos.'],
      ['Sedile posteriore come nuovo', 'Due settimane di sentieri fangosi e i sedili sotto sono puliti.'],
      ['Achterbank ziet er nog nieuw uit', 'Twee weken modderige paden en de stoelen eronder zijn brandschoon.'],
      ['El asiento trasero sigue como nuevo', 'Dos semanas de caminos embarrados y los asientos siguen impecables.']),
    r(4, ['Fits our SUV well', 'Installed in five minutes. The headrest straps could be a little longer.'],
      ['Va bien dans notre SUV', 'Installée en cinq minutes. Les sangles des appuie-tête pourraient être plus longues.'],
      ['Passt gut in unseren SUV', 'In fünf Minuten montiert. Die Kopfstützengurte könnten etwas länger sein.'],
      ['Si adatta bene al nostro SUV', 'Montato in cinque minuti. Le cinghie dei poggiatesta potrebbero essere più lunghe.'],
      ['Past goed in onze SUV', 'In vijf minuten geïnstalleerd. De hoofdsteunbanden mogen iets langer.'],
      ['Encaja bien en nuestro SUV', 'Instalado en cinco minutos. Las correas del reposacabezas podrían ser más largas.']),
    r(5, ['No more sliding around', 'The non-slip backing keeps it in place even when our shepherd jumps in.'],
      ['Plus rien ne glisse', "Le dos antidérapant reste en place même quand notre berger saute dedans."],
      ['Nichts verrutscht mehr', 'Die rutschfeste Unterseite bleibt liegen, auch wenn unser Schäferhund hineinspringt.'],
      ['Non scivola più', 'Il fondo antiscivolo resta fermo anche quando il nostro pastore salta su.'],
      ['Schuift niet meer', 'De antislip-onderkant blijft liggen, ook als onze herder erin springt.'],
      ['Ya no se desliza', 'La base antideslizante no se mueve aunque nuestro pastor salte dentro.']),
  ],
  pack: [
    r(5, ['Holds everything for a day out', 'Bags, treats and keys all have their place, and it cleans up easily.'],
      ['Tout tient dedans pour la journée', 'Sacs, friandises et clés ont chacun leur place, et il se nettoie facilement.'],
      ['Alles für einen Tag dabei', 'Beutel, Leckerlis und Schlüssel haben ihren Platz, und er lässt sich leicht reinigen.'],
      ['Contiene tutto per una giornata fuori', 'Sacchetti, snack e chiavi hanno il loro posto e si pulisce facilmente.'],
      ['Alles past erin voor een dagje uit', 'Zakjes, snoepjes en sleutels hebben hun plek en hij is makkelijk schoon te maken.'],
      ['Cabe todo para un día fuera', 'Bolsas, premios y llaves tienen su sitio y se limpia fácilmente.']),
    r(4, ['Sturdy zips', 'The zips run smoothly even with gloves on. I would like one more pocket.'],
      ['Fermetures solides', 'Les fermetures glissent bien même avec des gants. Une poche de plus serait bienvenue.'],
      ['Robuste Reißverschlüsse', 'Die Reißverschlüsse laufen auch mit Handschuhen leicht. Eine Tasche mehr wäre schön.'],
      ['Zip robuste', 'Le zip scorrono bene anche con i guanti. Vorrei una tasca in più.'],
      ['Stevige ritsen', 'De ritsen lopen soepel, ook met handschoenen aan. Nog een vakje zou fijn zijn.'],
      ['Cremalleras resistentes', 'Las cremalleras corren bien incluso con guantes. Me gustaría un bolsillo más.']),
    r(3, ['Smaller than I thought', 'Well made, but check the dimensions: it is quite compact.'],
      ['Plus petit que prévu', 'Bien fait, mais vérifiez les dimensions : il est assez compact.'],
      ['Kleiner als gedacht', 'Gut verarbeitet, aber auf die Maße achten: er ist recht kompakt.'],
      ['Più piccolo del previsto', 'Ben fatto, ma controllate le misure: è piuttosto compatto.'],
      ['Kleiner dan gedacht', 'Goed gemaakt, maar let op de afmetingen: hij is vrij compact.'],
      ['Más pequeño de lo que pensaba', 'Bien hecho, pero mira las medidas: es bastante compacto.']),
  ],
  ramp: [
    r(5, ['Our senior dog can ride along again', 'Our 12-year-old lab walks up without hesitation. Folds away in seconds.'],
      ['Notre vieux chien peut de nouveau venir', 'Notre labrador de 12 ans monte sans hésiter. Se replie en quelques secondes.'],
      ['Unser alter Hund fährt wieder mit', 'Unser zwölfjähriger Labrador läuft ohne Zögern hinauf. In Sekunden zusammengeklappt.'],
      ['Il nostro cane anziano torna in auto', 'Il nostro labrador di 12 anni sale senza esitare. Si chiude in pochi secondi.'],
      ['Onze oude hond kan weer mee', 'Onze labrador van 12 loopt zonder aarzelen naar boven. In seconden opgevouwen.'],
      ['Nuestro perro mayor vuelve a viajar', 'Nuestro labrador de 12 años sube sin dudar. Se pliega en segundos.']),
    r(4, ['Solid, a bit heavy', 'Feels very stable under a big dog; lifting it into a high boot takes some effort.'],
      ['Solide, un peu lourde', "Très stable sous un grand chien ; la soulever dans un coffre haut demande un effort."],
      ['Stabil, etwas schwer', 'Sehr stabil unter einem großen Hund; in einen hohen Kofferraum zu heben ist etwas mühsam.'],
      ['Solida, un po’ pesante', 'Molto stabile con un cane grande; sollevarla in un bagagliaio alto richiede sforzo.'],
      ['Stevig, wat zwaar', 'Heel stabiel onder een grote hond; in een hoge kofferbak tillen kost wat moeite.'],
      ['Sólida, algo pesada', 'Muy estable con un perro grande; subirla a un maletero alto cuesta un poco.']),
    r(4, ['Good grip in the rain', 'The surface stays grippy on wet days. Practise with treats the first few times.'],
      ['Bonne adhérence sous la pluie', "La surface reste accrocheuse par temps humide. Entraînez-vous avec des friandises au début."],
      ['Guter Halt bei Regen', 'Die Oberfläche bleibt auch nass griffig. Die ersten Male mit Leckerlis üben.'],
      ['Buona presa sotto la pioggia', 'La superficie fa presa anche bagnata. Le prime volte allenatevi con qualche snack.'],
      ['Goede grip in de regen', 'Het loopvlak blijft stroef bij nat weer. Oefen de eerste keren met snoepjes.'],
      ['Buen agarre con lluvia', 'La superficie agarra incluso mojada. Las primeras veces practicad con premios.']),
  ],
  apparel: [
    r(5, ['Dry after an hour of rain', 'Our whippet came home dry underneath. The reflective trim is bright at dusk.'],
      ["Sec après une heure de pluie", 'Notre whippet est rentré au sec. Les bandes réfléchissantes se voient bien au crépuscule.'],
      ['Trocken nach einer Stunde Regen', 'Unser Whippet kam darunter trocken nach Hause. Die Reflektoren leuchten in der Dämmerung.'],
      ['Asciutto dopo un’ora di pioggia', 'Il nostro whippet è tornato asciutto. Le finiture riflettenti si vedono bene al tramonto.'],
      ['Droog na een uur regen', 'Onze whippet kwam droog thuis. De reflecterende randen zijn goed zichtbaar in de schemering.'],
      ['Seco tras una hora de lluvia', 'Nuestro whippet volvió seco. Los detalles reflectantes se ven bien al anochecer.']),
    r(3, ['Runs small', 'Quality is good, but order one size up from the chart.'],
      ['Taille petit', 'Bonne qualité, mais prenez une taille au-dessus du guide.'],
      ['Fällt klein aus', 'Gute Qualität, aber lieber eine Nummer größer als laut Tabelle bestellen.'],
      ['Veste piccolo', 'Buona qualità, ma meglio ordinare una taglia in più rispetto alla tabella.'],
      ['Valt klein', 'Goede kwaliteit, maar bestel een maat groter dan de tabel aangeeft.'],
      ['Talla pequeña', 'Buena calidad, pero pide una talla más de lo que indica la tabla.']),
    r(5, ['Easy on, easy off', 'Our dog used to hate coats; this one goes on in seconds and does not rub.'],
      ['Facile à enfiler', 'Notre chien détestait les manteaux ; celui-ci s’enfile en quelques secondes et ne frotte pas.'],
      ['Schnell an- und ausgezogen', 'Unser Hund mochte keine Mäntel; dieser ist in Sekunden angezogen und scheuert nicht.'],
      ['Si mette in un attimo', 'Il nostro cane odiava i cappottini; questo si mette in pochi secondi e non sfrega.'],
      ['Makkelijk aan en uit', 'Onze hond had een hekel aan jasjes; deze zit in een paar seconden en schuurt niet.'],
      ['Fácil de poner y quitar', 'Nuestro perro odiaba los abrigos; este se pone en segundos y no roza.']),
  ],
  footwear: [
    r(5, ['No more cut pads', 'Our collie wore them on a rocky trail all day and came home with perfect paws.'],
      ['Fini les coussinets abîmés', 'Notre colley les a portées toute une journée sur un sentier rocheux et ses pattes sont intactes.'],
      ['Keine wunden Pfoten mehr', 'Unser Collie trug sie einen ganzen Tag auf steinigem Weg, die Pfoten sind makellos.'],
      ['Niente più polpastrelli feriti', 'Il nostro collie le ha portate tutto il giorno su un sentiero roccioso e le zampe sono perfette.'],
      ['Geen kapotte voetzolen meer', 'Onze collie droeg ze een hele dag op een rotsig pad en zijn poten zijn gaaf.'],
      ['Se acabaron las almohadillas heridas', 'Nuestro collie las llevó todo el día por un sendero rocoso y sus patas están perfectas.']),
    r(3, ['Takes practice', 'Our dog walked like a show pony for the first ten minutes, then forgot about them.'],
      ['Il faut s’habituer', 'Notre chien a marché comme un poney de parade pendant dix minutes, puis les a oubliées.'],
      ['Braucht Übung', 'Unser Hund stakste die ersten zehn Minuten wie ein Zirkuspferd, dann hatte er sie vergessen.'],
      ['Serve un po’ di pratica', 'Il nostro cane ha camminato come un cavallino per dieci minuti, poi se ne è dimenticato.'],
      ['Even wennen', 'Onze hond liep de eerste tien minuten als een showpony en vergat ze daarna.'],
      ['Requiere práctica', 'Nuestro perro caminó como un caballito de exhibición diez minutos y luego se olvidó de ellas.']),
    r(4, ['Stay on in snow', 'The straps hold even in deep snow; measure carefully, sizes are exact.'],
      ['Tiennent dans la neige', 'Les sangles tiennent même dans la neige profonde ; mesurez bien, les tailles sont précises.'],
      ['Halten im Schnee', 'Die Verschlüsse halten auch im Tiefschnee; genau messen, die Größen sind exakt.'],
      ['Restano su nella neve', 'Le chiusure tengono anche nella neve alta; misurate bene, le taglie sono precise.'],
      ['Blijven zitten in de sneeuw', 'De sluitingen houden zelfs in diepe sneeuw; meet goed, de maten kloppen precies.'],
      ['Aguantan en la nieve', 'Las tiras aguantan incluso en nieve profunda; mide bien, las tallas son exactas.']),
  ],
  walk: [
    r(5, ['Perfect fit on our lab', 'Measured as the guide said and it fits snugly without rubbing.'],
      ['Ajustement parfait sur notre labrador', 'Mesuré comme indiqué, il tient bien sans frotter.'],
      ['Passt perfekt an unserem Labrador', 'Wie beschrieben gemessen, sitzt eng und scheuert nicht.'],
      ['Vestibilità perfetta sul nostro labrador', 'Misurato come da guida, calza bene senza sfregare.'],
      ['Past perfect bij onze labrador', 'Gemeten zoals de gids zegt en hij zit goed zonder te schuren.'],
      ['Ajuste perfecto en nuestro labrador', 'Medido según la guía, queda ceñido y no roza.']),
    r(4, ['Strong buckles', 'The hardware feels solid and the webbing has not frayed after months of pulling.'],
      ['Boucles solides', 'Les attaches sont robustes et la sangle ne s’effiloche pas après des mois de traction.'],
      ['Stabile Schnallen', 'Die Beschläge wirken solide, das Gurtband franst nach Monaten Ziehen nicht aus.'],
      ['Fibbie robuste', 'La minuteria è solida e la fettuccia non si sfilaccia dopo mesi di strattoni.'],
      ['Sterke gespen', 'Het beslag voelt stevig en de singelband rafelt niet na maanden trekken.'],
      ['Hebillas resistentes', 'Los herrajes son sólidos y la cinta no se deshilacha tras meses de tirones.']),
    r(4, ['Great for night walks', 'The reflective stitching really shows up in headlights.'],
      ['Idéal pour les balades du soir', 'Les coutures réfléchissantes se voient vraiment dans les phares.'],
      ['Super für Abendrunden', 'Die reflektierenden Nähte sind im Scheinwerferlicht gut zu sehen.'],
      ['Ottimo per le passeggiate serali', 'Le cuciture riflettenti si vedono davvero con i fari.'],
      ['Top voor avondwandelingen', 'De reflecterende stiksels vallen echt op in het licht van koplampen.'],
      ['Genial para paseos nocturnos', 'Las costuras reflectantes se ven de verdad con los faros.']),
  ],
  bed: [
    r(5, ['Our dog sleeps on nothing else', 'Thick enough for our older dog’s joints, and the cover washes well.'],
      ['Notre chien ne dort plus ailleurs', "Assez épais pour les articulations de notre vieux chien, et la housse se lave bien."],
      ['Unser Hund schläft nur noch hier', 'Dick genug für die Gelenke unseres älteren Hundes, der Bezug wäscht sich gut.'],
      ['Il nostro cane dorme solo qui', 'Abbastanza spesso per le articolazioni del nostro cane anziano, e la fodera si lava bene.'],
      ['Onze hond slaapt nergens anders meer', 'Dik genoeg voor de gewrichten van onze oudere hond en de hoes wast goed.'],
      ['Nuestro perro ya no duerme en otro sitio', 'Lo bastante grueso para las articulaciones de nuestro perro mayor y la funda se lava bien.']),
    r(4, ['Comes camping with us', 'Packs down small enough for the car. Takes a day to fluff up after unrolling.'],
      ['Vient camper avec nous', "Se range assez petit pour la voiture. Il lui faut un jour pour regonfler."],
      ['Kommt mit zum Camping', 'Lässt sich klein genug fürs Auto verpacken. Braucht einen Tag, um sich aufzuplustern.'],
      ['Viene in campeggio con noi', 'Si riduce abbastanza per l’auto. Serve un giorno perché torni gonfio.'],
      ['Gaat mee op kampeertrip', 'Past klein genoeg in de auto. Heeft een dag nodig om weer op te bollen.'],
      ['Se viene de acampada', 'Se recoge lo bastante para el coche. Tarda un día en recuperar volumen.']),
    r(3, ['Check the size', 'Comfortable, but our dog hangs over the edge: measure before ordering.'],
      ['Vérifiez la taille', 'Confortable, mais notre chien dépasse : mesurez avant de commander.'],
      ['Auf die Größe achten', 'Bequem, aber unser Hund liegt über den Rand hinaus: vorher messen.'],
      ['Controllate la misura', 'Comodo, ma il nostro cane sborda: misurate prima di ordinare.'],
      ['Let op de maat', 'Comfortabel, maar onze hond ligt over de rand: meet eerst.'],
      ['Revisa el tamaño', 'Cómodo, pero nuestro perro se sale por el borde: mide antes de pedir.']),
  ],
  carrier: [
    r(5, ['Our cat travels calmly now', 'She settles on the padded base and watches through the mesh.'],
      ['Notre chatte voyage sereinement', 'Elle se couche sur le fond rembourré et regarde à travers le filet.'],
      ['Unsere Katze reist jetzt entspannt', 'Sie legt sich auf den gepolsterten Boden und schaut durchs Netz.'],
      ['La nostra gatta viaggia tranquilla', 'Si accomoda sul fondo imbottito e guarda attraverso la rete.'],
      ['Onze kat reist nu rustig', 'Ze ligt op de gevoerde bodem en kijkt door het gaas naar buiten.'],
      ['Nuestra gata viaja tranquila', 'Se acomoda en la base acolchada y mira a través de la malla.']),
    r(4, ['Comfortable straps', 'Carried our terrier for two hours on a hike without sore shoulders.'],
      ['Bretelles confortables', 'Porté notre terrier deux heures en randonnée sans douleur aux épaules.'],
      ['Bequeme Gurte', 'Zwei Stunden unseren Terrier auf einer Wanderung getragen, ohne Schulterschmerzen.'],
      ['Spallacci comodi', 'Ho portato il nostro terrier per due ore in escursione senza male alle spalle.'],
      ['Comfortabele banden', 'Onze terriër twee uur gedragen tijdens een wandeling zonder pijnlijke schouders.'],
      ['Correas cómodas', 'Llevé a nuestro terrier dos horas de excursión sin dolor de hombros.']),
    r(4, ['Fits under the plane seat', 'Accepted as cabin luggage on our flight. A bit snug for a 9 kg dog.'],
      ["Accepté en cabine", 'Accepté comme bagage cabine. Un peu juste pour un chien de 9 kg.'],
      ['Passt unter den Flugzeugsitz', 'Als Handgepäck akzeptiert. Für einen 9-kg-Hund etwas eng.'],
      ['Entra sotto il sedile dell’aereo', 'Accettato come bagaglio a mano. Un po’ stretto per un cane di 9 kg.'],
      ['Past onder de vliegtuigstoel', 'Geaccepteerd als handbagage. Wat krap voor een hond van 9 kg.'],
      ['Cabe bajo el asiento del avión', 'Aceptado como equipaje de mano. Algo justo para un perro de 9 kg.']),
  ],
  feeding: [
    r(5, ['Always in my pocket', 'Folds flat, pops open in a second and does not leak.'],
      ['Toujours dans ma poche', "Se plie à plat, s'ouvre en une seconde et ne fuit pas."],
      ['Immer in der Jackentasche', 'Flach gefaltet, in einer Sekunde offen und dicht.'],
      ['Sempre in tasca', 'Si piega piatta, si apre in un secondo e non perde.'],
      ['Altijd in mijn zak', 'Vouwt plat, klapt in een seconde open en lekt niet.'],
      ['Siempre en el bolsillo', 'Se pliega, se abre en un segundo y no gotea.']),
    r(4, ['Easy to clean', 'Goes in the dishwasher and does not keep the smell of food.'],
      ['Facile à nettoyer', "Passe au lave-vaisselle et ne garde pas l'odeur de la nourriture."],
      ['Leicht zu reinigen', 'Kommt in die Spülmaschine und nimmt keinen Futtergeruch an.'],
      ['Facile da pulire', 'Va in lavastoviglie e non trattiene l’odore del cibo.'],
      ['Makkelijk schoon te maken', 'Kan in de vaatwasser en houdt geen voergeur vast.'],
      ['Fácil de limpiar', 'Va al lavavajillas y no guarda el olor de la comida.']),
    r(3, ['A bit small for a big dog', 'Fine for water breaks, too shallow for a full meal for our mastiff.'],
      ['Un peu petit pour un grand chien', 'Bien pour boire, trop peu profond pour un repas de notre dogue.'],
      ['Etwas klein für große Hunde', 'Gut zum Trinken, für eine ganze Mahlzeit unserer Dogge zu flach.'],
      ['Un po’ piccola per un cane grande', 'Va bene per bere, troppo bassa per un pasto del nostro mastino.'],
      ['Wat klein voor een grote hond', 'Prima om te drinken, te ondiep voor een hele maaltijd van onze mastiff.'],
      ['Algo pequeño para un perro grande', 'Bien para beber, poco hondo para una comida de nuestro mastín.']),
  ],
  consumable: [
    r(5, ['Always in stock at home now', 'Autoship means we never run out, and the pack fits in the glovebox.'],
      ["Jamais en rupture à la maison", "Avec la livraison automatique on n'en manque jamais, et le paquet tient dans la boîte à gants."],
      ['Nie mehr ausgegangen', 'Dank Abo geht es nie aus, und die Packung passt ins Handschuhfach.'],
      ['Mai più finiti', 'Con l’abbonamento non restiamo mai senza e la confezione sta nel cruscotto.'],
      ['Nooit meer op', 'Met het abonnement raken we nooit door de voorraad heen en het pak past in het dashboardkastje.'],
      ['Nunca se nos acaba', 'Con el envío automático nunca nos quedamos sin y el paquete cabe en la guantera.']),
    r(4, ['Does what it should', 'Sturdy and no strong scent. I wish the pack were a little larger.'],
      ['Fait ce qu’on attend', 'Solide et sans odeur forte. J’aimerais un paquet un peu plus grand.'],
      ['Tut, was es soll', 'Robust und ohne starken Duft. Die Packung dürfte etwas größer sein.'],
      ['Fa quello che deve', 'Resistente e senza odori forti. Vorrei una confezione un po’ più grande.'],
      ['Doet wat het moet doen', 'Stevig en zonder sterke geur. Het pak mag iets groter.'],
      ['Cumple su función', 'Resistente y sin olor fuerte. Ojalá el paquete fuera algo más grande.']),
    r(4, ['Gentle on sensitive paws', 'Our dog has sensitive skin and has had no reaction at all.'],
      ['Doux pour les pattes sensibles', "Notre chien a la peau sensible et n'a eu aucune réaction."],
      ['Sanft zu empfindlichen Pfoten', 'Unser Hund hat empfindliche Haut und hatte keinerlei Reaktion.'],
      ['Delicato con le zampe sensibili', 'Il nostro cane ha la pelle sensibile e non ha avuto alcuna reazione.'],
      ['Mild voor gevoelige poten', 'Onze hond heeft een gevoelige huid en had geen enkele reactie.'],
      ['Suave con las patas sensibles', 'Nuestro perro tiene la piel sensible y no ha tenido ninguna reacción.']),
  ],
  toy: [
    r(5, ['Survived our retriever', 'A whole summer of lake days and it still floats and bounces.'],
      ['A survécu à notre retriever', "Tout un été au lac et il flotte et rebondit toujours."],
      ['Hat unseren Retriever überlebt', 'Einen ganzen Sommer am See und er schwimmt und springt immer noch.'],
      ['È sopravvissuto al nostro retriever', 'Un’intera estate al lago e galleggia e rimbalza ancora.'],
      ['Heeft onze retriever overleefd', 'Een hele zomer aan het meer en hij drijft en stuitert nog steeds.'],
      ['Ha sobrevivido a nuestro retriever', 'Un verano entero en el lago y sigue flotando y botando.']),
    r(4, ['Easy to spot', 'The bright colour is easy to find in long grass and water.'],
      ['Facile à repérer', "La couleur vive se voit bien dans l'herbe haute et dans l'eau."],
      ['Gut zu finden', 'Die kräftige Farbe sieht man im hohen Gras und im Wasser gut.'],
      ['Facile da trovare', 'Il colore acceso si vede bene nell’erba alta e in acqua.'],
      ['Goed te vinden', 'De felle kleur is makkelijk te zien in hoog gras en in het water.'],
      ['Fácil de encontrar', 'El color vivo se ve bien en la hierba alta y en el agua.']),
    r(3, ['Not for heavy chewers', 'Fine for fetch, but our terrier chewed a corner off in a week.'],
      ['Pas pour les gros mâchouilleurs', "Bien pour les lancers, mais notre terrier en a mâché un coin en une semaine."],
      ['Nichts für Dauerkauer', 'Gut zum Apportieren, aber unser Terrier hat in einer Woche eine Ecke abgekaut.'],
      ['Non per chi mastica forte', 'Va bene per il riporto, ma il nostro terrier ne ha rosicchiato un pezzo in una settimana.'],
      ['Niet voor fanatieke kauwers', 'Prima om te apporteren, maar onze terriër kauwde er binnen een week een hoek af.'],
      ['No para grandes mordedores', 'Bien para lanzar, pero nuestro terrier le arrancó un trozo en una semana.']),
  ],
  gift: [
    r(5, ['Easy last-minute present', 'Arrived by email within a minute and my sister picked her own harness.'],
      ['Cadeau de dernière minute idéal', "Reçue par e-mail en une minute, ma sœur a choisi son propre harnais."],
      ['Ideales Last-Minute-Geschenk', 'In einer Minute per E-Mail da, meine Schwester hat sich ihr Geschirr selbst ausgesucht.'],
      ['Regalo perfetto all’ultimo minuto', 'Arrivata via e-mail in un minuto, mia sorella ha scelto la sua pettorina.'],
      ['Handig last-minute cadeau', 'Binnen een minuut per e-mail binnen en mijn zus koos zelf haar tuig.'],
      ['Regalo de última hora perfecto', 'Llegó por correo en un minuto y mi hermana eligió su propio arnés.']),
    r(4, ['Simple to use', 'The code worked at checkout straight away.'],
      ['Simple à utiliser', 'Le code a fonctionné tout de suite au paiement.'],
      ['Einfach einzulösen', 'Der Code hat an der Kasse sofort funktioniert.'],
      ['Semplice da usare', 'Il codice ha funzionato subito alla cassa.'],
      ['Eenvoudig te gebruiken', 'De code werkte meteen bij het afrekenen.'],
      ['Fácil de usar', 'El código funcionó a la primera al pagar.']),
  ],
  fence: [
    r(5, ['Our escape artist stays home', 'Two weeks of flag training and our husky has not left the yard since.'],
      ["Notre fugueur reste à la maison", "Deux semaines d'entraînement avec les drapeaux et notre husky ne quitte plus le terrain."]),
    r(4, ['Installation took a weekend', 'Burying the wire took time, but the dealer checked the loop for free.'],
      ["L'installation a pris un week-end", "Enterrer le fil a pris du temps, mais le revendeur a vérifié la boucle gratuitement."]),
    r(4, ['Warning tone works', 'Our dog now turns back at the beep; the correction is rarely needed.'],
      ['Le signal sonore suffit', 'Notre chien fait demi-tour au bip ; la correction ne sert presque plus.']),
    r(3, ['Boundary a bit uneven', 'Near the house the signal is wider than I set it; support helped adjust it.'],
      ['Limite un peu irrégulière', "Près de la maison le signal déborde ; l'assistance m'a aidé à le régler."]),
  ],
  eCollar: [
    r(5, ['Recall is finally reliable', 'The tone and vibration are enough for our pointer at the park.'],
      ['Le rappel fonctionne enfin', 'Le signal sonore et la vibration suffisent pour notre pointer au parc.']),
    r(4, ['Battery lasts', 'Charged once a fortnight with daily training. The strap took a while to adjust.'],
      ['Bonne autonomie', "Une recharge tous les quinze jours avec un entraînement quotidien. La sangle a été longue à régler."]),
    r(4, ['Good range', 'Works across the whole field; the remote is easy to use with one hand.'],
      ['Bonne portée', "Fonctionne sur tout le champ ; la télécommande s'utilise d'une main."]),
    r(3, ['Receiver is bulky on a small dog', 'Works well, but it looks big on our beagle.'],
      ['Récepteur encombrant sur un petit chien', 'Fonctionne bien, mais il paraît gros sur notre beagle.']),
  ],
  gps: [
    r(5, ['Found him in ten minutes', 'Our dog slipped out at a campsite; the live map led us straight to him.'],
      ['Retrouvé en dix minutes', 'Notre chien s’est échappé au camping ; la carte en direct nous a menés droit à lui.']),
    r(4, ['Battery as promised', 'About six days per charge with live tracking off most of the time.'],
      ['Autonomie conforme', 'Environ six jours par charge, suivi en direct désactivé la plupart du temps.']),
    r(4, ['Safe-zone alerts are quick', 'The app tells me within a minute when he leaves the yard.'],
      ['Alertes de zone rapides', "L'application me prévient en moins d'une minute quand il sort du jardin."]),
    r(3, ['Weak signal in the woods', 'Fine in town, but updates slow down deep in the forest.'],
      ['Signal faible en forêt', 'Parfait en ville, mais les mises à jour ralentissent en pleine forêt.']),
  ],
  power: [
    r(5, ['Lasts as promised', 'The collar runs as long as the manual says, so it is always ready for the evening walk.'],
      ['Tient ses promesses', 'Le collier tient aussi longtemps qu’annoncé, il est toujours prêt pour la promenade du soir.']),
    r(4, ['Handy spare', 'I keep one in my hiking pack so we are never caught with a flat collar.'],
      ['Pratique en rechange', "J'en garde un dans mon sac de randonnée pour ne jamais tomber en panne."]),
    r(4, ['Secure connection', 'The contacts line up easily and hold well.'],
      ['Connexion sûre', 'Les contacts se placent facilement et tiennent bien.']),
  ],
  fenceParts: [
    r(5, ['Exactly the right part', 'Fixed our broken loop in twenty minutes.'],
      ['Exactement la bonne pièce', 'Notre boucle coupée était réparée en vingt minutes.']),
    r(4, ['Good to have a spare', 'Works with our system; the instructions could be clearer.'],
      ['Utile en réserve', 'Compatible avec notre système ; la notice pourrait être plus claire.']),
    r(4, ['Solid and weatherproof', 'A full winter outside and still working.'],
      ['Solide et résistant', 'Un hiver entier dehors et toujours fonctionnel.']),
  ],
  trainingGear: [
    r(5, ['Made training click', 'Our puppy understood the boundary within a week of short sessions.'],
      ['Le dressage a enfin pris', 'Notre chiot a compris la limite en une semaine de courtes séances.']),
    r(4, ['Bright and easy to see', 'Easy to spot across the yard and they survived the rain.'],
      ['Vifs et bien visibles', 'Bien visibles depuis le jardin et ils ont résisté à la pluie.']),
    r(4, ['Handy for daily sessions', 'Everything we need for ten minutes of practice twice a day.'],
      ['Pratique au quotidien', 'Tout ce qu’il faut pour dix minutes d’exercice deux fois par jour.']),
  ],
  strap: [
    r(5, ['Like new again', 'The old strap was worn; this one fits the unit perfectly.'],
      ['Comme neuf', 'L’ancienne sangle était usée ; celle-ci s’adapte parfaitement au boîtier.']),
    r(4, ['Comfortable fit', 'Soft on the neck and easy to adjust; the colour is a little brighter than shown.'],
      ['Confortable', 'Douce pour le cou et facile à régler ; la couleur est un peu plus vive que sur la photo.']),
    r(3, ['Check your size', 'Good quality, but the small was too tight for our spaniel.'],
      ['Vérifiez la taille', 'Bonne qualité, mais la petite taille était trop serrée pour notre épagneul.']),
  ],
};

/** Indoor barriers: a fence kind used inside the home (no buried wire, yard or dealer visit). */
const INDOOR_BARRIER: ReviewText[] = [
  r(5, ['The kitchen is cat-free at last', 'Set the zone by the kitchen door in five minutes; after two days she stopped trying.'],
    ['Enfin une cuisine sans chat', "Zone réglée devant la porte de la cuisine en cinq minutes ; au bout de deux jours elle n'essayait plus."]),
  r(4, ['Keeps the puppy off the sofa', 'The warning beep is enough most of the time. The unit is small enough to hide behind a plant.'],
    ['Le chiot ne monte plus sur le canapé', "Le bip d'avertissement suffit la plupart du temps. Le boîtier est assez petit pour se cacher derrière une plante."]),
  r(4, ['No more gates on the stairs', 'We took down two baby gates; the circular zone covers the whole staircase.'],
    ["Plus de barrières dans l'escalier", "Nous avons retiré deux barrières ; la zone circulaire couvre tout l'escalier."]),
  r(3, ['Zone size takes some trying', 'Getting the circle just right around the bin took a few evenings of adjusting.'],
    ['Réglage de la zone un peu long', "Trouver le bon rayon autour de la poubelle a demandé quelques soirées d'ajustement."]),
];

/**
 * Review texts a product of a kind may carry (its kind's, then reviews that fit any product);
 * fences tagged `indoor` carry indoor-barrier reviews instead of the outdoor fence ones.
 */
export function reviewPool(kind: Kind, tags: readonly string[] = []): ReviewText[] {
  if (kind === 'gift') return BY_KIND.gift;
  if (kind === 'fence' && tags.includes('indoor')) return [...INDOOR_BARRIER, ...GENERAL];
  return [...BY_KIND[kind], ...GENERAL];
}

/**
 * Per language the product is shown in: up to four English reviews and up to two in each other
 * language, picked without repetition from the kind's pool; stable per handle. `ratings` pins a
 * language's reviews to those ratings, in order (one review of the pool per rating, never twice).
 */
export function reviewsFor(
  handle: string,
  kind: Kind,
  languages: readonly Language[],
  tags: readonly string[] = [],
  ratings: Partial<Record<Language, number[]>> = {},
): Doc['reviews'] {
  const random = seeded(`reviews:${handle}`);
  const pool = reviewPool(kind, tags);
  const picks: { language: Language; review: ReviewText }[] = [];
  for (const language of languages) {
    const available = pool.filter((review) => review.title[language] && review.body[language]);
    const left = [...available];
    const pinned = ratings[language];
    if (pinned) {
      for (const rating of pinned) {
        const fitting = left.filter((review) => review.rating === rating);
        if (!fitting.length) throw new Error(`${handle}: no ${language} ${kind} review rated ${rating} left for its pinned ratings`);
        const review = pick(random, fitting);
        left.splice(left.indexOf(review), 1);
        picks.push({ language, review });
      }
      continue;
    }
    const wanted = language === 'en' ? Math.floor(random() * 5) : Math.floor(random() * 3);
    for (let n = 0; n < Math.min(wanted, available.length); n += 1) {
      const [review] = left.splice(Math.floor(random() * left.length), 1);
      if (review) picks.push({ language, review });
    }
  }
  return picks.map(({ language, review }, index) => {
    const withAuthor = random() > 0.3;
    return {
      _key: key('review', handle, index),
      ...(withAuthor ? { author: pick(random, AUTHORS[language]) } : {}),
      rating: review.rating,
      title: review.title[language]!,
      body: review.body[language]!,
      language,
      date: isoDay('2025-06-01', Math.floor(random() * 480)).slice(0, 10),
    };
  });
}
