// The site of every locale as the build publishes it: one file per locale beside Gatsby's page data, which
// the browser loads once per locale (src/components/site/locale-sites.ts), and every locale's in one file
// that the HTML renderer's bundle reads in place of src/components/site/locale-sites.built.json.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LocaleSite } from '../lib/content/site-context';
import { localeSiteFile } from '../lib/paths/site-files';

/** Writes `text` unless the file already holds it (an unchanged file keeps its time, and webpack its cache). */
async function writeIfChanged(file: string, text: string): Promise<void> {
  const current = await readFile(file, 'utf8').catch(() => null);
  if (current === text) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

/** Publishes each locale's site under `publicDir` and every locale's in `rendererFile`. */
export async function writeLocaleSites(localeSites: Map<string, LocaleSite>, publicDir: string, rendererFile: string): Promise<void> {
  for (const [id, site] of localeSites) await writeIfChanged(path.join(publicDir, localeSiteFile(id)), JSON.stringify(site));
  await writeIfChanged(rendererFile, JSON.stringify(Object.fromEntries(localeSites)));
}
