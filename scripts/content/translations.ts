// translationGroup documents: UI string sources from strings/*.ts plus product tag label groups.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stringProblems } from '../../strings/icu';
import type { StringGroupSource } from '../../strings/types';
import { ALL_LANGUAGES, BRANDS, type BrandId, type Doc, type Language, doc, key } from './lib/core-exports';
import { COMMON_TAGS, TAG_LABELS } from './tags';

/** Languages a group must carry: all six for global groups, else the brand's. */
export function groupLanguages(siteIdentifier: StringGroupSource['siteIdentifier']): readonly Language[] {
  if (siteIdentifier === 'global') return ALL_LANGUAGES;
  return BRANDS.find((brand) => brand.id === siteIdentifier)!.languages;
}

function isGroup(value: unknown): value is StringGroupSource {
  return typeof value === 'object' && value !== null && 'groupKey' in value && 'strings' in value && 'siteIdentifier' in value;
}

/** Reads every group exported by strings/*.ts (except types.ts and icu.ts), sorted by file then export name. */
export async function loadStringSources(dir: string): Promise<{ file: string; group: StringGroupSource }[]> {
  const files = readdirSync(dir).filter((file) => file.endsWith('.ts') && file !== 'types.ts' && file !== 'icu.ts').sort();
  const out: { file: string; group: StringGroupSource }[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
    for (const name of Object.keys(module).sort()) {
      const value = module[name];
      const candidates = Array.isArray(value) ? value : [value];
      for (const candidate of candidates) if (isGroup(candidate)) out.push({ file, group: candidate });
    }
  }
  return out;
}

/**
 * Fails with a clear message when a string lacks a language its group's site enables, or a message
 * breaks the ICU rules of strings/icu.ts (parse errors, arguments unlike the English, plural
 * categories that are not the language's).
 */
export function validateGroup(file: string, group: StringGroupSource): void {
  const languages = groupLanguages(group.siteIdentifier);
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const string of group.strings) {
    if (seen.has(string.key)) problems.push(`duplicate key "${string.key}"`);
    seen.add(string.key);
    for (const language of languages) {
      const value = string.values[language];
      if (typeof value !== 'string' || value.trim() === '') problems.push(`"${string.key}" has no ${language} value`);
    }
    problems.push(...stringProblems(string.key, string.values));
  }
  if (problems.length) {
    throw new Error(
      `Translation group "${group.groupKey}" (strings/${file}, site ${group.siteIdentifier}, needs ${languages.join(' ')}): ${problems.join('; ')}`,
    );
  }
}

function groupDoc(brand: BrandId | 'shared', group: StringGroupSource): Doc {
  const languages = groupLanguages(group.siteIdentifier);
  return doc(`translationGroup-${group.groupKey}`, 'translationGroup', {
    brand,
    groupKey: group.groupKey,
    siteIdentifier: group.siteIdentifier,
    strings: group.strings.map((string) => ({
      _key: key('string', group.groupKey, string.key),
      key: string.key,
      placeholder: string.placeholder ?? '',
      localizedStrings: languages.map((language) => ({ _key: language, value: string.values[language]! })),
    })),
  });
}

/** Builds every translation group; tagsByBrand lists the tags each brand's catalogue uses. */
export async function buildTranslations(stringsDir: string, tagsByBrand: Map<BrandId, string[]>): Promise<Doc[]> {
  const docs: Doc[] = [];
  const groupKeys = new Set<string>();
  const add = (file: string, group: StringGroupSource) => {
    validateGroup(file, group);
    if (groupKeys.has(group.groupKey)) throw new Error(`Translation group "${group.groupKey}" is defined twice (strings/${file})`);
    groupKeys.add(group.groupKey);
    docs.push(groupDoc(group.siteIdentifier === 'global' ? 'shared' : group.siteIdentifier, group));
  };
  for (const { file, group } of await loadStringSources(stringsDir)) add(file, group);

  const tagGroup = (groupKey: string, siteIdentifier: StringGroupSource['siteIdentifier'], tags: string[]): StringGroupSource => ({
    groupKey,
    siteIdentifier,
    strings: tags.map((tag) => {
      const label = TAG_LABELS[tag];
      if (!label) throw new Error(`Product tag "${tag}" has no label in scripts/content/tags.ts`);
      return { key: tag, placeholder: 'product tag', values: label };
    }),
  });
  add('tags.ts', tagGroup('productTagsList-common', 'global', COMMON_TAGS));
  for (const [brand, tags] of tagsByBrand) add('tags.ts', tagGroup(`productTagsList-${brand}`, brand, tags));
  return docs;
}
