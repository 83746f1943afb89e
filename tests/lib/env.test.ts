import { describe, expect, it } from 'vitest';
import { parseEnv, usesHostedContent } from '../../src/config/env';

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
});
