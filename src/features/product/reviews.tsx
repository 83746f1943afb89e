// Product reviews in the page's language; the author is "Anonymous" (localized) when content has none.
import React from 'react';
import type { ReviewView } from '../../lib/content/page-types';
import { useSite, useT } from '../../components/site/site-provider';

/** A rating as the page's locale writes numbers ("4.5" in English, "4,5" in German). */
export function formatRating(rating: number, numberLocale: string): string {
  let format = ratingFormats.get(numberLocale);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale, { maximumFractionDigits: 1 });
    ratingFormats.set(numberLocale, format);
  }
  return format.format(rating);
}

// One formatter per locale: making one costs far more than formatting (it was a tenth of a product
// page's render, once per review).
const ratingFormats = new Map<string, Intl.NumberFormat>();

/** Props of Reviews. */
export interface ReviewsProps {
  reviews: ReviewView[];
  averageRating: number | null;
}

/** Review list with star ratings that read as "{rating} out of 5 stars" in the page's number format. */
export function Reviews({ reviews, averageRating }: ReviewsProps) {
  const t = useT();
  const numberLocale = useSite().locale.priceFormat;
  return (
    <section className="section" aria-labelledby="product-reviews">
      <h2 id="product-reviews">{t('reviews')}</h2>
      {averageRating !== null ? (
        <p>
          {t('ratingOutOf', { rating: formatRating(averageRating, numberLocale) })}
          {' · '}
          {t('reviewCount', { count: reviews.length })}
        </p>
      ) : null}
      {reviews.length === 0 ? (
        <p>{t('noReviews')}</p>
      ) : (
        <ul className="reviews">
          {reviews.map((review) => (
            <li key={review.key} className="review">
              <article>
                <h3>{review.title}</h3>
                <p className="stars" role="img" aria-label={t('ratingOutOf', { rating: formatRating(review.rating, numberLocale) })}>
                  {'★'.repeat(review.rating)}
                  {'☆'.repeat(Math.max(0, 5 - review.rating))}
                </p>
                <p>{review.body}</p>
                <p className="card__meta">
                  {review.author.trim() || t('anonymous')} · <time dateTime={review.date}>{review.formattedDate}</time>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
