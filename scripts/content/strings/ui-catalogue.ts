// UI strings of collection and product pages: sorting, filters, prices, availability, options,
// videos, add-ons and reviews. Global: every brand and language.
import type { StringGroupSource, StringSource } from './types';

type Six = [en: string, fr: string, de: string, it: string, nl: string, es: string];

function s(key: string, [en, fr, de, it, nl, es]: Six, placeholder?: string): StringSource {
  return { key, ...(placeholder ? { placeholder } : {}), values: { en, fr, de, it, nl, es } };
}

/** Collection sorting and filters, product detail copy and availability buttons. */
export const uiCatalogue: StringGroupSource = {
  groupKey: 'ui-catalogue',
  siteIdentifier: 'global',
  strings: [
    s('sortBy', ['Sort by', 'Trier par', 'Sortieren nach', 'Ordina per', 'Sorteren op', 'Ordenar por']),
    s('sortFeatured', ['Featured', 'En vedette', 'Empfohlen', 'In evidenza', 'Uitgelicht', 'Destacados']),
    s('sortNewest', ['Newest', 'Nouveautés', 'Neueste', 'Più recenti', 'Nieuwste', 'Más recientes']),
    s('sortPriceLowHigh', ['Price low to high', 'Prix croissant', 'Preis aufsteigend', 'Prezzo crescente', 'Prijs laag naar hoog', 'Precio de menor a mayor']),
    s('sortPriceHighLow', ['Price high to low', 'Prix décroissant', 'Preis absteigend', 'Prezzo decrescente', 'Prijs hoog naar laag', 'Precio de mayor a menor']),
    s('sortOldest', ['Oldest', 'Plus anciens', 'Älteste', 'Meno recenti', 'Oudste', 'Más antiguos']),
    s('sortAtoZ', ['A to Z', 'De A à Z', 'A bis Z', 'Dalla A alla Z', 'A tot Z', 'De la A a la Z']),
    s('sortZtoA', ['Z to A', 'De Z à A', 'Z bis A', 'Dalla Z alla A', 'Z tot A', 'De la Z a la A']),
    s('filters', ['Filters', 'Filtres', 'Filter', 'Filtri', 'Filters', 'Filtros']),
    s('filterPetType', ['Pet Type', "Type d'animal", 'Tierart', 'Tipo di animale', 'Soort huisdier', 'Tipo de mascota']),
    s('filterDog', ['Dog', 'Chien', 'Hund', 'Cane', 'Hond', 'Perro']),
    s('filterCat', ['Cat', 'Chat', 'Katze', 'Gatto', 'Kat', 'Gato']),
    s('filterPrice', ['Price', 'Prix', 'Preis', 'Prezzo', 'Prijs', 'Precio']),
    s('priceAny', ['Any price', 'Tous les prix', 'Alle Preise', 'Qualsiasi prezzo', 'Alle prijzen', 'Cualquier precio']),
    s('priceUnder', ['Under {max}', 'Moins de {max}', 'Unter {max}', 'Meno di {max}', 'Onder {max}', 'Menos de {max}'], '{max}'),
    s('priceBetween', ['{min} to {max}', 'De {min} à {max}', '{min} bis {max}', 'Da {min} a {max}', '{min} tot {max}', 'De {min} a {max}'], '{min} {max}'),
    s('priceOver', ['{min} and over', '{min} et plus', 'Ab {min}', '{min} e oltre', '{min} en meer', '{min} o más'], '{min}'),
    s('clearFilters', ['Clear filters', 'Effacer les filtres', 'Filter zurücksetzen', 'Cancella filtri', 'Filters wissen', 'Borrar filtros']),
    s('productCount', ['{count} products', '{count} produits', '{count} Produkte', '{count} prodotti', '{count} producten', '{count} productos'], '{count}'),
    s('productCountOne', ['{count} product', '{count} produit', '{count} Produkt', '{count} prodotto', '{count} product', '{count} producto'], '{count}'),
    s('noResults', ['No results', 'Aucun résultat', 'Keine Ergebnisse', 'Nessun risultato', 'Geen resultaten', 'Sin resultados']),
    s('price', ['Price', 'Prix', 'Preis', 'Prezzo', 'Prijs', 'Precio']),
    s('salePrice', ['Sale price', 'Prix soldé', 'Angebotspreis', 'Prezzo scontato', 'Actieprijs', 'Precio de oferta']),
    s('regularPrice', ['Regular price', 'Prix habituel', 'Regulärer Preis', 'Prezzo normale', 'Normale prijs', 'Precio habitual']),
    s('fromPrice', ['From {price}', 'À partir de {price}', 'Ab {price}', 'Da {price}', 'Vanaf {price}', 'Desde {price}'], '{price}'),
    s('availability', ['Availability', 'Disponibilité', 'Verfügbarkeit', 'Disponibilità', 'Beschikbaarheid', 'Disponibilidad']),
    s('availabilityIs', ['Availability: {state}', 'Disponibilité : {state}', 'Verfügbarkeit: {state}', 'Disponibilità: {state}', 'Beschikbaarheid: {state}', 'Disponibilidad: {state}'], '{state}'),
    s('inStock', ['In stock', 'En stock', 'Auf Lager', 'Disponibile', 'Op voorraad', 'En stock']),
    s('outOfStock', ['Out of Stock', 'En rupture de stock', 'Nicht vorrätig', 'Esaurito', 'Niet op voorraad', 'Agotado']),
    s('comingSoon', ['Coming Soon', 'Bientôt disponible', 'Demnächst erhältlich', 'Presto disponibile', 'Binnenkort verkrijgbaar', 'Próximamente']),
    s('discontinued', ['Discontinued', 'Plus fabriqué', 'Nicht mehr erhältlich', 'Fuori produzione', 'Uit het assortiment', 'Descatalogado']),
    s('addToCart', ['Add to cart', 'Ajouter au panier', 'In den Warenkorb', 'Aggiungi al carrello', 'In winkelwagen', 'Añadir al carrito']),
    s('chooseAvailableOption', ['Choose an available {option}', 'Choisissez un(e) {option} disponible', 'Wählen Sie eine verfügbare Option für {option}', 'Scegli un valore disponibile per {option}', 'Kies een beschikbare {option}', 'Elige una opción disponible de {option}'], '{option}'),
    s('unavailableOption', ['{value} (unavailable)', '{value} (indisponible)', '{value} (nicht verfügbar)', '{value} (non disponibile)', '{value} (niet beschikbaar)', '{value} (no disponible)'], '{value}'),
    s('productImages', ['Product images', 'Images du produit', 'Produktbilder', 'Immagini del prodotto', 'Productafbeeldingen', 'Imágenes del producto']),
    s('videos', ['Videos', 'Vidéos', 'Videos', 'Video', "Video's", 'Vídeos']),
    s('playVideo', ['Play video: {title}', 'Lire la vidéo : {title}', 'Video abspielen: {title}', 'Riproduci il video: {title}', 'Video afspelen: {title}', 'Reproducir vídeo: {title}'], '{title}'),
    s('videoDuration', ['{minutes} min {seconds} s', '{minutes} min {seconds} s', '{minutes} Min. {seconds} Sek.', '{minutes} min {seconds} s', '{minutes} min {seconds} s', '{minutes} min {seconds} s'], '{minutes} {seconds}'),
    s('addOns', ['Goes well with', 'Se marie bien avec', 'Passt gut zu', 'Si abbina bene con', 'Past goed bij', 'Combina bien con']),
    s('quickView', ['Quick view: {title}', 'Aperçu rapide : {title}', 'Schnellansicht: {title}', 'Anteprima: {title}', 'Snel bekijken: {title}', 'Vista rápida: {title}'], '{title}'),
    s('viewProduct', ['View product', 'Voir le produit', 'Produkt ansehen', 'Vedi il prodotto', 'Product bekijken', 'Ver producto']),
    s('reviews', ['Reviews', 'Avis', 'Bewertungen', 'Recensioni', 'Beoordelingen', 'Opiniones']),
    s('anonymous', ['Anonymous', 'Anonyme', 'Anonym', 'Anonimo', 'Anoniem', 'Anónimo']),
    s('ratingOutOf', ['{rating} out of 5 stars', '{rating} étoiles sur 5', '{rating} von 5 Sternen', '{rating} stelle su 5', '{rating} van 5 sterren', '{rating} de 5 estrellas'], '{rating}'),
    s('noReviews', ['No reviews yet.', "Pas encore d'avis.", 'Noch keine Bewertungen.', 'Ancora nessuna recensione.', 'Nog geen beoordelingen.', 'Todavía no hay opiniones.']),
    s('sellingPlanMonthly', ['Monthly', 'Mensuel', 'Monatlich', 'Mensile', 'Maandelijks', 'Mensual']),
    s('sellingPlanBiMonthly', ['Bi-Monthly', 'Tous les deux mois', 'Alle zwei Monate', 'Bimestrale', 'Tweemaandelijks', 'Bimestral']),
    s('sellingPlanQuarterly', ['Quarterly', 'Trimestriel', 'Vierteljährlich', 'Trimestrale', 'Per kwartaal', 'Trimestral']),
    s('sellingPlanEvery4Months', ['Every 4 Months', 'Tous les 4 mois', 'Alle 4 Monate', 'Ogni 4 mesi', 'Elke 4 maanden', 'Cada 4 meses']),
    s('sellingPlanSemiAnnually', ['Semi-Annually', 'Semestriel', 'Halbjährlich', 'Semestrale', 'Halfjaarlijks', 'Semestral']),
    s('sellingPlanYearly', ['Yearly', 'Annuel', 'Jährlich', 'Annuale', 'Jaarlijks', 'Anual']),
    s('sku', ['SKU: {sku}', 'Réf. : {sku}', 'Art.-Nr.: {sku}', 'Cod.: {sku}', 'Art.nr.: {sku}', 'Ref.: {sku}'], '{sku}'),
  ],
};
