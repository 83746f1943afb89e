// `#` in a plural: whole numbers below 1000 are written without Intl.NumberFormat (its first use in a
// page is a long task on a phone) and read exactly as the locale's formatter would write them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../../wire/vocabulary';

const count = [{ type: 6 as const, value: 'count', options: { other: { value: [{ type: 7 as const }] } } }];

describe('the plural number', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(LANGUAGES)('reads as Intl.NumberFormat writes it in %s, below 1000 and above', async (language) => {
    const { formatMessage } = await import('../../src/lib/i18n/message');
    const intl = new Intl.NumberFormat(language);
    for (const n of [0, 1, 7, 42, 999, 1000, 12_345, 1.5, -3]) expect(formatMessage(count, language, { count: n }), `${language} ${n}`).toBe(intl.format(n));
  });

  it('makes no number formatter for a whole number below 1000 (the cart button as the page hydrates)', async () => {
    vi.resetModules();
    const { formatMessage } = await import('../../src/lib/i18n/message');
    const made = vi.spyOn(Intl, 'NumberFormat');
    expect(formatMessage(count, 'de', { count: 0 })).toBe('0');
    expect(formatMessage(count, 'fr', { count: 999 })).toBe('999');
    expect(made).not.toHaveBeenCalled();
    expect(formatMessage(count, 'fr', { count: 1000 })).toBe('1\u202f000');
    expect(made).toHaveBeenCalledTimes(1);
  });
});
