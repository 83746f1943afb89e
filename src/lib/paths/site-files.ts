// Files every built site publishes at its root, named by the page head and written by the build.

/** The brand's favicon in the three forms browsers ask for (src/build/favicon.ts draws them). */
export const FAVICON_FILES = { svg: '/favicon.svg', ico: '/favicon.ico', appleTouch: '/apple-touch-icon.png' } as const;
