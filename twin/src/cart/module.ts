import type { TwinModule } from '../module.js';
import { cartMigrations } from './migrate.js';
import { cartResolvers } from './resolvers.js';
import { seedDiscountCodes } from './discounts.js';

/** Storefront carts: cartCreate, cart, line, attribute and discount-code mutations; the stores' discount codes. */
export const cartModule: TwinModule = {
  name: 'cart',
  migrations: cartMigrations,
  seed: seedDiscountCodes,
  resolvers: cartResolvers,
};
