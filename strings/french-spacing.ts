// French typography of the UI strings: a narrow no-break space (U+202F) before ; : ! ? and inside « »,
// so the sign never starts a line of its own and every French message spaces it the same way.

/** Narrow no-break space: the one space French punctuation takes. */
export const NARROW_NBSP = '\u202f';

/** What comes after a closing sign: a space, the end, or a closing quote, bracket or ICU brace. */
const AFTER = /^(?:$|[\s»)}\]"'’.,])/u;

/** The spacing problems of one French message, each naming the sign and where it is. */
export function frenchSpacingProblems(message: string): string[] {
  const problems: string[] = [];
  const at = (i: number) => `at ${i} ("…${message.slice(Math.max(0, i - 12), i + 2)}…")`;
  for (let i = 0; i < message.length; i++) {
    const sign = message[i]!;
    const before = message[i - 1];
    if (';:!?'.includes(sign)) {
      // Only a sign that ends a clause ("Prix : 10", "Merci !"), not one inside a word, a time or an address.
      if (!AFTER.test(message.slice(i + 1))) continue;
      // Doubled signs (?!) share the first one's space.
      if (before !== undefined && ';:!?'.includes(before)) continue;
      if (before !== NARROW_NBSP) problems.push(`"${sign}" needs a narrow no-break space before it ${at(i)}`);
    } else if (sign === '«' && message[i + 1] !== NARROW_NBSP) {
      problems.push(`"«" needs a narrow no-break space after it ${at(i)}`);
    } else if (sign === '»' && before !== NARROW_NBSP) {
      problems.push(`"»" needs a narrow no-break space before it ${at(i)}`);
    }
  }
  return problems;
}

/** The message with French spacing: any space (or none) before ; : ! ? and inside « » made a narrow no-break space. */
export function withFrenchSpacing(message: string): string {
  return message
    .replace(/(?<=[^\s;:!?])[ \u00a0\u202f]?([;:!?])(?=$|[\s»)}\]"'’.,])/gu, `${NARROW_NBSP}$1`)
    .replace(/«[ \u00a0\u202f]?/gu, `«${NARROW_NBSP}`)
    .replace(/[ \u00a0\u202f]?»/gu, `${NARROW_NBSP}»`);
}
