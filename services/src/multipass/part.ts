import type { ServicesPart } from '../part.js';

/** The multipass part (being moved from the twin). */
export const multipassPart: ServicesPart = {
  name: 'multipass',
  routes: () => undefined,
};
