import type { TwinModule } from '../module.js';
import { analyticsMigrations } from './migrate.js';
import { mountAnalyticsRoutes } from './routes.js';

/** Stand-ins for the tracking pixels: GTM container with GA4 collection, Klaviyo on-site, AdRoll; recorded per site. */
export const analyticsModule: TwinModule = {
  name: 'analytics',
  migrations: analyticsMigrations,
  routes: mountAnalyticsRoutes,
};
