// What Sanity Studio asks of its project's host besides the data API: the signed-in user, the
// project and its datasets, access grants, features, and the endpoints it only pings or posts
// telemetry to. The twin has one user, the holder of its admin key (Studio's `#token=` sign-in).
import type { Context, Hono } from 'hono';
import type { TwinRuntime } from '../runtime.js';
import { LAKE_PATH } from './routes.js';
import { DATASET, PROJECT_ID } from './store.js';
import { lakeAuthOf, unauthorized } from './auth.js';

/** The one user of the twin's lake: whoever holds the admin key. */
export const TWIN_EDITOR = {
  id: 'twin-editor',
  name: 'Twin editor',
  email: 'editor@twin.localhost',
  profileImage: null,
  provider: 'twin',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator', description: 'Read and write access to all datasets' }],
} as const;

const STARTED = new Date().toISOString();

/** Registers Studio's host endpoints under /sanity/<apiVersion>/. */
export function studioHostRoutes(app: Hono, rt: TwinRuntime): void {
  const base = `${LAKE_PATH}/:version`;
  /** A route answering `body` to the admin, `anonymous` (or 401) to others, and 401 to a wrong token. */
  const get = (path: string, body: (c: Context) => unknown, anonymous?: (c: Context) => unknown) =>
    app.get(`${base}${path}`, (c) => {
      const who = lakeAuthOf(c, rt.adminKey);
      if (who === 'invalid' || (who === 'anonymous' && !anonymous)) return unauthorized(c);
      return c.json((who === 'admin' ? body(c) : anonymous!(c)) as object);
    });

  app.get(`${base}/ping`, (c) => c.text('PONG'));
  get('/users/me', () => TWIN_EDITOR, () => ({}));
  get('/auth/id', () => ({ id: TWIN_EDITOR.id, expiry: Math.floor(Date.now() / 1000) + 86_400 }));
  // No sign-in provider: the twin's Studio signs in with `#token=<admin key>` in its address.
  get('/auth/providers', () => ({ providers: [], thirdPartyLogin: false, sso: {} }), () => ({ providers: [], thirdPartyLogin: false, sso: {} }));
  app.post(`${base}/auth/logout`, (c) => c.json({}));
  const project = () => ({
    id: PROJECT_ID,
    displayName: 'Twin content lake',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: { color: null, externalStudioHost: null },
    maxRetentionDays: 3,
    activityFeedEnabled: false,
    createdAt: STARTED,
    updatedAt: STARTED,
    organizationId: null,
    members: [{ id: TWIN_EDITOR.id, createdAt: STARTED, updatedAt: STARTED, isCurrentUser: true, isRobot: false, role: 'administrator', roles: TWIN_EDITOR.roles }],
    features: [],
    pendingInvites: 0,
  });
  get('/projects/:projectId', project);
  // Studio also asks for add-on datasets (`datasetProfile=comments`): the twin has none.
  get('/projects/:projectId/datasets', (c) => (c.req.query('datasetProfile') && c.req.query('datasetProfile') !== 'content' ? [] : [{ name: DATASET, aclMode: 'public', createdAt: STARTED, createdByUserId: TWIN_EDITOR.id, addonFor: null, datasetProfile: 'content', features: [], tags: [] }]));
  get('/projects/:projectId/features', () => [], () => []);
  get('/features', () => [], () => []);
  get('/projects/:projectId/users/:ids', (c) => usersOf(c.req.param('ids') ?? ''));
  get('/users/:ids', (c) => usersOf(c.req.param('ids') ?? ''));
  const grants = () => [{ filter: '_id in path("**")', permissions: ['history', 'read', 'update', 'create'] }];
  const publicGrants = () => [{ filter: '!(_id in path("drafts.**")) && !(_id in path("versions.**"))', permissions: ['read'] }];
  get('/acl', grants, publicGrants);
  get('/projects/:projectId/datasets/:dataset/acl', grants, publicGrants);
  // Telemetry is not collected: consent is answered "denied" and batches are accepted and dropped.
  get('/intake/telemetry-status', () => ({ status: 'denied' }), () => ({ status: 'denied' }));
  app.post(`${base}/intake/batch`, (c) => c.json({}));
}

function usersOf(ids: string): unknown {
  const list = ids.split(',');
  const users = list.map((id) => (id === TWIN_EDITOR.id || id === 'me' ? { ...TWIN_EDITOR, id: TWIN_EDITOR.id } : null)).filter(Boolean);
  return list.length === 1 ? (users[0] ?? {}) : users;
}
