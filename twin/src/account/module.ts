import type { TwinModule } from '../module.js';
import { accountRoutes } from './routes.js';
import { codeExpiryRoutes } from './code-expiry.js';
import { addTrainingVideoCaptions, createTrainingVideoTable, seedTrainingVideos } from './store.js';

/** What only a signed-in customer reads (protocol in `wire/account.ts`): Yardwise's training videos from content, their files served under /account/media/; test twins expire a user's codes. */
let contentDir = '';

export const accountModule: TwinModule = {
  name: 'account',
  migrations: [
    { id: 'account-001', up: createTrainingVideoTable },
    { id: 'account-002-captions', up: addTrainingVideoCaptions },
  ],
  seed: (db, content) => {
    contentDir = content.dir;
    seedTrainingVideos(db, content);
  },
  routes: (app, rt) => {
    accountRoutes(app, rt, () => contentDir);
    codeExpiryRoutes(app, rt);
  },
};
