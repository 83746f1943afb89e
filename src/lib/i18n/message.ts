// Formats a UI message from its pre-parsed ICU form. The site build parses every message that takes
// arguments with intl-messageformat's parser (src/build/messages.ts) and ships the parsed elements in
// the page data, so the browser needs neither the parser nor the library: this formats the elements
// strings/icu.ts allows (text, `{arg}`, `plural` with `#` and `=n`, `select`) as
// IntlMessageFormat#format does, which tests/ui/messages.test.ts checks for every message and
// language. A value that is not given shows as `{name}`, so a gap is visible instead of throwing.

/** One element of a parsed message: the subset of @formatjs/icu-messageformat-parser's AST we ship. */
export type MessageElement =
  | { type: 0; value: string }
  | { type: 1; value: string }
  | { type: 5; value: string; options: Options }
  | { type: 6; value: string; options: Options; offset?: number; pluralType?: 'cardinal' | 'ordinal' }
  | { type: 7 };

/** A parsed message. */
export type ParsedMessage = MessageElement[];

/** Values of a message's arguments. */
export type MessageValues = Record<string, string | number>;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

type Options = Record<string, { value: MessageElement[] }>;

/** The option of `key` (never an inherited property such as `constructor`), else `other` (nothing when the message has none). */
function pick(options: Options, ...keys: string[]): MessageElement[] {
  for (const key of keys) {
    const option = Object.prototype.hasOwnProperty.call(options, key) ? options[key] : undefined;
    if (option) return option.value;
  }
  return options.other?.value ?? [];
}

function cached<T>(cache: Map<string, T>, locale: string, make: () => T): T {
  let value = cache.get(locale);
  if (!value) cache.set(locale, (value = make()));
  return value;
}

/**
 * `#`: the plural's number in the locale's digits. A whole number below 1000 reads the same in every
 * language the sites speak (Latin digits, no grouping), so it is written without Intl.NumberFormat,
 * whose first use in a page loads the number formatting data: a long task of its own while the cart
 * button's label hydrates on a phone.
 */
function formatCount(count: number, locale: string): string {
  if (Number.isInteger(count) && count >= 0 && count < 1000) return String(count);
  return cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(count);
}

/** The message in `locale` (a language tag) with `values`; `#` is the plural's number in the locale's digits. */
export function formatMessage(message: ParsedMessage, locale: string, values: MessageValues = {}, pound?: number): string {
  let out = '';
  for (const element of message) {
    if (element.type === 0) out += element.value;
    else if (element.type === 7) out += pound === undefined ? '' : formatCount(pound, locale);
    else if (!(element.value in values)) out += `{${element.value}}`;
    else if (element.type === 1) out += String(values[element.value]);
    else {
      const value = values[element.value];
      const { options } = element;
      if (element.type === 5) {
        out += formatMessage(pick(options, String(value)), locale, values);
        continue;
      }
      const number = Number(value) - (element.offset ?? 0);
      const category = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(number);
      out += formatMessage(pick(options, `=${value}`, category), locale, values, number);
    }
  }
  return out;
}
