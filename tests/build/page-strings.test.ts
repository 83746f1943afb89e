// Pages other than the account pages leave the account-only strings out of their page data, and no
// code those pages run names one of them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountOnlyKeys, carriesAllStrings, SHARED_ACCOUNT_KEYS, withoutKeys } from '../../src/build/page-strings';
import { buildTranslationCache, type TranslationGroupDoc } from '../../src/lib/content/translations';

const rootDir = path.resolve(__dirname, '../..');
const groups = readFileSync(path.join(rootDir, 'content', 'translations.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as TranslationGroupDoc);

/** Source files under `dir`, relative to the repo. */
function sources(dir: string): string[] {
  return readdirSync(path.join(rootDir, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file).split(path.sep).join('/'));
}

// The account template and the two features only it renders get every string; src/build runs at
// build time with the whole cache.
const accountCode = (file: string) =>
  file === 'src/templates/account.tsx' || file.startsWith('src/features/account/') || file.startsWith('src/features/subscriptions/') || file.startsWith('src/build/');

describe('account-only strings', () => {
  for (const brand of ['trailmate', 'yardwise', 'homing']) {
    const cache = buildTranslationCache(groups, brand);
    const keys = accountOnlyKeys(cache);

    it(`${brand}: no code outside the account pages names an account-only string`, () => {
      const offenders: string[] = [];
      for (const file of [...sources('src'), 'gatsby-browser.tsx', 'gatsby-ssr.tsx'].filter((f) => !accountCode(f))) {
        const text = readFileSync(path.join(rootDir, file), 'utf8');
        for (const key of keys) if (text.includes(`'${key}'`) || text.includes(`"${key}"`)) offenders.push(`${file}: ${key}`);
      }
      expect(offenders).toEqual([]);
    });

    it(`${brand}: the account groups' sign-in, subscription and activation copy is account-only; shared keys are not`, () => {
      expect(keys.size).toBeGreaterThan(100);
      for (const key of ['subMsgCancelled', 'tabSubscriptions']) expect(keys.has(key), key).toBe(true);
      for (const key of SHARED_ACCOUNT_KEYS) expect(keys.has(key), key).toBe(false);
    });
  }

  it('only account pages carry every string', () => {
    expect(carriesAllStrings('account')).toBe(true);
    expect(carriesAllStrings('product')).toBe(false);
    expect(withoutKeys({ a: 'A', b: 'B' }, new Set(['b']))).toEqual({ a: 'A' });
  });
});
