import { describe, expect, it } from 'vitest';
import { baseOptions, carriesTracingHeaders, dsnOf } from '../../src/lib/errors/options';
import { parseEnv, reportingDsn } from '../../src/config/env';
import { errorScopeOf } from '../../src/lib/errors/page-scope';
import { TRACES_SAMPLE_RATE, TWIN_SENTRY_PROJECT_ID, TWIN_SENTRY_PUBLIC_KEY } from '../../wire/error-reporting';
import { site } from '../ui/fixtures';

describe('tracing headers', () => {
  it('go to localhost: the site served locally and our services on the twin', () => {
    for (const url of [
      'http://localhost:9001/page-data/index/page-data.json',
      'http://trailmate.localhost:9001/account/',
      'http://127.0.0.1:8787/subscriptions/v1/subscriptions',
      'http://127.0.0.1:8787/dealers?zip=90210',
      'http://[::1]:8787/scheduler/slots',
      'http://127.0.0.1:8787',
    ]) {
      expect(carriesTracingHeaders(url), url).toBe(true);
    }
  });

  it('never go to Shopify, Cognito, Algolia or Klaviyo, hosted or their stand-ins on the twin', () => {
    for (const url of [
      'https://trailmate-us.myshopify.com/api/2025-04/graphql.json',
      'http://127.0.0.1:8787/shops/trailmate-us/api/2025-04/graphql.json',
      'https://cognito-idp.us-east-1.amazonaws.com/',
      'http://127.0.0.1:8787/cognito/',
      'https://abc123-dsn.algolia.net/1/indexes/*/queries',
      'http://127.0.0.1:8787/1/indexes/*/queries',
      'https://insights.algolia.io/1/events',
      'https://a.klaviyo.com/client/subscriptions/?company_id=X',
      'http://127.0.0.1:8787/client/subscriptions/?company_id=X',
      'http://127.0.0.1:8787/onsite/js/klaviyo.js',
      // Not localhost, whatever the URL says further on.
      'https://evil.example/?next=http://localhost:8787/',
      'https://localhost.evil.example/',
      'http://127.0.0.1.evil.example/',
    ]) {
      expect(carriesTracingHeaders(url), url).toBe(false);
    }
  });
});

describe('SDK options', () => {
  const scope = errorScopeOf({ template: 'product', site: site() })!;

  it("take the page's tags, the build's release and environment, the spec's sampling", () => {
    expect(scope.tags).toEqual({ brand: 'homing', market: 'ca', locale: 'en-ca', template: 'product' });
    const options = baseOptions(scope);
    expect(options).toMatchObject({ release: 'homing@test', environment: 'test', tracesSampleRate: 0.1, traceLifecycle: 'stream', initialScope: { tags: scope.tags } });
    expect(options.dataCollection).toMatchObject({ userInfo: false, cookies: false, httpBodies: [], urlQueryParams: false, httpHeaders: { response: false } });
    expect(TRACES_SAMPLE_RATE).toBe(0.1);
  });

  it("send to the twin's project unless a hosted DSN is configured (chosen by the build)", () => {
    expect(reportingDsn(parseEnv({}))).toBe(`http://${TWIN_SENTRY_PUBLIC_KEY}@127.0.0.1:8787/${TWIN_SENTRY_PROJECT_ID}`);
    const hosted = 'https://0123456789abcdef0123456789abcdef@o4500000000000000.ingest.us.sentry.io/4500000000000002';
    expect(reportingDsn(parseEnv({ GATSBY_SENTRY_DSN: hosted }))).toBe(hosted);
    // The page makes the twin's DSN at the twin's origin, from the project the build gives.
    expect(dsnOf(scope)).toBe(`http://${TWIN_SENTRY_PUBLIC_KEY}@127.0.0.1:8787/${TWIN_SENTRY_PROJECT_ID}`);
    expect(dsnOf({ ...scope, config: { ...scope.config, dsn: hosted, twinProject: null }, twinUrl: null })).toBe(hosted);
  });

  it('are not set for a page without the site context', () => {
    expect(errorScopeOf({})).toBeNull();
    expect(errorScopeOf(undefined)).toBeNull();
  });
});
