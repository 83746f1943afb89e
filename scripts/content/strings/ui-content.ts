// UI strings of editorial and utility pages: blog, press, search, contact, calorie calculator,
// first-aid guide, pro program and warranty pages. Global: every brand and language.
import type { StringGroupSource, StringSource } from './types';

type Six = [en: string, fr: string, de: string, it: string, nl: string, es: string];

function s(key: string, [en, fr, de, it, nl, es]: Six, placeholder?: string): StringSource {
  return { key, ...(placeholder ? { placeholder } : {}), values: { en, fr, de, it, nl, es } };
}

/** Article, press, search and tool pages. */
export const uiContent: StringGroupSource = {
  groupKey: 'ui-content',
  siteIdentifier: 'global',
  strings: [
    s('readMore', ['Read more: {title}', 'Lire la suite : {title}', 'Weiterlesen: {title}', 'Continua a leggere: {title}', 'Lees meer: {title}', 'Leer más: {title}'], '{title}'),
    s('publishedOn', ['Published {date}', 'Publié le {date}', 'Veröffentlicht am {date}', 'Pubblicato il {date}', 'Gepubliceerd op {date}', 'Publicado el {date}'], '{date}'),
    s('byAuthor', ['By {author}', 'Par {author}', 'Von {author}', 'Di {author}', 'Door {author}', 'Por {author}'], '{author}'),
    s('categories', ['Categories', 'Catégories', 'Kategorien', 'Categorie', 'Categorieën', 'Categorías']),
    s('allArticles', ['All articles', 'Tous les articles', 'Alle Artikel', 'Tutti gli articoli', 'Alle artikelen', 'Todos los artículos']),
    s('featuredProducts', ['Featured products', 'Produits à la une', 'Empfohlene Produkte', 'Prodotti in evidenza', 'Uitgelichte producten', 'Productos destacados']),
    s('press', ['Press', 'Presse', 'Presse', 'Stampa', 'Pers', 'Prensa']),
    s('pressOutlet', ['As featured in {outlet}', 'Paru dans {outlet}', 'Erschienen in {outlet}', 'Pubblicato su {outlet}', 'Verschenen in {outlet}', 'Publicado en {outlet}'], '{outlet}'),
    s('searchPlaceholder', ['Search products and articles', 'Rechercher des produits et des articles', 'Produkte und Artikel durchsuchen', 'Cerca prodotti e articoli', 'Zoek producten en artikelen', 'Buscar productos y artículos']),
    s('searchResultsBreadcrumb', ['Search: {results} results for {query}', 'Recherche : {results} résultats pour {query}', 'Suche: {results} Ergebnisse für {query}', 'Ricerca: {results} risultati per {query}', 'Zoeken: {results} resultaten voor {query}', 'Búsqueda: {results} resultados para {query}'], '{results} {query}'),
    s('searchUnavailable', ['Search is currently unavailable', "La recherche n'est pas disponible pour le moment", 'Die Suche ist derzeit nicht verfügbar', 'La ricerca non è al momento disponibile', 'Zoeken is momenteel niet beschikbaar', 'La búsqueda no está disponible en este momento']),
    s('customerCare', ['Customer care', 'Service client', 'Kundenservice', 'Servizio clienti', 'Klantenservice', 'Atención al cliente']),
    s('careHours', ['Hours: {hours}', 'Horaires : {hours}', 'Öffnungszeiten: {hours}', 'Orari: {hours}', 'Openingstijden: {hours}', 'Horario: {hours}'], '{hours}'),
    s('emailUs', ['Email: {email}', 'E-mail : {email}', 'E-Mail: {email}', 'E-mail: {email}', 'E-mail: {email}', 'Correo: {email}'], '{email}'),
    s('callUs', ['Phone: {phone}', 'Téléphone : {phone}', 'Telefon: {phone}', 'Telefono: {phone}', 'Telefoon: {phone}', 'Teléfono: {phone}'], '{phone}'),
    s('calculatorWeight', ["Your dog's weight", 'Poids de votre chien', 'Gewicht Ihres Hundes', 'Peso del tuo cane', 'Gewicht van je hond', 'Peso de tu perro']),
    s('calculatorUnit', ['Unit', 'Unité', 'Einheit', 'Unità', 'Eenheid', 'Unidad']),
    s('kilograms', ['Kilograms (kg)', 'Kilogrammes (kg)', 'Kilogramm (kg)', 'Chilogrammi (kg)', 'Kilogram (kg)', 'Kilogramos (kg)']),
    s('pounds', ['Pounds (lb)', 'Livres (lb)', 'Pfund (lb)', 'Libbre (lb)', 'Pond (lb)', 'Libras (lb)']),
    s('calculatorActivity', ['Activity level', "Niveau d'activité", 'Aktivitätsniveau', 'Livello di attività', 'Activiteitsniveau', 'Nivel de actividad']),
    s('activityWeightLoss', ['Weight loss', 'Perte de poids', 'Gewichtsabnahme', 'Perdita di peso', 'Afvallen', 'Pérdida de peso']),
    s('activityInactive', ['Inactive or senior', 'Inactif ou âgé', 'Inaktiv oder Senior', 'Inattivo o anziano', 'Inactief of senior', 'Inactivo o mayor']),
    s('activityNeutered', ['Neutered adult', 'Adulte stérilisé', 'Kastrierter Erwachsener', 'Adulto sterilizzato', 'Gecastreerde volwassene', 'Adulto esterilizado']),
    s('activityIntact', ['Intact adult', 'Adulte non stérilisé', 'Unkastrierter Erwachsener', 'Adulto non sterilizzato', 'Niet-gecastreerde volwassene', 'Adulto no esterilizado']),
    s('activityActive', ['Active or working', 'Actif ou de travail', 'Aktiv oder Arbeitshund', 'Attivo o da lavoro', 'Actief of werkhond', 'Activo o de trabajo']),
    s('activityPuppy', ['Puppy', 'Chiot', 'Welpe', 'Cucciolo', 'Pup', 'Cachorro']),
    s('calculatorResult', ['About {kcal} kcal per day', 'Environ {kcal} kcal par jour', 'Etwa {kcal} kcal pro Tag', 'Circa {kcal} kcal al giorno', 'Ongeveer {kcal} kcal per dag', 'Unas {kcal} kcal al día'], '{kcal}'),
    s('calculatorPrompt', ["Enter your dog's weight to see the daily calories.", 'Saisissez le poids de votre chien pour voir ses calories quotidiennes.', 'Geben Sie das Gewicht Ihres Hundes ein, um den Tagesbedarf zu sehen.', 'Inserisci il peso del tuo cane per vedere le calorie giornaliere.', 'Vul het gewicht van je hond in om de dagelijkse calorieën te zien.', 'Introduce el peso de tu perro para ver las calorías diarias.']),
    s('calculatorInvalid', ['Enter a weight greater than 0.', 'Saisissez un poids supérieur à 0.', 'Geben Sie ein Gewicht über 0 ein.', 'Inserisci un peso maggiore di 0.', 'Vul een gewicht groter dan 0 in.', 'Introduce un peso mayor que 0.']),
    s('calculatorNote', ['An estimate only: ask your vet about your dog.', 'Simple estimation : parlez-en à votre vétérinaire.', 'Nur eine Schätzung: Fragen Sie Ihren Tierarzt.', 'Solo una stima: chiedi al tuo veterinario.', 'Alleen een schatting: vraag je dierenarts om advies.', 'Solo es una estimación: consulta a tu veterinario.']),
    s('downloadGuide', ['Download the guide', 'Télécharger le guide', 'Leitfaden herunterladen', 'Scarica la guida', 'Gids downloaden', 'Descargar la guía']),
    s('printGuide', ['Print this guide', 'Imprimer ce guide', 'Diesen Leitfaden drucken', 'Stampa questa guida', 'Deze gids afdrukken', 'Imprimir esta guía']),
  ],
};
