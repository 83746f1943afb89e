// The site's SDK options through the SDK itself (@sentry/gatsby 11): spans started as the browser
// tracing starts them are streamed, pass the scrubber and leave in envelopes without query strings,
// emails, tokens or cart ids; the SDK warns about nothing in the options.
import { assert, afterEach, describe, expect, it, vi } from 'vitest';
import * as Sentry from '@sentry/gatsby';
import { sdkOptions } from '../../src/lib/errors/sentry-client';
import { errorScopeOf } from '../../src/lib/errors/page-scope';
import { site } from '../ui/fixtures';

const EMAIL = 'jane.doe+pets@example.com';
const ACCESS_TOKEN = '4f1c2d3e5a6b7c8d9e0f1a2b3c4d5e6f';
const CART_ID = 'gid://shopify/Cart/c1-7b2f0e9d4c3a?key=3f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c';
const SITE = 'http://trailmate.localhost:9001';
const PAGE_URL = `${SITE}/account/settings/?utm_source=newsletter&email=${encodeURIComponent(EMAIL)}&token=${ACCESS_TOKEN}#frag`;
const STOREFRONT = `http://127.0.0.1:8787/shops/trailmate-us/api/2025-04/graphql.json?cart=${encodeURIComponent(CART_ID)}&email=${EMAIL}#token=${ACCESS_TOKEN}`;

/** Starts the SDK with the site's options (sampling every trace), sending envelopes to `sent`. */
function startSdk(sent: string[]) {
  const scope = errorScopeOf({ template: 'account', site: site() })!;
  Sentry.init({
    ...sdkOptions(scope),
    // Browser tracing needs a page; the spans below are started as it starts them.
    integrations: [],
    tracesSampleRate: 1,
    transport: (options) =>
      Sentry.createTransport(options, async (request) => {
        sent.push(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body));
        return { statusCode: 200 };
      }),
  });
}

afterEach(async () => {
  await Sentry.close();
  vi.restoreAllMocks();
});

describe('tracing through the SDK', () => {
  it('streams spans through the scrubber, and the SDK warns about nothing', async () => {
    const warnings: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
    const sent: string[] = [];
    startSdk(sent);

    Sentry.startSpan({ name: 'pageload', op: 'pageload', attributes: { 'sentry.source': 'url', 'url.full': PAGE_URL } }, () => {
      Sentry.startSpan(
        { name: `POST ${STOREFRONT}`, op: 'http.client', attributes: { url: STOREFRONT, 'http.url': STOREFRONT, 'http.query': `?cart=${CART_ID}`, 'http.fragment': `#token=${ACCESS_TOKEN}`, 'server.address': '127.0.0.1', 'http.response.status_code': 200 } },
        () => undefined,
      );
    });
    await Sentry.flush(2000);

    expect(warnings).toEqual([]);
    const spanItems = sent.flatMap((body) => {
      const lines = body.split('\n');
      return lines.flatMap((line, index) => {
        const item = lines[index + 1];
        return index > 0 && /"type":"span"/.test(line) && item !== undefined ? [JSON.parse(item) as { items: { name: string; attributes: Record<string, { value: unknown }> }[] }] : [];
      });
    });
    const spans = spanItems.flatMap((item) => item.items);
    expect(spans.map((span) => span.name).sort()).toEqual(['POST http://127.0.0.1:8787/shops/trailmate-us/api/2025-04/graphql.json', 'pageload']);
    const request = spans.find((span) => span.name.startsWith('POST'))!;
    expect(request.attributes['http.url']?.value).toBe('http://127.0.0.1:8787/shops/trailmate-us/api/2025-04/graphql.json');
    expect(request.attributes['server.address']?.value).toBe('127.0.0.1');
    const everything = sent.join('\n');
    for (const secret of [EMAIL, encodeURIComponent(EMAIL), 'jane.doe', ACCESS_TOKEN, 'c1-7b2f0e9d4c3a', '3f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c', 'utm_source', '#frag']) {
      expect(everything, `the envelopes must not carry ${secret}`).not.toContain(secret);
    }
    // No transaction events in this lifecycle: every span went out on its own.
    expect(everything).not.toMatch(/"type":"transaction"/);
  });

  it("asks the service not to infer the shopper's IP address for error events either", async () => {
    const sent: string[] = [];
    startSdk(sent);
    Sentry.captureException(new Error('Probe'));
    await Sentry.flush(2000);
    const lines = sent.find((body) => /"type":"event"/.test(body))!.split('\n');
    const eventLine = lines[lines.findIndex((line) => /"type":"event"/.test(line)) + 1];
    assert.isDefined(eventLine, 'no event item in the envelope');
    const event = JSON.parse(eventLine) as { sdk?: { settings?: Record<string, string> }; user?: unknown };
    expect(event.sdk?.settings).toEqual({ infer_ip: 'never' });
    expect(event.user).toBeUndefined();
  });
});
