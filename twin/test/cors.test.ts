import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTwin } from './helpers.js';
import { TWIN_FLAG_CLIENT_IDS } from '../../wire/flags';
import { TWIN_SENTRY_PROJECT_ID } from '../../wire/error-reporting';

const SITE = 'http://localhost:9001';
let twin: Awaited<ReturnType<typeof startTestTwin>>;
beforeAll(async () => {
  twin = await startTestTwin({ siteOrigins: [SITE] });
});
afterAll(async () => {
  await twin.stop();
});

/** A browser's preflight: the request headers are the ones the browser lists (lower case, sorted). */
const preflight = (path: string, method: string, headers: string | null, origin = SITE) =>
  fetch(twin.url + path, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      ...(headers === null ? {} : { 'access-control-request-headers': headers }),
    },
  });

// The non-safelisted headers each real client sends, as read from its package in node_modules.
const CLIENTS: { name: string; path: string; method: string; headers: string }[] = [
  {
    // @aws-amplify/core retry and user-agent middleware, disable-cache middleware, and the user pool serializer.
    name: 'aws-amplify (Cognito user pool)',
    path: '/cognito/',
    method: 'POST',
    headers: 'amz-sdk-invocation-id,amz-sdk-request,cache-control,content-type,x-amz-target,x-amz-user-agent',
  },
  {
    // algoliasearch v5 with authMode WithinHeaders (the browser builds default to query parameters and text/plain, no preflight).
    name: 'algoliasearch v5 (credentials in headers)',
    path: '/1/indexes/*/queries',
    method: 'POST',
    headers: 'content-type,x-algolia-api-key,x-algolia-application-id',
  },
  // search-insights posts JSON by XHR or fetch with the credentials as query parameters.
  { name: 'search-insights', path: '/1/events', method: 'POST', headers: 'content-type' },
  {
    name: 'graphql-request (Storefront API)',
    path: '/shops/trailmate-us/api/2025-04/graphql.json',
    method: 'POST',
    headers: 'content-type,x-shopify-storefront-access-token',
  },
  {
    name: "the site's Storefront client",
    path: '/shops/trailmate-us/api/2025-04/graphql.json',
    method: 'POST',
    headers: 'content-type,x-sdk-version,x-shopify-storefront-access-token',
  },
  // Klaviyo's client API: the revision header and JSON (Accept is safelisted).
  { name: 'Klaviyo client API', path: '/client/subscriptions/?company_id=TwTrl1', method: 'POST', headers: 'content-type,revision' },
];

describe('CORS preflights are judged from their own request', () => {
  for (const client of CLIENTS) {
    it(`lets ${client.name} through`, async () => {
      const res = await preflight(client.path, client.method, client.headers);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
      expect(res.headers.get('access-control-allow-methods')!.split(/,\s*/)).toContain(client.method);
      expect(res.headers.get('access-control-allow-headers')!.toLowerCase().split(/,\s*/).sort()).toEqual(client.headers.split(',').sort());
      expect(Number(res.headers.get('access-control-max-age'))).toBeGreaterThan(0);
      expect(res.headers.get('vary')!.toLowerCase().split(/,\s*/)).toEqual(
        expect.arrayContaining(['origin', 'access-control-request-headers', 'access-control-request-method']),
      );
    });
  }

  it('answers a preflight that asks for no headers', async () => {
    const res = await preflight('/outbox', 'GET', null);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('keeps whitespace-separated lists and mixed case', async () => {
    const res = await preflight('/cognito/', 'POST', 'Content-Type, X-Amz-Target ,amz-sdk-request');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type, x-amz-target, amz-sdk-request');
  });

  it('gives other origins no CORS headers and refuses their preflight', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:9001.evil.example']) {
      const res = await preflight('/cognito/', 'POST', 'content-type', origin);
      expect(res.status).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-headers')).toBeNull();
      const get = await fetch(`${twin.url}/`, { headers: { origin } });
      expect(get.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('refuses a request-headers list that is not a list of header names, or too long', async () => {
    for (const bad of ['content-type;x', 'a b', 'x,,y', '"quoted"', 'x\u00e9', `${'x'.repeat(40)},`.repeat(40)]) {
      const res = await preflight('/cognito/', 'POST', bad);
      expect(res.status).toBe(403);
      expect(res.headers.get('access-control-allow-headers')).toBeNull();
    }
  });

  it('refuses methods the twin does not serve and the admin key header', async () => {
    expect((await preflight('/cognito/', 'PUT', 'content-type')).status).toBe(403);
    expect((await preflight('/cognito/', 'TRACE', null)).status).toBe(403);
    const admin = await preflight('/__clock', 'GET', 'x-twin-admin-key');
    expect(admin.status).toBe(403);
    expect(admin.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CORS on answers', () => {
  it('names the allowed origin and exposes the headers clients read', async () => {
    const res = await fetch(`${twin.url}/`, { headers: { origin: SITE } });
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    const exposed = res.headers.get('access-control-expose-headers')!.toLowerCase().split(/,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(['retry-after', 'x-request-id']));
    expect(res.headers.get('vary')!.toLowerCase()).toContain('origin');
  });
});

describe("a vendor's paths answer with that vendor's CORS only", () => {
  const exposed = (res: Response) => res.headers.get('access-control-expose-headers')!.toLowerCase().split(/,\s*/).sort();
  const varied = (res: Response) => res.headers.get('vary')!.toLowerCase().split(/,\s*/).filter((v) => v === 'origin');

  it("the flag service's, for a site origin too: credentials and Date, not the twin's own headers", async () => {
    const res = await fetch(`${twin.url}/sdk/goals/${TWIN_FLAG_CLIENT_IDS.trailmate}`, { headers: { origin: SITE } });
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(exposed(res)).toEqual(['date']);
    expect(varied(res)).toEqual(['origin']);
  });

  it("Sentry's envelope endpoint, for a site origin too: the headers its SDK reads", async () => {
    const res = await fetch(`${twin.url}/api/${TWIN_SENTRY_PROJECT_ID}/envelope/`, { method: 'POST', headers: { origin: SITE }, body: '' });
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(exposed(res)).toEqual(['retry-after', 'x-sentry-error', 'x-sentry-rate-limits']);
    expect(varied(res)).toEqual(['origin']);
  });
});
