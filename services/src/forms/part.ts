// The brands' forms: the captcha, the stored forms (contact, article feedback, pro program, lifetime
// warranty with its photo), the operators' listing of them, and the newsletter and back-in-stock relay to
// Klaviyo with its retry queue.
import { FORM_PATHS } from '../../../wire/forms.js';
import type { ServicesPart } from '../part.js';
import { createKlaviyoClient } from '../vendors/klaviyo.js';
import { issueChallenge } from './captcha.js';
import { contactRoutes } from './contact-routes.js';
import { warrantyRoutes } from './warranty-routes.js';
import { relayRoutes } from './relay-routes.js';
import { defineRelayJobs } from './relay.js';

/** The forms part. */
export const formsPart: ServicesPart = {
  name: 'forms',
  async jobs(services) {
    await defineRelayJobs(services, createKlaviyoClient(services.config.klaviyo.apiUrl));
  },
  routes(app, services) {
    app.get(FORM_PATHS.captchaChallenge, async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(await issueChallenge(services));
    });
    contactRoutes(app, services);
    warrantyRoutes(app, services);
    relayRoutes(app, services, createKlaviyoClient(services.config.klaviyo.apiUrl));
  },
};
