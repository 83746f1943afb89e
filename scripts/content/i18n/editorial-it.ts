// Italian editorial copy.
import type { EditorialDictionary } from './editorial-types';

/** Italian editorial dictionary. */
export const editorialIt: EditorialDictionary = {
  language: 'it',
  topics: {
    roadTrips: 'i viaggi in auto con il cane', hiking: "l'escursionismo con il cane", rainyWalks: 'le passeggiate sotto la pioggia',
    summerHeat: "tenere fresco il cane d'estate", camping: 'il campeggio con i cani', puppies: 'il tuo primo cucciolo',
    seniorDogs: 'viaggiare con un cane anziano', cityLife: 'la vita in città con un cane', boundaryTraining: "l'addestramento ai confini",
    yardSafety: 'un giardino sicuro', gpsSafety: 'il localizzatore GPS', lostPets: 'ritrovare un animale smarrito',
    winterWalks: 'le passeggiate invernali', beachDays: 'le giornate al mare con il cane',
  },
  categories: {
    gear: { title: 'Attrezzatura', description: 'Prove e storie sulla nostra attrezzatura.' },
    adventures: { title: 'Avventure', description: 'Viaggi, sentieri e idee per uscire con il cane.' },
    care: { title: 'Cura del cane', description: 'Salute, comfort e cura quotidiana.' },
    training: { title: 'Addestramento', description: 'Consigli di addestramento passo dopo passo.' },
    safety: { title: 'Sicurezza', description: 'Animali al sicuro in casa e in viaggio.' },
    technology: { title: 'Tecnologia', description: 'Come funzionano i nostri localizzatori e sistemi.' },
  },
  roles: { designer: 'Direzione design', editor: 'Redazione', vet: 'Consulenza veterinaria', trainer: 'Addestramento', engineer: 'Ingegneria di prodotto' },
  bio: (name, role, brand) => `${name} (${role}, ${brand}) vive con due cani molto vivaci.`,
  blog: {
    trailTestedTitle: (product) => `Provato sul campo: ${product}`,
    trailTestedExcerpt: (product) => `Abbiamo portato ${product} per una settimana di sentieri. Ecco com'è andata.`,
    trailTestedBody: (product, brand) => [
      `Il nostro team ha passato una settimana in montagna con ${product}.`,
      'Pioggia, fango e lunghi viaggi: i nostri cani sono rimasti comodi.',
      `Ogni prodotto ${brand} viene provato così prima di arrivare a te.`,
    ],
    meetTitle: (product) => `Ecco ${product}`,
    meetExcerpt: (product) => `La storia di ${product} e perché l'abbiamo creato.`,
    meetBody: (product, brand) => [
      `${product} è nato da una semplice domanda dei nostri clienti.`,
      'Abbiamo disegnato, cucito e provato una dozzina di versioni.',
      `Oggi è uno dei preferiti di ${brand}.`,
    ],
    designerTitle: 'Conosciamo la designer',
    designerExcerpt: (name, brand) => `${name} guida il design di ${brand}. Come nasce un prodotto da un'idea?`,
    designerBody: (name, brand) => [
      `${name} progetta attrezzatura per ${brand} da otto anni.`,
      'Ogni progetto parte dalla strada, osservando come viaggiano davvero i cani.',
      'Poi arrivano schizzi, prototipi e tante giornate di prova nel fango.',
    ],
    tipsTitle: (topic) => `Cinque consigli per ${topic}`,
    tipsExcerpt: (topic) => `Idee semplici per ${topic}, per te e il tuo animale.`,
    tipsBody: (topic) => [
      `Per ${topic}, inizia con poco e aumenta piano piano.`,
      "Porta acqua, una ciotola e un asciugamano, e fai pause frequenti.",
      'Controlla che collare e pettorina calzino bene prima di partire.',
      'Premia la calma con lodi e snack.',
    ],
    guideTitle: (topic) => `Una guida semplice per ${topic}`,
    guideExcerpt: (topic) => `Tutto l'essenziale per ${topic}, in pochi minuti.`,
    guideBody: (topic, brand) => [
      `Questa guida spiega le basi per ${topic}.`,
      'Procedi per gradi, con sessioni brevi e positive.',
      `Domande? Il team di ${brand} è felice di aiutarti.`,
    ],
    shopLink: 'Acquista ora',
  },
  press: {
    launchTitle: (product, brand) => `${brand} presenta ${product}`,
    launchBody: (product, brand) => [
      `${brand} ha presentato oggi ${product}.`,
      'È disponibile online e presso rivenditori selezionati.',
    ],
    awardTitle: (brand) => `${brand} vince un premio di design per accessori per animali`,
    awardBody: (brand) => [
      `${brand} è stata premiata per prodotti resistenti e semplici.`,
      'La giuria ha apprezzato le prove in condizioni reali.',
    ],
    expansionTitle: (brand) => `${brand} ora spedisce in più paesi`,
    expansionBody: (brand) => [
      `${brand} ha esteso le spedizioni a nuovi mercati.`,
      'I clienti acquistano nella propria valuta e lingua.',
    ],
    partnerTitle: (brand) => `${brand} collabora con i rifugi locali`,
    partnerBody: (brand) => [
      `${brand} donerà attrezzatura ai rifugi per animali quest'anno.`,
      'I dipendenti faranno anche volontariato nei rifugi partner.',
    ],
  },
  cards: {
    shipping: { title: 'Spedizioni', text: 'Tempi, costi e tracciamento.' },
    returns: { title: 'Resi', text: 'Restituisci entro il periodo di reso.' },
    warranty: { title: 'Garanzia a vita', text: 'Apri una richiesta di garanzia.' },
    contact: { title: 'Contattaci', text: 'Il nostro team risponde entro un giorno.' },
    manuals: { title: 'Manuali dei prodotti', text: 'Guide di montaggio e manuali.' },
    orders: { title: 'I tuoi ordini', text: "Controlla lo stato di un ordine." },
  },
  pages: {
    home: { title: 'Home page', intro: 'Attrezzatura per ogni uscita con il tuo animale.', paragraphs: ['Progettata, provata e garantita a vita.'] },
    privacy: {
      title: 'Informativa sulla privacy',
      intro: 'Questa informativa spiega quali dati raccoglie {brand} e perché.',
      paragraphs: [
        "Raccogliamo i dati che ci fornisci con l'ordine, come nome, indirizzo ed e-mail.",
        'Li usiamo per consegnare l’ordine e, con il tuo consenso, per inviarti novità e offerte.',
        'Non vendiamo mai i tuoi dati. Puoi consultarli o farli cancellare in qualsiasi momento.',
      ],
    },
    shipping: {
      title: 'Spedizione',
      intro: 'Come e quando ti arriva il tuo ordine.',
      paragraphs: [
        'Prepariamo gli ordini nei giorni lavorativi e ti inviamo un link di tracciamento appena il pacco parte.',
        'La consegna richiede di solito pochi giorni lavorativi; nelle zone remote può volerci di più.',
        'Le spese di spedizione compaiono nel carrello prima del pagamento e gli ordini idonei viaggiano gratis.',
      ],
    },
    returns: {
      title: 'Resi',
      intro: 'Hai cambiato idea? Rimandalo indietro.',
      paragraphs: [
        'Gli articoli non usati, nella confezione originale, possono essere resi entro 30 giorni dalla consegna.',
        "Contattaci con il numero d'ordine e ti invieremo un'etichetta di reso e le istruzioni.",
        'Rimborsiamo il metodo di pagamento originale pochi giorni dopo aver ricevuto il reso.',
      ],
    },
    firstAidGuide: {
      title: 'Guida al primo soccorso per animali',
      intro: 'Una guida da stampare per i primi minuti dopo un incidente.',
      paragraphs: [
        "Mantieni la calma e tieni l'animale fermo e al caldo.",
        'Premi un panno pulito su ogni ferita che sanguina.',
        'Chiama il veterinario o la clinica di emergenza prima di partire.',
      ],
    },
    proProgram: {
      title: 'Candidatura al programma pro',
      intro: 'Per addestratori, toelettatori, guide e altri professionisti.',
      paragraphs: [
        'I membri del programma pro {brand} hanno prezzi dedicati.',
        'Raccontaci il tuo lavoro: risponderemo in pochi giorni.',
      ],
    },
    lifetimeWarranty: {
      title: 'Garanzia a vita',
      intro: "L'attrezzatura {brand} è fatta per durare e la garantiamo.",
      paragraphs: [
        'Se un prodotto si guasta per un difetto, lo ripariamo o sostituiamo.',
        "L'usura normale e i danni da morsi non sono coperti.",
        "Compila il modulo con il numero d'ordine e una foto.",
      ],
    },
    calorieCalculator: {
      title: 'Calcolatore di calorie per cani',
      intro: 'Stima quante calorie servono ogni giorno al tuo cane.',
      paragraphs: [
        'Inserisci il peso e il livello di attività del tuo cane.',
        'Il risultato è un punto di partenza; chiedi consiglio al veterinario.',
      ],
    },
    contact: {
      title: 'Contattaci',
      intro: 'Domande su un ordine o un prodotto? Siamo qui per aiutarti.',
      paragraphs: ['Scrivici con il modulo qui sotto o chiama il nostro servizio clienti.'],
    },
    accessibility: {
      title: 'Accessibilità',
      intro: 'Vogliamo che tutti possano usare i nostri siti.',
      paragraphs: ['Proviamo le pagine con tastiera e lettori di schermo.', 'Segnalaci se qualcosa non funziona.'],
    },
  },
  home: {
    heroHeading: 'Pensato per la vita con gli animali',
    heroText: 'Tutto ciò che produciamo è provato da cani e gatti veri.',
    heroCta: 'Scopri i più venduti',
    productsHeading: 'I più amati del momento',
    collectionsHeading: 'Acquista per categoria',
    supportHeading: 'Come possiamo aiutarti?',
  },
  banner: {
    scheduled: 'Saldi delle feste: -20% su articoli selezionati fino al 5 gennaio.',
    plain: 'Spedizione gratuita sugli ordini idonei.',
  },
  storeHours: 'Lun-ven 9-19, sab 10-17',
  storeName: (city) => `Negozio di ${city}`,
  seoSuffix: (brand) => `Il blog di ${brand}`,
};
