// A message the spec words once reads the same in every language wherever the site says it: the
// spec's "Something went wrong" is the account's failure and the 500 page's title, one wording per language.
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadStringSources } from '../../scripts/content/translations';
import type { StringSource } from '../../strings/types';
import { LANGUAGES } from '../../wire/vocabulary';

const STRINGS_DIR = join(resolve(__dirname, '..', '..'), 'strings');

let strings: StringSource[] = [];
beforeAll(async () => {
  strings = (await loadStringSources(STRINGS_DIR)).flatMap(({ group }) => group.strings);
});

describe('one wording per language for one English message', () => {
  it('"Something went wrong" is said one way in each language, under every key that says it', () => {
    const family = strings.filter((s) => s.values.en === 'Something went wrong');
    expect(family.map((s) => s.key).sort()).toEqual(['serverErrorTitle', 'somethingWentWrong']);
    for (const language of LANGUAGES) {
      const wordings = new Set(family.map((s) => s.values[language]));
      expect([...wordings], language).toHaveLength(1);
    }
    expect(family[0]?.values.nl).toBe('Er is iets misgegaan');
  });
});
