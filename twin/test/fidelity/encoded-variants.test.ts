// Shopify's v1 encoding of option value combinations, read back with hydrogen-react's own decoder.
import { decodeEncodedVariant } from '@shopify/hydrogen-react';
import { describe, expect, it } from 'vitest';
import { encodeVariantTuples } from '../../src/catalogue/encoded-variants.js';

describe('encodeVariantTuples', () => {
  it('writes the Storefront API reference’s examples', () => {
    expect(encodeVariantTuples([[0], [1], [2]])).toBe('v1_0-2');
    expect(encodeVariantTuples([[0, 0], [0, 1], [1, 0], [1, 1]])).toBe('v1_0:0-1,1:0-1,');
    const cube = [0, 1].flatMap((a) => [0, 1].flatMap((b) => [0, 1].map((c) => [a, b, c])));
    expect(encodeVariantTuples(cube)).toBe('v1_0:0:0-1,1:0-1,,1:0:0-1,1:0-1,,');
    expect(encodeVariantTuples([])).toBe('');
  });

  it.each([
    [[[0], [2]]],
    [[[0, 0], [0, 2], [1, 1], [2, 0], [2, 1], [2, 2], [2, 4]]],
    [[[0, 1, 0], [1, 0, 3], [1, 0, 4], [1, 2, 0], [3, 3, 3]]],
  ])('round-trips %j through decodeEncodedVariant', (tuples) => {
    expect(decodeEncodedVariant(encodeVariantTuples(tuples))).toEqual(tuples);
  });
});
