import type { ServicesPart } from '../part.js';

/** The forms part (being moved from the twin). */
export const formsPart: ServicesPart = {
  name: 'forms',
  routes: () => undefined,
};
