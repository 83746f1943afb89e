import { assert, describe, expect, it, vi } from 'vitest';
import { replayIntegration } from '@sentry/gatsby';
import { scrubRecordingEvent, scrubReplayEvent, scrubRrwebEvent, scrubRecordedUrl } from '../../src/lib/errors/replay-scrub';
import { baseOptions } from '../../src/lib/errors/options';
import { replayOptions } from '../../src/lib/errors/replay-options';
import { errorScopeOf } from '../../src/lib/errors/page-scope';
import { replayFollowingConsent, type ReplayControl } from '../../src/lib/errors/replay-consent';
import { withRrwebScrubber } from '../../src/lib/errors/replay';
import { REPLAYS_ON_ERROR_SAMPLE_RATE, REPLAYS_SESSION_SAMPLE_RATE } from '../../wire/error-reporting';
import { site } from '../ui/fixtures';

const EMAIL = 'jane.doe+pets@example.com';
const RESET_CODE = 'Zx9Qm2Lp7Rv4Tn8Wk3Yb6Hc1Jd5Fg0Se';
const ACCESS_TOKEN = '4f1c2d3e5a6b7c8d9e0f1a2b3c4d5e6f';
const SITE = 'http://trailmate.localhost:9001';
const secrets = [EMAIL, encodeURIComponent(EMAIL), 'jane.doe', RESET_CODE, ACCESS_TOKEN, 'state=', 'access_token'];
const expectClean = (value: unknown) => {
  const json = JSON.stringify(value);
  for (const secret of secrets) expect(json, `must not carry ${secret}`).not.toContain(secret);
};

// Custom recording events as the replay integration builds them (@sentry/replay 11: breadcrumbs
// from the SDK and its own, performance spans of navigations, history changes and requests).
const customEvents = () => [
  { type: 5, timestamp: 1764170000123, data: { tag: 'performanceSpan', payload: { op: 'navigation.navigate', description: `${SITE}/account/reset/?code=${RESET_CODE}&email=${encodeURIComponent(EMAIL)}`, startTimestamp: 1764170000.1, endTimestamp: 1764170001.2, data: { size: 18200, decodedBodySize: 64000, encodedBodySize: 18000, duration: 1100, domInteractive: 300, domContentLoadedEventStart: 310, domContentLoadedEventEnd: 320, loadEventStart: 900, loadEventEnd: 910, domComplete: 905, redirectCount: 0 } } } },
  { type: 5, timestamp: 1764170002000, data: { tag: 'performanceSpan', payload: { op: 'navigation.push', description: `/account/settings/#access_token=${ACCESS_TOKEN}&state=xyz`, startTimestamp: 1764170002, endTimestamp: 1764170002, data: { previous: `/account/login/?email=${encodeURIComponent(EMAIL)}` } } } },
  { type: 5, timestamp: 1764170003000, data: { tag: 'performanceSpan', payload: { op: 'resource.fetch', description: `http://127.0.0.1:8787/subscriptions/v1/subscriptions?customer_access_token=${ACCESS_TOKEN}`, startTimestamp: 1764170003, endTimestamp: 1764170003.2, data: { method: 'GET', statusCode: 200, request: { size: 0, headers: {} }, response: { size: 1200, headers: { 'content-type': 'application/json' } } } } } },
  { type: 5, timestamp: 1764170004000, data: { tag: 'breadcrumb', payload: { timestamp: 1764170004, type: 'default', category: 'navigation', data: { from: `/account/login/?email=${encodeURIComponent(EMAIL)}`, to: `/account/#token=${ACCESS_TOKEN}` } } } },
  { type: 5, timestamp: 1764170005000, data: { tag: 'breadcrumb', payload: { timestamp: 1764170005, type: 'default', category: 'ui.slowClickDetected', message: 'form.sign-in > button', data: { url: `${SITE}/account/login/?email=${encodeURIComponent(EMAIL)}`, route: '/account/login/', timeAfterClickMs: 7000, endReason: 'timeout', clickCount: 1, node: { id: 42, tagName: 'button', textContent: '*******', attributes: { type: 'submit' } } } } } },
  { type: 5, timestamp: 1764170006000, data: { tag: 'breadcrumb', payload: { timestamp: 1764170006, type: 'default', category: 'console', level: 'error', message: `Sign-in failed for ${EMAIL}`, data: { arguments: [{ email: EMAIL }], logger: 'console' } } } },
];

