import { describe, expect, it } from 'vitest';
import { studioApiHost, studioEnv } from '../scripts/studio-env';

describe('npm run studio environment', () => {
  it('points Studio at the twin under a localhost name it can prefix with the project id', () => {
    expect(studioApiHost('http://127.0.0.1:8787')).toBe('http://localhost:8787/sanity');
    expect(studioApiHost('http://localhost:9999/')).toBe('http://localhost:9999/sanity');
  });

  it('passes the hosted project as SANITY_STUDIO_* variables', () => {
    const env = studioEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging', TWIN_URL: 'http://127.0.0.1:8787' });
    expect(env).toMatchObject({ SANITY_STUDIO_PROJECT_ID: 'abc123', SANITY_STUDIO_DATASET: 'staging', SANITY_STUDIO_TWIN_API_HOST: 'http://localhost:8787/sanity' });
    expect(studioEnv({})).toMatchObject({ SANITY_STUDIO_PROJECT_ID: '', SANITY_STUDIO_DATASET: 'production', DO_NOT_TRACK: '1' });
  });
});
