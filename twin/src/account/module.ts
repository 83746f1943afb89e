import type { TwinModule } from '../module.js';
import { accountRoutes } from './routes.js';
import { codeExpiryRoutes } from './code-expiry.js';
import { createTrainingVideoTable, seedTrainingVideos } from './store.js';

/** What only a signed-in customer reads (protocol in `wire/account.ts`): Yardwise's training videos from content; test twins expire a user's codes. */
export const accountModule: TwinModule = {
  name: 'account',
  migrations: [{ id: 'account-001', up: createTrainingVideoTable }],
  seed: (db, content) => seedTrainingVideos(db, content.dir),
  routes: (app, rt) => {
    accountRoutes(app, rt);
    codeExpiryRoutes(app, rt);
  },
};
