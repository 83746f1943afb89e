// The theme's breakpoints are the spec's (§9: xs 480, sm 640, md 768, lg 1024, xl 1280, 2xl 1440 px)
// on every brand, and the stylesheet's and scripts' width queries break at them (custom properties
// cannot be used in media queries, so the numbers are written out there).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_IDS, loadBrand, themeTokens } from '../../brands';

const SPEC_BREAKPOINTS = { xs: 480, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1440 };
const WIDTHS = new Set(Object.values(SPEC_BREAKPOINTS));
const SRC = resolve(__dirname, '..', '..', 'src');

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return files(file, pattern);
    return pattern.test(name) ? [file] : [];
  });
}

describe('theme breakpoints', () => {
  it.each(BRAND_IDS)('%s: the theme defines xs 480, sm 640, md 768, lg 1024, xl 1280, 2xl 1440 px', (id) => {
    const tokens = themeTokens(loadBrand(id));
    const breakpoints = Object.fromEntries(Object.keys(SPEC_BREAKPOINTS).map((name) => [name, tokens[`--bp-${name}`]]));
    expect(breakpoints).toEqual(Object.fromEntries(Object.entries(SPEC_BREAKPOINTS).map(([name, px]) => [name, `${px}px`])));
  });

  it('every width query of the stylesheet and the scripts breaks at one of them (min-width at it, max-width 1px below)', () => {
    const queries = files(SRC, /\.(css|tsx?)$/).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\((min|max)-width:\s*(\d+)px\)/g)].map((m) => ({ file, query: m[0], kind: m[1], px: Number(m[2]) })),
    );
    expect(queries.length).toBeGreaterThan(10);
    const off = queries.filter(({ kind, px }) => !WIDTHS.has(kind === 'min' ? px : px + 1)).map(({ file, query }) => `${file.slice(SRC.length + 1)}: ${query}`);
    expect(off).toEqual([]);
  });
});
