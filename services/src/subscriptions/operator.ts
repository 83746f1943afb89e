// Operators (and end-to-end tests): `GET /__subscriptions?store=&email=` lists the subscriptions a
// customer's orders made, with the services' admin key (X-Services-Admin-Key).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import type { Services, ServicesEnv } from '../part.js';
import { customerRecords, readAddress } from './store.js';

/** Path of the operators' listing. */
export const OPERATOR_PATH = '/__subscriptions';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** Mounts the operators' listing. */
export function operatorRoutes(app: Hono<ServicesEnv>, services: Services): void {
  app.get(OPERATOR_PATH, async (c) => {
    const given = c.req.header('x-services-admin-key');
    if (given === undefined || !timingSafeEqual(digest(given), digest(services.config.adminKey))) {
      return c.json({ error: { code: 'FORBIDDEN', message: 'The admin key is required' } }, 403);
    }
    const store = c.req.query('store') ?? '';
    if (!services.stores.has(store)) return c.json({ error: { code: 'UNKNOWN_STORE', message: 'store must name a shopifyStore', field: 'store' } }, 400);
    const rows = await customerRecords(services.db, store, c.req.query('email') ?? '').subscriptions();
    return c.json({
      subscriptions: rows.map((r) => ({
        id: r.id,
        orderId: r.order_gid,
        sku: r.sku,
        productTitle: r.product_title,
        quantity: r.quantity,
        kind: r.kind,
        sellingPlanId: r.selling_plan_gid,
        sellingPlanName: r.selling_plan_name,
        frequency: { interval: r.interval_unit, count: r.interval_count },
        pricePerItem: { amount: r.price_per_item, currencyCode: r.currency },
        status: r.status,
        nextBillingDate: r.next_billing_date.toISOString(),
        scheduledAt: r.kind === 'service' ? null : r.next_billing_date.toISOString(),
        shippingAddress: readAddress(r.shipping_address),
        createdAt: r.created_at.toISOString(),
      })),
    });
  });
}
