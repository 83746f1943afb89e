import type { ServicesPart } from '../part.js';

/** The scheduler part (being moved from the twin). */
export const schedulerPart: ServicesPart = {
  name: 'scheduler',
  routes: () => undefined,
};
