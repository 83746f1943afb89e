import type { TwinModule } from '../module.js';
import { seedEditorial } from './editorial.js';
import { onlineStoreResolvers } from './resolvers.js';

/** The online store's own content on the Storefront API: primary domain, menus, localization, search, predictive search, pages. */
export const onlineStoreModule: TwinModule = {
  name: 'online-store',
  migrations: [],
  seed: (_db, content) => seedEditorial(content),
  resolvers: onlineStoreResolvers,
};
