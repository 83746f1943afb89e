// The product page's quantity field: only a whole number of 1 or more is added to the cart.
import { describe, expect, it } from 'vitest';
import { parseQuantity } from '../../src/features/product/buy-box';

describe('quantity typed on the product page', () => {
  it('accepts whole numbers of 1 or more', () => {
    expect(parseQuantity('1')).toBe(1);
    expect(parseQuantity(' 12 ')).toBe(12);
  });

  it('refuses 0, empty, negative, fractional and non-numeric input instead of reading it as 1', () => {
    for (const text of ['0', '00', '', '  ', '-2', '1.5', '1e3', 'abc']) expect(parseQuantity(text)).toBeNull();
  });
});
