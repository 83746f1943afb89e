import type { TwinModule } from '../module.js';
import { subscriptionMigrations } from './migrate.js';
import { subscriptionRoutes } from './routes.js';
import { paymentLinkRoutes } from './payment-links.js';
import { activationRoutes } from './activation.js';
import { clockRoutes } from './clock-routes.js';
import { onCollarOrSubscriptionOrder } from './activation-codes.js';

/** Subscriptions API (Bearer Cognito id token), renewals on the twin clock, card update links, collar activation. */
export const subscriptionsModule: TwinModule = {
  name: 'subscriptions',
  migrations: subscriptionMigrations,
  routes: (app, rt) => {
    subscriptionRoutes(app, rt);
    paymentLinkRoutes(app, rt);
    activationRoutes(app, rt);
    clockRoutes(app, rt);
  },
  onOrderPlaced: onCollarOrSubscriptionOrder,
};