describe('recording events', () => {
  it('lose the query and fragment of every URL and what names the shopper, keeping what the replay shows', () => {
    const events = customEvents().map((event) => scrubRecordingEvent(event));
    expectClean(events);
    const [navigate, push, fetch, navigation, slowClick] = events.map((event) => event.data.payload as { description?: string; data?: Record<string, unknown>; category?: string; message?: string });
    assert.isDefined(slowClick, 'slowClick');
    assert.isDefined(navigation, 'navigation');
    assert.isDefined(fetch, 'fetch');
    assert.isDefined(push, 'push');
    assert.isDefined(navigate, 'navigate');
    expect(navigate.description).toBe(`${SITE}/account/reset/`);
    expect(navigate.data?.domInteractive).toBe(300);
    expect(push.description).toBe('/account/settings/');
    expect(push.data?.previous).toBe('/account/login/');
    expect(fetch.description).toBe('http://127.0.0.1:8787/subscriptions/v1/subscriptions');
    expect(fetch.data?.statusCode).toBe(200);
    expect(navigation.data).toEqual({ from: '/account/login/', to: '/account/' });
    expect(slowClick.message).toBe('form.sign-in > button');
    expect(slowClick.data?.url).toBe(`${SITE}/account/login/`);
  });

  it('keep the replay options event as it is', () => {
    const options = { type: 5, timestamp: 1, data: { tag: 'options', payload: { sessionSampleRate: 0.1, errorSampleRate: 1, maskAllText: true } } };
    expect(scrubRecordingEvent(structuredClone(options))).toEqual(options);
  });

  it("of the DOM recorder: the page's address and URL attributes lose query and fragment", () => {
    const meta = scrubRrwebEvent({ type: 4, timestamp: 1, data: { href: `${SITE}/account/reset/?code=${RESET_CODE}#state=abc`, width: 1280, height: 720 } });
    expect(meta.data).toEqual({ href: `${SITE}/account/reset/`, width: 1280, height: 720 });
    const snapshot = {
      type: 2,
      timestamp: 2,
      data: {
        node: {
          type: 0,
          id: 1,
          childNodes: [
            {
              type: 2,
              tagName: 'html',
              id: 2,
              attributes: { lang: 'en' },
              childNodes: [
                { type: 2, tagName: 'a', id: 3, attributes: { href: `/account/login/?return=%2Faccount%2F&email=${encodeURIComponent(EMAIL)}`, class: 'link' }, childNodes: [{ type: 3, id: 4, textContent: '*****' }] },
                { type: 2, tagName: 'img', id: 5, attributes: { srcset: `/img/a.jpg?sig=${ACCESS_TOKEN} 1x, /img/b.jpg?sig=${ACCESS_TOKEN} 2x`, alt: '' }, childNodes: [] },
                { type: 2, tagName: 'form', id: 6, attributes: { action: `/search/?q=${RESET_CODE}` }, childNodes: [] },
              ],
            },
          ],
        },
        initialOffset: { top: 0, left: 0 },
      },
    };
    const out = scrubRrwebEvent(snapshot);
    expectClean(out);
    const html = out.data.node.childNodes[0];
    assert.isDefined(html, 'html');
    expect(html.childNodes[0]?.attributes).toEqual({ href: '/account/login/', class: 'link' });
    expect(html.childNodes[1]?.attributes.srcset).toBe('/img/a.jpg 1x, /img/b.jpg 2x');
    expect(html.childNodes[2]?.attributes.action).toBe('/search/');
    const mutation = scrubRrwebEvent({
      type: 3,
      timestamp: 3,
      data: { source: 0, texts: [], removes: [], adds: [{ parentId: 2, nextId: null, node: { type: 2, tagName: 'a', id: 9, attributes: { href: `?email=${EMAIL}` }, childNodes: [] } }], attributes: [{ id: 3, attributes: { href: `/account/?token=${ACCESS_TOKEN}` } }] },
    });
    expectClean(mutation);
  });

  it('the replay event: its URLs and request', () => {
    const event = scrubReplayEvent({
      type: 'replay_event',
      replay_id: 'a'.repeat(32),
      urls: [`${SITE}/account/reset/?code=${RESET_CODE}`, `/account/#access_token=${ACCESS_TOKEN}`],
      request: { url: `${SITE}/account/reset/?code=${RESET_CODE}`, headers: { 'User-Agent': 'Mozilla/5.0', Referer: `${SITE}/?email=${EMAIL}` } },
      tags: { brand: 'trailmate', market: 'us', locale: 'en-us', template: 'account' },
      user: { email: EMAIL },
    });
    expectClean(event);
    expect(event.urls).toEqual([`${SITE}/account/reset/`, '/account/']);
    expect(event.tags).toEqual({ brand: 'trailmate', market: 'us', locale: 'en-us', template: 'account' });
    expect(scrubRecordedUrl(`${SITE}/cart/c/${ACCESS_TOKEN}?key=1`)).toBe(`${SITE}/cart/c/[id]`);
  });
});

