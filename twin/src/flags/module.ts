import type { TwinModule } from '../module.js';
import { flagsMigrations } from './migrate.js';
import { flagsThrottled, mountFlagRoutes } from './routes.js';
import { seedFlags } from './store.js';

/** LaunchDarkly's client-side flag service: one environment per brand, seeded from content/flags.json. */
export const flagsModule: TwinModule = {
  name: 'flags',
  migrations: flagsMigrations,
  seed: (db, content) => seedFlags(db, content.dir),
  routes: mountFlagRoutes,
  throttled: [flagsThrottled],
};
