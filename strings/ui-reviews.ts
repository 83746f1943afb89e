// UI strings of product reviews: how many reviews the page's rating is computed from.
import { s, type StringGroupSource } from './types';

/** Review count next to the average rating. */
export const uiReviews: StringGroupSource = {
  groupKey: 'ui-reviews',
  siteIdentifier: 'global',
  strings: [
    s('reviewCountOne', ['Based on 1 review', 'Sur la base de 1 avis', 'Basierend auf 1 Bewertung', 'Basato su 1 recensione', 'Op basis van 1 beoordeling', 'Basado en 1 opinión']),
    s('reviewCount', ['Based on {count} reviews', 'Sur la base de {count} avis', 'Basierend auf {count} Bewertungen', 'Basato su {count} recensioni', 'Op basis van {count} beoordelingen', 'Basado en {count} opiniones'], '{count}'),
  ],
};
