import type { Context, Hono } from 'hono';
import type { TwinRuntime } from '../runtime.js';
import { cognitoConfigFromEnv } from '../cognito/config.js';
import { CognitoError } from '../cognito/errors.js';
import { verifyIdToken } from '../cognito/tokens.js';
import {
  ACCOUNT_ERROR_STATUS,
  ACCOUNT_LANGUAGE_PARAM,
  ACCOUNT_PATHS,
  ACCOUNT_STORE_PARAM,
  trainingVideoListSchema,
  trainingVideosQuerySchema,
  type AccountErrorCode,
} from '../../../wire/account.js';
import { trainingVideosOf } from './store.js';

function fail(c: Context, code: AccountErrorCode, message: string, field?: string): Response {
  return c.json({ error: { code, message, ...(field ? { field } : {}) } }, ACCOUNT_ERROR_STATUS[code]);
}

/** `GET /account/training-videos?store=&language=` with `Authorization: Bearer <Cognito id token>`. */
export function accountRoutes(app: Hono, rt: TwinRuntime): void {
  const list = async (c: Context) => {
    c.header('cache-control', 'private, no-store');
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    if (!match) return fail(c, 'UNAUTHORIZED', 'Please sign in again.');
    try {
      await verifyIdToken(rt.db, { ...cognitoConfigFromEnv(), origin: rt.origin }, match[1]);
    } catch (error) {
      if (error instanceof CognitoError) return fail(c, 'UNAUTHORIZED', 'Please sign in again.');
      throw error;
    }
    const query = trainingVideosQuerySchema.safeParse({
      store: c.req.query(ACCOUNT_STORE_PARAM) ?? '',
      language: c.req.query(ACCOUNT_LANGUAGE_PARAM) || undefined,
    });
    if (!query.success) {
      const issue = query.error.issues[0];
      const field = String(issue?.path[0] ?? '');
      return field === ACCOUNT_STORE_PARAM
        ? fail(c, 'UNKNOWN_STORE', 'store must name a shopifyStore', field)
        : fail(c, 'BAD_REQUEST', issue?.message ?? 'Invalid request', field || undefined);
    }
    const store = rt.stores.get(query.data.store);
    if (!store) return fail(c, 'UNKNOWN_STORE', 'store must name a shopifyStore', ACCOUNT_STORE_PARAM);
    return c.json(trainingVideoListSchema.parse({ videos: trainingVideosOf(rt.db, store.brand, query.data.language) }));
  };
  app.get(ACCOUNT_PATHS.trainingVideos, list);
  app.get(`${ACCOUNT_PATHS.trainingVideos}/`, list);
}
