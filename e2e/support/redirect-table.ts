// The redirect table of a brand as the repo holds it (redirects/<brand>.json), plus the
// /{product}-pro-program-application rules (and -success, -fail) added for each product.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { shownProductHandles } from './catalogue';
import type { SiteBrand } from './sites';

/** One row of the table. */
export interface RedirectRow {
  fromPath: string;
  toPath: string;
  ignoreCase: boolean;
}

/** The rules of redirects/<brand>.json. */
export function redirectTable(brand: SiteBrand): RedirectRow[] {
  const file = path.join('redirects', `${brand}.json`);
  const table = JSON.parse(readFileSync(file, 'utf8')) as { rules: RedirectRow[] };
  return table.rules.map(({ fromPath, toPath, ignoreCase }) => ({ fromPath, toPath, ignoreCase }));
}

/** The pro-program-application rules of every shown product: all go home. */
export function proProgramRows(brand: SiteBrand): RedirectRow[] {
  return shownProductHandles(brand).flatMap((handle) =>
    ['', '-success', '-fail'].map((suffix) => ({ fromPath: `/${handle}-pro-program-application${suffix}`, toPath: '/', ignoreCase: true })),
  );
}

/** The same path in another letter case (the query string is left as it is). */
export function otherCase(fromPath: string): string {
  const [pathname, search] = fromPath.split('?', 2);
  if (pathname === undefined) throw new Error('pathname is missing');
  const swapped = pathname.toUpperCase() === pathname ? pathname.toLowerCase() : pathname.toUpperCase();
  return search === undefined ? swapped : `${swapped}?${search}`;
}

/** The store host external rules point at (brands/<brand>/brand.json storeHost). */
export function storeHost(brand: SiteBrand): string {
  const config = JSON.parse(readFileSync(path.join('brands', brand, 'brand.json'), 'utf8')) as { storeHost: string };
  return config.storeHost;
}
