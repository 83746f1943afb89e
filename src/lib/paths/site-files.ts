// Files every built site publishes at its root, named by the page head and written by the build.

/** The brand's favicon in the three forms browsers ask for (src/build/favicon.ts draws them). */
export const FAVICON_FILES = { svg: '/favicon.svg', ico: '/favicon.ico', appleTouch: '/apple-touch-icon.png' } as const;

/**
 * The site of one locale (strings, brand, menus, services) as the build publishes it: one file per locale
 * beside Gatsby's page data, loaded by the browser once per locale (src/components/site/locale-sites.ts).
 */
export const localeSiteFile = (localeId: string) => `/page-data/locale-site/${localeId}.json`;

/**
 * The served page names its locale and that locale's file in `<meta name="locale-site" content="<id>"
 * data-href="<file>">`; the boot script starts loading the file with the page's scripts, after its
 * largest paint (src/platform/gatsby/build/scripts-slice.ts), and the app reads the id.
 */
export const LOCALE_SITE_META = 'locale-site';
