// Customer reviews: seeded picks from a small English pool; some have no author ("Anonymous" on site).
import { type Doc, isoDay, key, pick, seeded } from '../lib/core-exports';

const AUTHORS = ['Maya R.', 'Jonas P.', 'Priya K.', 'Tom B.', 'Elena S.', 'Marcus L.', 'Hana W.', 'Leo D.'];
const POOL: { rating: number; title: string; body: string }[] = [
  { rating: 5, title: 'Survived a muddy road trip', body: 'Two weeks of trails and the back seat still looks new.' },
  { rating: 5, title: 'Perfect fit', body: 'Sized up as the chart said and it fits our lab perfectly.' },
  { rating: 4, title: 'Great, a bit stiff at first', body: 'Took a few days to soften, now our dog loves it.' },
  { rating: 4, title: 'Solid build', body: 'Stitching is strong and the buckles feel sturdy.' },
  { rating: 3, title: 'Good but runs small', body: 'Quality is good; order one size larger than usual.' },
  { rating: 5, title: 'Worth every penny', body: 'Easy to clean and easy to install. Would buy again.' },
  { rating: 2, title: 'Colour differs from photo', body: 'Works fine, but the colour is darker than expected.' },
  { rating: 5, title: 'Our beagle approves', body: 'He jumps in the car now without any fuss.' },
];

/** 0–4 reviews for a product, stable per handle. */
export function reviewsFor(handle: string): Doc['reviews'] {
  const random = seeded(`reviews:${handle}`);
  const count = Math.floor(random() * 5);
  return Array.from({ length: count }, (_, index) => {
    const review = pick(random, POOL);
    const withAuthor = random() > 0.3;
    return {
      _key: key('review', handle, index),
      ...(withAuthor ? { author: pick(random, AUTHORS) } : {}),
      rating: review.rating,
      title: review.title,
      body: review.body,
      language: 'en',
      date: isoDay('2025-06-01', Math.floor(random() * 480)).slice(0, 10),
    };
  });
}
