import type { TwinModule } from '../module.js';
import { codeExpiryRoutes } from './code-expiry.js';
import { addTrainingVideoCaptions, createTrainingVideoTable } from './migrate.js';

/** Test twins expire a user's pending codes (the training videos are the services'). */
export const accountModule: TwinModule = {
  name: 'account',
  migrations: [
    { id: 'account-001', up: createTrainingVideoTable },
    { id: 'account-002-captions', up: addTrainingVideoCaptions },
  ],
  routes: (app, rt) => {
    codeExpiryRoutes(app, rt);
  },
};
