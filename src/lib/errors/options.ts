// The error-reporting SDK's settings, from what the page knows (src/lib/errors/early.ts). Kept apart
// from the SDK so they can be checked without a browser.
import { REPLAYS_ON_ERROR_SAMPLE_RATE, REPLAYS_SESSION_SAMPLE_RATE, TRACES_SAMPLE_RATE, type ErrorTag } from '../../../wire/error-reporting';
import type { ErrorReportingContext } from '../content/site-context';

/** What the pages tell the reporter: where to send, and the tags of the page on screen. */
export interface ErrorScope {
  config: ErrorReportingContext;
  /** The twin's origin (the DSN's host when no hosted DSN is configured). */
  twinUrl: string | null;
  tags: Record<ErrorTag, string>;
}

/**
 * Requests that get tracing headers (`sentry-trace`, `baggage`): only those to localhost (the site
 * served locally and the twin's own services), never the stand-ins of hosted vendors that happen
 * to answer there too: Shopify's Storefront API and checkout (`/shops/…`), Cognito (`/cognito/…`),
 * Algolia (`/1/…`) and Klaviyo (`/client/…`, `/onsite/…`). Hosted vendors are never on localhost.
 */
export const TRACE_PROPAGATION_TARGETS: RegExp[] = [
  /^https?:\/\/(?:localhost|[a-z0-9-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?(?:\/(?!(?:shops|cognito|1|client|onsite)(?:\/|$))[^?#]*)?(?:[?#].*)?$/i,
];

/** Whether a request to `url` gets tracing headers (what the SDK decides from TRACE_PROPAGATION_TARGETS). */
export function carriesTracingHeaders(url: string): boolean {
  return TRACE_PROPAGATION_TARGETS.some((target) => target.test(url));
}

/** The DSN events go to: the configured hosted one, else the twin's project at the twin's origin. */
export function dsnOf(scope: Pick<ErrorScope, 'config' | 'twinUrl'>): string {
  if (scope.config.dsn) return scope.config.dsn;
  const { twinProject } = scope.config;
  if (!twinProject || !scope.twinUrl) throw new Error('No error-reporting DSN: the build gives a hosted DSN or the twin and its project.');
  const twin = new URL(scope.twinUrl);
  return `${twin.protocol}//${twinProject.publicKey}@${twin.host}/${twinProject.projectId}`;
}

/** The SDK's base options (integrations and hooks are added where the SDK is loaded). */
export function baseOptions(scope: ErrorScope) {
  return {
    dsn: dsnOf(scope),
    release: scope.config.release,
    environment: scope.config.environment,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    // Spans are sent as they end, each through `beforeSendSpan` (the scrubber), not gathered into
    // transaction events (`beforeSendTransaction` does not run in this lifecycle).
    traceLifecycle: 'stream' as const,
    tracePropagationTargets: TRACE_PROPAGATION_TARGETS,
    // Read by the replay integration when it is added (./replay.ts, only with analytics consent;
    // its own options are in ./replay-options.ts).
    replaysSessionSampleRate: REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAYS_ON_ERROR_SAMPLE_RATE,
    // What the SDK collects (it collects everything unless told): no user fields and no IP address
    // inferred by the service from the request (`infer_ip: never` in every envelope), no cookies, query
    // parameters, bodies or GraphQL documents and variables, of the request headers only the user agent
    // and the referer; the scrubber removes what else could name the shopper.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: ['user-agent', 'referer'] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
      genAI: { inputs: false, outputs: false },
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
    },
    maxBreadcrumbs: 50,
    initialScope: { tags: { ...scope.tags } },
  };
}
