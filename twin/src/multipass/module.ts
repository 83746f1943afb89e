import type { TwinModule } from '../module.js';
import { cognitoConfigFromEnv } from '../cognito/config.js';
import { ensureMultipassSchema } from './consume.js';
import { createMultipassRoutes } from './routes.js';

/** Shopify multipass for every store: issued to Cognito users, consumed by the Storefront API. */
export const multipassModule: TwinModule = {
  name: 'multipass',
  migrations: [{ id: 'multipass-001-used', up: ensureMultipassSchema }],
  routes: (app, rt) => {
    app.route('/', createMultipassRoutes(rt.db, { ...cognitoConfigFromEnv(), origin: rt.origin }));
  },
};
