// Dutch editorial copy.
import type { EditorialDictionary } from './editorial-types';

/** Dutch editorial dictionary. */
export const editorialNl: EditorialDictionary = {
  language: 'nl',
  topics: {
    roadTrips: 'autoreizen met je hond', hiking: 'wandelen met je hond', rainyWalks: 'wandelingen in de regen',
    summerHeat: 'koel blijven in de zomer', camping: 'kamperen met honden', puppies: 'je eerste puppy',
    seniorDogs: 'reizen met oudere honden', cityLife: 'het stadsleven met een hond', boundaryTraining: 'grenstraining',
    yardSafety: 'een veilige tuin', gpsSafety: 'gps-tracking', lostPets: 'een vermist huisdier terugvinden',
    winterWalks: 'winterwandelingen', beachDays: 'stranddagen met je hond',
  },
  categories: {
    gear: { title: 'Uitrusting', description: 'Tests en verhalen over onze uitrusting.' },
    adventures: { title: 'Avonturen', description: 'Reizen, paden en uitjes met je hond.' },
    care: { title: 'Hondenverzorging', description: 'Gezondheid, comfort en dagelijkse zorg.' },
    training: { title: 'Training', description: 'Trainingsadvies stap voor stap.' },
    safety: { title: 'Veiligheid', description: 'Huisdieren veilig thuis en onderweg.' },
    technology: { title: 'Techniek', description: 'Zo werken onze trackers en systemen.' },
  },
  roles: { designer: 'Hoofdontwerper', editor: 'Redacteur', vet: 'Veterinair adviseur', trainer: 'Hoofdtrainer', engineer: 'Productingenieur' },
  bio: (name, role, brand) => `${name} is ${role.toLowerCase()} bij ${brand} en woont samen met twee zeer actieve honden.`,
  blog: {
    trailTestedTitle: (product) => `Getest in het veld: de ${product}`,
    trailTestedExcerpt: (product) => `We namen de ${product} een week mee op pad. Dit hield stand.`,
    trailTestedBody: (product, brand) => [
      `Ons team trok een week door de bergen met de ${product}.`,
      'Regen, modder en lange ritten: onze honden bleven er comfortabel bij.',
      `Elk product van ${brand} wordt zo getest voordat het bij jou komt.`,
    ],
    meetTitle: (product) => `Maak kennis met de ${product}`,
    meetExcerpt: (product) => `Het verhaal achter de ${product} en waarom we hem maakten.`,
    meetBody: (product, brand) => [
      `De ${product} begon met een eenvoudige vraag van onze klanten.`,
      'We tekenden, naaiden en testten een tiental versies.',
      `Nu is het een van de favorieten van ${brand}.`,
    ],
    designerTitle: 'Maak kennis met de ontwerper',
    designerExcerpt: (name, brand) => `${name} leidt het ontwerp bij ${brand}. Hoe wordt een idee uitrusting?`,
    designerBody: (name, brand) => [
      `${name} ontwerpt al acht jaar uitrusting voor ${brand}.`,
      'Elk project begint onderweg, kijkend hoe honden echt reizen.',
      'Daarna volgen schetsen, proefmodellen en veel modderige testdagen.',
    ],
    tipsTitle: (topic) => `Vijf tips voor ${topic}`,
    tipsExcerpt: (topic) => `Eenvoudige ideeën die ${topic} makkelijker maken voor jou en je dier.`,
    tipsBody: (topic) => [
      `Voor ${topic} geldt: begin klein en bouw rustig op.`,
      'Neem water, een bak en een handdoek mee en pauzeer vaak.',
      'Controleer voor vertrek of halsband en tuig goed passen.',
      'Beloon rustig gedrag met aandacht en snoepjes.',
    ],
    guideTitle: (topic) => `Een eenvoudige gids voor ${topic}`,
    guideExcerpt: (topic) => `Alles wat je moet weten over ${topic}, in een paar minuten.`,
    guideBody: (topic, brand) => [
      `Deze gids behandelt de basis van ${topic}.`,
      'Werk stap voor stap en houd de oefeningen kort en positief.',
      `Vragen? Het team van ${brand} helpt je graag.`,
    ],
    shopLink: 'Nu kopen',
  },
  press: {
    launchTitle: (product, brand) => `${brand} lanceert de ${product}`,
    launchBody: (product, brand) => [
      `${brand} stelde vandaag de ${product} voor.`,
      'Hij is online en bij geselecteerde winkels verkrijgbaar.',
    ],
    awardTitle: (brand) => `${brand} wint ontwerpprijs voor huisdierenuitrusting`,
    awardBody: (brand) => [
      `${brand} kreeg een prijs voor duurzame, eenvoudige producten.`,
      'De jury prees de tests in echte omstandigheden.',
    ],
    expansionTitle: (brand) => `${brand} levert nu in meer landen`,
    expansionBody: (brand) => [
      `${brand} levert voortaan ook in nieuwe markten.`,
      'Klanten winkelen in hun eigen munt en taal.',
    ],
    partnerTitle: (brand) => `${brand} werkt samen met lokale dierenasiels`,
    partnerBody: (brand) => [
      `${brand} schenkt dit jaar uitrusting aan dierenasiels.`,
      'Medewerkers doen ook vrijwilligerswerk bij partnerasiels.',
    ],
  },
  cards: {
    shipping: { title: 'Verzending', text: 'Levertijden, kosten en tracking.' },
    returns: { title: 'Retourneren', text: 'Stuur het terug binnen de retourtermijn.' },
    warranty: { title: 'Levenslange garantie', text: 'Meld een garantieclaim.' },
    contact: { title: 'Contact', text: 'Ons team antwoordt binnen een dag.' },
    manuals: { title: 'Handleidingen', text: 'Installatiegidsen en handleidingen.' },
    orders: { title: 'Je bestellingen', text: 'Bekijk de status van een bestelling.' },
  },
  pages: {
    home: { title: 'Startpagina', intro: 'Uitrusting voor elk uitje met je huisdier.', paragraphs: ['Ontworpen, getest en levenslang gegarandeerd.'] },
    privacy: {
      title: 'Privacybeleid',
      intro: 'Dit beleid legt uit welke gegevens {brand} verzamelt en waarom.',
      paragraphs: [
        'We verzamelen de gegevens die je bij een bestelling opgeeft, zoals naam, adres en e-mail.',
        'We gebruiken ze om te leveren en, als je dat wilt, voor nieuws en aanbiedingen.',
        'We verkopen je gegevens nooit. Je kunt ze altijd inzien of laten verwijderen.',
      ],
    },
    shipping: {
      title: 'Verzending',
      intro: 'Hoe en wanneer je bestelling bij je aankomt.',
      paragraphs: [
        'We pakken bestellingen in op werkdagen en sturen je een volglink zodra je pakket onderweg is.',
        'Bezorging duurt meestal een paar werkdagen; afgelegen gebieden kunnen langer duren.',
        'De verzendkosten zie je in je winkelwagen voordat je betaalt, en bestellingen die in aanmerking komen verzenden we gratis.',
      ],
    },
    returns: {
      title: 'Retourneren',
      intro: 'Van gedachten veranderd? Stuur het terug.',
      paragraphs: [
        'Ongebruikte artikelen in de originele verpakking kun je binnen 30 dagen na levering retourneren.',
        'Neem contact met ons op met je bestelnummer; we sturen je een retourlabel en instructies.',
        'We betalen terug via de oorspronkelijke betaalmethode, enkele dagen nadat we de retour hebben ontvangen.',
      ],
    },
    firstAidGuide: {
      title: 'EHBO-gids voor huisdieren',
      intro: 'Een gids om te printen voor de eerste minuten na een ongeluk.',
      paragraphs: [
        'Blijf kalm en houd je dier stil en warm.',
        'Druk een schone doek op een bloedende wond.',
        'Bel je dierenarts of de spoedkliniek voordat je vertrekt.',
      ],
    },
    proProgram: {
      title: 'Aanmelding voor het proprogramma',
      intro: 'Voor trainers, trimmers, gidsen en andere dierenprofessionals.',
      paragraphs: [
        'Leden van het {brand} proprogramma krijgen speciale prijzen.',
        'Vertel ons over je werk; we antwoorden binnen enkele dagen.',
      ],
    },
    lifetimeWarranty: {
      title: 'Levenslange garantie',
      intro: 'Uitrusting van {brand} gaat lang mee, en daar staan we voor.',
      paragraphs: [
        'Gaat een product stuk door een fout, dan repareren of vervangen we het.',
        'Normale slijtage en kauwschade vallen er niet onder.',
        'Vul het formulier in met je bestelnummer en een foto.',
      ],
    },
    calorieCalculator: {
      title: 'Caloriecalculator voor honden',
      intro: 'Schat hoeveel calorieën je hond per dag nodig heeft.',
      paragraphs: [
        'Vul het gewicht en het activiteitsniveau van je hond in.',
        'De uitkomst is een richtlijn; vraag je dierenarts om advies.',
      ],
    },
    contact: {
      title: 'Contact',
      intro: 'Vragen over een bestelling of product? We helpen je graag.',
      paragraphs: ['Schrijf ons via het formulier of bel onze klantenservice.'],
    },
    accessibility: {
      title: 'Toegankelijkheid',
      intro: 'Iedereen moet onze sites kunnen gebruiken.',
      paragraphs: ['We testen onze pagina’s met toetsenbord en schermlezers.', 'Laat het ons weten als iets niet werkt.'],
    },
  },
  home: {
    heroHeading: 'Gemaakt voor het leven met huisdieren',
    heroText: 'Alles wat we maken is getest door echte honden en katten.',
    heroCta: 'Bekijk de bestsellers',
    productsHeading: 'Nu populair',
    collectionsHeading: 'Winkel per categorie',
    supportHeading: 'Waarmee kunnen we helpen?',
  },
  banner: {
    scheduled: 'Feestdagenactie: 20% korting op geselecteerde artikelen tot 5 januari.',
    plain: 'Gratis verzending op geschikte bestellingen.',
  },
  storeHours: 'Ma-vr 9-19 uur, za 10-17 uur',
  storeName: (city) => `Winkel ${city}`,
  seoSuffix: (brand) => `Blog van ${brand}`,
};
