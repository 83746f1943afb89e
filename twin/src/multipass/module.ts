import type { TwinModule } from '../module.js';
import { cognitoConfigFromEnv } from '../cognito/config.js';
import { ensureMultipassSchema } from './consume.js';
import { createStoreLogoutRoutes } from './logout.js';
import { createMultipassRoutes } from './routes.js';

/** Shopify multipass for every store (issued to Cognito users, consumed by the Storefront API) and the store's logout page. */
export const multipassModule: TwinModule = {
  name: 'multipass',
  migrations: [{ id: 'multipass-001-used', up: ensureMultipassSchema }],
  routes: (app, rt) => {
    app.route('/', createMultipassRoutes(rt.db, { ...cognitoConfigFromEnv(), origin: rt.origin }));
    app.route('/', createStoreLogoutRoutes(rt.db, rt.siteOrigins));
  },
};
