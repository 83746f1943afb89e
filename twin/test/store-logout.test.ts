import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTwin } from './helpers.js';

let twin: Awaited<ReturnType<typeof startTestTwin>>;
beforeAll(async () => {
  twin = await startTestTwin();
});
afterAll(async () => {
  await twin?.stop();
});

const logout = (store: string, returnUrl?: string) =>
  fetch(`${twin.url}/shops/${store}/account/logout${returnUrl === undefined ? '' : `?return_url=${encodeURIComponent(returnUrl)}`}`, { redirect: 'manual' });

describe('store logout page', () => {
  it('returns to a site origin of the twin or a same-origin path', async () => {
    const site = await logout('trailmate-us', 'http://127.0.0.1:9003/en-ca/');
    expect(site.status).toBe(302);
    expect(site.headers.get('location')).toBe('http://127.0.0.1:9003/en-ca/');
    const path = await logout('trailmate-us', '/');
    expect(path.headers.get('location')).toBe('/');
  });
  it('never follows another origin or a disguised one; shows the signed-out page instead', async () => {
    for (const target of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', 'http://127.0.0.1:9003\\@evil.example/']) {
      const res = await logout('trailmate-us', target);
      expect(res.status, target).toBe(200);
      expect(await res.text()).toContain('Signed out');
    }
    expect((await logout('trailmate-us')).status).toBe(200);
  });
  it('an unknown store is 404', async () => {
    expect((await logout('no-such-store', '/')).status).toBe(404);
  });
});
