// ICU MessageFormat rules of the UI strings, checked with intl-messageformat by the content generator
// (every group it writes) and by the tests. A message may use plain text, simple arguments
// (`{title}`), `plural` (with `#` and `=n` cases) and `select`: what the page formatter
// (src/lib/i18n/message.ts) formats from the pre-parsed form. Every language of a string takes the
// same arguments as its English, and each plural names exactly the CLDR categories of its language
// (fr, it, es: one, many, other; en, de, nl: one, other) besides any `=n` cases.
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** How a message uses an argument. */
export type ArgumentKind = 'argument' | 'plural' | 'select';

/** Element types of the parser's AST (`TYPE` of @formatjs/icu-messageformat-parser). */
const LITERAL = 0;
const ARGUMENT = 1;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const SUPPORTED = new Set([LITERAL, ARGUMENT, SELECT, PLURAL, POUND]);
const TYPE_NAMES: Record<number, string> = { 2: 'number', 3: 'date', 4: 'time', 8: 'tag' };

/** Parse options shared by the generator, the site build and the tests: `<` is text, not a tag. */
export const PARSE_OPTIONS = { ignoreTag: true } as const;

/** The parsed form of a message; throws intl-messageformat's error when it does not parse. */
export function parseMessage(message: string, language: string): MessageFormatElement[] {
  return new IntlMessageFormat(message, language, undefined, PARSE_OPTIONS).getAst();
}

/** The CLDR plural categories of a language (`Intl.PluralRules`). */
export function pluralCategories(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
}

/** Every argument a parsed message takes, by name, with how it is used (first use wins). */
export function messageArguments(elements: MessageFormatElement[], into = new Map<string, ArgumentKind>()): Map<string, ArgumentKind> {
  for (const element of elements) {
    if (element.type === ARGUMENT && !into.has(element.value)) into.set(element.value, 'argument');
    if (element.type === SELECT || element.type === PLURAL) {
      if (!into.has(element.value) || into.get(element.value) === 'argument') into.set(element.value, element.type === PLURAL ? 'plural' : 'select');
      for (const option of Object.values(element.options)) messageArguments(option.value, into);
    }
  }
  return into;
}

function checkElements(elements: MessageFormatElement[], language: string, problems: string[]): void {
  for (const element of elements) {
    if (!SUPPORTED.has(element.type)) {
      problems.push(`uses a ${TYPE_NAMES[element.type] ?? element.type} argument, which the page formatter does not format`);
      continue;
    }
    if (element.type === PLURAL) {
      if (element.pluralType !== 'cardinal') problems.push(`{${element.value}, selectordinal} is not supported`);
      const categories = pluralCategories(language);
      const keys = Object.keys(element.options).filter((key) => !key.startsWith('='));
      const missing = categories.filter((category) => !keys.includes(category));
      const extra = keys.filter((key) => !categories.includes(key));
      if (missing.length) problems.push(`{${element.value}, plural} lacks ${missing.join(', ')} (${language}: ${categories.join(', ')})`);
      if (extra.length) problems.push(`{${element.value}, plural} has ${extra.join(', ')}, not a ${language} plural category (${categories.join(', ')})`);
    }
    if (element.type === SELECT || element.type === PLURAL) {
      for (const option of Object.values(element.options)) checkElements(option.value, language, problems);
    }
  }
}

/**
 * What is wrong with `message` in `language`: parse errors, unsupported arguments, plural
 * categories that are not the language's. Empty when it is fine.
 */
export function messageProblems(message: string, language: string): string[] {
  let elements: MessageFormatElement[];
  try {
    elements = parseMessage(message, language);
  } catch (error) {
    return [`does not parse (${error instanceof Error ? error.message : String(error)})`];
  }
  const problems: string[] = [];
  checkElements(elements, language, problems);
  return problems;
}

/** Names of a message's arguments, sorted (`[]` for plain text or a message that does not parse). */
export function argumentNames(message: string, language: string): string[] {
  try {
    return [...messageArguments(parseMessage(message, language)).keys()].sort();
  } catch {
    return [];
  }
}

const listOf = (names: string[]) => (names.length ? names.map((name) => `{${name}}`).join(' ') : 'no arguments');

/** Problems of one string in every language it has: each message's own, and arguments unlike the English. */
export function stringProblems(key: string, values: Partial<Record<string, string>>): string[] {
  const problems: string[] = [];
  const english = values.en === undefined ? [] : argumentNames(values.en, 'en');
  for (const [language, message] of Object.entries(values)) {
    if (typeof message !== 'string') continue;
    for (const problem of messageProblems(message, language)) problems.push(`"${key}" (${language}) ${problem}`);
    const names = argumentNames(message, language);
    if (language !== 'en' && names.join(' ') !== english.join(' ')) {
      problems.push(`"${key}" (${language}) takes ${listOf(names)}, English takes ${listOf(english)}`);
    }
  }
  return problems;
}
