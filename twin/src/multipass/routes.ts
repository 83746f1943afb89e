import type { Database } from 'better-sqlite3';
import { Hono } from 'hono';
import { consumeMultipass, multipassSecret } from './consume.js';
import { sameOriginPath } from '../../../wire/return-to.js';
import { decodeMultipass, MultipassError } from './token.js';
import { mergeMultipassAddresses, multipassCustomer } from '../customer/multipass.js';
import { startStoreSession } from './session.js';

const page = (title: string, text: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><h1>${title}</h1><p>${text}</p></body></html>`;

/**
 * The store's Multipass login path `GET /shops/<store>/account/login/multipass/<token>`: the token
 * (issued by the services with the store's secret) signs the customer in once: the store's session
 * cookie (see session.ts) names them to the store's pages, its checkout among them, and the browser
 * lands on the token's return_to. Issuing is the services' (`POST /multipass/<store>`). The token is
 * never written to a page, a header or a log.
 */
export function createMultipassRoutes(db: Database): Hono {
  const app = new Hono();

  app.get('/shops/:store/account/login/multipass/:token', (c) => {
    const store = c.req.param('store');
    const secret = multipassSecret(db, store);
    if (!secret) return c.text('Unknown store', 404);
    c.header('cache-control', 'no-store');
    c.header('referrer-policy', 'no-referrer');
    const token = c.req.param('token');
    try {
      // The destination is judged before the token is spent, so a bad link costs the customer nothing.
      const requested = decodeMultipass(secret, token).return_to;
      const returnTo = requested === undefined ? undefined : sameOriginPath(requested);
      if (returnTo === null) {
        return c.html(page('Invalid link', 'This sign-in link names a destination outside the store.'), 400);
      }
      const data = consumeMultipass(db, store, secret, token);
      const names = { firstName: typeof data.first_name === 'string' ? data.first_name : null, lastName: typeof data.last_name === 'string' ? data.last_name : null };
      const customer = db.transaction(() => {
        const found = multipassCustomer(db, store, data, names);
        return found ? mergeMultipassAddresses(db, found.customer, data.addresses) : null;
      })();
      // One email, one customer: a token the store cannot give a customer signs no one in.
      if (!customer) return c.html(page('Invalid link', 'This sign-in link is invalid or has expired.'), 401);
      startStoreSession(c, db, customer);
      if (returnTo) return c.redirect(returnTo, 302);
      return c.html(page('Signed in', 'You are signed in to the store.'));
    } catch (error) {
      if (!(error instanceof MultipassError)) throw error;
      return c.html(page('Invalid link', 'This sign-in link is invalid or has expired.'), 401);
    }
  });
  return app;
}
