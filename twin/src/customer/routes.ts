import type { Hono } from 'hono';
import { readJson } from '../http/body.js';
import type { TwinRuntime } from '../runtime.js';
import { findOrCreateCustomerByEmail, setCustomerTags } from './store.js';

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]{2,}$/;

/**
 * Twin-only admin call (not part of Shopify): sets a customer's tags in a store, e.g. "pro program".
 * `POST /shops/<store>/admin/customers/tags` with the twin's admin key, the store's Storefront token and `{ email, tags }`.
 */
export function customerRoutes(app: Hono, rt: TwinRuntime): void {
  app.post('/shops/:store/admin/customers/tags', async (c) => {
    const store = rt.stores.get(c.req.param('store'));
    if (!store || c.req.header('x-shopify-storefront-access-token') !== store.storefrontAccessToken) {
      return c.json({ errors: [{ message: '', extensions: { code: 'UNAUTHORIZED' } }] }, 401);
    }
    const parsed = await readJson(c);
    if (!parsed.ok) return parsed.response;
    const body = (parsed.value ?? {}) as { email?: unknown; tags?: unknown };
    if (typeof body.email !== 'string' || !EMAIL.test(body.email.trim())) {
      return c.json({ errors: [{ field: 'email', message: 'email is invalid' }] }, 422);
    }
    if (!Array.isArray(body.tags) || body.tags.some((t) => typeof t !== 'string' || t.length > 255) || body.tags.length > 250) {
      return c.json({ errors: [{ field: 'tags', message: 'tags must be a list of strings' }] }, 422);
    }
    const customer = setCustomerTags(rt.db, findOrCreateCustomerByEmail(rt.db, store, body.email), body.tags as string[]);
    return c.json({ customer: { email: customer.email, tags: customer.tags } });
  });
}
