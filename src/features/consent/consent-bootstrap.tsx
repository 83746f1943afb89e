// The consent manager's part that ships with every page: it sets the Consent Mode default from the
// stored choice (or the market's default) before any tag can load, and after first paint loads the
// rest (pixels, the first-visit banner, the settings dialog) as chunks of their own.
import React, { Suspense, lazy, useEffect, useState } from 'react';
import { useSite } from '../../components/site/site-provider';
import { onIdleAfterPaint } from '../../lib/timing/idle';
import { defaultChoice, readConsent } from '../../lib/analytics/consent';
import { setConsentDefault } from '../../lib/analytics/data-layer';
import type { AnalyticsContext } from '../../lib/content/site-context';
import { setAnalyticsContext } from '../../lib/analytics/track';
import { useConsentState } from '../../lib/analytics/consent-state';

const ConsentUi = lazy(() => import(/* webpackChunkName: "consent-ui" */ './consent-ui'));
const importRuntime = () => import(/* webpackChunkName: "consent-runtime" */ './consent-runtime');

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let started = false;

/**
 * Reads the stored choice into the store and sets the Consent Mode default, once per page load; and
 * gives the tracking calls the page's context. The Layout calls it while it renders, before any part
 * of the page hydrates and pushes an event.
 */
export function startConsent(analytics: AnalyticsContext): void {
  setAnalyticsContext(analytics);
  if (started || typeof window === 'undefined') return;
  started = true;
  const stored = readConsent(storage());
  const choice = stored ?? defaultChoice(analytics.optIn, analytics.consentDefault);
  setConsentDefault(choice);
  const needsBanner = !stored && (analytics.optIn || analytics.consentDefault === 'denied');
  useConsentState.setState({ choice, decided: Boolean(stored), banner: needsBanner });
}

/** Runs `run` after the first paint, once the browser is idle. */
function afterFirstPaint(run: () => void): () => void {
  return onIdleAfterPaint(run, { timeout: 2000, fallback: 200 });
}

/** Mounted once by the Layout; renders the banner or the settings dialog when asked for. */
export function ConsentBootstrap() {
  const { analytics, commerce } = useSite();
  const banner = useConsentState((s) => s.banner);
  const settingsOpen = useConsentState((s) => s.settingsOpen);
  const [painted, setPainted] = useState(false);

  useEffect(
    () =>
      afterFirstPaint(() => {
        setPainted(true);
        void importRuntime()
          .then((runtime) => runtime.startTracking(analytics, commerce.currency))
          .catch((error: unknown) => console.warn('Tracking did not start', error));
      }),
    [analytics, commerce.currency],
  );

  if (!(settingsOpen || (banner && painted))) return null;
  return (
    <Suspense fallback={null}>
      <ConsentUi />
    </Suspense>
  );
}
