// Consent rules: EU, EEA, UK and Swiss markets deny until the shopper opts in; elsewhere the brand's
// default holds; the choice maps to the four Consent Mode v2 signals and survives a reload.
import { describe, expect, it } from 'vitest';
import { consentSignals, defaultChoice, marketRequiresOptIn, readConsent, writeConsent } from '../../src/lib/analytics/consent';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

describe('consent', () => {
  it('EU, UK and Swiss markets require opt-in; the US, Canada and Australia do not', () => {
    for (const country of ['DE', 'FR', 'BE', 'NL', 'IT', 'ES', 'IE', 'GB', 'CH']) expect(marketRequiresOptIn(country), country).toBe(true);
    for (const country of ['US', 'CA', 'AU']) expect(marketRequiresOptIn(country), country).toBe(false);
  });

  it("opt-in markets start denied whatever the brand says; others start with the brand's default", () => {
    expect(defaultChoice(true, 'granted')).toEqual({ analytics: false, marketing: false });
    expect(defaultChoice(false, 'granted')).toEqual({ analytics: true, marketing: true });
    expect(defaultChoice(false, 'denied')).toEqual({ analytics: false, marketing: false });
  });

  it('analytics sets analytics_storage; marketing sets ad_storage, ad_user_data and ad_personalization', () => {
    expect(consentSignals({ analytics: true, marketing: false })).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'granted',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentSignals({ analytics: false, marketing: true })).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'denied',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('remembers the choice; nothing stored or something unreadable reads as no choice', () => {
    const storage = memoryStorage();
    expect(readConsent(storage)).toBeNull();
    writeConsent(storage, { analytics: true, marketing: false }, new Date('2026-11-26T12:00:00Z'));
    expect(readConsent(storage)).toEqual({ version: 1, analytics: true, marketing: false, decidedAt: '2026-11-26T12:00:00.000Z' });
    storage.setItem('consent', '{"analytics":"yes"}');
    expect(readConsent(storage)).toBeNull();
    storage.setItem('consent', 'not json');
    expect(readConsent(storage)).toBeNull();
  });
});
