import type { ServicesPart } from '../part.js';

/** The chat part (being moved from the twin). */
export const chatPart: ServicesPart = {
  name: 'chat',
  routes: () => undefined,
};
