import { describe, expect, it } from 'vitest';
import { studioApiHost, studioEnv } from '../scripts/studio-env';

describe('npm run studio environment', () => {
  it("points Studio at the twin's lake over TLS under a localhost name it can prefix with the project id", () => {
    expect(studioApiHost('http://127.0.0.1:8787')).toBe('https://localhost:8789/sanity');
    expect(studioApiHost('http://localhost:9999/', '9443')).toBe('https://localhost:9443/sanity');
    // Without the TLS port, the twin's plain HTTP port (Studio reads but cannot edit there).
    expect(studioApiHost('http://127.0.0.1:8787', 'off')).toBe('http://localhost:8787/sanity');
  });

  it('passes the hosted project and the lake as SANITY_STUDIO_* variables', () => {
    const env = studioEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging', TWIN_URL: 'http://127.0.0.1:8787' });
    expect(env).toMatchObject({ SANITY_STUDIO_PROJECT_ID: 'abc123', SANITY_STUDIO_DATASET: 'staging', SANITY_STUDIO_TWIN_API_HOST: 'https://localhost:8789/sanity' });
    expect(studioEnv({ TWIN_LAKE_TLS_PORT: '9443' }).SANITY_STUDIO_TWIN_API_HOST).toBe('https://localhost:9443/sanity');
    expect(studioEnv({})).toMatchObject({ SANITY_STUDIO_PROJECT_ID: '', SANITY_STUDIO_DATASET: 'production', DO_NOT_TRACK: '1' });
  });
});
