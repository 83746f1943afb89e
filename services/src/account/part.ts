import type { ServicesPart } from '../part.js';

/** The account part (being moved from the twin). */
export const accountPart: ServicesPart = {
  name: 'account',
  routes: () => undefined,
};
