import type { TwinModule } from '../module.js';
import { customerAccountMigrations } from './store.js';
import { customerAccountOAuthRoutes } from './oauth.js';
import { customerAccountGraphqlRoutes } from './graphql.js';
import { customerAccountAdminRoutes } from './admin.js';

/**
 * Shopify's Customer Account API as Hydrogen uses it: OpenID discovery, authorize with PKCE and a
 * sign-in page, token and refresh, logout, and the customer account GraphQL endpoint, over the same
 * customers, addresses and orders the classic Storefront customer API and multipass know.
 */
export const customerAccountModule: TwinModule = {
  name: 'customer-account',
  migrations: customerAccountMigrations,
  routes: (app, rt) => {
    customerAccountOAuthRoutes(app, rt);
    customerAccountGraphqlRoutes(app, rt);
    customerAccountAdminRoutes(app, rt);
  },
};
