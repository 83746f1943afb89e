import type { TwinModule } from '../../module.js';
import { mountWarrantyRoutes } from './routes.js';

/** Lifetime warranty claims with a photo upload (type checked by its bytes, at most 5 MB), stored and acknowledged by mail. */
export const warrantyModule: TwinModule = {
  name: 'warranty',
  routes: mountWarrantyRoutes,
};
