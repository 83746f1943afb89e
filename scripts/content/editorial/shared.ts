// sharedPage documents: pages every brand shows (accessibility statement), one per language.
import { EDITORIAL } from '../i18n';
import { ALL_LANGUAGES, BRANDS, type Doc, doc } from '../lib/core-exports';
import { block } from '../lib/portable-text';

/** The accessibility statement in all six languages, shown on every brand. */
export function buildSharedPages(): Doc[] {
  return ALL_LANGUAGES.map((language) => {
    const copy = EDITORIAL[language].pages.accessibility;
    const id = `sharedPage-accessibility-${language}`;
    return doc(id, 'sharedPage', {
      brand: 'shared',
      brands: BRANDS.filter((brand) => brand.languages.includes(language)).map((brand) => brand.id),
      language,
      translationKey: 'sharedPage-accessibility',
      title: copy.title,
      slug: { _type: 'slug', current: 'accessibility' },
      template: 'marketing',
      body: [copy.intro, ...copy.paragraphs].map((text, n) => block(`${id}:${n}`, text)),
      sections: [],
      seo: { title: copy.title, description: copy.intro },
      publishedAt: '2026-01-05T09:00:00Z',
    });
  });
}
