// French punctuation spacing in every UI message file: a narrow no-break space (U+202F) before ; : ! ? and
// inside « », the same in every French message, so a sign never wraps to a line of its own.
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadStringSources } from '../../scripts/content/translations';
import { frenchSpacingProblems, NARROW_NBSP, withFrenchSpacing } from '../../strings/french-spacing';
import type { StringGroupSource } from '../../strings/types';

const STRINGS_DIR = join(resolve(__dirname, '..', '..'), 'strings');
const N = NARROW_NBSP;

let groups: { file: string; group: StringGroupSource }[] = [];
beforeAll(async () => {
  groups = await loadStringSources(STRINGS_DIR);
});

describe('French punctuation spacing', () => {
  it('every French message of the message files puts a narrow no-break space before ; : ! ? and inside « »', () => {
    const french = groups.flatMap(({ file, group }) => group.strings.filter((s) => s.values.fr).map((s) => ({ file, key: s.key, fr: s.values.fr! })));
    expect(french.length).toBeGreaterThan(100);
    const problems = french.flatMap(({ file, key, fr }) => frenchSpacingProblems(fr).map((p) => `${file} "${key}": ${p}`));
    expect(problems).toEqual([]);
  });

  it('a plain space, a full no-break space or no space before the sign is a problem; the narrow one is not', () => {
    expect(frenchSpacingProblems('Quantité : {count}')).toHaveLength(1);
    expect(frenchSpacingProblems('Quantité\u00a0: {count}')).toHaveLength(1);
    expect(frenchSpacingProblems('Merci!')).toHaveLength(1);
    expect(frenchSpacingProblems('Pourquoi ?')).toHaveLength(1);
    expect(frenchSpacingProblems('en stock ; votre panier')).toHaveLength(1);
    expect(frenchSpacingProblems('le code « BIENVENUE »')).toHaveLength(2);
    expect(frenchSpacingProblems(`Quantité${N}: {count}`)).toEqual([]);
    expect(frenchSpacingProblems(`Merci${N}! Vraiment${N}?!`)).toEqual([]);
    expect(frenchSpacingProblems(`le code «${N}BIENVENUE${N}»`)).toEqual([]);
    // Signs inside a word, a time or an address are not punctuation of the sentence.
    expect(frenchSpacingProblems('https://exemple.fr/?q=1 à 8:30')).toEqual([]);
    // In an ICU message the sign before a closing brace counts too.
    expect(frenchSpacingProblems('{n, plural, one {Un article !} other {# articles !}}')).toHaveLength(2);
  });

  it('the fix makes every such space narrow and no-break, and leaves the rest as it was', () => {
    expect(withFrenchSpacing('Remise : {percent} % ; merci ! « Oui » ?')).toBe(`Remise${N}: {percent} %${N}; merci${N}! «${N}Oui${N}»${N}?`);
    expect(withFrenchSpacing('https://exemple.fr/?q=1')).toBe('https://exemple.fr/?q=1');
  });
});

describe('French punctuation spacing in the twin’s checkout', () => {
  it('every French checkout word follows the same rule as the site’s messages', async () => {
    const { checkoutWords, CHECKOUT_KEYS } = await import('../../twin/src/checkout/strings');
    const fr = checkoutWords('fr');
    const problems = CHECKOUT_KEYS.flatMap((key) => frenchSpacingProblems(fr.text(key)).map((p) => `${key}: ${p}`));
    expect(CHECKOUT_KEYS.length).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
});
