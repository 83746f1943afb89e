import type { TwinModule } from '../module.js';
import { adminMigrations } from './migrate.js';
import { adminRoutes } from './routes.js';
import { orderPayload } from './order-payload.js';
import { customerPayload } from './customer-payload.js';
import { webhookSender } from './webhooks.js';
import { createContractsForOrder } from './subscription-contracts.js';

/**
 * Shopify's Admin GraphQL API (webhook subscriptions, orderCreate, orders, selling plans, subscription
 * contracts and their billing attempts) and the webhooks it sends (orders/create, customers/update,
 * subscription_contracts/*, subscription_billing_attempts/*).
 */
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
  // The order's selling-plan lines become subscription contracts in the same transaction (their webhooks after orders/create).
  onOrderPlaced: (rt, order) => {
    webhookSender(rt.db).queue(order.store, 'ORDERS_CREATE', orderPayload(rt, order));
    createContractsForOrder(rt, order);
  },
  // Likewise inside the transaction that changed the customer's email or name.
  onCustomerUpdated: (rt, customer) => webhookSender(rt.db).queue(customer.store, 'CUSTOMERS_UPDATE', customerPayload(rt, customer)),
};
