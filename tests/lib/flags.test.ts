// The flag client's rules (product spec §8, §9): 4xx other than 400, 408 and 429 are permanent (401 =
// invalid client-side ID), everything else is retried from 1000 ms doubling to 30000 ms; its event and
// stream timings; the store that starts every flag at the page's built value; where the browser's flag
// client connects (the twin by default, LaunchDarkly with a client-side ID).
import { describe, expect, it, vi } from 'vitest';
import { afterFailure, failureStatus, FLAG_CLIENT_START_TIMEOUT_S, FLAG_CLIENT_TIMINGS, isPermanentStatus, isStartTimeout, retryDelay } from '../../src/lib/flags/retry';
import { flagIsRead, flagValue, setFlagValues, subscribeFlag, watchReadFlags } from '../../src/lib/flags/store';
import { browserServices, LAUNCHDARKLY_HOSTS, parseEnv } from '../../src/config/env';
import { TWIN_FLAG_CLIENT_IDS } from '../../wire/flags';
import { loadBrand, parseBrand } from '../../brands';

describe('permanent and retried failures', () => {
  it('treats 4xx other than 400, 408 and 429 as permanent, everything else as retried', () => {
    for (const status of [401, 403, 404, 405, 410, 413, 499]) expect(isPermanentStatus(status), String(status)).toBe(true);
    for (const status of [400, 408, 429, 500, 502, 503, 504, 399]) expect(isPermanentStatus(status), String(status)).toBe(false);
  });

  it('backs off from 1000 ms, doubling, to at most 30000 ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('reads the status out of the client\'s start failures', () => {
    expect(failureStatus({ name: 'LaunchDarklyFlagFetchError', message: 'Error fetching flag settings: 401' })).toBe(401);
    expect(failureStatus({ name: 'LaunchDarklyFlagFetchError', message: 'Error fetching flag settings: 503' })).toBe(503);
    expect(failureStatus({ name: 'LaunchDarklyInvalidEnvironmentIdError', message: 'Environment not found.' })).toBe(404);
    expect(failureStatus({ name: 'LaunchDarklyFlagFetchError', message: 'Error fetching flag settings: network error' })).toBeNull();
    expect(failureStatus(undefined)).toBeNull();
  });

  it('gives up on an invalid client-side ID and retries an outage or a network error with backoff', () => {
    expect(afterFailure({ message: 'Error fetching flag settings: 401' }, 0)).toEqual({ retry: false, status: 401 });
    expect(afterFailure({ message: 'Error fetching flag settings: 503' }, 0)).toEqual({ retry: true, delay: 1000 });
    expect(afterFailure({ message: 'Error fetching flag settings: 429' }, 2)).toEqual({ retry: true, delay: 4000 });
    expect(afterFailure({ message: 'Error fetching flag settings: network error' }, 9)).toEqual({ retry: true, delay: 30000 });
  });

  it('tells the provider\'s wait running out (the client still starting) from a failed start', () => {
    expect(FLAG_CLIENT_START_TIMEOUT_S).toBeGreaterThan(0);
    expect(FLAG_CLIENT_START_TIMEOUT_S).toBeLessThanOrEqual(5);
    expect(isStartTimeout({ name: 'LaunchDarklyTimeoutError', message: 'waitForInitialization timed out after 5 seconds.' })).toBe(true);
    for (const error of [{ name: 'LaunchDarklyFlagFetchError', message: 'Error fetching flag settings: 503' }, { name: 'LaunchDarklyInvalidEnvironmentIdError' }, new Error('timeout'), null, 'LaunchDarklyTimeoutError']) {
      expect(isStartTimeout(error), JSON.stringify(error)).toBe(false);
    }
  });

  it('uses the spec\'s client timings', () => {
    expect(FLAG_CLIENT_TIMINGS).toEqual({ eventCapacity: 100, flushInterval: 2000, streamReconnectDelay: 1000, maxReconnectDelay: 30000, readTimeout: 300000, diagnosticRecordingInterval: 900000 });
  });
});

describe('flag store', () => {
  it('serves the built value until the flag service sets one, and tells readers of changes', () => {
    expect(flagValue('notification-banner', true)).toBe(true);
    const listener = vi.fn();
    const stop = subscribeFlag('notification-banner', listener);
    setFlagValues({ 'notification-banner': false });
    expect(flagValue('notification-banner', true)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    setFlagValues({ 'notification-banner': true });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('evaluates the flags a page reads, before and after the client starts', () => {
    subscribeFlag('referral-program', () => undefined);
    const evaluated: string[] = [];
    const stop = watchReadFlags((key) => evaluated.push(key));
    expect(evaluated).toContain('referral-program');
    expect(evaluated).not.toContain('back-in-stock');
    expect(flagIsRead('back-in-stock')).toBe(false);
    subscribeFlag('back-in-stock', () => undefined);
    expect(evaluated).toContain('back-in-stock');
    stop();
  });
});

describe('where the flag client connects', () => {
  it('defaults to the twin with the brand\'s twin client-side ID', () => {
    const flags = browserServices(parseEnv({ BRAND: 'yardwise' })).flagService;
    expect(flags).toEqual({ clientSideId: TWIN_FLAG_CLIENT_IDS.yardwise, baseUrl: 'http://127.0.0.1:8787', streamUrl: 'http://127.0.0.1:8787', eventsUrl: 'http://127.0.0.1:8787' });
  });

  it('goes to LaunchDarkly when a client-side ID is configured', () => {
    const flags = browserServices(parseEnv({ GATSBY_LAUNCHDARKLY_CLIENT_SIDE_ID: '5f0c0ffee0c0ffee0c0ffee0' })).flagService;
    expect(flags).toEqual({ clientSideId: '5f0c0ffee0c0ffee0c0ffee0', ...LAUNCHDARKLY_HOSTS });
  });

  it('refuses a malformed client-side ID', () => {
    expect(() => parseEnv({ GATSBY_LAUNCHDARKLY_CLIENT_SIDE_ID: 'not an id' })).toThrow(/GATSBY_LAUNCHDARKLY_CLIENT_SIDE_ID/);
  });
});

describe('brand.json flags', () => {
  it('holds a value for every flag, each one of its variations', () => {
    const brand = loadBrand('yardwise');
    expect(brand.flags).toMatchObject({ 'live-chat': true, 'dealer-locator': true, 'checkout-cta-style': 'standard' });
    const raw = JSON.parse(JSON.stringify(brand)) as Record<string, unknown> & { flags: Record<string, unknown> };
    expect(() => parseBrand('yardwise', { ...raw, flags: { ...raw.flags, 'checkout-cta-style': 'huge' } })).toThrow(/flags/);
    expect(() => parseBrand('yardwise', { ...raw, flags: { ...raw.flags, 'live-chat': 'yes' } })).toThrow(/flags/);
    const { 'back-in-stock': _missing, ...partial } = raw.flags;
    expect(() => parseBrand('yardwise', { ...raw, flags: partial })).toThrow(/flags/);
    expect(() => parseBrand('yardwise', { ...raw, flags: { ...raw.flags, unknown: true } })).toThrow(/flags/);
  });
});
