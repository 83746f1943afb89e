// German editorial copy.
import type { EditorialDictionary } from './editorial-types';

/** German editorial dictionary. */
export const editorialDe: EditorialDictionary = {
  language: 'de',
  topics: {
    roadTrips: 'Autoreisen mit Hund', hiking: 'Wandern mit Hund', rainyWalks: 'Spaziergänge im Regen',
    summerHeat: 'kühle Hunde im Sommer', camping: 'Camping mit Hunden', puppies: 'Ihren ersten Welpen',
    seniorDogs: 'Reisen mit älteren Hunden', cityLife: 'das Stadtleben mit Hund', boundaryTraining: 'das Grenztraining',
    yardSafety: 'einen sicheren Garten', gpsSafety: 'die GPS-Ortung', lostPets: 'die Suche nach einem entlaufenen Tier',
    winterWalks: 'Winterspaziergänge', beachDays: 'Strandtage mit Hund',
  },
  categories: {
    gear: { title: 'Ausrüstung', description: 'Tests und Geschichten rund um unsere Ausrüstung.' },
    adventures: { title: 'Abenteuer', description: 'Reisen, Wege und Ausflugsideen mit Hund.' },
    care: { title: 'Hundepflege', description: 'Gesundheit, Komfort und Pflege im Alltag.' },
    training: { title: 'Training', description: 'Trainingstipps Schritt für Schritt.' },
    safety: { title: 'Sicherheit', description: 'Tiere sicher zu Hause und unterwegs.' },
    technology: { title: 'Technik', description: 'So funktionieren unsere Tracker und Systeme.' },
  },
  roles: { designer: 'Leitung Design', editor: 'Redaktion', vet: 'Tierärztliche Beratung', trainer: 'Leitung Training', engineer: 'Produktentwicklung' },
  bio: (name, role, brand) => `${name} (${role}, ${brand}) lebt mit zwei sehr aktiven Hunden.`,
  blog: {
    trailTestedTitle: (product) => `Im Gelände getestet: ${product}`,
    trailTestedExcerpt: (product) => `Wir waren eine Woche mit ${product} unterwegs. Das hat gehalten.`,
    trailTestedBody: (product, brand) => [
      `Unser Team war eine Woche lang mit ${product} in den Bergen.`,
      'Regen, Schlamm und lange Fahrten: Unsere Hunde blieben trotzdem entspannt.',
      `Jedes Produkt von ${brand} wird so getestet, bevor es zu Ihnen kommt.`,
    ],
    meetTitle: (product) => `Das ist ${product}`,
    meetExcerpt: (product) => `Die Geschichte hinter ${product} und warum wir es entwickelt haben.`,
    meetBody: (product, brand) => [
      `${product} begann mit einer einfachen Frage unserer Kunden.`,
      'Wir haben ein Dutzend Versionen gezeichnet, genäht und getestet.',
      `Heute gehört es zu den Lieblingen bei ${brand}.`,
    ],
    designerTitle: 'Die Designerin im Gespräch',
    designerExcerpt: (name, brand) => `${name} leitet das Design bei ${brand}. Wie wird aus einer Idee Ausrüstung?`,
    designerBody: (name, brand) => [
      `${name} entwirft seit acht Jahren Ausrüstung für ${brand}.`,
      'Jedes Projekt beginnt unterwegs, mit dem Blick darauf, wie Hunde wirklich reisen.',
      'Dann folgen Skizzen, Muster und viele schlammige Testtage.',
    ],
    tipsTitle: (topic) => `Fünf Tipps für ${topic}`,
    tipsExcerpt: (topic) => `Einfache Ideen, die ${topic} für Sie und Ihr Tier leichter machen.`,
    tipsBody: (topic) => [
      `Rund um ${topic} gilt: Fangen Sie klein an und steigern Sie sich langsam.`,
      'Nehmen Sie Wasser, einen Napf und ein Handtuch mit und machen Sie oft Pausen.',
      'Prüfen Sie vor dem Start, ob Halsband und Geschirr gut sitzen.',
      'Belohnen Sie ruhiges Verhalten mit Lob und Leckerlis.',
    ],
    guideTitle: (topic) => `Ein einfacher Leitfaden für ${topic}`,
    guideExcerpt: (topic) => `Das Wichtigste über ${topic} in wenigen Minuten.`,
    guideBody: (topic, brand) => [
      `Dieser Leitfaden erklärt die Grundlagen für ${topic}.`,
      'Gehen Sie Schritt für Schritt vor und halten Sie die Einheiten kurz und positiv.',
      `Fragen? Das Team von ${brand} hilft gern.`,
    ],
    shopLink: 'Jetzt kaufen',
  },
  press: {
    launchTitle: (product, brand) => `${brand} stellt ${product} vor`,
    launchBody: (product, brand) => [
      `${brand} hat heute ${product} vorgestellt.`,
      'Es ist online und bei ausgewählten Händlern erhältlich.',
    ],
    awardTitle: (brand) => `${brand} erhält Designpreis für Tierzubehör`,
    awardBody: (brand) => [
      `${brand} wurde für langlebige, einfache Produkte ausgezeichnet.`,
      'Die Jury lobte die Tests unter echten Bedingungen.',
    ],
    expansionTitle: (brand) => `${brand} liefert jetzt in mehr Länder`,
    expansionBody: (brand) => [
      `${brand} liefert ab sofort in neue Märkte.`,
      'Kunden kaufen in ihrer eigenen Währung und Sprache ein.',
    ],
    partnerTitle: (brand) => `${brand} unterstützt örtliche Tierheime`,
    partnerBody: (brand) => [
      `${brand} spendet in diesem Jahr Ausrüstung an Tierheime.`,
      'Mitarbeitende helfen zudem ehrenamtlich in Partnerheimen.',
    ],
  },
  cards: {
    shipping: { title: 'Versand', text: 'Lieferzeiten, Kosten und Sendungsverfolgung.' },
    returns: { title: 'Rücksendungen', text: 'Innerhalb der Rückgabefrist zurücksenden.' },
    warranty: { title: 'Lebenslange Garantie', text: 'Einen Garantiefall melden.' },
    contact: { title: 'Kontakt', text: 'Unser Team antwortet innerhalb eines Tages.' },
    manuals: { title: 'Bedienungsanleitungen', text: 'Aufbauhilfen und Anleitungen finden.' },
    orders: { title: 'Ihre Bestellungen', text: 'Den Status einer Bestellung prüfen.' },
  },
  pages: {
    home: { title: 'Startseite', intro: 'Ausrüstung für jeden Ausflug mit Ihrem Tier.', paragraphs: ['Entwickelt, getestet und lebenslang garantiert.'] },
    privacy: {
      title: 'Datenschutzerklärung',
      intro: 'Diese Erklärung beschreibt, welche Daten {brand} erhebt und warum.',
      paragraphs: [
        'Wir erheben die Angaben aus Ihrer Bestellung, etwa Name, Adresse und E-Mail.',
        'Wir nutzen sie für die Lieferung und, mit Ihrer Zustimmung, für Neuigkeiten und Angebote.',
        'Wir verkaufen Ihre Daten nie. Sie können sie jederzeit einsehen oder löschen lassen.',
      ],
    },
    shipping: {
      title: 'Versand',
      intro: 'Wie und wann Ihre Bestellung bei Ihnen ankommt.',
      paragraphs: [
        'Wir packen Bestellungen an Werktagen und senden Ihnen einen Sendungslink, sobald Ihr Paket unterwegs ist.',
        'Die Zustellung dauert meist wenige Werktage; in abgelegene Gebiete kann es länger dauern.',
        'Die Versandkosten sehen Sie vor dem Bezahlen im Warenkorb; berechtigte Bestellungen versenden wir kostenlos.',
      ],
    },
    returns: {
      title: 'Rücksendungen',
      intro: 'Sie haben es sich anders überlegt? Schicken Sie es zurück.',
      paragraphs: [
        'Unbenutzte Artikel in der Originalverpackung können Sie innerhalb von 30 Tagen nach der Lieferung zurücksenden.',
        'Schreiben Sie uns mit Ihrer Bestellnummer; wir senden Ihnen ein Rücksendeetikett und eine Anleitung.',
        'Wir erstatten den Betrag auf das ursprüngliche Zahlungsmittel wenige Tage nach Eingang der Rücksendung.',
      ],
    },
    firstAidGuide: {
      title: 'Erste-Hilfe-Leitfaden für Tiere',
      intro: 'Ein Leitfaden zum Ausdrucken für die ersten Minuten nach einem Unfall.',
      paragraphs: [
        'Bleiben Sie ruhig und halten Sie Ihr Tier still und warm.',
        'Drücken Sie ein sauberes Tuch auf blutende Wunden.',
        'Rufen Sie vor der Fahrt Ihre Tierarztpraxis oder die Notfallklinik an.',
      ],
    },
    proProgram: {
      title: 'Bewerbung für das Pro-Programm',
      intro: 'Für Trainer, Groomer, Guides und andere Tierprofis.',
      paragraphs: [
        'Mitglieder des {brand} Pro-Programms erhalten Sonderpreise.',
        'Erzählen Sie uns von Ihrer Arbeit; wir antworten in wenigen Tagen.',
      ],
    },
    lifetimeWarranty: {
      title: 'Lebenslange Garantie',
      intro: 'Ausrüstung von {brand} ist für lange Zeit gebaut, und dafür stehen wir ein.',
      paragraphs: [
        'Fällt ein Produkt wegen eines Mangels aus, reparieren oder ersetzen wir es.',
        'Normaler Verschleiß und Kauschäden sind nicht abgedeckt.',
        'Füllen Sie das Formular mit Bestellnummer und Foto aus.',
      ],
    },
    calorieCalculator: {
      title: 'Kalorienrechner für Hunde',
      intro: 'Schätzen Sie, wie viele Kalorien Ihr Hund täglich braucht.',
      paragraphs: [
        'Geben Sie Gewicht und Aktivität Ihres Hundes ein.',
        'Das Ergebnis ist ein Richtwert; fragen Sie Ihre Tierarztpraxis.',
      ],
    },
    contact: {
      title: 'Kontakt',
      intro: 'Fragen zu einer Bestellung oder einem Produkt? Wir helfen gern.',
      paragraphs: ['Schreiben Sie uns über das Formular oder rufen Sie unser Team an.'],
    },
    accessibility: {
      title: 'Barrierefreiheit',
      intro: 'Alle sollen unsere Websites nutzen können.',
      paragraphs: ['Wir testen unsere Seiten mit Tastatur und Screenreadern.', 'Sagen Sie uns, wenn etwas nicht funktioniert.'],
    },
  },
  home: {
    heroHeading: 'Gemacht für das Leben mit Tieren',
    heroText: 'Alles, was wir herstellen, wird von echten Hunden und Katzen getestet.',
    heroCta: 'Bestseller entdecken',
    productsHeading: 'Gerade beliebt',
    collectionsHeading: 'Nach Kategorie einkaufen',
    supportHeading: 'Wie können wir helfen?',
  },
  banner: {
    scheduled: 'Feiertags-Sale: 20 % auf ausgewählte Artikel bis zum 5. Januar.',
    plain: 'Kostenloser Versand für berechtigte Bestellungen.',
  },
  storeHours: 'Mo-Fr 9-19 Uhr, Sa 10-17 Uhr',
  storeName: (city) => `Geschäft ${city}`,
  seoSuffix: (brand) => `${brand} Magazin`,
};
