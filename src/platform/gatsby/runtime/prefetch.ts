// Stand-in for Gatsby's prefetch helper (gatsby/cache-dir/prefetch.js), swapped in by
// gatsby-node.ts. Gatsby's loader prefetches a page by first calling this helper with the page's
// page-data.json URL and then reading that same URL with its own XHR (loadPageDataJson), assuming
// the second read comes from the prefetch cache. It does not: page-data is served with
// `max-age=0, must-revalidate`, so every prefetched page-data file reached the server twice. Here
// page-data URLs are left to the loader's XHR (its one request, kept in the loader's memory);
// everything else (the page's JS chunks) is prefetched with <link rel="prefetch"> as before.

const done = new Set<string>();

/** True for the page-data files the loader fetches itself right after asking for a prefetch. */
export function isLoaderFetched(url: string): boolean {
  const [pathname = ''] = url.split(/[?#]/);
  return pathname.endsWith('/page-data.json') || pathname.endsWith('/page-data-rsc.json');
}

function supportsLinkPrefetch(): boolean {
  if (typeof document === 'undefined') return false;
  try {
    const link = document.createElement('link');
    return typeof link.relList?.supports === 'function' && link.relList.supports('prefetch');
  } catch {
    return false;
  }
}

function linkPrefetch(url: string, options: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.setAttribute('rel', 'prefetch');
    link.setAttribute('href', url);
    for (const [name, value] of Object.entries(options)) link.setAttribute(name, value);
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`prefetch failed: ${url}`));
    (document.head ?? document.documentElement).appendChild(link);
  });
}

function xhrPrefetch(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('GET', url, true);
    request.onload = () => (request.status === 200 ? resolve() : reject(new Error(`prefetch failed: ${url}`)));
    request.onerror = () => reject(new Error(`prefetch failed: ${url}`));
    request.send(null);
  });
}

/**
 * Gatsby's contract: resolves once the resource is prefetched and never rejects (a failed prefetch
 * stays pending, as in Gatsby, so the loader does not go on to read what is not there).
 */
export default function prefetch(url: string, options: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve) => {
    if (done.has(url) || isLoaderFetched(url)) {
      resolve();
      return;
    }
    const strategy = supportsLinkPrefetch() ? linkPrefetch(url, options) : xhrPrefetch(url);
    strategy.then(
      () => {
        done.add(url);
        resolve();
      },
      () => undefined,
    );
  });
}
