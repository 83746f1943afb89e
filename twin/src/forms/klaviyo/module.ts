import type { TwinModule } from '../../module.js';
import { klaviyoMigrations } from './migrate.js';
import { mountKlaviyoRoutes } from './routes.js';

/** Klaviyo client API: newsletter subscriptions with double opt-in and a welcome code; back-in-stock mail on restock. */
export const klaviyoModule: TwinModule = {
  name: 'klaviyo',
  migrations: klaviyoMigrations,
  routes: mountKlaviyoRoutes,
};
