// The flag client's part that ships with every page: once the loaded page has settled (SETTLE_MS after
// load, when the browser is idle), it loads the client (LaunchDarkly's React SDK) as a chunk of its own and starts it once per page load (it
// outlives client-side navigation). Until then, and whenever the flag service does not answer, every flag
// keeps the value the page was built with.
import { useEffect } from 'react';
import { useSite } from '../../components/site/site-provider';
import type { SiteContext } from '../../lib/content/site-context';
import { afterPageSettles } from '../../lib/timing/idle';
import { MISSING_FLAG_CLIENT_ID } from '../../../wire/flags';

let started = false;

/**
 * Starts the flag client once per page load, through `schedule` (once the page has settled); without a client-side
 * ID it warns on the console and the page keeps its built values. Answers whether a client was scheduled.
 */
export function startFlags(site: Pick<SiteContext, 'services' | 'brand' | 'locale' | 'analytics'>, schedule: (run: () => void) => unknown = afterPageSettles): boolean {
  if (started) return false;
  started = true;
  if (!site.services.flagService.clientSideId) {
    console.warn(MISSING_FLAG_CLIENT_ID);
    return false;
  }
  // A client that cannot load leaves the built values in place.
  schedule(() => void import(/* webpackChunkName: "flags-client" */ './flags-client').then((m) => m.startFlagsClient(site), () => undefined));
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
