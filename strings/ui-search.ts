// UI strings of search: the search page (sorts, result lists, states), the header search box and the
// product manuals page (its search by product and language filter).
// Global: every brand and language.
import { s, type StringGroupSource } from './types';

/** Search page, header search and product manuals search. */
export const uiSearch: StringGroupSource = {
  groupKey: 'ui-search',
  siteIdentifier: 'global',
  strings: [
    s('searchSortNewest', ['Newest (to oldest)', 'Plus récents (aux plus anciens)', 'Neueste (zu älteste)', 'Più recenti (ai meno recenti)', 'Nieuwste (naar oudste)', 'Más recientes (a más antiguos)']),
    s('searchSortOldest', ['Oldest (to newest)', 'Plus anciens (aux plus récents)', 'Älteste (zu neueste)', 'Meno recenti (ai più recenti)', 'Oudste (naar nieuwste)', 'Más antiguos (a más recientes)']),
    s('searchSortPagesAtoZ', ['Pages A-Z', 'Pages A-Z', 'Seiten A-Z', 'Pagine A-Z', "Pagina's A-Z", 'Páginas A-Z']),
    s('searchSortPagesZtoA', ['Pages Z-A', 'Pages Z-A', 'Seiten Z-A', 'Pagine Z-A', "Pagina's Z-A", 'Páginas Z-A']),
    s('searchProducts', ['Products', 'Produits', 'Produkte', 'Prodotti', 'Producten', 'Productos']),
    s('searchArticles', ['Articles', 'Articles', 'Artikel', 'Articoli', 'Artikelen', 'Artículos']),
    s('searchLoading', ['Searching…', 'Recherche en cours…', 'Suche läuft …', 'Ricerca in corso…', 'Bezig met zoeken…', 'Buscando…']),
    s('searchResultCount', ['{count, plural, one {# result} other {# results}}', '{count, plural, one {# résultat} many {# de résultats} other {# résultats}}', '{count, plural, one {# Ergebnis} other {# Ergebnisse}}', '{count, plural, one {# risultato} many {# di risultati} other {# risultati}}', '{count, plural, one {# resultaat} other {# resultaten}}', '{count, plural, one {# resultado} many {# de resultados} other {# resultados}}'], '{count}'),
    s('searchPrompt', ['Type what you are looking for.', 'Saisissez ce que vous cherchez.', 'Geben Sie ein, wonach Sie suchen.', 'Scrivi cosa stai cercando.', 'Typ waar je naar zoekt.', 'Escribe lo que buscas.']),
    s('searchSuggestions', ['Suggestions', 'Suggestions', 'Vorschläge', 'Suggerimenti', 'Suggesties', 'Sugerencias']),
    s('searchSeeAll', ['See all results for {query}', 'Voir tous les résultats pour {query}', 'Alle Ergebnisse für {query} anzeigen', 'Vedi tutti i risultati per {query}', 'Alle resultaten voor {query} bekijken', 'Ver todos los resultados de {query}'], '{query}'),
    s('closeSearch', ['Close search', 'Fermer la recherche', 'Suche schließen', 'Chiudi la ricerca', 'Zoeken sluiten', 'Cerrar la búsqueda']),
    s('manualsTitle', ['Product manuals', 'Notices des produits', 'Bedienungsanleitungen', 'Manuali dei prodotti', 'Handleidingen', 'Manuales de producto']),
    s('manualsIntro', ['Find the manual of your product and download it as a PDF.', 'Trouvez la notice de votre produit et téléchargez-la en PDF.', 'Finden Sie die Anleitung zu Ihrem Produkt und laden Sie sie als PDF herunter.', 'Trova il manuale del tuo prodotto e scaricalo in PDF.', 'Zoek de handleiding van je product en download haar als pdf.', 'Encuentra el manual de tu producto y descárgalo en PDF.']),
    s('manualsSearchLabel', ['Search by product name', 'Rechercher par nom de produit', 'Nach Produktname suchen', 'Cerca per nome del prodotto', 'Zoeken op productnaam', 'Buscar por nombre de producto']),
    s('manualsLanguageLabel', ['Manual language', 'Langue de la notice', 'Sprache der Anleitung', 'Lingua del manuale', 'Taal van de handleiding', 'Idioma del manual']),
    s('manualsAllLanguages', ['All languages', 'Toutes les langues', 'Alle Sprachen', 'Tutte le lingue', 'Alle talen', 'Todos los idiomas']),
    s('manualsCount', ['{count, plural, one {# manual} other {# manuals}}', '{count, plural, one {# notice} many {# de notices} other {# notices}}', '{count, plural, one {# Anleitung} other {# Anleitungen}}', '{count, plural, one {# manuale} many {# di manuali} other {# manuali}}', '{count, plural, one {# handleiding} other {# handleidingen}}', '{count, plural, one {# manual} many {# de manuales} other {# manuales}}'], '{count}'),
    s('manualsNoMatch', ['No manuals match your search.', 'Aucune notice ne correspond à votre recherche.', 'Keine Anleitung passt zu Ihrer Suche.', 'Nessun manuale corrisponde alla tua ricerca.', 'Geen handleiding past bij je zoekopdracht.', 'Ningún manual coincide con tu búsqueda.']),
    s('manualsFile', ['PDF, {size}', 'PDF, {size}', 'PDF, {size}', 'PDF, {size}', 'PDF, {size}', 'PDF, {size}'], '{size}'),
    s('searchResultsPagination', ['Search results pages', 'Pages de résultats', 'Ergebnisseiten', 'Pagine dei risultati', "Pagina's met resultaten", 'Páginas de resultados']),
  ],
};
