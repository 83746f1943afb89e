// Studio's text edits: `diffMatchPatch` patches (diff-match-patch's patch text, UTF-8 offsets) on a string.
import { describe, expect, it } from 'vitest';
import { applyPatchText, parsePatchText } from '../../src/lake/diff-match-patch.js';
import { applyPatch, LakeMutationError } from '../../src/lake/patch.js';

describe('diffMatchPatch', () => {
  it('applies an insertion at the end, as Studio sends one for typing " XL"', () => {
    expect(applyPatchText('Homing Go GPS Collar', '@@ -17,4 +17,7 @@\n llar\n+%20XL\n')).toBe('Homing Go GPS Collar XL');
  });

  it('counts offsets in UTF-8 bytes and decodes the runs', () => {
    // "Café au lait" → "Café olé lait": the hunk starts after "Caf" (3 bytes); é is two bytes.
    expect(applyPatchText('Café au lait', '@@ -4,9 +4,11 @@\n %C3%A9%20\n-au\n+ol%C3%A9\n %20lai\n')).toBe('Café olé lait');
    // Six é are 12 bytes but 6 UTF-16 units: the hunk at byte 13 is the first "ab", not the second.
    expect(applyPatchText('éééééé ab ab', '@@ -14,2 +14,3 @@\n ab\n+X\n')).toBe('éééééé abX ab');
    // A character outside the BMP is four bytes (two UTF-16 units).
    expect(applyPatchText('🐕🐕🐕 ab ab', '@@ -14,2 +14,3 @@\n ab\n+X\n')).toBe('🐕🐕🐕 abX ab');
    expect(parsePatchText('@@ -1,3 +1,4 @@\n ab\n+c\n d\n')).toEqual([{ start2: 0, runs: [{ op: ' ', text: 'ab' }, { op: '+', text: 'c' }, { op: ' ', text: 'd' }] }]);
  });

  it('applies hunks in turn, where their text stands when the string moved, and leaves out one whose text is gone', () => {
    const twoHunks = '@@ -1,5 +1,5 @@\n-Rover\n+Ruby \n@@ -15,4 +15,6 @@\n mock\n+XL\n';
    expect(applyPatchText('Rover Hammock', twoHunks)).toBe('Ruby  HammockXL');
    // The same patch on a string edited meanwhile (text added in front): both hunks still find their text.
    expect(applyPatchText('New Rover Hammock', twoHunks)).toBe('New Ruby  HammockXL');
    // Text of the first hunk is gone: it is left out, the second applies.
    expect(applyPatchText('Summit Hammock', twoHunks)).toBe('Summit HammockXL');
  });

  it('is a patch operation of the lake: on a field path, after the others, refusing a value that is not a string', () => {
    const doc = { _id: 'p', _type: 'product', title: { en: 'Homing Go GPS Collar' }, count: 2 };
    expect(applyPatch(doc, { setIfMissing: { title: { _type: 'localeString' } }, diffMatchPatch: { 'title.en': '@@ -17,4 +17,7 @@\n llar\n+%20XL\n' } })).toMatchObject({
      title: { en: 'Homing Go GPS Collar XL' },
    });
    // Nothing to patch: unchanged.
    expect(applyPatch(doc, { diffMatchPatch: { 'title.fr': '@@ -1,3 +1,4 @@\n ab\n+c\n d\n' } })).toEqual(doc);
    expect(() => applyPatch(doc, { diffMatchPatch: { count: '@@ -1,3 +1,4 @@\n ab\n+c\n d\n' } })).toThrow(LakeMutationError);
    expect(() => applyPatch(doc, { diffMatchPatch: { 'title.en': 'not a patch' } })).toThrow(/Invalid diffMatchPatch/);
  });
});
