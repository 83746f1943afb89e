import type { TwinModule } from '../module.js';
import { checkoutMigrations } from './migrate.js';
import { orderResolvers } from './resolvers.js';
import { checkoutRoutes } from './routes.js';
import { seedBrandSites } from './brand-sites.js';

/** Checkout: HTML checkout, orders, admin fulfilment. */
export const checkoutModule: TwinModule = {
  name: 'checkout',
  migrations: checkoutMigrations,
  seed: seedBrandSites,
  resolvers: orderResolvers,
  routes: checkoutRoutes,
};
