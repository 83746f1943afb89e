// String lookup for UI strings from the translation groups: plain text as it is, messages with
// arguments formatted from their parsed ICU form (src/lib/i18n/message.ts).
import { formatMessage, type MessageValues, type ParsedMessage } from '../../lib/i18n/message';

/** A page's UI strings: plain text and parsed messages by key, and the language that formats them. */
export interface PageStrings {
  strings: Record<string, string>;
  messages: Record<string, ParsedMessage>;
  language: string;
}

/** What formats a key the page lacks (English sources while developing). */
export type Fallback = (key: string, values?: MessageValues) => string | undefined;

/**
 * The string for `key` from the page's strings, formatted. A missing key falls back to the
 * English source in development (so gaps show while writing) and to the key itself in a build.
 */
export function translate(page: PageStrings, key: string, values?: MessageValues, fallback?: Fallback): string {
  const message = page.messages[key];
  if (message) return formatMessage(message, page.language, values);
  return page.strings[key] ?? fallback?.(key, values) ?? key;
}
