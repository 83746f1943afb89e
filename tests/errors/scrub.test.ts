import { assert, describe, expect, it } from 'vitest';
import { REDACTED, scrubBreadcrumb, scrubEvent, scrubSpan, scrubText, scrubUrl } from '../../src/lib/errors/scrub';

const EMAIL = 'jane.doe+pets@example.com';
// A Cognito id token's shape: base64url header, payload and signature.
const JWT =
  'eyJraWQiOiJ0d2luLWtleS0xIiwiYWxnIjoiUlMyNTYifQ.eyJzdWIiOiI5ZjYxYjM0Ni0xMjM0IiwiZW1haWwiOiJqYW5lQGV4YW1wbGUuY29tIn0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbi13aXRoLWVub3VnaC1sZW5ndGg';
const ACCESS_TOKEN = '4f1c2d3e5a6b7c8d9e0f1a2b3c4d5e6f';
const MULTIPASS = 'Xk3J9pQ2vB7nL0sR4tW8yZ1aC5eG6iK9mO2qU4wY7bD0fH3jN6pS8uV1xA4cE7gI';
const CART_ID = 'gid://shopify/Cart/c1-7b2f0e9d4c3a?key=3f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c';

describe('scrubText', () => {
  it('replaces emails, tokens, cart and checkout ids, addresses', () => {
    const text = `Customer ${EMAIL} (token ${ACCESS_TOKEN}) cart ${CART_ID} failed at 1600 Pennsylvania Avenue with Bearer ${JWT}; multipass ${MULTIPASS}; checkout /shops/trailmate-us/checkouts/ab12cd34ef56 zip 90210`;
    const out = scrubText(text);
    for (const secret of [EMAIL, ACCESS_TOKEN, 'c1-7b2f0e9d4c3a', '3f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c', JWT, MULTIPASS, 'ab12cd34ef56', '1600 Pennsylvania Avenue', '90210']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain(REDACTED.email);
    expect(out).toContain('gid://shopify/Cart/[id]');
    expect(out).toContain('/checkouts/[id]');
    expect(out).toContain(REDACTED.address);
    expect(out).toContain('Bearer [token]');
  });

  it('catches URL-encoded emails and base64-encoded Shopify ids', () => {
    const encoded = Buffer.from('gid://shopify/Customer/7012345678').toString('base64');
    const out = scrubText(`GET /account/?email=jane%40example.com ${encoded}`);
    expect(out).not.toContain('jane%40example.com');
    expect(out).not.toContain(encoded);
  });

  it('keeps what names code: chunk names, paths, numbers and words', () => {
    const text = "TypeError: Cannot read properties of null (reading 'replace') at component---src-templates-account-tsx-8c2b1f0a3e.js:1:2345";
    expect(scrubText(text)).toBe(text);
    expect(scrubText('Storefront CustomerByToken failed: HTTP 502')).toBe('Storefront CustomerByToken failed: HTTP 502');
  });

  it("drops URLs' query strings", () => {
    expect(scrubText(`loading http://127.0.0.1:9001/account/login/?redirect=%2Faccount%2F&_kx=abc failed`)).toBe('loading http://127.0.0.1:9001/account/login/?[query] failed');
    expect(scrubUrl(`http://127.0.0.1:9001/account/settings/?utm_source=newsletter&email=${EMAIL}#top`)).toBe('http://127.0.0.1:9001/account/settings/#top');
  });
});

describe('scrubEvent', () => {
  it('scrubs an error event as the SDK builds it', () => {
    const event = {
      event_id: '0123456789abcdef0123456789abcdef',
      message: `Sign-in failed for ${EMAIL}`,
      exception: {
        values: [
          {
            type: 'Error',
            value: `Storefront CustomerUpdate failed: Variable $customer got invalid value "${EMAIL}"`,
            stacktrace: { frames: [{ filename: 'http://127.0.0.1:9001/app-3f2a.js?v=1', abs_path: 'http://127.0.0.1:9001/app-3f2a.js?v=1' }] },
          },
        ],
      },
      request: {
        url: `http://127.0.0.1:9001/account/settings/?email=${EMAIL}&_kx=${MULTIPASS}`,
        query_string: `email=${EMAIL}`,
        cookies: { _cartId: CART_ID },
        headers: { 'User-Agent': 'Mozilla/5.0', Referer: `http://127.0.0.1:9001/?email=${EMAIL}`, Authorization: `Bearer ${JWT}` },
      },
      user: { email: EMAIL, id: 'abc', ip_address: '203.0.113.7' },
      breadcrumbs: [
        { category: 'navigation', data: { from: `/account/login/?email=${EMAIL}`, to: '/account/settings/' } },
        { category: 'fetch', data: { method: 'POST', url: `http://127.0.0.1:8787/cognito/?token=${ACCESS_TOKEN}`, status_code: 200 } },
        { category: 'console', level: 'error', message: `Cart ${CART_ID} could not be linked`, data: { arguments: [{ cartId: CART_ID, email: EMAIL }] } },
        { category: 'ui.click', message: 'input#email.field[name="email"]' },
      ],
      extra: { customerAccessToken: ACCESS_TOKEN, address: { address1: '12 Main Street', city: 'Springfield', zip: '12345' }, note: `for ${EMAIL}` },
      tags: { brand: 'trailmate', market: 'us', locale: 'en-us', template: 'account' },
      contexts: { trace: { trace_id: '0123456789abcdef0123456789abcdef', span_id: '0123456789abcdef', data: { 'url.full': `http://x/?email=${EMAIL}` } } },
    };
    const out = scrubEvent(structuredClone(event));
    const json = JSON.stringify(out);
    for (const secret of [EMAIL, ACCESS_TOKEN, MULTIPASS, JWT, 'c1-7b2f0e9d4c3a', '12 Main Street', 'Springfield', '203.0.113.7']) {
      expect(json).not.toContain(secret);
    }
    expect(out.user).toBeUndefined();
    expect(out.request.query_string).toBeUndefined();
    expect(out.request.cookies).toBeUndefined();
    expect(out.request.url).toBe('http://127.0.0.1:9001/account/settings/');
    expect(out.request.headers).toEqual({ 'User-Agent': 'Mozilla/5.0', Referer: 'http://127.0.0.1:9001/' });
    // Ids, tags and code positions stay.
    expect(out.event_id).toBe(event.event_id);
    expect(out.contexts.trace.trace_id).toBe(event.contexts.trace.trace_id);
    expect(out.tags).toEqual(event.tags);
    expect(out.exception.values[0]?.stacktrace.frames[0]?.filename).toBe('http://127.0.0.1:9001/app-3f2a.js');
    expect(out.breadcrumbs[3]?.message).toBe('input#email.field[name="email"]');
    expect(out.breadcrumbs[0]?.data).toEqual({ from: '/account/login/', to: '/account/settings/' });
  });

  it('scrubs a transaction: its name and its spans', () => {
    const event = {
      type: 'transaction',
      transaction: `/account/orders/?order=1001&email=${EMAIL}`,
      spans: [
        { description: `POST http://127.0.0.1:8787/shops/trailmate-us/api/2025-04/graphql.json?cart=${encodeURIComponent(CART_ID)}`, data: { 'url.full': `http://127.0.0.1:8787/x?email=${EMAIL}`, 'http.query': `?email=${EMAIL}` } },
      ],
    };
    const json = JSON.stringify(scrubEvent(structuredClone(event)));
    expect(json).not.toContain(EMAIL.split('@')[0]);
    expect(json).not.toContain('c1-7b2f0e9d4c3a');
    expect(json).toContain('graphql.json');
  });
});

describe('scrubBreadcrumb', () => {
  it('scrubs a console breadcrumb holding a customer object', () => {
    const crumb = scrubBreadcrumb({ category: 'console', message: 'Customer update failed', data: { arguments: [{ email: EMAIL, phone: '+15555550123', firstName: 'Jane' }] } });
    expect(JSON.stringify(crumb)).not.toMatch(/jane|5555550123/i);
  });
});

// Streamed spans as @sentry/browser 11 hands them to `beforeSendSpan` (StreamedSpanJSON): a page
// load's segment span with the page's address, a fetch to the Storefront API, a resource and a
// navigation linked to the previous trace.
const SITE = 'http://trailmate.localhost:9001';
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PAGE_URL = `${SITE}/account/settings/?utm_source=newsletter&_kx=${MULTIPASS}&email=${encodeURIComponent(EMAIL)}&token=${ACCESS_TOKEN}#cart=${encodeURIComponent(CART_ID)}`;
const streamedSpans = () => [
  {
    trace_id: TRACE_ID,
    span_id: '00f067aa0ba902b7',
    name: 'pageload',
    start_timestamp: 1764170000.1,
    end_timestamp: 1764170003.4,
    status: 'ok',
    is_segment: true,
    attributes: {
      'sentry.op': 'pageload',
      'sentry.origin': 'auto.pageload.browser',
      'sentry.source': 'url',
      'sentry.segment.name': `/account/settings/?email=${EMAIL}`,
      'sentry.segment.id': '00f067aa0ba902b7',
      'sentry.release': 'trailmate@3f2a1c0',
      'sentry.environment': 'production',
      'url.full': PAGE_URL,
      'http.request.header.referer': [`${SITE}/account/login/?email=${encodeURIComponent(EMAIL)}&redirect=%2Faccount%2F`],
      'user.email': EMAIL,
      'user.id': 'gid://shopify/Customer/7012345678',
      'user.ip_address': '203.0.113.7',
      'user_agent.original': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
      'sentry.is_localhost': true,
      'performance.timeOrigin': 1764170000.05,
      'lcp.url': { value: `${SITE}/static/hero.jpg?sig=${ACCESS_TOKEN}`, unit: 'none' },
    },
  },
  {
    trace_id: TRACE_ID,
    parent_span_id: '00f067aa0ba902b7',
    span_id: '1a2b3c4d5e6f7081',
    name: `POST http://127.0.0.1:8787/shops/trailmate-us/api/2025-04/graphql.json?cart=${encodeURIComponent(CART_ID)}&email=${EMAIL}`,
    start_timestamp: 1764170001,
    end_timestamp: 1764170001.3,
    status: 'ok',
    is_segment: false,
    attributes: {
      'sentry.op': 'http.client',
      'http.method': 'POST',
      'http.request.method': 'POST',
      url: `http://127.0.0.1:8787/shops/trailmate-us/api/2025-04/graphql.json?cart=${encodeURIComponent(CART_ID)}&email=${EMAIL}`,
      'url.full': `http://127.0.0.1:8787/shops/trailmate-us/api/2025-04/graphql.json?cart=${encodeURIComponent(CART_ID)}&email=${EMAIL}`,
      'http.url': `http://127.0.0.1:8787/shops/trailmate-us/api/2025-04/graphql.json?cart=${encodeURIComponent(CART_ID)}&email=${EMAIL}`,
      'http.query': `?cart=${encodeURIComponent(CART_ID)}&email=${EMAIL}`,
      'url.query': `cart=${encodeURIComponent(CART_ID)}&email=${EMAIL}`,
      'http.fragment': `#token=${ACCESS_TOKEN}`,
      'server.address': '127.0.0.1',
      'server.port': 8787,
      'http.response.status_code': 200,
      'http.response_content_length': 1834,
      type: 'fetch',
    },
  },
  {
    trace_id: TRACE_ID,
    parent_span_id: '00f067aa0ba902b7',
    span_id: '2b3c4d5e6f708192',
    name: `/checkouts/cn/ab12cd34ef56/thank-you?email=${encodeURIComponent(EMAIL)}`,
    start_timestamp: 1764170002,
    end_timestamp: 1764170002.1,
    status: 'ok',
    is_segment: false,
    attributes: { 'sentry.op': 'resource.img', 'resource.render_blocking_status': 'non-blocking', 'http.response_transfer_size': 2048, 'server.address': 'trailmate.localhost' },
  },
  {
    trace_id: '5cf92f3577b34da6a3ce929d0e0e4737',
    span_id: '3c4d5e6f708192a3',
    name: 'navigation',
    start_timestamp: 1764170010,
    end_timestamp: 1764170011,
    status: 'error',
    is_segment: true,
    attributes: { 'sentry.op': 'navigation', 'url.full': `${SITE}/account/orders/?order=1001&customer_access_token=${ACCESS_TOKEN}` },
    links: [{ trace_id: TRACE_ID, span_id: '00f067aa0ba902b7', sampled: true, attributes: { 'sentry.link.type': 'previous_trace', 'url.full': PAGE_URL } }],
  },
];

describe('scrubSpan', () => {
  it('takes query strings, fragments, emails, tokens, cart and checkout ids and the user out of streamed spans', () => {
    const spans = streamedSpans().map((span) => scrubSpan(structuredClone(span)));
    const json = JSON.stringify(spans);
    for (const secret of [EMAIL, encodeURIComponent(EMAIL), 'jane.doe', ACCESS_TOKEN, MULTIPASS, 'c1-7b2f0e9d4c3a', '3f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c', 'ab12cd34ef56', '7012345678', '203.0.113.7', 'utm_source', '_kx', 'order=1001', '?', '#']) {
      expect(json, `the spans must not carry ${secret}`).not.toContain(secret);
    }
    const [pageload, fetch, resource, navigation] = spans;
    assert.isDefined(navigation, 'navigation');
    assert.isDefined(resource, 'resource');
    assert.isDefined(fetch, 'fetch');
    assert.isDefined(pageload, 'pageload');
    expect(pageload.attributes['url.full']).toBe(`${SITE}/account/settings/`);
    expect(pageload.attributes['sentry.segment.name']).toBe('/account/settings/');
    expect(pageload.attributes['http.request.header.referer']).toEqual([`${SITE}/account/login/`]);
    expect(pageload.attributes['lcp.url']).toEqual({ value: `${SITE}/static/hero.jpg`, unit: 'none' });
    expect(Object.keys(pageload.attributes).filter((key) => key.startsWith('user.'))).toEqual([]);
    expect(fetch.name).toBe('POST http://127.0.0.1:8787/shops/trailmate-us/api/2025-04/graphql.json');
    expect(fetch.attributes).not.toHaveProperty('http.query');
    expect(fetch.attributes).not.toHaveProperty('url.query');
    expect(fetch.attributes).not.toHaveProperty('http.fragment');
    expect(fetch.attributes.url).toBe('http://127.0.0.1:8787/shops/trailmate-us/api/2025-04/graphql.json');
    expect(resource.name).toBe('/checkouts/cn/[id]/thank-you');
    expect(navigation.links?.[0]?.attributes['url.full']).toBe(`${SITE}/account/settings/`);
  });

  it('keeps ids, times, status and what describes the request or the page', () => {
    const spans = streamedSpans();
    const [pageload, fetch, resource, navigation] = spans;
    assert.isDefined(pageload, 'pageload');
    assert.isDefined(fetch, 'fetch');
    assert.isDefined(resource, 'resource');
    assert.isDefined(navigation, 'navigation');
    const out = [pageload, fetch, resource, navigation].map((span) => scrubSpan(structuredClone(span)));
    for (const [index, span] of out.entries()) {
      const before = [pageload, fetch, resource, navigation][index]!;
      expect(span).toMatchObject({ trace_id: before.trace_id, span_id: before.span_id, start_timestamp: before.start_timestamp, end_timestamp: before.end_timestamp, status: before.status, is_segment: before.is_segment });
    }
    expect(out[0]?.name).toBe('pageload');
    expect(out[0]?.attributes).toMatchObject({ 'sentry.op': 'pageload', 'sentry.release': 'trailmate@3f2a1c0', 'sentry.is_localhost': true, 'performance.timeOrigin': 1764170000.05, 'user_agent.original': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' });
    expect(out[1]?.attributes).toMatchObject({ 'http.request.method': 'POST', 'server.address': '127.0.0.1', 'server.port': 8787, 'http.response.status_code': 200, type: 'fetch' });
    expect(out[2]?.attributes).toEqual(resource.attributes);
    expect(out[3]?.links?.[0]).toMatchObject({ trace_id: TRACE_ID, span_id: '00f067aa0ba902b7', sampled: true, attributes: { 'sentry.link.type': 'previous_trace' } });
  });

  it('sends a span it cannot read with nothing but its ids and times', () => {
    const attributes = { get 'url.full'(): string { throw new Error('unreadable'); } };
    const span = scrubSpan({ trace_id: TRACE_ID, span_id: '00f067aa0ba902b7', name: `/account/?email=${EMAIL}`, start_timestamp: 1, end_timestamp: 2, status: 'ok', is_segment: true, attributes });
    expect(span).toEqual({ trace_id: TRACE_ID, span_id: '00f067aa0ba902b7', name: REDACTED.field, start_timestamp: 1, end_timestamp: 2, status: 'ok', is_segment: true, attributes: {} });
  });
});
