// The error-reporting SDK (@sentry/gatsby, which is @sentry/react), loaded by early.ts when the
// browser is idle or at the first error: set up with the page's scope, then sent what was buffered.
import * as Sentry from '@sentry/gatsby';
import { baseOptions, type ErrorScope } from './options';
import { scrubBreadcrumb, scrubEvent } from './scrub';
import type { BufferedError, ErrorSink } from './early';

const MECHANISMS: Record<BufferedError['source'], string> = {
  error: 'auto.browser.global_handlers.onerror',
  rejection: 'auto.browser.global_handlers.onunhandledrejection',
  boundary: 'auto.function.react.error_boundary',
};

function send(item: BufferedError): void {
  Sentry.captureException(item.error, { mechanism: { type: MECHANISMS[item.source], handled: item.source === 'boundary' } });
}

/** Starts the SDK and reports `buffered`; answers what reports later errors and follows page changes. */
export function start(scope: ErrorScope, buffered: BufferedError[]): ErrorSink {
  Sentry.init({
    ...baseOptions(scope),
    integrations: [Sentry.browserTracingIntegration()],
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (crumb) => scrubBreadcrumb(crumb),
  });
  for (const item of buffered) send(item);
  return {
    capture: send,
    scope: (next) => Sentry.setTags({ ...next.tags }),
  };
}
