import type { TwinModule } from '../module.js';
import { cartMigrations } from './migrate.js';
import { cartResolvers } from './resolvers.js';

/** Storefront carts: cartCreate, cart, line and attribute mutations. */
export const cartModule: TwinModule = {
  name: 'cart',
  migrations: cartMigrations,
  resolvers: cartResolvers,
};
