import type { TwinModule } from '../module.js';
import { ensureMultipassSchema } from './consume.js';
import { createStoreLogoutRoutes } from './logout.js';
import { createMultipassRoutes } from './routes.js';
import { ensureStoreSessionSchema } from './session.js';

/** Shopify Multipass on every store's side (tokens the services issue, consumed by the store's login path and the Storefront API) and the store's logout page. */
export const multipassModule: TwinModule = {
  name: 'multipass',
  migrations: [
    { id: 'multipass-001-used', up: ensureMultipassSchema },
    { id: 'multipass-002-store-sessions', up: ensureStoreSessionSchema },
  ],
  routes: (app, rt) => {
    app.route('/', createMultipassRoutes(rt.db));
    app.route('/', createStoreLogoutRoutes(rt.db, rt.siteOrigins));
  },
};
