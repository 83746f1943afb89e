import type { TwinModule } from '../module.js';
import { adminMigrations } from './migrate.js';
import { adminRoutes } from './routes.js';
import { orderPayload } from './order-payload.js';
import { customerPayload } from './customer-payload.js';
import { webhookSender } from './webhooks.js';

/** Shopify's Admin GraphQL API (webhook subscriptions, orderCreate, orders, selling plans) and the webhooks it sends (orders/create, customers/update). */
export const adminModule: TwinModule = {
  name: 'admin',
  migrations: adminMigrations,
  routes: (app, rt) => {
    adminRoutes(app, rt);
    const sender = webhookSender(rt.db);
    rt.onClose(() => {
      sender.close();
      return 0;
    });
    // Deliveries a stopped twin left behind go out now.
    setImmediate(() => sender.kick());
  },
  // Inside the checkout's transaction: the delivery is written with the order and sent once it commits.
  onOrderPlaced: (rt, order) => webhookSender(rt.db).queue(order.store, 'ORDERS_CREATE', orderPayload(rt, order)),
  // Likewise inside the transaction that changed the customer's email or name.
  onCustomerUpdated: (rt, customer) => webhookSender(rt.db).queue(customer.store, 'CUSTOMERS_UPDATE', customerPayload(rt, customer)),
};
