// The activation step says what Activate charges before it is pressed: the services' quote (the first
// term with its tax now, then the price per term), or without a quote the store's price per term with
// tax still to come; in every language of the catalogue.
import { assert, describe, expect, it } from 'vitest';
import { activationChargeText, type QuoteLoad } from '../../src/features/subscriptions/activation-charge';
import type { ServicePlan } from '../../src/lib/storefront/service-plans';
import { compileStrings } from '../../src/build/messages';
import { formatMessage } from '../../src/lib/i18n/message';
import { uiActivation } from '../../strings/ui-activation';
import { uiCart } from '../../strings/ui-cart';
import { LANGUAGES, type Language } from '../../wire/vocabulary';

function translate(language: Language) {
  const sources = Object.fromEntries([...uiCart.strings, ...uiActivation.strings].map((s) => [s.key, s.values[language] ?? s.values.en]));
  const { messages } = compileStrings(sources, language);
  return (key: string, vars?: Record<string, string | number>) => {
    const message = messages[key];
    assert.isDefined(message, `no message ${key}`);
    return formatMessage(message, language, vars);
  };
}

const usd = (amount: string) => ({ amount, currencyCode: 'USD' });
const yearly: ServicePlan = { id: 'gid://shopify/SellingPlan/6900300202', name: '1-year service plan', term: { interval: 'MONTH', count: 12 }, price: usd('99.99') };
const quoted = (tax: string, total: string, count = 12, price = '99.99'): QuoteLoad => ({
  state: 'ready',
  quote: { price: usd(price), tax: usd(tax), total: usd(total), term: { interval: 'MONTH', count } },
});

describe('what Activate charges', () => {
  const en = translate('en');
  it('the quote: the total now with its tax, then the price per term', () => {
    expect(activationChargeText(quoted('7.00', '106.99'), yearly, en, 'en-US')).toBe(
      'Activating charges $106.99 now for the first term ($99.99 plus $7.00 tax), then $99.99 a year plus tax until you cancel.',
    );
    expect(activationChargeText(quoted('12.60', '192.59', 24, '179.99'), yearly, en, 'en-US')).toBe(
      'Activating charges $192.59 now for the first term ($179.99 plus $12.60 tax), then $179.99 every 2 years plus tax until you cancel.',
    );
  });
  it('a quote without tax says no tax', () => {
    expect(activationChargeText(quoted('0.00', '99.99'), yearly, en, 'en-US')).toBe('Activating charges $99.99 now for the first term, then $99.99 a year until you cancel.');
  });
  it('no quote (a code the services do not know, or no answer): the plan’s price per term, tax to come', () => {
    const said = 'Activating charges the first term now: $99.99 a year, plus any tax.';
    expect(activationChargeText({ state: 'ready', quote: null }, yearly, en, 'en-US')).toBe(said);
    expect(activationChargeText({ state: 'error' }, yearly, en, 'en-US')).toBe(said);
  });
  it('nothing while the quote is asked, or for a plan without a price', () => {
    expect(activationChargeText({ state: 'loading' }, yearly, en, 'en-US')).toBeNull();
    expect(activationChargeText({ state: 'error' }, { ...yearly, price: null }, en, 'en-US')).toBeNull();
    expect(activationChargeText({ state: 'error' }, undefined, en, 'en-US')).toBeNull();
  });
  it('reads in all six languages, every amount in place', () => {
    for (const language of LANGUAGES) {
      const t = translate(language);
      for (const text of [activationChargeText(quoted('7.00', '106.99'), yearly, t, 'de-DE'), activationChargeText({ state: 'error' }, yearly, t, 'de-DE')]) {
        expect(text, language).toContain('99,99');
        expect(text, language).not.toMatch(/[{}]/);
      }
      expect(activationChargeText(quoted('7.00', '106.99'), yearly, t, 'de-DE'), language).toMatch(/106,99.*7,00/);
    }
  });
});
