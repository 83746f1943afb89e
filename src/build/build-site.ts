// One brand's build, start to finish, without Gatsby: source content and catalogue, plan every
// page of every locale, check redirects, finalize pages. gatsby-node.ts hands the result to
// createPage/createRedirect and writes the files after the build.
import { type DownloadFile, GuideDownloadWriter } from './first-aid-pdf';
import path from 'node:path';
import { loadBrand, type BrandConfig } from '../../brands';
import { resolveLocales } from '../../locales';
import { browserServices, insightsRegion, klaviyoAccount, twinReportingProject, type Env } from '../config/env';
import { createContentClient } from '../lib/content/client';
import type { ContentPageView } from '../lib/content/page-types';
import type { LocaleContext, LocaleSite, ServicesContext } from '../lib/content/site-context';
import { stringsForLanguage, type CacheStore } from '../lib/content/translations';
import { offlineColors, offlinePages, type OfflinePage } from './offline-pages';
import { queryRedirectIndex, type RedirectRule } from '../lib/paths';
import { finalizePages, assertUniquePaths, type BuiltPage } from './finalize';
import { collectionPages, productPages, shownProducts } from './pages/catalogue';
import { blogPages, marketingPages, pressPages } from './pages/editorial';
import { accountPages, contentTemplatePages, manualsPage, notFoundPage, searchPage, serverErrorPage } from './pages/fixed';
import type { LocaleInput, PagePlan } from './plan';
import { assertExternalLinks } from './external-links';
import { assertInternalLinks, publishedFiles } from './internal-links';
import { withLocalizedDescriptions } from './localized-descriptions';
import { compileStrings, type CompiledStrings } from './messages';
import { assertRedirectTargets, hostRedirects, proProgramRules, redirectTable, type HostRedirect } from './redirects';
import { ShareImagePlanner } from './share-image';
import { analyticsContext, buildPixels } from './analytics';
import { commerceContext, LOGO_PUBLIC_PATH, localeSiteContext } from './site-context';
import type { SitemapEntry } from './sitemap';
import { sourceCatalogues, sourceContent, type SiteData } from './source';
import { browserStorefrontEndpoint, storefrontEndpointFor, usesConfiguredStorefront } from './stores';
import { ensureTwin } from './twin';
import { buildRelease } from './release';
import type { ImageData } from '../lib/content/image-data';

/** Everything gatsby-node needs of a brand's build. */
export interface SiteBuild {
  brand: BrandConfig;
  baseUrl: string;
  locales: LocaleContext[];
  /** The site of each locale, by locale id, in the order of `locales`: what every page of the locale renders with. */
  localeSites: Map<string, LocaleSite>;
  pages: BuiltPage[];
  redirects: RedirectRule[];
  /** The rules of the `_redirects` file, in Netlify's terms (src/build/redirects.ts). */
  hostRedirects: HostRedirect[];
  sitemap: SitemapEntry[];
  shareImages: ShareImagePlanner;
  /** Absolute path of the brand logo to copy to LOGO_PUBLIC_PATH. */
  logoFile: string;
  /** Absolute path of the brand's dataset media (videos, captions), copied to `/media/<brand>/`. */
  mediaDir: string;
  /** Files generated at build (the first-aid guide PDF per language), written into public/ at their path. */
  downloads: DownloadFile[];
  /** The offline page of every language, precached by the service worker (src/build/service-worker.ts). */
  offlinePages: OfflinePage[];
}

/** Plans every page of one locale. */
/** The services of a locale's pages: the hosted Algolia app with its market's search-analytics region. */
function withInsightsRegion(services: ServicesContext, region: 'de' | 'us' | undefined): ServicesContext {
  return !services.algolia.twinUrl && region ? { ...services, algolia: { ...services.algolia, region } } : services;
}

export async function planLocale(input: LocaleInput): Promise<PagePlan[]> {
  const shown = shownProducts(input);
  const plans = [
    ...(await contentTemplatePages(input, shown)),
    ...collectionPages(input, shown),
    ...productPages(input, shown),
    ...blogPages(input, shown),
    ...pressPages(input),
    searchPage(input),
    manualsPage(input),
    ...accountPages(input),
  ];
  plans.push(...marketingPages(input, shown, new Set(plans.map((p) => p.pagePath))));
  plans.push(notFoundPage(input));
  if (input.locale.isDefault) plans.push(serverErrorPage(input));
  return plans;
}

