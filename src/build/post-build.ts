// The files written after the pages of a brand's build: _redirects, sitemap.xml, robots.txt, the
// logo, favicons, media, downloads, share images, the service worker and, last, _headers (which hashes
// the inline scripts of the finished pages). Run by gatsby-node's onPostBuild and by a re-render of
// changed pages (scripts/build/rerender-pages.ts), so both leave the same files.
import { copyFile, cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../config/env';
import { buildPixels } from './analytics';
import type { SiteBuild } from './build-site';
import { writeHeadersFile } from './deploy-headers';
import { writeFavicons } from './favicon';
import { writeRedirectsFile } from './redirects';
import { writeServiceWorker } from './service-worker';
import { LOGO_PUBLIC_PATH } from './site-context';
import { robotsTxt, sitemapXml } from './sitemap';

/** What the post-build steps read of a site's build: all but its pages (gatsby-node lets those go once Gatsby has them). */
export type PostBuildSite = Omit<SiteBuild, 'pages'>;

async function writeSiteFiles(publicDir: string, build: PostBuildSite): Promise<void> {
  await mkdir(path.join(publicDir, path.dirname(LOGO_PUBLIC_PATH)), { recursive: true });
  await copyFile(build.logoFile, path.join(publicDir, LOGO_PUBLIC_PATH));
  await writeFavicons(publicDir, await readFile(build.logoFile, 'utf8'), build.brand.logo.mark);
  // Product videos and their captions ship with the site (content/media/<brand>/ → /media/<brand>/).
  if (existsSync(build.mediaDir)) await cp(build.mediaDir, path.join(publicDir, 'media', build.brand.id), { recursive: true, force: true });
  for (const file of build.downloads) {
    await mkdir(path.join(publicDir, path.dirname(file.path)), { recursive: true });
    await writeFile(path.join(publicDir, file.path), file.bytes);
  }
  await writeRedirectsFile(publicDir, build.hostRedirects);
  await writeFile(path.join(publicDir, 'sitemap.xml'), sitemapXml(build.baseUrl, build.sitemap));
  await writeFile(
    path.join(publicDir, 'robots.txt'),
    robotsTxt(build.baseUrl, build.locales.map((l) => l.urlPath)),
  );
}

/**
 * Writes the post-build files of a built site into publicDir; answers one line of what it wrote and one
 * of each step's time (the share images and the service worker are made at once: their times overlap).
 */
export async function writePostBuildFiles(options: {
  publicDir: string;
  build: PostBuildSite;
  env: Env;
  /** Where the steps keep what lets them skip work whose inputs did not change. */
  cacheDir: string;
  warn: (message: string) => void;
}): Promise<{ summary: string; timings: string }> {
  const { publicDir, build, env, cacheDir, warn } = options;
  const timings: string[] = [];
  const timed = async <T>(name: string, step: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    const result = await step();
    timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(2)} s`);
    return result;
  };
  await timed('site files', () => writeSiteFiles(publicDir, build));
  // The share images are made on sharp's threads while Workbox's generateSW (seconds; it runs only
  // when its inputs changed since the worker in public/) bundles the worker on this one.
  const [written, worker] = await Promise.all([
    timed('share images', () => build.shareImages.write(publicDir, warn)),
    timed('service worker', () =>
      writeServiceWorker({ publicDir, brandId: build.brand.id, locales: build.locales, offlinePages: build.offlinePages, cacheFile: path.join(cacheDir, 'service-worker.json') }),
    ),
  ]);
  for (const warning of worker.warnings) warn(`Service worker: ${warning}`);
  const headers = await timed('headers', () =>
    writeHeadersFile(publicDir, { env, baseUrl: build.baseUrl, siteName: build.brand.name, pixels: buildPixels(build.brand, env), cacheFile: path.join(cacheDir, 'inline-scripts.json') }),
  );
  return {
    summary: `${build.brand.name}: wrote _redirects, _headers (${headers.scriptHashes.length} inline script hashes over ${headers.pages} pages, ${headers.read} read), sitemap.xml, robots.txt, ${written} share images and sw.js (${worker.count} precached files, ${build.offlinePages.length} offline pages${worker.reused ? '; unchanged inputs, kept' : ''})`,
    timings: `Post-build steps: ${timings.join(', ')}`,
  };
}
