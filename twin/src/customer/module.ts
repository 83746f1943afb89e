import type { TwinModule } from '../module.js';
import { customerResolvers } from './resolvers.js';
import { customerRoutes } from './routes.js';
import { customerMigrations } from './store.js';

/** Storefront customers: access tokens (password and multipass), account, addresses, order history. */
export const customerModule: TwinModule = {
  name: 'customer',
  migrations: customerMigrations,
  resolvers: customerResolvers,
  routes: customerRoutes,
};
