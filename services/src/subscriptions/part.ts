// Autoship subscriptions and collar service plans: made from the stores' orders/create webhooks,
// managed by signed-in customers (wire/subscriptions.ts), renewed exactly once per period through
// Shopify's Admin API (autoship by billing attempts on its subscription contract, declined payments
// retried; collar plans as paid orders), collars activated with the codes their orders mailed.
import type { ServicesPart } from '../part.js';
import { defineSubscriptionJobs } from './jobs.js';
import { subscriptionRoutes } from './routes.js';
import { activationRoutes } from './activation.js';
import { webhookRoutes } from './webhook.js';
import { clockHookRoutes } from './clock-hook.js';
import { operatorRoutes } from './operator.js';

/** The subscriptions part. */
export const subscriptionsPart: ServicesPart = {
  name: 'subscriptions',
  jobs: defineSubscriptionJobs,
  routes: (app, services) => {
    subscriptionRoutes(app, services);
    activationRoutes(app, services);
    webhookRoutes(app, services);
    clockHookRoutes(app, services);
    operatorRoutes(app, services);
  },
};
