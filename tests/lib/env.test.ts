import { describe, expect, it } from 'vitest';
import { insightsRegion, parseEnv, usesHostedContent } from '../../src/config/env';

describe('environment parsing', () => {
  it('an empty environment gives the twin defaults', () => {
    const env = parseEnv({});
    expect(env.BRAND).toBe('trailmate');
    expect(env.TWIN_URL).toBe('http://127.0.0.1:8787');
    expect(env.CONTENT_DIR).toBe('content');
    expect(usesHostedContent(env)).toBe(false);
  });
  it('lists every missing or bad variable in one error', () => {
    let message = '';
    try {
      parseEnv({
        BRAND: 'acme',
        SANITY_PROJECT_ID: 'abc123',
        GATSBY_STOREFRONT_CAD_URL: 'https://cad.example/api/2025-04/graphql.json',
        TWIN_URL: 'not a url',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('BRAND');
    expect(message).toContain('SANITY_DATASET: required when SANITY_PROJECT_ID is set');
    expect(message).toContain('GATSBY_STOREFRONT_CAD_TOKEN: required when GATSBY_STOREFRONT_CAD_URL is set');
    expect(message).toContain('TWIN_URL');
  });
  it('the hosted CMS is used when its project id and dataset are set', () => {
    const env = parseEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production', BRAND: 'homing' });
    expect(usesHostedContent(env)).toBe(true);
    expect(env.BRAND).toBe('homing');
  });
  it('empty strings count as unset', () => {
    expect(parseEnv({ SITE_URL: '', SANITY_PROJECT_ID: '' }).SITE_URL).toBeUndefined();
  });
  it('a content lake host needs the project id it serves', () => {
    expect(() => parseEnv({ SANITY_API_HOST: 'http://127.0.0.1:8787/sanity' })).toThrow('SANITY_PROJECT_ID: required when SANITY_API_HOST is set');
    const env = parseEnv({ SANITY_API_HOST: 'http://127.0.0.1:8787/sanity', SANITY_PROJECT_ID: 'twin', SANITY_DATASET: 'production' });
    expect(env.SANITY_API_HOST).toBe('http://127.0.0.1:8787/sanity');
    expect(usesHostedContent(env)).toBe(true);
  });
  it('search analytics go to the region set per market, else to the one set for all, else to the global host', () => {
    const env = parseEnv({ GATSBY_ALGOLIA_INSIGHTS_REGION: 'us', GATSBY_ALGOLIA_INSIGHTS_REGIONS: 'de=de, fr=de,uk=de' });
    expect(insightsRegion(env, 'de')).toBe('de');
    expect(insightsRegion(env, 'fr')).toBe('de');
    expect(insightsRegion(env, 'uk')).toBe('de');
    expect(insightsRegion(env, 'us')).toBe('us');
    expect(insightsRegion(env, 'ca')).toBe('us');
    expect(insightsRegion(parseEnv({}), 'de')).toBeUndefined();
    expect(() => parseEnv({ GATSBY_ALGOLIA_INSIGHTS_REGION: 'eu' })).toThrow('GATSBY_ALGOLIA_INSIGHTS_REGION');
    expect(() => parseEnv({ GATSBY_ALGOLIA_INSIGHTS_REGIONS: 'de=eu' })).toThrow('must be <market>=<de|us>');
  });
});