/** Sources and plans a brand's site. */
export async function buildSite(options: {
  rootDir: string;
  env: Env;
  cache?: CacheStore;
  log?: (message: string) => void;
  /**
   * Image data of the given content images (ImageRef.path values), asked once with every image the
   * pages show; without it, pages carry no image data (their images render without it).
   */
  contentImages?: (paths: string[]) => Promise<ReadonlyMap<string, ImageData>>;
}): Promise<SiteBuild> {
  const { rootDir, env } = options;
  const log = options.log ?? console.log;
  const brand = loadBrand(env.BRAND);
  const baseUrl = (env.SITE_URL ?? brand.baseUrl).replace(/\/+$/, '');
  const locales = resolveLocales(brand);
  const contentDir = path.resolve(rootDir, env.CONTENT_DIR);

  const content = await sourceContent(createContentClient(env, rootDir), brand.id, brand.stores, options.cache);
  const catalogueFromTwin = env.CATALOGUE_SOURCE === 'twin';
  const twin =
    usesConfiguredStorefront(env) && !catalogueFromTwin
      ? null
      : await ensureTwin({ contentDir, twinUrl: env.TWIN_URL, stores: [content.stores.usd.name, content.stores.cad.name], log });
  let catalogues: SiteData['catalogues'];
  try {
    // With CATALOGUE_SOURCE=twin the configured stores are the pages' only: the build reads the twin's.
    const sourceEnv: Env = catalogueFromTwin ? { ...env, GATSBY_STOREFRONT_USD_URL: undefined, GATSBY_STOREFRONT_CAD_URL: undefined } : env;
    const endpoints = {
      usd: storefrontEndpointFor('usd', content.stores.usd, sourceEnv, twin?.url ?? null),
      cad: storefrontEndpointFor('cad', content.stores.cad, sourceEnv, twin?.url ?? null),
    };
    catalogues = await sourceCatalogues(locales, endpoints);
  } finally {
    await twin?.stop();
  }
  const site: SiteData = { ...content, catalogues };

  const defaultLocale = locales[0];
  const defaultCatalogue = defaultLocale ? catalogues.get(defaultLocale.id) : undefined;
  const table = redirectTable(brand.id);
  const handles = [...(defaultCatalogue?.products.keys() ?? [])];
  const redirects = [...table, ...proProgramRules(handles)];
  const queryRedirectsOn = queryRedirectIndex(redirects);
  const guide = new GuideDownloadWriter(baseUrl, brand.name, { primary: brand.theme['color-primary'] ?? '#1f2937' });

  const plans: PagePlan[] = [];
  const stringsByLocale = new Map<string, CompiledStrings>();
  for (const locale of locales) {
    const compiled = compileStrings(stringsForLanguage(site.translations, locale.language), locale.language);
    stringsByLocale.set(locale.id, compiled);
    const { strings } = compiled;
    const guideDownloads = (page: ContentPageView, language: string) => guide.download(page, language, strings);
    plans.push(...(await planLocale({ brand: { ...brand, baseUrl }, locale, site, strings, contentDir, queryRedirectsOn, guideDownloads })));
  }
  assertUniquePaths(plans);
  const pagePaths = new Set(plans.map((p) => p.path));
  assertRedirectTargets(redirects, pagePaths);
  assertInternalLinks(plans, pagePaths, redirects.map((r) => r.fromPath), publishedFiles(plans, { dir: path.join(contentDir, 'media', brand.id), brand: brand.id }));
  assertExternalLinks(plans, brand.externalHosts, [new URL(baseUrl).hostname], brand.social.map((s) => ({ from: 'brand.json social', href: s.url })));

  const browserEndpoints = {
    usd: browserStorefrontEndpoint('usd', content.stores.usd, env),
    cad: browserStorefrontEndpoint('cad', content.stores.cad, env),
  };
  const services = browserServices(env, brand.id, buildPixels(brand, env));
  const errors = { dsn: env.GATSBY_SENTRY_DSN ?? null, twinProject: twinReportingProject(env), environment: env.GATSBY_SENTRY_ENVIRONMENT, release: buildRelease(brand.id, env.GATSBY_SENTRY_RELEASE) };
  const localeSites = new Map<string, LocaleSite>();
  for (const locale of locales) {
    const commerce = commerceContext(locale, content.stores, browserEndpoints, baseUrl, env.GATSBY_CART_ENVIRONMENT);
    localeSites.set(
      locale.id,
      localeSiteContext({
        brand: { ...brand, baseUrl },
        locale,
        locales,
        site,
        ...stringsByLocale.get(locale.id)!,
        pagePaths,
        commerce,
        // The Klaviyo account is the one of the store the market buys from: CAD from the CAD store, the rest from the USD store.
        services: { ...withInsightsRegion(services, insightsRegion(env, locale.market)), klaviyo: klaviyoAccount(env, locale.currency === 'CAD' ? 'CAD' : 'USD', brand.id) },
        analytics: analyticsContext(brand, locale, env),
        errors,
      }),
    );
  }
  const planner = new ShareImagePlanner();
  const defaultShare = {
    path: planner.plan({ source: path.join(rootDir, 'brands', brand.id, brand.shareImage.file), hotspot: brand.shareImage.hotspot }),
    alt: brand.shareImage.alt,
  };
  const seoBrand = {
    name: brand.name,
    baseUrl,
    seo: brand.seo,
    logoPath: LOGO_PUBLIC_PATH,
  };
  const shownImages = [...new Set(plans.flatMap((p) => p.imagePaths))].sort();
  const images = options.contentImages ? await options.contentImages(shownImages) : new Map<string, ImageData>();
  const { pages, sitemap } = finalizePages({ plans: withLocalizedDescriptions(plans), locales, seoBrand, planner, defaultShare, images });
  log(`${brand.name}: ${pages.length} pages in ${locales.length} locales, ${redirects.length} redirects`);
  return {
    brand,
    baseUrl,
    locales,
    localeSites,
    pages,
    redirects,
    hostRedirects: hostRedirects(table, handles),
    sitemap,
    shareImages: planner,
    logoFile: path.join(rootDir, 'brands', brand.id, brand.logo.file),
    mediaDir: path.join(contentDir, 'media', brand.id),
    downloads: await guide.files(),
    offlinePages: offlinePages({
      brandName: brand.name,
      locales,
      stringsByLocale: new Map([...stringsByLocale].map(([id, compiled]) => [id, compiled.strings])),
      colors: offlineColors(brand.theme),
    }),
  };
}
