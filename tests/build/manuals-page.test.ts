// The product manuals page as the build plans it for one locale (which manuals, in what order, with
// which product name, language name and file), and the filter its search runs in the browser.
import { describe, expect, it } from 'vitest';
import type { ProductManualDoc } from '../../src/build/content-types';
import { manualsPage, manualViews } from '../../src/build/pages/fixed';
import type { LocaleInput, PagePlanOf } from '../../src/build/plan';
import type { LocaleContext } from '../../src/lib/content/site-context';
import { filterManuals, foldText } from '../../src/features/content/manuals-filter';

const fr = { id: 'fr-ca', urlPath: '/fr-ca', language: 'fr', hreflang: 'fr-CA', isDefault: false } as LocaleContext;

const manual = (handle: string, language: string, title: Record<string, string>, extra: Partial<ProductManualDoc> = {}): ProductManualDoc => ({
  _id: `productManual-yardwise-${handle}-${language}`,
  language,
  title: `${title[language] ?? title.en} – manual ${language}`,
  file: { src: `media/yardwise/${handle}-manual.${language}.pdf`, mimeType: 'application/pdf', size: 2345 },
  product: { handle, title, canBeShown: true },
  ...extra,
});

const fence = { en: 'Perimeter Wireless Fence', fr: 'Clôture sans fil Perimeter' };
const collar = { en: 'Edge Training Collar', fr: 'Collier de dressage Edge' };
const docs = [
  manual('perimeter-fence', 'en', fence),
  manual('perimeter-fence', 'fr', fence),
  manual('edge-collar', 'en', collar),
  manual('edge-collar', 'fr', collar),
  manual('hidden-collar', 'en', { en: 'Hidden Collar' }, { product: { handle: 'hidden-collar', title: { en: 'Hidden Collar' }, canBeShown: false } }),
  manual('no-file', 'en', { en: 'No File' }, { file: { src: 'javascript:alert(1)' } }),
];

function input(manuals: ProductManualDoc[]): LocaleInput {
  return {
    locale: fr,
    brand: { languages: ['en', 'fr'] },
    site: { manuals },
    strings: { home: 'Accueil', manualsTitle: 'Notices des produits', manualsIntro: 'Trouvez la notice de votre produit.' },
    contentDir: 'content',
    queryRedirectsOn: () => [],
  } as unknown as LocaleInput;
}

describe('manuals page', () => {
  it('lists every manual the site serves with the product in the page language, the language by name and the file, by product then the page language first', () => {
    const views = manualViews(docs, fr, ['en', 'fr']);
    expect(views.map((v) => [v.product, v.language, v.languageLabel, v.href])).toEqual([
      ['Clôture sans fil Perimeter', 'fr', 'Français', '/media/yardwise/perimeter-fence-manual.fr.pdf'],
      ['Clôture sans fil Perimeter', 'en', 'Anglais', '/media/yardwise/perimeter-fence-manual.en.pdf'],
      ['Collier de dressage Edge', 'fr', 'Français', '/media/yardwise/edge-collar-manual.fr.pdf'],
      ['Collier de dressage Edge', 'en', 'Anglais', '/media/yardwise/edge-collar-manual.en.pdf'],
    ]);
    expect(views[0]!.sizeLabel).toMatch(/^2\s?ko$/u);
  });

  it('is planned at /manuals/ of the locale with its languages, the page language first and chosen', () => {
    const page = manualsPage(input(docs)) as PagePlanOf<'manuals'>;
    expect(page.path).toBe('/fr-ca/manuals/');
    expect(page.template).toBe('manuals');
    expect(page.title).toBe('Notices des produits');
    expect(page.breadcrumbs.map((b) => b.label)).toEqual(['Accueil', 'Notices des produits']);
    expect(page.data.languages).toEqual([{ code: 'fr', label: 'Français' }, { code: 'en', label: 'Anglais' }]);
    expect(page.data.defaultLanguage).toBe('fr');
    expect(page.data.manuals).toHaveLength(4);
  });

  it('starts on all languages when none of the manuals is in the page language', () => {
    const page = manualsPage(input(docs.filter((d) => d.language === 'en'))) as PagePlanOf<'manuals'>;
    expect(page.data.defaultLanguage).toBe('');
    expect(page.data.languages.map((l) => l.code)).toEqual(['en']);
  });
});

describe('manuals filter', () => {
  const views = manualViews(docs, fr, ['en', 'fr']);

  it('keeps the manuals whose product or title holds every word typed, ignoring case and accents', () => {
    expect(foldText('Clôture ÉDGE')).toBe('cloture edge');
    expect(filterManuals(views, { query: 'cloture', language: '' }).map((v) => v.key)).toEqual([
      'productManual-yardwise-perimeter-fence-fr',
      'productManual-yardwise-perimeter-fence-en',
    ]);
    expect(filterManuals(views, { query: '  edge   DRESSAGE ', language: '' }).map((v) => v.language)).toEqual(['fr', 'en']);
    // The English title names the product in English.
    expect(filterManuals(views, { query: 'training collar', language: '' }).map((v) => v.key)).toEqual(['productManual-yardwise-edge-collar-en']);
  });

  it('narrows to the chosen language, shows everything for an empty query and nothing for a word no manual has', () => {
    expect(filterManuals(views, { query: '', language: 'en' }).map((v) => v.language)).toEqual(['en', 'en']);
    expect(filterManuals(views, { query: '', language: '' })).toHaveLength(4);
    expect(filterManuals(views, { query: 'hammock', language: '' })).toEqual([]);
  });
});
