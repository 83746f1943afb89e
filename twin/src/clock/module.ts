import type { TwinModule } from '../module.js';
import { clockMigrations } from './migrate.js';
import { clockRoutes } from './routes.js';

/** The test clock (`/__clock`): one "now" for the twin, and hooks that hear when a test moves it. */
export const clockModule: TwinModule = {
  name: 'clock',
  migrations: clockMigrations,
  routes: clockRoutes,
};
