// Gatsby's scripts slice (public/_gatsby/slices/_gatsby-scripts-1.html), which its build stitches
// into every page after the body: the chunk mapping, the compilation hash and the app's entry
// scripts (webpack runtime, React's framework chunk, Gatsby's app) as `<script async>`. Rewritten
// here before the pages are stitched:
//
// - The entry scripts are listed on a small boot script (`<script data-boot="…">`) that starts them, and
//   the load of the page's locale site (named by a `<meta>`, which the app needs to hydrate), once
//   the browser has painted the page's largest image (the one marked `fetchpriority="high"`), or its
//   first content on a page without one. Scripts that run before that paint (async scripts on a warm
//   cache or a fast network) delay the page's largest contentful paint, and scripts that download
//   before it share a slow connection with the image: they are requested only after the paint.
// - The chunk mapping (over 1 kB gzipped on every page) becomes an empty one. Its one reader,
//   Gatsby's loader, looks a template's chunk name up in it to prefetch the template's chunks
//   (createComponentUrls in gatsby/cache-dir/loader.js), but with slices Gatsby writes the mapping
//   as a JSON string, which the loader indexes as it is: every lookup already finds nothing. The
//   empty mapping keeps that type and that result.
import { LOCALE_SITE_META } from '../../../lib/paths/site-files';

/** The boot script's attribute listing the entry scripts it starts (space-separated URLs). */
export const BOOT_ATTRIBUTE = 'data-boot';

/** Longest wait (ms) for the page's first paint before the scripts start anyway. */
export const BOOT_WAIT_MS = 2500;

/** Longest wait (ms), once the largest image is decoded, for the browser to report its paint. */
export const BOOT_IMAGE_PAINT_WAIT_MS = 500;

/** The `elementtiming` name of a page's largest image (ContentImage with `priority` sets it). */
export const LCP_IMAGE_TIMING = 'lcp-image';

/** The attribute the app sets on `<html>` once React has hydrated the page (route-runtime's onInitialClientRender). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * The boot script (ES5, the same text on every page: the CSP lists it by hash). Starts the
 * entry scripts its BOOT_ATTRIBUTE lists once the browser reports the paint of the page's largest image (marked
 * `fetchpriority="high"` and `elementtiming`), or on a page without one its first contentful paint
 * (Element Timing, Paint Timing); where it cannot report them, once the image has loaded (or
 * there is none) and two frames have passed. They start anyway BOOT_IMAGE_PAINT_WAIT_MS after the
 * image loads or fails without a reported paint (it is not in view), and BOOT_WAIT_MS after the
 * start (a hidden tab paints nothing). Scripts a script inserts run async. With them it preloads the
 * page's locale site (the `<meta name="locale-site">`'s `data-href`), as the head did before: the
 * app's fetch of it takes the preloaded answer.
 *
 * Until the page has hydrated (HYDRATED_ATTRIBUTE), a form without an action or method of its own
 * (the served shell of a React form, such as the newsletter signup) that is sent (Enter in a field,
 * a submit button) is not sent the browser's way, and starts the entry scripts at once: its native
 * send would load the page again with the typed values (an email address) in its address. A form
 * that names its method (the collection toolbar's GET filters, which work without the app) is
 * left to the browser.
 */
export const BOOT_SCRIPT =
  "(function(){var d=document,w=window,P=w.PerformanceObserver,m=d.querySelector('img[fetchpriority=\"high\"]'),t=m?'element':'paint'," +
  `r=P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf(t)>=0,u=d.currentScript.getAttribute('${BOOT_ATTRIBUTE}').split(' '),started;` +
  'function go(){if(started)return;started=1;' +
  `var x=d.querySelector('meta[name="${LOCALE_SITE_META}"]');` +
  "if(x){var k=d.createElement('link');k.rel='preload';k.as='fetch';k.crossOrigin='anonymous';k.href=x.getAttribute('data-href');d.head.appendChild(k)}" +
  "for(var i=0;i<u.length;i++){var s=d.createElement('script');s.src=u[i];d.body.appendChild(s)}}" +
  'function wait(ms){return function(){w.setTimeout(go,ms)}}' +
  'function frames(){w.requestAnimationFrame(function(){w.requestAnimationFrame(wait(0))})}' +
  `var loaded=r?wait(${BOOT_IMAGE_PAINT_WAIT_MS}):frames;w.setTimeout(go,${BOOT_WAIT_MS});` +
  `d.addEventListener('submit',function(e){var f=e.target;if(!d.documentElement.hasAttribute('${HYDRATED_ATTRIBUTE}')&&!f.getAttribute('action')&&!f.getAttribute('method')){e.preventDefault();go()}},true);` +
  `if(r)new P(function(l){l.getEntries().forEach(function(e){if(m?e.identifier=='${LCP_IMAGE_TIMING}':e.name=='first-contentful-paint')go()})}).observe({type:t,buffered:true});` +
  'else if(!m)frames();' +
  "if(m){if(m.complete)loaded();else{m.addEventListener('load',loaded);m.addEventListener('error',loaded)}}})();";

const ENTRY_SCRIPT = /<script\s+src="([^"]+)"\s+async(?:="")?\s*><\/script>/g;
const CHUNK_MAPPING = /(window\.___chunkMapping=)("(?:[^"\\]|\\.)*");/;

/** The chunk mapping the rewritten slice carries: empty, as the JSON string Gatsby writes. */
export const EMPTY_CHUNK_MAPPING = JSON.stringify('{}');

/**
 * The scripts slice with its entry scripts listed on and started by the boot script and an empty chunk mapping. Returns the text unchanged when it has no entry scripts (or was rewritten).
 */
export function rewriteScriptsSlice(html: string): string {
  if (html.includes(BOOT_ATTRIBUTE)) return html;
  const sources: string[] = [];
  let out = html.replace(ENTRY_SCRIPT, (_tag, src: string) => {
    sources.push(src);
    return '';
  });
  if (!sources.length) return html;
  out = out.replace(CHUNK_MAPPING, (_all, head: string) => `${head}${EMPTY_CHUNK_MAPPING};`);
  return `${out}<script ${BOOT_ATTRIBUTE}="${sources.join(' ')}">${BOOT_SCRIPT}</script>`;
}
