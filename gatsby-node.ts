// Build-time hooks: pages, redirects and the generated files (_redirects, sitemap.xml,
// robots.txt, share images, logo) of one brand. Everything lives in src/build; nothing here
// reaches the browser.
import { copyFile, cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { buildSite, type SiteBuild } from './src/build/build-site';
import { browserRedirectDifferences, browserRedirectsModule, evaluateBrowserRedirectsModule } from './src/build/browser-redirects';
import { matchPathDifferences, matchPathEntries, matchPathsModule, type MatchPathEntry } from './src/build/match-paths';
import { gatsbyRedirects, writeRedirectsFile } from './src/build/redirects';
import { LOGO_PUBLIC_PATH } from './src/build/site-context';
import type { RedirectRule } from './src/lib/paths';
import { robotsTxt, sitemapXml } from './src/build/sitemap';
import { parseEnv } from './src/config/env';

let site: SiteBuild | null = null;
// The compact match-paths module swapped in for Gatsby's JSON list (see src/build/match-paths.ts).
const compactMatchPaths = path.join(__dirname, '.cache', 'match-paths-compact.js');
// The compact browser redirect list swapped in for Gatsby's (see src/build/browser-redirects.ts).
const compactRedirects = path.join(__dirname, '.cache', 'redirects-compact.js');
// The translation cache lives for one build process, under a site-specific key.
const translationCache = new Map<string, unknown>();

export const createPages: GatsbyNode['createPages'] = async ({ actions, reporter }) => {
  const activity = reporter.activityTimer('Sourcing content and catalogue, planning pages');
  activity.start();
  site = await buildSite({
    rootDir: __dirname,
    env: parseEnv(),
    cache: {
      get: async (key) => translationCache.get(key),
      set: async (key, value) => translationCache.set(key, value),
    },
    log: (message) => reporter.info(message),
  });
  activity.end();
  for (const page of site.pages) {
    actions.createPage({
      path: page.path,
      ...(page.matchPath ? { matchPath: page.matchPath } : {}),
      component: path.resolve(__dirname, 'src/templates', `${page.template}.tsx`),
      context: page.context as unknown as Record<string, unknown>,
    });
  }
  await mkdir(path.dirname(compactMatchPaths), { recursive: true });
  await writeFile(compactMatchPaths, matchPathsModule(matchPathEntries(site.pages)));
  const redirects = gatsbyRedirects(site.redirects);
  await writeFile(compactRedirects, browserRedirectsModule(redirects));
  for (const rule of redirects) {
    actions.createRedirect({
      fromPath: rule.fromPath,
      toPath: rule.toPath,
      isPermanent: rule.isPermanent,
      ignoreCase: rule.ignoreCase,
      redirectInBrowser: rule.redirectInBrowser,
      force: rule.force,
    });
  }
};

async function writeSiteFiles(publicDir: string, build: SiteBuild): Promise<void> {
  await mkdir(path.join(publicDir, path.dirname(LOGO_PUBLIC_PATH)), { recursive: true });
  await copyFile(build.logoFile, path.join(publicDir, LOGO_PUBLIC_PATH));
  // Product videos and their captions ship with the site (content/media/<brand>/ → /media/<brand>/).
  if (existsSync(build.mediaDir)) await cp(build.mediaDir, path.join(publicDir, 'media', build.brand.id), { recursive: true, force: true });
  for (const file of build.downloads) {
    await mkdir(path.join(publicDir, path.dirname(file.path)), { recursive: true });
    await writeFile(path.join(publicDir, file.path), file.bytes);
  }
  await writeRedirectsFile(publicDir, build.redirects);
  await writeFile(path.join(publicDir, 'sitemap.xml'), sitemapXml(build.baseUrl, build.sitemap));
  await writeFile(
    path.join(publicDir, 'robots.txt'),
    robotsTxt(build.baseUrl, build.locales.map((l) => l.urlPath)),
  );
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(/\$virtual[\\/]match-paths\.json$/, compactMatchPaths),
      // Gatsby's redirect-utils imports `./redirects.json` from .cache/; nothing else is touched.
      plugins.normalModuleReplacement(/^\.\/redirects\.json$/, (resource: { context: string; request: string }) => {
        if (path.resolve(resource.context) === path.dirname(compactRedirects)) resource.request = compactRedirects;
      }),
    ],
  });
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  if (!site) return;
  // The compact list must say exactly what Gatsby's own list says.
  const gatsbyList = JSON.parse(await readFile(path.join(__dirname, '.cache', 'match-paths.json'), 'utf8')) as MatchPathEntry[];
  const differences = matchPathDifferences(matchPathEntries(site.pages), gatsbyList);
  if (differences.length) {
    reporter.panicOnBuild(`The compact match-paths list differs from Gatsby's:\n${differences.slice(0, 20).join('\n')}`);
    return;
  }
  // So must the compact redirect list.
  const gatsbyRedirectList = JSON.parse(await readFile(path.join(__dirname, '.cache', 'redirects.json'), 'utf8')) as RedirectRule[];
  const compactList = evaluateBrowserRedirectsModule(await readFile(compactRedirects, 'utf8'));
  const redirectDifferences = browserRedirectDifferences(compactList, gatsbyRedirectList);
  if (redirectDifferences.length) {
    reporter.panicOnBuild(`The compact browser redirect list differs from Gatsby's:\n${redirectDifferences.slice(0, 20).join('\n')}`);
    return;
  }
  const publicDir = path.join(__dirname, 'public');
  await writeSiteFiles(publicDir, site);
  const written = await site.shareImages.write(publicDir, (m) => reporter.warn(m));
  reporter.info(`${site.brand.name}: wrote _redirects, sitemap.xml, robots.txt and ${written} share images`);
};

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app }) => {
  // `gatsby develop` serves the logo straight from the brand folder.
  app.get(LOGO_PUBLIC_PATH, (_req: unknown, res: { sendFile(file: string): void; sendStatus(code: number): void }) => {
    if (site) res.sendFile(site.logoFile);
    else res.sendStatus(404);
  });
};
