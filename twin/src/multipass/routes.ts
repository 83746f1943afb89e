import type { Database } from 'better-sqlite3';
import { Hono } from 'hono';
import { consumeMultipass, multipassSecret } from './consume.js';
import { sameOriginPath } from '../../../wire/return-to.js';
import { decodeMultipass, MultipassError } from './token.js';

const page = (title: string, text: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><h1>${title}</h1><p>${text}</p></body></html>`;

/**
 * The store's Multipass login path `GET /shops/<store>/account/login/multipass/<token>`: the token
 * (issued by the services with the store's secret) signs the customer in once and lands on its
 * return_to. Issuing is the services' (`POST /multipass/<store>`).
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
      consumeMultipass(db, store, secret, token);
      if (returnTo) return c.redirect(returnTo, 302);
      return c.html(page('Signed in', 'You are signed in to the store.'));
    } catch (error) {
      if (!(error instanceof MultipassError)) throw error;
      return c.html(page('Invalid link', 'This sign-in link is invalid or has expired.'), 401);
    }
  });
  return app;
}
