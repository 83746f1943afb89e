import type { Hono } from 'hono';
import { graphql } from 'graphql';
import type { TwinRuntime } from '../runtime.js';
import { readJson } from '../http/body.js';
import { storeSecret } from '../catalogue/store-secrets.js';
import { hasSameSecret } from './auth.js';
import { adminSchema } from './schema.js';
import { adminRoot, type AdminContext } from './resolvers.js';
import { subscriptionRoot } from './subscription-resolvers.js';
import { paymentUpdateRoutes } from './payment-update.js';

const rootValue = { ...adminRoot, ...subscriptionRoot };

/** The Admin API's GraphQL endpoint of a store. */
export const ADMIN_GRAPHQL_PATH = '/shops/:store/admin/api/2025-04/graphql.json';

/**
 * `POST /shops/:store/admin/api/2025-04/graphql.json`: Shopify's Admin GraphQL API, for the store's
 * Admin API access token in X-Shopify-Access-Token only (a Storefront token is refused, as Shopify does).
 */
export function adminRoutes(app: Hono, rt: TwinRuntime): void {
  paymentUpdateRoutes(app, rt);
  app.post(ADMIN_GRAPHQL_PATH, async (c) => {
    const store = rt.stores.get(c.req.param('store'));
    if (!store) return c.json({ errors: 'Not Found' }, 404);
    if (!hasSameSecret(c.req.header('x-shopify-access-token'), storeSecret(store.name, 'admin-token'))) {
      return c.json({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' }, 401);
    }
    const parsed = await readJson(c);
    if (!parsed.ok) return parsed.response;
    const body = (parsed.value ?? {}) as { query?: unknown; variables?: unknown; operationName?: unknown };
    if (typeof body.query !== 'string') return c.json({ errors: { query: 'Required parameter missing or invalid' } }, 400);
    const context: AdminContext = { rt, store: store.name };
    const result = await graphql({
      schema: adminSchema(),
      source: body.query,
      rootValue,
      contextValue: context,
      variableValues: body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : undefined,
      operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
    });
    return c.json(result);
  });
}
