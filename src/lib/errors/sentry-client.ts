// The error-reporting SDK (@sentry/gatsby, which is @sentry/react), loaded by early.ts when the
// browser is idle or at the first error: set up with the page's scope, then sent what was buffered.
// Session replay is a chunk of its own (./replay.ts), loaded once analytics are allowed (./replay-consent.ts).
// Tracing spans are streamed (the SDK's default trace lifecycle, ./options.ts): each span passes the
// scrubber on its own before it is sent, and no transaction events are built.
import * as Sentry from '@sentry/gatsby';
import { useConsentState } from '../analytics/consent-state';
import { replayFollowingConsent } from './replay-consent';
import { baseOptions, type ErrorScope } from './options';
import { errorScopeOf } from './page-scope';
import { scrubBreadcrumb, scrubEvent, scrubRecordedText, scrubSpan } from './scrub';
import type { BufferedError, ErrorSink } from './early';

const MECHANISMS = ['auto.browser.global_handlers.onerror', 'auto.browser.global_handlers.onunhandledrejection', 'auto.function.react.error_boundary'];

function send(item: BufferedError): void {
  Sentry.captureException(item.error, { mechanism: { type: MECHANISMS[item.source], handled: item.source === 2 } });
}

/** The SDK's options for a page's scope: the base options, tracing, and the scrubber on everything sent. */
export function sdkOptions(scope: ErrorScope): NonNullable<Parameters<typeof Sentry.init>[0]> {
  return {
    ...baseOptions(scope),
    integrations: [Sentry.browserTracingIntegration()],
    beforeSend: (event) => scrubEvent(event),
    beforeSendSpan: (span) => scrubSpan(span),
    beforeBreadcrumb: (crumb) => scrubBreadcrumb(crumb),
  };
}

/** Starts the SDK for the page on screen and reports `buffered`; answers what reports later errors and follows page changes. */
export function start(pageContext: unknown, buffered: BufferedError[]): ErrorSink {
  const scope = errorScopeOf(pageContext as Parameters<typeof errorScopeOf>[0]);
  // A page without the site's context (none is built) reports nothing.
  if (!scope) return { capture: () => undefined, scope: () => undefined };
  Sentry.init(sdkOptions(scope));
  // The trace's sampling context goes out too (in `baggage` headers and envelope headers): a segment
  // named by the page rather than its URL would carry its name there.
  Sentry.getClient()?.on('createDsc', (dsc) => {
    if (dsc.transaction) dsc.transaction = scrubRecordedText(dsc.transaction);
  });
  for (const item of buffered) send(item);
  replayFollowingConsent(
    () => useConsentState.getState().choice.analytics,
    (listener) => useConsentState.subscribe(listener),
    () => import(/* webpackChunkName: "error-replay" */ './replay').then((replay) => replay.addReplay()),
  );
  return {
    capture: send,
    scope: (next) => {
      const nextScope = errorScopeOf(next as Parameters<typeof errorScopeOf>[0]);
      if (nextScope) Sentry.setTags({ ...nextScope.tags });
    },
  };
}
