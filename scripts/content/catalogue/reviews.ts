// Customer reviews: seeded picks from small per-language pools; some have no author ("Anonymous" on site).
import { type Doc, type Language, isoDay, key, pick, seeded } from '../lib/core-exports';

type Review = { rating: number; title: string; body: string };

const AUTHORS = ['Maya R.', 'Jonas P.', 'Priya K.', 'Tom B.', 'Elena S.', 'Marcus L.', 'Hana W.', 'Leo D.'];
const POOLS: Record<Language, Review[]> = {
  en: [
    { rating: 5, title: 'Survived a muddy road trip', body: 'Two weeks of trails and the back seat still looks new.' },
    { rating: 5, title: 'Perfect fit', body: 'Sized up as the chart said and it fits our lab perfectly.' },
    { rating: 4, title: 'Great, a bit stiff at first', body: 'Took a few days to soften, now our dog loves it.' },
    { rating: 4, title: 'Solid build', body: 'Stitching is strong and the buckles feel sturdy.' },
    { rating: 3, title: 'Good but runs small', body: 'Quality is good; order one size larger than usual.' },
    { rating: 5, title: 'Worth every penny', body: 'Easy to clean and easy to install. Would buy again.' },
    { rating: 2, title: 'Colour differs from photo', body: 'Works fine, but the colour is darker than expected.' },
    { rating: 5, title: 'Our beagle approves', body: 'He jumps in the car now without any fuss.' },
  ],
  fr: [
    { rating: 5, title: 'Parfait pour les vacances', body: 'Trois semaines de route et tout est resté propre.' },
    { rating: 4, title: 'Très bonne qualité', body: 'Coutures solides, un peu rigide au début.' },
    { rating: 3, title: 'Taille un peu petite', body: 'Prenez une taille au-dessus.' },
  ],
  de: [
    { rating: 5, title: 'Hält, was es verspricht', body: 'Nach vielen Ausflügen noch wie neu.' },
    { rating: 4, title: 'Gute Verarbeitung', body: 'Stabile Nähte, die Schnallen könnten leichter gehen.' },
    { rating: 3, title: 'Fällt klein aus', body: 'Lieber eine Nummer größer bestellen.' },
  ],
  it: [
    { rating: 5, title: 'Perfetto per i viaggi', body: 'Dopo tante gite sembra ancora nuovo.' },
    { rating: 4, title: 'Ottima qualità', body: 'Cuciture robuste, un po’ rigido all’inizio.' },
    { rating: 3, title: 'Veste piccolo', body: 'Meglio ordinare una taglia in più.' },
  ],
  nl: [
    { rating: 5, title: 'Top voor op vakantie', body: 'Na weken onderweg ziet alles er nog netjes uit.' },
    { rating: 4, title: 'Goede kwaliteit', body: 'Stevige naden, in het begin wat stug.' },
    { rating: 3, title: 'Valt klein', body: 'Bestel liever een maat groter.' },
  ],
  es: [
    { rating: 5, title: 'Ideal para viajar', body: 'Tras muchas excursiones sigue como nuevo.' },
    { rating: 4, title: 'Buena calidad', body: 'Costuras resistentes, algo rígido al principio.' },
    { rating: 3, title: 'Talla pequeña', body: 'Mejor pedir una talla más.' },
  ],
};

/** 0–4 English reviews plus, per other language of the brand, sometimes one, stable per handle. */
export function reviewsFor(handle: string, languages: readonly Language[]): Doc['reviews'] {
  const random = seeded(`reviews:${handle}`);
  const picks: { language: Language; review: Review }[] = [];
  const count = Math.floor(random() * 5);
  for (let n = 0; n < count; n += 1) picks.push({ language: 'en', review: pick(random, POOLS.en) });
  for (const language of languages.filter((l) => l !== 'en')) {
    if (random() < 0.5) picks.push({ language, review: pick(random, POOLS[language]) });
  }
  return picks.map(({ language, review }, index) => {
    const withAuthor = random() > 0.3;
    return {
      _key: key('review', handle, index),
      ...(withAuthor ? { author: pick(random, AUTHORS) } : {}),
      rating: review.rating,
      title: review.title,
      body: review.body,
      language,
      date: isoDay('2025-06-01', Math.floor(random() * 480)).slice(0, 10),
    };
  });
}
