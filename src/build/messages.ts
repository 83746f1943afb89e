// A locale's UI strings as the page data carries them: messages without arguments as plain text
// (ICU quoting undone), messages with arguments parsed once here, at build time, by
// intl-messageformat's parser, so the browser formats them (src/lib/i18n/message.ts) without
// shipping a parser. A message that does not parse fails the build with its key.
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { ParsedMessage } from '../lib/i18n/message';

/** A locale's strings split into plain text and parsed messages, by key. */
export interface CompiledStrings {
  strings: Record<string, string>;
  messages: Record<string, ParsedMessage>;
}

/** Drops what the page formatter does not read (source locations). */
function slim(elements: MessageFormatElement[]): ParsedMessage {
  return elements.map((element) => {
    switch (element.type) {
      case 0:
      case 1:
        return { type: element.type, value: element.value };
      case 5:
        return { type: 5, value: element.value, options: slimOptions(element.options) };
      case 6:
        return { type: 6, value: element.value, options: slimOptions(element.options), ...(element.offset ? { offset: element.offset } : {}), ...(element.pluralType === 'ordinal' ? { pluralType: 'ordinal' as const } : {}) };
      case 7:
        return { type: 7 };
      default:
        throw new Error(`a ${['literal', 'argument', 'number', 'date', 'time', 'select', 'plural', 'pound', 'tag'][element.type]} element, which the page formatter does not format`);
    }
  });
}

function slimOptions(options: Record<string, { value: MessageFormatElement[] }>): Record<string, { value: ParsedMessage }> {
  return Object.fromEntries(Object.entries(options).map(([key, option]) => [key, { value: slim(option.value) }]));
}

/** Splits a locale's ICU sources (key → message) into plain text and parsed messages. */
export function compileStrings(sources: Record<string, string>, language: string): CompiledStrings {
  const strings: Record<string, string> = {};
  const messages: Record<string, ParsedMessage> = {};
  for (const [key, source] of Object.entries(sources)) {
    let parsed: ParsedMessage;
    try {
      parsed = slim(parse(source, { ignoreTag: true }));
    } catch (error) {
      throw new Error(`UI string "${key}" (${language}) is not a valid ICU message: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (parsed.every((element) => element.type === 0)) strings[key] = parsed.map((element) => (element as { value: string }).value).join('');
    else messages[key] = parsed;
  }
  return { strings, messages };
}
