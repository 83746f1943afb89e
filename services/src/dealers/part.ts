import type { ServicesPart } from '../part.js';

/** The dealers part (being moved from the twin). */
export const dealersPart: ServicesPart = {
  name: 'dealers',
  routes: () => undefined,
};
