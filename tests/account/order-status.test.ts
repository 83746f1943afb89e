// Order status labels come from the translation strings in every language, as readable
// words ("Paid", "Unfulfilled"), never Storefront's raw enum values.
import { describe, expect, it } from 'vitest';
import { uiOrderStatus } from '../../strings/ui-order-status';
import { ORDER_STATUS_KEYS, orderStatusLabel } from '../../src/features/account/order-status';
import { LANGUAGES } from '../../wire/vocabulary';

// The spec's statuses as it writes them; Storefront sends them with underscores.
const FULFILLMENT = ['FULFILLED', 'IN PROGRESS', 'ON HOLD', 'OPEN', 'PARTIALLY FULFILLED', 'PENDING FULFILLMENT', 'RESTOCKED', 'SCHEDULED', 'UNFULFILLED'];
const FINANCIAL = ['AUTHORIZED', 'PAID', 'PARTIALLY PAID', 'PARTIALLY REFUNDED', 'PENDING', 'REFUNDED', 'VOIDED'];
const byKey = new Map(uiOrderStatus.strings.map((s) => [s.key, s]));
const translate = (language: (typeof LANGUAGES)[number]) => (key: string) => byKey.get(key)?.values[language] ?? `missing:${key}`;

describe('order status labels', () => {
  it('every spec status has a readable label in all six languages: the spec\'s words in sentence case, not capitals', () => {
    for (const status of [...FULFILLMENT, ...FINANCIAL]) {
      const wire = status.replace(/ /g, '_');
      expect(ORDER_STATUS_KEYS[wire], wire).toBeDefined();
      for (const language of LANGUAGES) {
        const label = orderStatusLabel(wire, translate(language));
        expect(label).not.toMatch(/^missing:|^$/);
        expect(label, `${wire} in ${language}`).not.toBe(label.toUpperCase());
      }
      expect(orderStatusLabel(wire, translate('en'))).toBe(status.charAt(0) + status.slice(1).toLowerCase());
    }
    expect(orderStatusLabel('PAID', translate('en'))).toBe('Paid');
    expect(orderStatusLabel('UNFULFILLED', translate('en'))).toBe('Unfulfilled');
  });

  it('French, German, Italian and Spanish labels are translations, not the English words', () => {
    for (const language of ['fr', 'de', 'it', 'es'] as const) {
      expect(orderStatusLabel('PAID', translate(language))).not.toBe('PAID');
      expect(orderStatusLabel('PARTIALLY_FULFILLED', translate(language))).not.toBe('PARTIALLY FULFILLED');
    }
    expect(orderStatusLabel('UNFULFILLED', translate('fr'))).toBe('Non expédiée');
    expect(orderStatusLabel('PAID', translate('de'))).toBe('Bezahlt');
  });

  it('an unknown status shows itself readably, a missing one nothing', () => {
    expect(orderStatusLabel('SOMETHING_NEW', translate('fr'))).toBe('Something new');
    expect(orderStatusLabel(null, translate('fr'))).toBe('');
  });
});
