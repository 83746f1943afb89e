// The flag client: LaunchDarkly's React SDK (LDProvider) in a root of its own, against the twin's flag
// service or LaunchDarkly's. Its context is anonymous with the brand, market and locale only. With the
// shopper's analytics consent (or where the market does not ask first) the SDK keeps a random key and
// the flags in local storage and sends its events; without it, the context is one key shared by every
// visitor of the market, nothing is stored on the device and no event is sent. Once ready, every flag's value
// goes to the flag store, again whenever the stream changes one; each flag the page shows is evaluated
// (so an experiment records its exposure). A failed start is retried with backoff unless the status is permanent.
// The provider waits FLAG_CLIENT_START_TIMEOUT_S for the first flags; a slower start is no failure: the
// client goes on starting and its flags apply once it has them.
import React, { useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { LDProvider, useLDClient, useLDClientError, type LDClient } from 'launchdarkly-react-client-sdk';
import { FLAG_DEFINITIONS, type FlagKey, type FlagValues } from '../../../wire/flags';
import type { FlagsContext, SiteContext } from '../../lib/content/site-context';
import { afterFailure, FLAG_CLIENT_START_TIMEOUT_S, FLAG_CLIENT_TIMINGS, isStartTimeout } from '../../lib/flags/retry';
import { defaultChoice, readConsent } from '../../lib/analytics/consent';
import { consentBoundSettings } from '../../lib/flags/consent';
import { flagIsRead, flagValue, setFlagValues, watchReadFlags } from '../../lib/flags/store';

/** What the client starts with. */
export interface FlagsClientProps {
  service: FlagsContext & { clientSideId: string };
  /** The page's built values: the fallback of every evaluation. */
  built: FlagValues;
  /** Context attributes flags can target (nothing personal). */
  context: { brand: string; market: string; locale: string };
  /** Whether the shopper's choice (or the market's default) allows analytics storage and events. */
  consented: boolean;
}


const isFlagKey = (key: string): key is FlagKey => Object.prototype.hasOwnProperty.call(FLAG_DEFINITIONS, key);
const allowed = (key: FlagKey, value: unknown) => (FLAG_DEFINITIONS[key].variations as readonly unknown[]).includes(value);

function connect(client: LDClient, built: FlagValues): () => void {
  // Every flag's current value, without recording an evaluation (the client sends events for variation() only).
  const sync = () => {
    const all = client.allFlags();
    const values: Partial<Record<FlagKey, unknown>> = {};
    for (const key of Object.keys(all)) if (isFlagKey(key) && allowed(key, all[key])) values[key] = all[key];
    setFlagValues(values as Partial<FlagValues>);
  };
  // A flag the page shows: evaluated, so an experiment records the exposure; a value the flag cannot take keeps the built one.
  const evaluate = (key: FlagKey) => {
    const fallback = flagValue(key, built[key]);
    const value: unknown = client.variation(key, fallback);
    setFlagValues({ [key]: allowed(key, value) ? value : fallback });
  };
  sync();
  const stop = watchReadFlags(evaluate);
  const onChange = (changes: Record<string, unknown>) => {
    sync();
    for (const key of Object.keys(changes)) if (isFlagKey(key) && flagIsRead(key)) evaluate(key);
  };
  client.on('change', onChange);
  return () => {
    stop();
    client.off('change', onChange);
  };
}

function Bridge({ built, attempt, onRetry }: { built: FlagValues; attempt: number; onRetry: () => void }) {
  const client = useLDClient();
  const error = useLDClientError();
  useEffect(() => {
    if (!client) return undefined;
    if (!error) return connect(client, built);
    if (isStartTimeout(error)) {
      // The provider stopped waiting; the client is still starting. Once it has started, its flags apply
      // (it settles either way; a failure comes back from the provider as the next error, handled below).
      let live = true;
      let stop: (() => void) | undefined;
      void client
        .waitUntilReady()
        .then(() => client.waitForInitialization(FLAG_CLIENT_START_TIMEOUT_S))
        .then(
          () => {
            if (live) stop = connect(client, built);
          },
          () => undefined,
        );
      return () => {
        live = false;
        stop?.();
      };
    }
    const next = afterFailure(error, attempt);
    if (!next.retry) {
      console.warn(`Feature flags: the flag service answered ${next.status}${next.status === 401 ? ' (invalid client-side ID)' : ''}; using the values the page was built with.`);
      void client.close();
      return undefined;
    }
    const timer = window.setTimeout(() => {
      void client.close();
      onRetry();
    }, next.delay);
    return () => window.clearTimeout(timer);
  }, [client, error, attempt, onRetry, built]);
  return null;
}

function FlagsClient({ service, built, context, consented }: FlagsClientProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useMemo(() => () => setAttempt((a) => a + 1), []);
  const settings = useMemo(() => consentBoundSettings(context, consented), [context, consented]);
  const options = useMemo(
    () => ({
      baseUrl: service.baseUrl,
      streamUrl: service.streamUrl,
      eventsUrl: service.eventsUrl,
      bootstrap: settings.bootstrap,
      sendEvents: settings.sendEvents,
      diagnosticOptOut: !settings.sendEvents,
      streaming: true,
      // Exposure is recorded for the flags the page reads, not for every flag the client holds.
      sendEventsOnlyForVariation: true,
      eventCapacity: FLAG_CLIENT_TIMINGS.eventCapacity,
      flushInterval: FLAG_CLIENT_TIMINGS.flushInterval,
      streamReconnectDelay: FLAG_CLIENT_TIMINGS.streamReconnectDelay,
      diagnosticRecordingInterval: FLAG_CLIENT_TIMINGS.diagnosticRecordingInterval,
    }),
    [service, settings],
  );
  return (
    <LDProvider
      key={attempt}
      clientSideID={service.clientSideId}
      context={settings.ldContext}
      options={options}
      timeout={FLAG_CLIENT_START_TIMEOUT_S}
      reactOptions={{ useCamelCaseFlagKeys: false, sendEventsOnFlagRead: false }}
    >
      <Bridge built={built} attempt={attempt} onRetry={retry} />
    </LDProvider>
  );
}

let root: ReturnType<typeof createRoot> | null = null;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Starts the client for a page's site once per page load, in a root of its own (it renders nothing). */
export function startFlagsClient(site: Pick<SiteContext, 'services' | 'brand' | 'locale' | 'analytics'>): void {
  const { flagService } = site.services;
  if (root || !flagService.clientSideId) return;
  const props: FlagsClientProps = {
    service: { ...flagService, clientSideId: flagService.clientSideId },
    built: site.brand.flagValues,
    context: { brand: site.brand.id, market: site.locale.market, locale: site.locale.id },
    consented: (readConsent(storage()) ?? defaultChoice(site.analytics.optIn, site.analytics.consentDefault)).analytics,
  };
  root = createRoot(document.createElement('div'));
  root.render(<FlagsClient {...props} />);
}
