// The `diffMatchPatch` patch operation: a string edited by a patch in diff-match-patch's text format,
// which Studio sends for every keystroke in a text field. As Sanity's, the offsets of the `@@ -a,b +c,d @@`
// headers count UTF-8 bytes, and the lines are `=`/`-`/`+` runs (` `, `-`, `+` first) percent-encoded.
// Each hunk is applied where its old text stands (at the expected place, else the nearest place it is
// found); a hunk whose old text is nowhere in the string is left out, as diff-match-patch leaves out a
// hunk it cannot place.

/** One hunk: where it applies (UTF-8 offset in the string as the hunks before it left it) and its runs. */
interface Hunk {
  start2: number;
  runs: { op: ' ' | '-' | '+'; text: string }[];
}

const HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@$/;

/** Parses a patch text; throws on anything that is not one. */
export function parsePatchText(text: string): Hunk[] {
  const hunks: Hunk[] = [];
  const lines = text.split('\n');
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (line === '') {
      i++;
      continue;
    }
    const m = HEADER.exec(line);
    if (!m) throw new Error(`Invalid patch header "${line.slice(0, 40)}"`);
    const [, , , start, length] = m;
    // As diff-match-patch writes them: `n,0` is the offset itself, `n` and `n,len` are 1-based.
    const start2 = length === '0' ? Number(start) : Number(start) - 1;
    const hunk: Hunk = { start2, runs: [] };
    for (i++; i < lines.length && !(lines[i] ?? '').startsWith('@@'); i++) {
      const body = lines[i] ?? '';
      if (body === '') continue;
      const op = body[0];
      if (op !== ' ' && op !== '-' && op !== '+') throw new Error(`Invalid patch line "${body.slice(0, 40)}"`);
      hunk.runs.push({ op, text: decodeURI(body.slice(1)) });
    }
    hunks.push(hunk);
  }
  return hunks;
}

/** The UTF-16 index of a UTF-8 byte offset of `s` (clamped to its end). */
function indexOfByte(s: string, byteOffset: number): number {
  let bytes = 0;
  let i = 0;
  while (i < s.length && bytes < byteOffset) {
    const cp = s.codePointAt(i) ?? 0;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    i += cp > 0xffff ? 2 : 1;
  }
  return i;
}

/** The place of `needle` in `hay` nearest to `expected`, or -1. */
function nearest(hay: string, needle: string, expected: number): number {
  if (hay.startsWith(needle, expected)) return expected;
  const after = hay.indexOf(needle, expected);
  const before = hay.lastIndexOf(needle, expected);
  if (after < 0) return before;
  if (before < 0) return after;
  return expected - before <= after - expected ? before : after;
}

/** Applies a diff-match-patch patch text to `value`; throws when the text is not a patch. */
export function applyPatchText(value: string, patchText: string): string {
  const hunks = parsePatchText(patchText);
  let text = value;
  // How far the text stands from where the hunks expect it (UTF-16 units), as diff-match-patch counts it.
  let delta = 0;
  for (const hunk of hunks) {
    const before = hunk.runs.filter((r) => r.op !== '+').map((r) => r.text).join('');
    const after = hunk.runs.filter((r) => r.op !== '-').map((r) => r.text).join('');
    const expected = Math.max(0, Math.min(text.length, indexOfByte(value, hunk.start2) + delta));
    const at = before === '' ? expected : nearest(text, before, expected);
    if (at < 0) {
      delta -= after.length - before.length;
      continue;
    }
    text = text.slice(0, at) + after + text.slice(at + before.length);
    delta = at - expected + delta;
  }
  return text;
}
