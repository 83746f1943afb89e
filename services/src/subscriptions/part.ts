import type { ServicesPart } from '../part.js';

/** The subscriptions part (being moved from the twin). */
export const subscriptionsPart: ServicesPart = {
  name: 'subscriptions',
  routes: () => undefined,
};
