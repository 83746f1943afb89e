// What only a signed-in customer reads (protocol in wire/account.ts): `GET /account/training-videos
// ?store=&language=` with the customer's Cognito id token (Bearer) answers the store brand's videos
// in the language, read from the content lake; their files are served under /account/media/.
import {
  ACCOUNT_ERROR_STATUS,
  ACCOUNT_LANGUAGE_PARAM,
  ACCOUNT_PATHS,
  ACCOUNT_STORE_PARAM,
  trainingVideoListSchema,
  trainingVideosQuerySchema,
  type AccountErrorCode,
} from '../../../wire/account.js';
import { bearer } from '../core/auth.js';
import type { ServicesContext, ServicesPart } from '../part.js';
import { createContentLake } from '../vendors/sanity.js';
import { mediaAnswer } from './media.js';
import { createVideoShelf, MEDIA_ROUTE, readTrainingVideos, VIDEOS_REFRESH_MS, videosOf } from './videos.js';

function fail(c: ServicesContext, code: AccountErrorCode, message: string, field?: string): Response {
  return c.json({ error: { code, message, ...(field ? { field } : {}) } }, ACCOUNT_ERROR_STATUS[code]);
}

/** Yardwise's training videos for signed-in customers, and their files. */
export const accountPart: ServicesPart = {
  name: 'account',
  routes(app, services) {
    const lake = createContentLake(services.config.sanity);
    const shelf = createVideoShelf(() => readTrainingVideos(lake), VIDEOS_REFRESH_MS, (error) =>
      services.log.warn({ err: { message: (error as Error).message } }, 'content lake unreachable: answering the training videos read last'),
    );

    app.get(`${MEDIA_ROUTE}*`, (c) => mediaAnswer(c, services.config.mediaDir));

    const list = async (c: ServicesContext) => {
      c.header('cache-control', 'private, no-store');
      const token = bearer(c.req.header('authorization'));
      if (!token || !(await services.verifyIdToken(token))) return fail(c, 'UNAUTHORIZED', 'Please sign in again.');
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
      const store = services.stores.get(query.data.store);
      if (!store) return fail(c, 'UNKNOWN_STORE', 'store must name a shopifyStore', ACCOUNT_STORE_PARAM);
      const videos = videosOf(await shelf.all(), store.brand, query.data.language, services.config.publicUrl);
      return c.json(trainingVideoListSchema.parse({ videos }));
    };
    app.get(ACCOUNT_PATHS.trainingVideos, list);
    app.get(`${ACCOUNT_PATHS.trainingVideos}/`, list);
  },
};
