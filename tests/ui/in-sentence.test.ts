import { describe, expect, it } from 'vitest';
import { labelInSentence } from '../../src/lib/i18n/in-sentence';

describe('an option label inside a sentence', () => {
  it('is lowercased where common nouns are, and keeps its capital in German', () => {
    expect(labelInSentence('Size', 'en')).toBe('size');
    expect(labelInSentence('Taille', 'fr')).toBe('taille');
    expect(labelInSentence('Colore', 'it')).toBe('colore');
    expect(labelInSentence('Maat', 'nl')).toBe('maat');
    expect(labelInSentence('Talla', 'es')).toBe('talla');
    expect(labelInSentence('Farbe', 'de')).toBe('Farbe');
  });
});
