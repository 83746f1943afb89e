import type { TwinModule } from '../../module.js';
import { klaviyoMigrations } from './migrate.js';
import { mountKlaviyoRoutes } from './routes.js';
import { klaviyoThrottled } from './jsonapi.js';

/**
 * Klaviyo's client API and, with an account's private key, its server API: profiles, newsletter subscriptions with
 * double opt-in and a welcome code, back-in-stock mail on restock.
 */
export const klaviyoModule: TwinModule = {
  name: 'klaviyo',
  migrations: klaviyoMigrations,
  routes: mountKlaviyoRoutes,
  throttled: [klaviyoThrottled],
};
