import type { TwinModule } from '../../module.js';
import { SUBMISSION_TABLES } from '../submissions.js';
import { mountContactRoutes } from './routes.js';

/** Contact forms, article feedback and pro program applications: stored, acknowledged by mail, listed at /forms/submissions. */
export const contactModule: TwinModule = {
  name: 'contact',
  migrations: [{ id: 'contact-001', up: (db) => db.exec(SUBMISSION_TABLES) }],
  routes: mountContactRoutes,
};
