// UI strings of product reviews: how many reviews the page's rating is computed from.
import { s, type StringGroupSource } from './types';

/** Review count next to the average rating. */
export const uiReviews: StringGroupSource = {
  groupKey: 'ui-reviews',
  siteIdentifier: 'global',
  strings: [
    s('reviewCount', ['Based on {count, plural, one {# review} other {# reviews}}', 'Sur la base de {count, plural, one {# avis} many {# d’avis} other {# avis}}', 'Basierend auf {count, plural, one {# Bewertung} other {# Bewertungen}}', 'Basato su {count, plural, one {# recensione} many {# di recensioni} other {# recensioni}}', 'Op basis van {count, plural, one {# beoordeling} other {# beoordelingen}}', 'Basado en {count, plural, one {# opinión} many {# de opiniones} other {# opiniones}}'], '{count}'),
  ],
};
