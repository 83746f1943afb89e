import type { TwinModule } from '../module.js';
import { errorsMigrations } from './store.js';
import { mountErrorRoutes, sentryThrottled } from './routes.js';

/** Stand-in for hosted Sentry: one project's envelope endpoint, recording events, transactions, replays and streamed spans for tests and a page. */
export const errorsModule: TwinModule = {
  name: 'errors',
  migrations: errorsMigrations,
  routes: mountErrorRoutes,
  throttled: [sentryThrottled],
};
