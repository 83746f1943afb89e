import fs from 'node:fs';
import path from 'node:path';
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
import { isTrainingMedia, MEDIA_DIR, MEDIA_ROUTE, trainingVideosOf } from './store.js';

function fail(c: Context, code: AccountErrorCode, message: string, field?: string): Response {
  return c.json({ error: { code, message, ...(field ? { field } : {}) } }, ACCOUNT_ERROR_STATUS[code]);
}

const MEDIA_TYPES: Record<string, string> = { '.webm': 'video/webm', '.vtt': 'text/vtt; charset=utf-8' };

/** The file's bytes, or the one range a media player asks for (`bytes=start-end`), as a response. */
function mediaResponse(c: Context, file: string): Response {
  const bytes = fs.readFileSync(file);
  const headers: Record<string, string> = {
    'content-type': MEDIA_TYPES[path.extname(file)],
    'accept-ranges': 'bytes',
    'cache-control': 'public, max-age=3600',
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '');
  if (!range || (!range[1] && !range[2])) return c.body(bytes, 200, headers);
  const start = range[1] ? Number(range[1]) : Math.max(0, bytes.length - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1;
  if (start >= bytes.length || start > end) return c.body(null, 416, { ...headers, 'content-range': `bytes */${bytes.length}` });
  return c.body(bytes.subarray(start, end + 1), 206, { ...headers, 'content-range': `bytes ${start}-${end}/${bytes.length}` });
}

/**
 * `GET /account/training-videos?store=&language=` with `Authorization: Bearer <Cognito id token>`, and
 * the video and captions files the list names under `/account/media/…` (a player cannot send the
 * token; the addresses are handed out only after sign-in, as a CDN's signed addresses would be).
 */
export function accountRoutes(app: Hono, rt: TwinRuntime, contentDir: () => string): void {
  app.get(`${MEDIA_ROUTE}*`, (c) => {
    const rel = MEDIA_DIR + c.req.path.slice(MEDIA_ROUTE.length);
    const file = path.resolve(contentDir(), rel);
    if (!isTrainingMedia(rel) || !file.startsWith(path.resolve(contentDir()) + path.sep) || !fs.existsSync(file)) return c.notFound();
    return mediaResponse(c, file);
  });
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
    return c.json(trainingVideoListSchema.parse({ videos: trainingVideosOf(rt.db, store.brand, query.data.language, rt.origin()) }));
  };
  app.get(ACCOUNT_PATHS.trainingVideos, list);
  app.get(`${ACCOUNT_PATHS.trainingVideos}/`, list);
}
