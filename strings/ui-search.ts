// UI strings of search: the search page (sorts, result lists, states) and the header search box.
// Global: every brand and language.
import { s, type StringGroupSource } from './types';

/** Search page and header search. */
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
    s('searchResultsPagination', ['Search results pages', 'Pages de résultats', 'Ergebnisseiten', 'Pagine dei risultati', "Pagina's met resultaten", 'Páginas de resultados']),
  ],
};
