import type { TwinModule } from '../module.js';
import { netlifyMigrations } from './store.js';
import { mountNetlifyRoutes } from './routes.js';

/** Stand-in for Netlify's deploy API (sites, digest deploys, file uploads) and the sites' published deploys. */
export const netlifyModule: TwinModule = {
  name: 'netlify',
  migrations: netlifyMigrations,
  routes: mountNetlifyRoutes,
};
