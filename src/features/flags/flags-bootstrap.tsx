// The flag client's part that ships with every page: after first paint, once the browser is idle, it
// loads the client (LaunchDarkly's React SDK) as a chunk of its own and starts it once per page load (it
// outlives client-side navigation). Until then, and whenever the flag service does not answer, every flag
// keeps the value the page was built with.
import { useEffect } from 'react';
import { useSite } from '../../components/site/site-provider';
import type { SiteContext } from '../../lib/content/site-context';
import { MISSING_FLAG_CLIENT_ID } from '../../../wire/flags';

let started = false;

/** Runs `run` after the next frame, once the browser is idle. */
function afterFirstPaint(run: () => void): void {
  window.requestAnimationFrame(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
    else window.setTimeout(run, 200);
  });
}

/**
 * Starts the flag client once per page load, through `schedule` (after first paint); without a client-side
 * ID it warns on the console and the page keeps its built values. Answers whether a client was scheduled.
 */
export function startFlags(site: Pick<SiteContext, 'services' | 'brand' | 'locale'>, schedule: (run: () => void) => void = afterFirstPaint): boolean {
  if (started) return false;
  started = true;
  const { clientSideId } = site.services.flagService;
  if (!clientSideId) {
    console.warn(MISSING_FLAG_CLIENT_ID);
    return false;
  }
  const { brand, locale } = site;
  schedule(() => {
    void import(/* webpackChunkName: "flags-client" */ './flags-client').then(
      (m) => m.startFlagsClient({ service: { ...site.services.flagService, clientSideId }, built: brand.flagValues, context: { brand: brand.id, market: locale.market, locale: locale.id } }),
      (error: unknown) => console.warn('Feature flags: the client could not load', error),
    );
  });
  return true;
}

/** Mounted once by the Layout; renders nothing. */
export function FlagsBootstrap() {
  const site = useSite();
  useEffect(() => {
    startFlags(site);
    // Once per page load: later pages' contexts change nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
