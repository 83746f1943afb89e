// A localized listing (e.g. /de/blog/) has a meta description in its language, never the brand's English default.
import { describe, expect, it } from 'vitest';
import { withLocalizedDescriptions } from '../../src/build/localized-descriptions';

const de = { id: 'de-de' } as never;
const en = { id: 'en-us' } as never;

describe('meta descriptions per locale', () => {
  it('pages without a description take their locale home description; others keep theirs', () => {
    const plans = [
      { template: 'home' as const, locale: de, description: 'Reiseausrüstung für Hunde, die überall mitkommen.' },
      { template: 'home' as const, locale: en, description: 'Travel gear for dogs who go everywhere.' },
      { template: 'article-listing' as const, locale: de, description: '' },
      { template: 'article-listing' as const, locale: en, description: '' },
      { template: 'article-detail' as const, locale: de, description: 'Eigene Beschreibung' },
    ];
    expect(withLocalizedDescriptions(plans).map((p) => p.description)).toEqual([
      'Reiseausrüstung für Hunde, die überall mitkommen.',
      'Travel gear for dogs who go everywhere.',
      'Reiseausrüstung für Hunde, die überall mitkommen.',
      'Travel gear for dogs who go everywhere.',
      'Eigene Beschreibung',
    ]);
    expect(plans[2]!.description).toBe('');
  });
});
