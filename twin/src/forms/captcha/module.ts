import type { TwinModule } from '../../module.js';
import { FORM_PATHS } from '../../../../wire/forms.js';
import { captchaConfig } from './keys.js';
import { issueChallenge } from './verify.js';

/** Self-hosted ALTCHA captcha: `GET /captcha/challenge`; forms verify payloads with verifyCaptcha. */
export const captchaModule: TwinModule = {
  name: 'captcha',
  migrations: [
    {
      id: 'captcha-001',
      up: (db) =>
        db.exec(`
          CREATE TABLE captcha_keys (id INTEGER PRIMARY KEY CHECK (id = 1), hmac_key TEXT NOT NULL);
          CREATE TABLE captcha_used (signature TEXT PRIMARY KEY, used_at INTEGER NOT NULL);
        `),
    },
  ],
  routes: (app, rt) => {
    const config = captchaConfig(rt.db);
    app.get(FORM_PATHS.captchaChallenge, async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(await issueChallenge(config));
    });
  },
};
