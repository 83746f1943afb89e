// What Sanity Studio asks of its project's host, answered by the twin for its one editor (the
// holder of the admin key), and CORS for Studio's origin on the lake only.
import { describe, expect, it } from 'vitest';
import { createClient } from '@sanity/client';
import { TEST_ADMIN_KEY, useTestTwin } from './helpers.js';

const twin = useTestTwin({ studioOrigins: ['http://localhost:3333'] });
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${twin.url}/sanity${path}`, { headers });
const bearer = { authorization: `Bearer ${TEST_ADMIN_KEY}` };

describe('Studio host endpoints', () => {
  it('answers /users/me: the editor for the admin key, {} when anonymous, 401 for a wrong token', async () => {
    // As Studio's auth store asks it (apiVersion 2021-06-07, path-style host).
    const studioClient = (token?: string) =>
      createClient({ projectId: 'twin', dataset: 'production', apiHost: `${twin.url}/sanity`, useProjectHostname: false, apiVersion: '2021-06-07', useCdn: false, token });
    expect(await studioClient(TEST_ADMIN_KEY).request({ uri: '/users/me' })).toMatchObject({ id: 'twin-editor', role: 'administrator' });
    expect(await studioClient().request({ uri: '/users/me' })).toEqual({});
    const err = await studioClient('not-the-key').request({ uri: '/users/me' }).then(
      () => null,
      (e: { statusCode: number }) => e,
    );
    expect(err?.statusCode).toBe(401);
  });

  it('describes the project, its dataset, grants and features', async () => {
    expect(await (await get('/v2021-06-07/projects/twin', bearer)).json()).toMatchObject({ id: 'twin', members: [{ id: 'twin-editor', isCurrentUser: true }] });
    expect(await (await get('/v2021-06-07/projects/twin', {})).status).toBe(401);
    expect(await (await get('/v2021-06-07/projects/twin/datasets', bearer)).json()).toMatchObject([{ name: 'production', aclMode: 'public' }]);
    expect(await (await get('/v2025-02-19/projects/twin/datasets?datasetProfile=comments&addonFor=production', bearer)).json()).toEqual([]);
    expect(await (await get('/v2021-06-07/acl', bearer)).json()).toEqual([{ filter: '_id in path("**")', permissions: ['history', 'read', 'update', 'create'] }]);
    // Studio reads the grants of its dataset here.
    expect(await (await get('/v2021-06-07/projects/twin/datasets/production/acl', bearer)).json()).toEqual([
      { filter: '_id in path("**")', permissions: ['history', 'read', 'update', 'create'] },
    ]);
    expect(await (await get('/v2021-06-07/features', bearer)).json()).toEqual([]);
    expect(await (await get('/v1/auth/providers')).json()).toEqual({ providers: [], thirdPartyLogin: false, sso: {} });
    expect(await (await get('/v1/ping')).text()).toBe('PONG');
    expect(await (await get('/v2021-06-07/users/twin-editor', bearer)).json()).toMatchObject({ id: 'twin-editor' });
  });

  it('lets Studio\'s origin call the lake, and only the lake', async () => {
    const preflight = (path: string) =>
      fetch(`${twin.url}${path}`, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:3333', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
      });
    const lake = await preflight('/sanity/v2025-04-01/data/mutate/production');
    expect(lake.status).toBe(204);
    expect(lake.headers.get('access-control-allow-origin')).toBe('http://localhost:3333');
    const other = await preflight('/shops/trailmate-us/api/2025-04/graphql.json');
    expect(other.status).toBe(403);
    const res = await fetch(`${twin.url}/sanity/v2025-04-01/data/query/production?query=1`, { headers: { origin: 'http://localhost:3333' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3333');
  });
});
