import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/config/env';
import { buildRelease, currentCommit } from '../../src/build/release';

describe("the build's release", () => {
  it('is the configured one, else <brand>@<commit>, else <brand>@<build time>', () => {
    expect(buildRelease('trailmate', 'storefront@2.4.1', 'abc123def456')).toBe('storefront@2.4.1');
    expect(buildRelease('yardwise', undefined, 'abc123def456')).toBe('yardwise@abc123def456');
    expect(buildRelease('homing', undefined, null, new Date('2026-11-26T15:04:05.678Z'))).toBe('homing@20261126T150405Z');
  });

  it("reads this checkout's commit", () => {
    expect(currentCommit()).toMatch(/^[0-9a-f]{12}$/);
    expect(currentCommit('/')).toBeNull();
  });
});

describe('error reporting environment', () => {
  it('defaults to the twin, production, no configured release', () => {
    const env = parseEnv({});
    expect(env.GATSBY_SENTRY_DSN).toBeUndefined();
    expect(env.GATSBY_SENTRY_ENVIRONMENT).toBe('production');
    expect(env.GATSBY_SENTRY_RELEASE).toBeUndefined();
    expect(parseEnv({ GATSBY_SENTRY_DSN: '', GATSBY_SENTRY_RELEASE: '' }).GATSBY_SENTRY_DSN).toBeUndefined();
  });

  it('refuses a DSN that is not one', () => {
    expect(() => parseEnv({ GATSBY_SENTRY_DSN: 'https://o1.ingest.sentry.io/123' })).toThrow(/GATSBY_SENTRY_DSN/);
    expect(() => parseEnv({ GATSBY_SENTRY_DSN: 'javascript:alert(1)' })).toThrow(/GATSBY_SENTRY_DSN/);
    expect(() => parseEnv({ GATSBY_SENTRY_ENVIRONMENT: 'prod env' })).toThrow(/GATSBY_SENTRY_ENVIRONMENT/);
  });
});
