// The built pages are the text React rendered: every page of every brand, read from dist/ (no browser).
// React's streaming renderer, which Gatsby renders with, wrote a NUL character where a multi-byte
// character met the end of one of its 2 KB chunks (facebook/react#31134): "Espa\0ñol", "\0€ 40,95"
// in 53 of Trailmate's pages. gatsby-ssr.tsx renders the body to a string instead.
import { expect, test } from './support/twin';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtPages } from '../scripts/bench/lib/built-pages';
import { SITE_BRANDS } from '../scripts/static-server/brands';

for (const brand of SITE_BRANDS) {
  test(`${brand}: no built page has a NUL character`, () => {
    const root = path.join('dist', brand);
    const pages = builtPages(root);
    expect(pages.length, `${root} is built`).toBeGreaterThan(0);
    const withNul: string[] = [];
    for (const page of pages) {
      const file = path.join(root, page.path.endsWith('.html') ? page.path : path.join(page.path, 'index.html'));
      if (readFileSync(file).includes(0)) withNul.push(page.path);
    }
    expect(withNul).toEqual([]);
  });
}
