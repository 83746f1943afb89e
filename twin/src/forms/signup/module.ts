import type { TwinModule } from '../../module.js';
import { mountSignupRoutes } from './routes.js';

/** The forms service's newsletter and back-in-stock routes: captcha, honeypot and the brands' rules, then Klaviyo. */
export const signupModule: TwinModule = {
  name: 'signup',
  migrations: [],
  routes: mountSignupRoutes,
};
