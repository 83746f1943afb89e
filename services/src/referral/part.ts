import type { ServicesPart } from '../part.js';

/** The referral part (being moved from the twin). */
export const referralPart: ServicesPart = {
  name: 'referral',
  routes: () => undefined,
};