describe('replay options', () => {
  it("are the spec's rates, everything masked, no request details", () => {
    expect([REPLAYS_SESSION_SAMPLE_RATE, REPLAYS_ON_ERROR_SAMPLE_RATE]).toEqual([0.1, 1]);
    const scope = errorScopeOf({ template: 'product', site: site() })!;
    expect(baseOptions(scope)).toMatchObject({ replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 });
    const options = replayOptions();
    expect(options).toMatchObject({ maskAllText: true, maskAllInputs: true, blockAllMedia: true, networkDetailAllowUrls: [], networkCaptureBodies: false });
    const [event] = customEvents();
    assert.isDefined(event, 'event');
    options.beforeAddRecordingEvent(event);
    expectClean(event);
  });

  it("give the installed SDK's DOM recorder the scrubbing plugin", () => {
    const replay = withRrwebScrubber(replayIntegration(replayOptions()));
    const recording = (replay as unknown as { _recordingOptions: { plugins: { name: string; eventProcessor: (event: object) => object }[]; maskAllText: boolean; maskAllInputs: boolean } })._recordingOptions;
    expect(recording).toMatchObject({ maskAllText: true, maskAllInputs: true });
    const [plugin] = recording.plugins;
    assert.isDefined(plugin, 'plugin');
    expect(plugin.name).toBe('scrub-urls');
    expect(plugin.eventProcessor({ type: 4, timestamp: 1, data: { href: `${SITE}/?email=${EMAIL}` } })).toEqual({ type: 4, timestamp: 1, data: { href: `${SITE}/` } });
    expect(() => withRrwebScrubber({ name: 'Replay' } as unknown as ReturnType<typeof replayIntegration>)).toThrow(/no recording options/);
  });
});

describe('replay and consent', () => {
  function harness(initial: boolean) {
    let consented = initial;
    const listeners = new Set<() => void>();
    const control: ReplayControl & { calls: string[] } = { calls: [], resume: () => control.calls.push('resume'), stop: () => control.calls.push('stop') };
    let settle!: () => void;
    const ready = new Promise<void>((resolve) => (settle = resolve));
    const load = vi.fn(async () => {
      await ready;
      return control;
    });
    const unsubscribe = replayFollowingConsent(
      () => consented,
      (listener) => (listeners.add(listener), () => listeners.delete(listener)),
      load,
    );
    const set = (value: boolean) => {
      consented = value;
      for (const listener of listeners) listener();
    };
    return { load, control, set, settle, unsubscribe, listeners };
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('loads nothing without consent, loads once it is given, stops when withdrawn and resumes when given again', async () => {
    const h = harness(false);
    await flush();
    expect(h.load).not.toHaveBeenCalled();
    h.set(false);
    expect(h.load).not.toHaveBeenCalled();
    h.set(true);
    expect(h.load).toHaveBeenCalledTimes(1);
    h.settle();
    await flush();
    expect(h.control.calls).toEqual([]);
    h.set(false);
    h.set(true);
    h.set(true);
    expect(h.control.calls).toEqual(['stop', 'resume']);
    expect(h.load).toHaveBeenCalledTimes(1);
    h.unsubscribe();
    expect(h.listeners.size).toBe(0);
  });

  it('starts at once where the choice in effect allows analytics, and stops a replay whose chunk arrives after a withdrawal', async () => {
    const h = harness(true);
    expect(h.load).toHaveBeenCalledTimes(1);
    h.set(false);
    h.settle();
    await flush();
    expect(h.control.calls).toEqual(['stop']);
  });
});
