// Consent Mode on the data layer: the default goes once, before anything else, as gtag() pushes it
// (an Arguments object, which Google's tags read as a command); each change is an update and an event.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setConsentDefault, updateConsent } from '../../src/lib/analytics/data-layer';

let layer: unknown[];
beforeEach(() => {
  layer = [];
  (globalThis as unknown as { window: { dataLayer: unknown[] } }).window = { dataLayer: layer };
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

const isArguments = (value: unknown) => Object.prototype.toString.call(value) === '[object Arguments]';

describe('Consent Mode on the data layer', () => {
  it('sets the default once, as a gtag command with the four v2 signals', () => {
    setConsentDefault({ analytics: false, marketing: false });
    setConsentDefault({ analytics: true, marketing: true });
    expect(layer).toHaveLength(1);
    expect(isArguments(layer[0])).toBe(true);
    expect(Array.from(layer[0] as ArrayLike<unknown>)).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 },
    ]);
  });

  it('pushes each change as a Consent Mode update and a consent_update event', () => {
    updateConsent({ analytics: true, marketing: false });
    expect(isArguments(layer[0])).toBe(true);
    expect(Array.from(layer[0] as ArrayLike<unknown>)).toEqual([
      'consent',
      'update',
      { ad_storage: 'denied', analytics_storage: 'granted', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(layer[1]).toEqual({ event: 'consent_update', consent: { analytics: true, marketing: false } });
  });
});
