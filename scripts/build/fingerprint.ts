// What a brand's Gatsby build is made of apart from its content: the site's code and settings, the
// files Gatsby reads as nodes (content images and media), the installed packages and the variables
// that reach the bundles or Gatsby's configuration, as one hash. A build keeps the hash in its cache; pages are re-rendered with that
// build's renderer (rerender-pages.ts) only while the hash is the same, so a change of code always
// goes through Gatsby.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Files and folders of the repo a site build reads as code or settings. */
const SITE_INPUTS = [
  'src',
  'brands',
  'locales',
  'strings',
  'redirects',
  'wire',
  'content',
  'shared/env-file.ts',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** Variables read outside the planner, by gatsby-config (site URL, content folder); `gatsby build` always bundles in production mode. */
const BUNDLE_VARIABLES = new Set(['BRAND', 'SITE_URL', 'CONTENT_DIR']);

/** Content datasets (read through the content client and compared page by page) and notes are not code. */
function isContentData(rel: string): boolean {
  return rel.startsWith('content/') && (rel.endsWith('.ndjson') || rel.endsWith('.md'));
}

/** Where a build keeps its fingerprint, inside Gatsby's cache folder. */
export const FINGERPRINT_FILE = 'post-build/code.json';

/** The hash of the site's code, node files, packages and environment (`env`: the build's variables). */
export function codeFingerprint(root: string, env: NodeJS.ProcessEnv): string {
  const hash = createHash('sha256');
  const add = (rel: string) => {
    const full = path.join(root, rel);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) add(`${rel}/${name}`);
      return;
    }
    if (isContentData(rel)) return;
    hash.update(`${rel}\0`).update(readFileSync(full)).update('\0');
  };
  for (const rel of SITE_INPUTS) add(rel);
  // Variables the bundles or gatsby-config read. The others (hosts of the twin and the services,
  // keys) reach pages only through what the site plans from them, which a re-render compares; the
  // site's code reads no GATSBY_* variable, and Gatsby's own (workers, telemetry) change no output.
  const reaching = [...BUNDLE_VARIABLES].sort().map((key) => [key, env[key] ?? null]);
  // A preview build (drafts, with its notice in every page) never shares a renderer with a public one;
  // a public build's hash stays what it was before previews existed.
  if (env.SANITY_PERSPECTIVE && env.SANITY_PERSPECTIVE !== 'published') reaching.push(['SANITY_PERSPECTIVE', env.SANITY_PERSPECTIVE]);
  hash.update(JSON.stringify(reaching));
  return hash.digest('hex');
}
