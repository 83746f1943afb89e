// The consent manager's part that ships with every page: it sets the Consent Mode default from the
// stored choice (or the market's default) before any tag can load, renders the first-visit banner of
// markets that ask first (in the served HTML), and after first paint loads the rest (pixels, the
// settings dialog) as chunks of their own.
import React, { Suspense, lazy, useEffect, useState } from 'react';
import { useSite } from '../../components/site/site-provider';
import { onIdleAfterPaint } from '../../lib/timing/idle';
import { defaultChoice, readConsent } from '../../lib/analytics/consent';
import { setConsentDefault } from '../../lib/analytics/data-layer';
import type { AnalyticsContext } from '../../lib/content/site-context';
import { setAnalyticsContext } from '../../lib/analytics/track';
import { useConsentState } from '../../lib/analytics/consent-state';
import { ConsentBanner } from './consent-banner';

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
/** The page has hydrated once: a Layout mounted later (a client navigation) takes the banner over at once. */
let hydratedOnce = false;

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

/** Mounted once by the Layout; renders the banner and, once asked for, the settings dialog. */
export function ConsentBootstrap() {
  const { analytics, commerce } = useSite();
  const asksFirst = analytics.optIn || analytics.consentDefault === 'denied';
  const banner = useConsentState((s) => s.banner);
  const settingsOpen = useConsentState((s) => s.settingsOpen);
  const [hydrated, setHydrated] = useState(hydratedOnce);
  // The dialog's code loads when it is first opened and stays, so closing it returns focus.
  const [settingsWanted, setSettingsWanted] = useState(false);
  if (settingsOpen && !settingsWanted) setSettingsWanted(true);

  useEffect(() => {
    hydratedOnce = true;
    setHydrated(true);
  }, []);
  useEffect(
    () =>
      afterFirstPaint(() => {
        void importRuntime()
          .then((runtime) => runtime.startTracking(analytics, commerce.currency))
          .catch((error: unknown) => console.warn('Tracking did not start', error));
      }),
    [analytics, commerce.currency],
  );

  return (
    <>
      {asksFirst ? <ConsentBanner shown={hydrated ? banner : null} /> : null}
      {settingsWanted ? (
        <Suspense fallback={null}>
          <ConsentUi />
        </Suspense>
      ) : null}
    </>
  );
}
