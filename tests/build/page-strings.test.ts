// Pages leave the string groups only other templates show out of their page data, and no code those
// pages run names one of them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { restrictedKeys, SHARED_ACCOUNT_KEYS, TEMPLATE_STRINGS, templateStrings, withoutKeys, type TemplateStrings } from '../../src/build/page-strings';
import { buildTranslationCache, type TranslationGroupDoc } from '../../src/lib/content/translations';
import { BRAND_IDS } from '../../wire/vocabulary';

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

/** Whether `file` is code that may name a restricted group's keys (src/build runs at build time with every string). */
const mayName = (entry: TemplateStrings, file: string) => file.startsWith('src/build/') || entry.code.some((prefix) => file.startsWith(prefix));

describe('template-restricted strings', () => {
  const files = [...sources('src'), 'gatsby-browser.tsx', 'gatsby-ssr.tsx'];
  for (const brand of BRAND_IDS) {
    const cache = buildTranslationCache(groups, brand);

    for (const entry of TEMPLATE_STRINGS) {
      it(`${brand}: no code but ${entry.code.join(', ')} names a string of ${entry.groups.join(', ')}`, () => {
        const keys = restrictedKeys(cache, entry);
        // A brand's cache holds only the groups its site uses (the local services are Yardwise's).
        // The offline page's group is small (its title and text); the others hold dozens of strings.
        if (entry.groups.some((group) => cache[group])) expect(keys.size).toBeGreaterThanOrEqual(entry.groups.includes('ui-offline') ? 2 : 50);
        else expect(keys.size).toBe(0);
        const offenders: string[] = [];
        for (const file of files.filter((f) => !mayName(entry, f))) {
          const text = readFileSync(path.join(rootDir, file), 'utf8');
          for (const key of keys) if (text.includes(`'${key}'`) || text.includes(`"${key}"`)) offenders.push(`${file}: ${key}`);
        }
        expect(offenders).toEqual([]);
      });
    }

    it(`${brand}: the account groups' sign-in, subscription and activation copy is account-only; shared keys are not`, () => {
      const keys = restrictedKeys(cache, TEMPLATE_STRINGS[0]);
      for (const key of ['subMsgCancelled', 'tabSubscriptions']) expect(keys.has(key), key).toBe(true);
      for (const key of SHARED_ACCOUNT_KEYS) expect(keys.has(key), key).toBe(false);
    });
  }

  it('each template carries its own groups and not the others; templates that leave out the same groups share one object', () => {
    const cache = buildTranslationCache(groups, 'yardwise');
    const all = Object.fromEntries(Object.values(cache).flatMap((group) => group.strings.map((s) => [s.key, s.key])));
    const stringsFor = templateStrings(cache);
    const [account, home, product, search] = (['account', 'home', 'product', 'search'] as const).map((t) => stringsFor(all, t));
    expect(account.subMsgCancelled).toBeTruthy();
    expect(account.lsFindDealer).toBeUndefined();
    expect(home.lsFindDealer).toBeTruthy();
    expect(home.subMsgCancelled).toBeUndefined();
    expect(product.lsFindDealer).toBeUndefined();
    expect(product.subMsgCancelled).toBeUndefined();
    expect(product.tryAgain).toBeTruthy();
    for (const strings of [account, home, product, search]) expect(strings.offlineTitle).toBeUndefined();
    expect(product.updateReady).toBeTruthy();
    expect(search).toBe(product);
    expect(withoutKeys({ a: 'A', b: 'B' }, new Set(['b']))).toEqual({ a: 'A' });
  });
});
