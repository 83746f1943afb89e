import type { Hono } from 'hono';
import type { TwinRuntime } from '../runtime.js';
import { customerAccountClientId, registeredOrigins } from './clients.js';
import { customerAccountApiUrl, openIdConfiguration } from './oauth.js';

/**
 * Twin-only (Shopify shows it in the Hydrogen channel's Customer Account API settings):
 * `GET /shops/<store>/admin/customer-account` with the twin's admin key and the store's Storefront token
 * answers what a Hydrogen app needs: its client id (PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID), the shop id
 * (SHOP_ID), the registered origins and the endpoints.
 */
export function customerAccountAdminRoutes(app: Hono, rt: TwinRuntime): void {
  app.get('/shops/:store/admin/customer-account', (c) => {
    const store = rt.stores.get(c.req.param('store'));
    if (!store || c.req.header('x-shopify-storefront-access-token') !== store.storefrontAccessToken) {
      return c.json({ errors: [{ message: '', extensions: { code: 'UNAUTHORIZED' } }] }, 401);
    }
    const oidc = openIdConfiguration(rt, store.name);
    return c.json({
      clientId: customerAccountClientId(store.name),
      shopId: store.name,
      registeredOrigins: registeredOrigins(rt),
      graphqlApi: customerAccountApiUrl(rt, store.name),
      authorizationEndpoint: oidc.authorization_endpoint,
      tokenEndpoint: oidc.token_endpoint,
      endSessionEndpoint: oidc.end_session_endpoint,
    });
  });
}
